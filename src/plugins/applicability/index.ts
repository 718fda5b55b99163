/**
 * Applicability: pages declare in front matter where they apply (open source, Dagster+ Serverless,
 * Dagster+ Hybrid, Dagster+ plans); remark.ts shows it as badges under the title, the sidebar items
 * carry it to section cards (client/sidebar.ts), and the content check requires it on Dagster+ pages.
 * This plugin only ships the components, from its theme path.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function applicabilityPlugin(): Plugin {
  return {name: 'docs-applicability', getThemePath: () => path.join(__dirname, 'theme')};
}
