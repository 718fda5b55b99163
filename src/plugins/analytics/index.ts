import type {LoadContext, Plugin} from '@docusaurus/types';
import {insightsHeadTags, readInsightsSettings} from './core';

/** Loads the insights client only when configured, so a default build makes no analytics request. */
export default function analyticsPlugin(_context: LoadContext): Plugin {
  const settings = readInsightsSettings(process.env);
  return {
    name: 'docs-analytics',
    injectHtmlTags() {
      return {headTags: insightsHeadTags(settings)};
    },
  };
}
