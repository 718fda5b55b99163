import type {OptionValidationContext} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import {DEFAULT_WIDGET_URL, type AiAssistantSettings} from './core';

export interface AiAssistantOptions {
  /** Off when null: a default build ships no widget script. */
  assistant: AiAssistantSettings | null;
}

export const aiAssistantOptionsSchema = Joi.object<AiAssistantOptions>({
  assistant: Joi.object({
    websiteId: Joi.string().guid().required(),
    scriptUrl: Joi.string()
      .pattern(/^https:\/\/[^\s"'<>]+$/)
      .default(DEFAULT_WIDGET_URL)
      .messages({'string.pattern.base': '{#label} must be an https URL'}),
  })
    .allow(null)
    .default(null),
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Partial<AiAssistantOptions> | undefined, AiAssistantOptions>): AiAssistantOptions {
  return validate(aiAssistantOptionsSchema, options ?? {});
}
