import type {HtmlTagObject} from '@docusaurus/types';

export interface AnalyticsEnv {
  [name: string]: string | undefined;
  DOCS_INSIGHTS_APP_ID?: string;
  DOCS_INSIGHTS_API_KEY?: string;
}

/** The search-insights build the snippet loads; pinned so a CDN update cannot change behaviour silently. */
export const INSIGHTS_SCRIPT_URL = 'https://cdn.jsdelivr.net/npm/search-insights@2.17.3/dist/search-insights.min.js';

export const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export interface InsightsSettings {
  appId: string;
  apiKey: string;
}

/** Insights stay off unless both variables are set to plausible values; bad values are an error, not a silent skip. */
export function readInsightsSettings(env: AnalyticsEnv): InsightsSettings | null {
  const appId = env.DOCS_INSIGHTS_APP_ID?.trim() ?? '';
  const apiKey = env.DOCS_INSIGHTS_API_KEY?.trim() ?? '';
  if (!appId && !apiKey) return null;
  if (!appId || !apiKey) {
    throw new Error('Analytics: set both DOCS_INSIGHTS_APP_ID and DOCS_INSIGHTS_API_KEY, or neither.');
  }
  if (!ID_PATTERN.test(appId) || !ID_PATTERN.test(apiKey)) {
    throw new Error('Analytics: DOCS_INSIGHTS_APP_ID and DOCS_INSIGHTS_API_KEY may contain only letters, digits, "-" and "_".');
  }
  return {appId, apiKey};
}

/** Head tags for the insights client: a queue stub, then the async script, then `init`. */
export function insightsHeadTags(settings: InsightsSettings | null): HtmlTagObject[] {
  if (!settings) return [];
  const init = JSON.stringify({appId: settings.appId, apiKey: settings.apiKey, useCookie: false});
  return [
    {
      tagName: 'script',
      innerHTML: `window.aa=window.aa||function(){(window.aa.queue=window.aa.queue||[]).push(arguments)};` + `window.aa('init',${init});`,
    },
    {tagName: 'script', attributes: {async: true, src: INSIGHTS_SCRIPT_URL}},
  ];
}
