/**
 * Mermaid diagrams as build-time SVG. `docusaurus build` renders every fenced `mermaid` block in
 * headless Chromium for both colour modes (remark.ts, renderer.ts), so readers get the diagram in the
 * HTML and never download the Mermaid runtime. `docusaurus start` keeps `@docusaurus/theme-mermaid`'s
 * live rendering, and so does a build on a machine without Chromium (with a warning).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {mermaidThemeConfig} from '../../config/mermaid';
import {chromiumLaunchOptions} from '../../lib/chromium';
import remarkMermaidSvg, {type RemarkMermaidSvgOptions} from './remark';
import {createMermaidRenderer, type MermaidRenderer} from './renderer';

const siteDir = path.join(__dirname, '..', '..', '..');
let shared: MermaidRenderer | null | undefined;

/** The build's renderer, or null in the dev server and where no Chromium is installed. */
function buildRenderer(): MermaidRenderer | null {
  if (shared !== undefined) return shared;
  if (process.env.NODE_ENV !== 'production') return (shared = null);
  if (!fs.existsSync(chromiumLaunchOptions.executablePath)) {
    console.warn(
      `[mermaid-svg] No Chromium at ${chromiumLaunchOptions.executablePath} (set CHROMIUM_PATH, or run scripts/setup.sh): ` +
        'diagrams will render in the browser with the Mermaid runtime instead of at build time.',
    );
    return (shared = null);
  }
  return (shared = createMermaidRenderer({
    themes: mermaidThemeConfig.theme,
    cacheDir: path.join(siteDir, 'node_modules', '.cache', 'mermaid-svg'),
  }));
}

/** The remark plugin entry for the docs plugin's `beforeDefaultRemarkPlugins`. */
export const remarkMermaidSvgPlugin: [typeof remarkMermaidSvg, RemarkMermaidSvgOptions] = [remarkMermaidSvg, {renderer: buildRenderer}];

export default function mermaidSvgPlugin(): Plugin<unknown> {
  return {
    name: 'mermaid-svg',
    getThemePath: () => path.join(__dirname, 'theme'),
    getTypeScriptThemePath: () => path.join(__dirname, 'theme'),
    postBuild: async () => {
      await shared?.close();
    },
  };
}
