import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {announcementBar} from './src/config/announcement';
import {footer} from './src/config/footer';
import {navbar} from './src/config/navbar';
import {sectionLabels} from './src/config/sections';
import {darkCodeTheme, lightCodeTheme, prismAdditionalLanguages} from './src/config/prism-themes';
import {algoliaThemeConfig} from './src/config/search';
import {readSiteSettings} from './src/config/env';
import localSearchPlugin from './src/plugins/local-search';
import {docsRepository, siteUrl} from './src/config/site';
import aiAssistantPlugin from './src/plugins/ai-assistant';
import analyticsPlugin from './src/plugins/analytics';
import announcementResetPlugin from './src/plugins/announcement-reset';
import settleHashScrollPlugin from './src/plugins/settle-hash-scroll';
import apiReferencePlugin from './src/plugins/api-reference';
import docsPlugin from './src/plugins/docs';
import redirectsPlugin from './src/plugins/redirects';
import idlePrefetchPlugin from './src/plugins/idle-prefetch';
import lazyRoutesPlugin from './src/plugins/lazy-routes';
import staticRouteMatchPlugin from './src/plugins/static-route-match';
import routeScriptsPlugin from './src/plugins/route-scripts';
import clientRegistryPlugin from './src/plugins/client-registry';
import imageZoomOnDemandPlugin from './src/plugins/image-zoom-on-demand';
import codeHighlightPlugin from './src/plugins/code-highlight';
import mermaidSvgPlugin from './src/plugins/mermaid-svg';
import {mermaidThemeConfig} from './src/config/mermaid';
import {machineDocsSite} from './src/config/machine-docs';
import socialCardsPlugin from './src/plugins/social-cards';
import pageFeedbackPlugin from './src/plugins/page-feedback';
import applicabilityPlugin from './src/plugins/applicability';
import integrationCatalogPlugin from './src/plugins/integration-catalog';
import machineDocsPlugin from './src/plugins/machine-docs';
import {docsOptions} from './src/plugins/docs/options';
import {ssrTemplate} from './src/config/ssr-template';

// Environment variables are read here and nowhere else (see src/config/env.ts).
const settings = readSiteSettings(process.env);

const config = {
  title: 'Dagster Docs',
  titleDelimiter: '|',
  tagline: 'Documentation for Dagster, the data orchestration platform, and Dagster+.',
  favicon: 'img/favicon.svg',
  url: siteUrl,
  baseUrl: '/',
  organizationName: 'dagster-io',
  projectName: 'dagster',

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'warn',
  markdown: {
    mermaid: true,
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
  },
  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {label: 'English', htmlLang: 'en', direction: 'ltr', calendar: 'gregory'}},
  },
  // DOCS_BUNDLER=webpack exists only so the benchmark can compare bundlers in one run.
  // Un-namespaced keys: the spec fixes the colour-mode key as `theme`.
  storage: {type: 'localStorage', namespace: false},
  future: {v4: true, faster: settings.bundler === 'rspack'},
  // Built pages paint their server HTML before any script runs (see the module).
  ssrTemplate,

  presets: [
    [
      'classic',
      {
        docs: false,
        blog: false,
        theme: {customCss: './src/css/custom.scss'},
        sitemap: {changefreq: 'weekly', priority: 0.5, ignorePatterns: ['/tags/**'], filename: 'sitemap.xml'},
      } satisfies Preset.Options,
    ],
  ],
  themes: ['@docusaurus/theme-mermaid'],
  plugins: [
    [docsPlugin, docsOptions],
    apiReferencePlugin,
    mermaidSvgPlugin,
    codeHighlightPlugin,
    idlePrefetchPlugin,
    lazyRoutesPlugin,
    staticRouteMatchPlugin,
    routeScriptsPlugin,
    clientRegistryPlugin,
    applicabilityPlugin,
    integrationCatalogPlugin,
    [machineDocsPlugin, {...machineDocsSite, enabled: settings.machineDocs}],
    'docusaurus-plugin-sass',
    'docusaurus-plugin-image-zoom',
    imageZoomOnDemandPlugin,
    announcementResetPlugin,
    settleHashScrollPlugin,
    [
      localSearchPlugin,
      {
        enabled: settings.searchMode === 'local',
        sidebarLabels: sectionLabels(),
      },
    ],
    [analyticsPlugin, {insights: settings.insights}],
    [aiAssistantPlugin, {assistant: settings.aiAssistant}],
    redirectsPlugin,
    [socialCardsPlugin, {perPage: settings.pageCards, sidebarLabels: sectionLabels()}],
    [
      pageFeedbackPlugin,
      {
        repositoryUrl: docsRepository.url,
        labels: ['area: docs'],
        // Answers become insights events only where the insights client is loaded.
        analytics: settings.insights ? {index: algoliaThemeConfig(settings.search).indexName} : null,
      },
    ],
  ],

  themeConfig: {
    // Drawn at build time by the social-cards plugin; doc pages point at their own card instead.
    image: 'img/social-cards/default.png',
    metadata: [{name: 'theme-color', content: '#4f43dd'}],
    announcementBar,
    navbar,
    footer,
    algolia: algoliaThemeConfig(settings.search),
    colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true},
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 4},
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      additionalLanguages: prismAdditionalLanguages,
    },
    mermaid: mermaidThemeConfig,
    zoom: {
      selector: '.markdown img, .tabs-container img',
      background: {light: 'rgb(255, 255, 255)', dark: 'rgb(50, 50, 50)'},
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
