/**
 * Code blocks highlighted at build time. The remark step (remark.ts) tokenizes every fenced block with
 * the theme's Prism and hands the lines to CodeBlock, whose ejected `CodeBlock` and `CodeBlock/Content`
 * (this plugin's theme path) draw them as they are. Token colours come from a stylesheet generated from
 * `themeConfig.prism` (theme-css.ts). So no page runs Prism: theme-classic's start-up module that loads
 * Prism and its languages into every page is replaced by an empty one. Code the build cannot see (a
 * `<CodeBlock>` written in JSX) still highlights in the browser, with Prism loaded on demand.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';
import {darkCodeTheme, lightCodeTheme, prismAdditionalLanguages} from '../../config/prism-themes';
import {prismWithLanguages} from './prism';
import remarkCodeHighlight, {type RemarkCodeHighlightOptions} from './remark';
import {looksPlain, tokenCss} from './theme-css';

/** The remark plugin entry for the docs plugin's `remarkPlugins`. */
export const remarkCodeHighlightPlugin: [typeof remarkCodeHighlight, RemarkCodeHighlightOptions] = [
  remarkCodeHighlight,
  {prism: () => prismWithLanguages(prismAdditionalLanguages), looksPlain: looksPlain([lightCodeTheme, darkCodeTheme])},
];

/** theme-classic's client module that sets Prism up in every page at start-up. */
const PRISM_STARTUP_MODULE = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/;

export default function codeHighlightPlugin(context: LoadContext): Plugin<unknown> {
  const prism = context.siteConfig.themeConfig.prism as {theme: PrismTheme; darkTheme?: PrismTheme};
  const cssFile = path.join(context.generatedFilesDir, 'code-highlight', 'tokens.css');
  fs.mkdirSync(path.dirname(cssFile), {recursive: true});
  fs.writeFileSync(cssFile, tokenCss(prism.theme, prism.darkTheme ?? prism.theme));
  return {
    name: 'code-highlight',
    getThemePath: () => path.join(__dirname, 'theme'),
    getTypeScriptThemePath: () => path.join(__dirname, 'theme'),
    getClientModules: () => [cssFile],
    configureWebpack: (_config, _isServer, {currentBundler}) => ({
      plugins: [
        new currentBundler.instance.NormalModuleReplacementPlugin(PRISM_STARTUP_MODULE, path.join(__dirname, 'client', 'no-prism.ts')),
      ],
    }),
  };
}
