/**
 * Keeps the target of a link in place after client-side navigation while the content around it is still
 * being laid out (API entries and catalog cards are laid out only near the screen). See client.ts.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function settleHashScrollPlugin(): Plugin<unknown> {
  return {
    name: 'settle-hash-scroll',
    getClientModules: () => [path.join(__dirname, 'client.ts')],
  };
}
