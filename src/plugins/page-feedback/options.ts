import type {OptionValidationContext} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import {GITHUB_REPOSITORY} from './client/issue-url';
import type {PageFeedbackGlobalData} from './client/global-data';

export type PageFeedbackOptions = PageFeedbackGlobalData;

export const pageFeedbackOptionsSchema = Joi.object<PageFeedbackOptions>({
  repositoryUrl: Joi.string()
    .pattern(GITHUB_REPOSITORY)
    .required()
    .messages({'string.pattern.base': '{#label} must be a GitHub repository URL such as https://github.com/owner/name'}),
  labels: Joi.array().items(Joi.string().trim().min(1)).default([]),
  analytics: Joi.object({index: Joi.string().trim().min(1).required()})
    .allow(null)
    .default(null),
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Partial<PageFeedbackOptions> | undefined, PageFeedbackOptions>): PageFeedbackOptions {
  return validate(pageFeedbackOptionsSchema, options ?? {});
}
