/**
 * The one place the site reads environment variables. The config turns them into plugin options and
 * theme settings; plugins never read `process.env` themselves.
 */
import {readAiAssistantSettings, type AiAssistantSettings} from '../plugins/ai-assistant/core';
import {readInsightsSettings, type InsightsSettings} from '../plugins/analytics/core';
import {resolveSearchMode, type SearchEnv} from './search';

/** Every variable the site reads; the test suite unsets them all to test the default configuration. */
export const SITE_ENV_VARS = [
  'ALGOLIA_APP_ID',
  'ALGOLIA_API_KEY',
  'ALGOLIA_INDEX_NAME',
  'DOCS_INSIGHTS_APP_ID',
  'DOCS_INSIGHTS_API_KEY',
  'DOCS_AI_ASSISTANT_WEBSITE_ID',
  'DOCS_AI_ASSISTANT_SCRIPT_URL',
  'DOCS_BUNDLER',
  'DOCS_SOCIAL_CARDS',
  'DOCS_MACHINE_DOCS',
] as const;

export type SiteEnvSource = Partial<Record<(typeof SITE_ENV_VARS)[number], string>> & {[name: string]: string | undefined};

export interface SiteSettings {
  search: SearchEnv;
  searchMode: 'algolia' | 'local';
  insights: InsightsSettings | null;
  aiAssistant: AiAssistantSettings | null;
  /** webpack exists only so the build benchmark can compare bundlers in one run. */
  bundler: 'rspack' | 'webpack';
  /** False only for the build benchmark's run without per-page cards (the default card is still drawn). */
  pageCards: boolean;
  /** False only for the machine-docs benchmark's run without twins, llms files, objects.inv and the copy-page menu. */
  machineDocs: boolean;
}

/** `DOCS_SOCIAL_CARDS=default-only` draws only the default card; anything else but unset is a mistake worth stopping for. */
export function readPageCards(value: string | undefined): boolean {
  const setting = value?.trim() ?? '';
  if (setting === '') return true;
  if (setting === 'default-only') return false;
  throw new Error(`DOCS_SOCIAL_CARDS may only be "default-only" (draw no per-page social cards), not "${setting}".`);
}

/** `DOCS_MACHINE_DOCS=off` builds without the machine-readable docs; `on` or unset builds them. */
export function readMachineDocs(value: string | undefined): boolean {
  const setting = value?.trim() ?? '';
  if (setting === '' || setting === 'on') return true;
  if (setting === 'off') return false;
  throw new Error(`DOCS_MACHINE_DOCS may only be "on" or "off" (build without the Markdown twins and llms files), not "${setting}".`);
}

export function readSiteSettings(env: SiteEnvSource): SiteSettings {
  const search: SearchEnv = {
    ALGOLIA_APP_ID: env.ALGOLIA_APP_ID,
    ALGOLIA_API_KEY: env.ALGOLIA_API_KEY,
    ALGOLIA_INDEX_NAME: env.ALGOLIA_INDEX_NAME,
  };
  return {
    search,
    searchMode: resolveSearchMode(search).mode,
    insights: readInsightsSettings(env),
    aiAssistant: readAiAssistantSettings(env),
    bundler: env.DOCS_BUNDLER === 'webpack' ? 'webpack' : 'rspack',
    pageCards: readPageCards(env.DOCS_SOCIAL_CARDS),
    machineDocs: readMachineDocs(env.DOCS_MACHINE_DOCS),
  };
}
