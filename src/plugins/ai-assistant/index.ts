import type {LoadContext, Plugin} from '@docusaurus/types';
import {aiAssistantHeadTags} from './core';
import {validateOptions, type AiAssistantOptions} from './options';
import {withOptionValidation} from '../../lib/plugin-module';

/** Adds the assistant widget only when configured: a default build ships no script and sends no request. */
function aiAssistantPlugin(_context: LoadContext, options: AiAssistantOptions): Plugin {
  return {
    name: 'docs-ai-assistant',
    injectHtmlTags() {
      return {headTags: aiAssistantHeadTags(options.assistant)};
    },
  };
}

export default withOptionValidation(aiAssistantPlugin, validateOptions);
