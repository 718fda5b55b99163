/**
 * A throwaway copy of the site for the dev-server tests, which edit pages and data files while
 * `docusaurus start` runs. Editing a copy means a killed run can never leave the real tree edited.
 *
 * Usage: tsx tests/e2e/dev-site.ts <dir>   (recreates <dir>; node_modules is linked, not copied)
 */
import {cpSync, mkdirSync, rmSync, symlinkSync} from 'node:fs';
import path from 'node:path';

const SITE_ENTRIES = ['docs', 'src', 'static', 'docusaurus.config.ts', 'sidebars.ts', 'tsconfig.json', 'package.json'];

export function makeDevSite(target: string, source = path.join(__dirname, '..', '..')): string {
  const dir = path.resolve(target);
  rmSync(dir, {recursive: true, force: true});
  mkdirSync(dir, {recursive: true});
  for (const entry of SITE_ENTRIES) {
    // Generated API pages are rebuilt by the copy's own docs plugin.
    cpSync(path.join(source, entry), path.join(dir, entry), {
      recursive: true,
      filter: (file) => !file.includes(`${path.sep}python-api${path.sep}`) || !file.endsWith('.mdx'),
    });
  }
  symlinkSync(path.join(source, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

if (require.main === module) {
  const [target] = process.argv.slice(2);
  if (!target) throw new Error('Usage: tsx tests/e2e/dev-site.ts <dir>');
  console.log(makeDevSite(target));
}
