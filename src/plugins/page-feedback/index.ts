/**
 * Page feedback: every doc page ends with "Was this page helpful?". An answer can carry a comment, and
 * Send opens a prefilled GitHub issue on the docs repository. With analytics configured the answer is
 * also recorded as an insights event; without it nothing leaves the browser. The footer wrapper ships
 * from this plugin's theme path; the issue text is built by client/issue-url.ts.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {withOptionValidation} from '../../lib/plugin-module';
import {PLUGIN_NAME, type PageFeedbackGlobalData} from './client/global-data';
import {validateOptions, type PageFeedbackOptions} from './options';

function pageFeedbackPlugin(_context: LoadContext, options: PageFeedbackOptions): Plugin {
  return {
    name: PLUGIN_NAME,
    getThemePath: () => path.join(__dirname, 'theme'),
    async contentLoaded({actions}) {
      actions.setGlobalData({
        repositoryUrl: options.repositoryUrl,
        labels: options.labels,
        analytics: options.analytics,
      } satisfies PageFeedbackGlobalData);
    },
  };
}

export default withOptionValidation(pageFeedbackPlugin, validateOptions);
