import type {OptionValidationContext} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';

export interface LocalSearchOptions {
  /** On when hosted Algolia is not configured. */
  enabled: boolean;
  /** Sidebar id -> navbar label, the lvl0 of pages outside any category. */
  sidebarLabels: Record<string, string>;
}

export const localSearchOptionsSchema = Joi.object<LocalSearchOptions>({
  enabled: Joi.boolean().required(),
  sidebarLabels: Joi.object().pattern(Joi.string(), Joi.string()).default({}),
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Partial<LocalSearchOptions> | undefined, LocalSearchOptions>): LocalSearchOptions {
  return validate(localSearchOptionsSchema, options ?? {});
}
