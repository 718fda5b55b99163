import type {LoadContext, Plugin} from '@docusaurus/types';
import {aiAssistantHeadTags, readAiAssistantSettings} from './core';

/** Adds the assistant widget only when configured: a default build ships no script and sends no request. */
export default function aiAssistantPlugin(_context: LoadContext): Plugin {
  const settings = readAiAssistantSettings(process.env);
  return {
    name: 'docs-ai-assistant',
    injectHtmlTags() {
      return {headTags: aiAssistantHeadTags(settings)};
    },
  };
}
