import type {OptionValidationContext} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import {ID_PATTERN, type InsightsSettings} from './core';

export interface AnalyticsOptions {
  /** Off when null: a default build loads no analytics script. */
  insights: InsightsSettings | null;
}

const id = Joi.string().pattern(ID_PATTERN).messages({'string.pattern.base': '{#label} may contain only letters, digits, "-" and "_"'});

export const analyticsOptionsSchema = Joi.object<AnalyticsOptions>({
  insights: Joi.object({appId: id.required(), apiKey: id.required()}).allow(null).default(null),
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Partial<AnalyticsOptions> | undefined, AnalyticsOptions>): AnalyticsOptions {
  return validate(analyticsOptionsSchema, options ?? {});
}
