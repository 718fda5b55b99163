import type {LoadContext, Plugin} from '@docusaurus/types';
import {insightsHeadTags} from './core';
import {validateOptions, type AnalyticsOptions} from './options';
import {withOptionValidation} from '../../lib/plugin-module';

/** Loads the insights client only when configured, so a default build makes no analytics request. */
function analyticsPlugin(_context: LoadContext, options: AnalyticsOptions): Plugin {
  return {
    name: 'docs-analytics',
    injectHtmlTags() {
      return {headTags: insightsHeadTags(options.insights)};
    },
  };
}

export default withOptionValidation(analyticsPlugin, validateOptions);
