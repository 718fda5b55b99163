import type {OptionValidationContext} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';

export interface SocialCardsOptions {
  /** Off: only the default card is drawn and every page uses it (the build benchmark compares both). */
  perPage: boolean;
  /** Section labels by sidebar id, shown on each card above the title. */
  sidebarLabels: Record<string, string>;
  /** The logo mark drawn on every card, relative to the site folder. */
  logo: string;
  /** How many renderer processes a build may start. */
  processes: number;
}

export const socialCardsOptionsSchema = Joi.object<SocialCardsOptions>({
  perPage: Joi.boolean().default(true),
  sidebarLabels: Joi.object().pattern(Joi.string(), Joi.string()).default({}),
  logo: Joi.string().default('static/img/favicon.svg'),
  processes: Joi.number().integer().min(1).max(16).default(2),
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Partial<SocialCardsOptions> | undefined, SocialCardsOptions>): SocialCardsOptions {
  return validate(socialCardsOptionsSchema, options ?? {});
}
