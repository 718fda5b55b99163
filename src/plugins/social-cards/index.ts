/**
 * Social cards: a 1200 x 630 PNG per doc page (title, section, description, logo) and a default card,
 * drawn at build time and referenced by the page's `og:image` and `twitter:image`. Cards are cached by
 * content (cache.ts), rendered by low-priority child processes while the bundler works (pool.ts), and
 * copied into the build when the pages are written. The dev server draws a card when it is requested.
 * The metadata components ship from this plugin's theme path. See README.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {devMiddleware, devServerConfig, type DevRequest, type DevResponse} from '../../lib/dev-middleware';
import {withOptionValidation} from '../../lib/plugin-module';
import {folderStore, planCards, staleKeys, type CardPlan} from './cache';
import {cardSpecs, type CardSpec, type SidebarNode} from './card-spec';
import {CARDS_DIR, DEFAULT_CARD, PLUGIN_NAME, type SocialCardsGlobalData} from './client/card-path';
import {validateOptions, type SocialCardsOptions} from './options';
import {renderInChildren, type PoolResult, type RenderJob} from './pool';
import {loadCardAssets, renderCard, type CardAssets} from './render';

function socialCardsPlugin(context: LoadContext, options: SocialCardsOptions): Plugin {
  const isBuild = process.env.NODE_ENV === 'production';
  const storeDir = path.join(context.siteDir, 'node_modules', '.cache', 'social-cards');
  const store = folderStore(storeDir);
  const logoFile = path.resolve(context.siteDir, options.logo);
  const {url: siteUrl, baseUrl, title: siteTitle, tagline} = context.siteConfig;
  let specs: CardSpec[] = [];
  let plan: CardPlan | undefined;
  let job: RenderJob | undefined;
  let rendering: Promise<PoolResult | Error> | undefined;
  let assets: CardAssets | undefined;
  const started = performance.now();

  const loadAssets = () => (assets ??= loadCardAssets({logoFile, siteUrl}));

  /** Dev server: draws the requested card (or takes it from the cache) when a page's preview asks for it. */
  async function serveCard(pathname: string, response: DevResponse): Promise<boolean> {
    const spec = specs.find((candidate) => `${baseUrl}${candidate.file}` === pathname);
    if (!spec) return false;
    const key = planCards([spec], loadAssets().fingerprint, store).all[0].key;
    if (!store.has(key)) store.write(key, await renderCard(spec, loadAssets()));
    response.setHeader('Content-Type', 'image/png');
    response.end(fs.readFileSync(path.join(storeDir, `${key}.png`)));
    return true;
  }

  return {
    name: PLUGIN_NAME,

    getThemePath: () => path.join(__dirname, 'theme'),

    async allContentLoaded({allContent, actions}) {
      const content = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      const version = content?.loadedVersions[0];
      if (!version) throw new Error(`[${PLUGIN_NAME}] needs the docs plugin's content, and found none`);
      const docs = options.perPage ? version.docs : [];
      specs = cardSpecs(docs, {
        sidebars: version.sidebars as unknown as Record<string, SidebarNode[]>,
        sidebarLabels: options.sidebarLabels,
        baseUrl,
        siteTitle,
        tagline,
      });
      actions.setGlobalData({perPage: options.perPage} satisfies SocialCardsGlobalData);
      if (!isBuild || rendering) return;
      plan = planCards(specs, loadAssets().fingerprint, store);
      job = renderInChildren(plan.render, {siteDir: context.siteDir, processes: options.processes, storeDir, logoFile, siteUrl});
      rendering = job.result.catch((error: Error) => error);
    },

    configureWebpack(_config, isServer) {
      if (isBuild || isServer) return undefined;
      const serve = (pathname: string, response: DevResponse, request: DevRequest) =>
        request.method === 'GET' && pathname.startsWith(`${baseUrl}${CARDS_DIR}/`) ? serveCard(pathname, response) : false;
      return devServerConfig(devMiddleware(PLUGIN_NAME, serve));
    },

    async postBuild({outDir}) {
      if (!plan || !rendering) throw new Error(`[${PLUGIN_NAME}] the build finished before the cards were planned`);
      const waitStarted = performance.now();
      job?.hurry();
      const result = await rendering;
      if (result instanceof Error) throw result;
      const waited = (performance.now() - waitStarted) / 1000;
      for (const {spec, key} of plan.all) store.copyTo(key, path.join(outDir, spec.file));
      const used = new Set(plan.all.map((card) => card.key));
      const stale = staleKeys(store.keys(), used);
      stale.forEach((key) => store.remove(key));
      logger.info(
        `[${PLUGIN_NAME}] ${plan.all.length} cards (${DEFAULT_CARD} included): ${result.rendered} drawn in ` +
          `${result.cpuSeconds.toFixed(1)} CPU s, ${plan.all.length - plan.render.length} from the cache; ` +
          `the build waited ${waited.toFixed(1)} s for them, ${((performance.now() - started) / 1000).toFixed(0)} s after start` +
          (stale.length ? `; ${stale.length} unused cached cards removed` : ''),
      );
    },
  };
}

export default withOptionValidation(socialCardsPlugin, validateOptions);
