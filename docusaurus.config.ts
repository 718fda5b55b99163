import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {announcementBar} from './src/config/announcement';
import {footer} from './src/config/footer';
import {navbar, navbarSections} from './src/config/navbar';
import {darkCodeTheme, lightCodeTheme} from './src/config/prism-themes';
import {algoliaThemeConfig, resolveSearchMode} from './src/config/search';
import localSearchPlugin from './src/plugins/local-search';
import {siteUrl} from './src/config/site';
import aiAssistantPlugin from './src/plugins/ai-assistant';
import analyticsPlugin from './src/plugins/analytics';
import announcementResetPlugin from './src/plugins/announcement-reset';
import apiReferencePlugin from './src/plugins/api-reference';
import docsPlugin from './src/plugins/docs';
import machineDocsPlugin from './src/plugins/machine-docs';
import {machineDocsOptions} from './src/plugins/machine-docs/options';
import {docsOptions} from './src/plugins/docs/options';

const searchMode = resolveSearchMode(process.env).mode;

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
  future: {v4: true, faster: process.env.DOCS_BUNDLER !== 'webpack'},

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
    [machineDocsPlugin, machineDocsOptions],
    'docusaurus-plugin-sass',
    'docusaurus-plugin-image-zoom',
    announcementResetPlugin,
    localSearchPlugin({
      enabled: searchMode === 'local',
      sidebarLabels: Object.fromEntries(navbarSections.map((section) => [section.sidebarId, section.label])),
    }),
    analyticsPlugin,
    aiAssistantPlugin,
  ],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [{name: 'theme-color', content: '#4f43dd'}],
    announcementBar,
    navbar,
    footer,
    algolia: algoliaThemeConfig(process.env),
    colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true},
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 4},
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      additionalLanguages: ['diff', 'json', 'bash', 'docker', 'toml', 'ini', 'sql', 'java', 'scala'],
    },
    mermaid: {theme: {light: 'default', dark: 'dark'}},
    zoom: {
      selector: '.markdown img, .tabs-container img',
      background: {light: 'rgb(255, 255, 255)', dark: 'rgb(50, 50, 50)'},
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
