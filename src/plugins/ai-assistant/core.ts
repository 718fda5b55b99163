import type {HtmlTagObject} from '@docusaurus/types';

export interface AiAssistantEnv {
  [name: string]: string | undefined;
  DOCS_AI_ASSISTANT_WEBSITE_ID?: string;
  DOCS_AI_ASSISTANT_SCRIPT_URL?: string;
}

export const DEFAULT_WIDGET_URL = 'https://widget.kapa.ai/kapa-widget.bundle.js';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AiAssistantSettings {
  websiteId: string;
  scriptUrl: string;
}

/** The widget is off unless a website id is given; a malformed id or non-https URL fails the build. */
export function readAiAssistantSettings(env: AiAssistantEnv): AiAssistantSettings | null {
  const websiteId = env.DOCS_AI_ASSISTANT_WEBSITE_ID?.trim() ?? '';
  if (!websiteId) return null;
  if (!UUID.test(websiteId)) {
    throw new Error('AI assistant: DOCS_AI_ASSISTANT_WEBSITE_ID must be a UUID.');
  }
  const scriptUrl = env.DOCS_AI_ASSISTANT_SCRIPT_URL?.trim() || DEFAULT_WIDGET_URL;
  if (!/^https:\/\/[^\s"'<>]+$/.test(scriptUrl)) {
    throw new Error('AI assistant: DOCS_AI_ASSISTANT_SCRIPT_URL must be an https URL.');
  }
  return {websiteId, scriptUrl};
}

export function aiAssistantHeadTags(settings: AiAssistantSettings | null): HtmlTagObject[] {
  if (!settings) return [];
  return [
    {
      tagName: 'script',
      attributes: {
        async: true,
        src: settings.scriptUrl,
        'data-website-id': settings.websiteId,
        'data-project-name': 'Dagster',
        'data-project-color': '#4f43dd',
        'data-modal-title': 'Ask the Dagster docs',
      },
    },
  ];
}
