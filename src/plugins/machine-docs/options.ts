import type {OptionValidationContext} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import type {SectionSpec} from './site-pages';

export interface MachineDocsOptions {
  /** Off: no twins, llms files, inventory, tree capture or copy-page menu (the benchmark's run without them). */
  enabled: boolean;
  /** The H1 of `/llms.txt` and `/llms-full.txt`. */
  name: string;
  /** One paragraph about the site, the blockquote of every llms.txt. */
  summary: string;
  /** One per sidebar, in the order `/llms.txt` lists them. */
  sections: SectionSpec[];
  /** What the Sphinx inventory names as its project and version. */
  inventory: {project: string; version: string};
}

export const machineDocsOptionsSchema = Joi.object<MachineDocsOptions>({
  enabled: Joi.boolean().default(true),
  name: Joi.string().trim().required(),
  summary: Joi.string()
    .trim()
    .required()
    .pattern(/\n\s*\n/, {invert: true})
    .messages({'string.pattern.invert.base': '"summary" must be one paragraph'}),
  sections: Joi.array()
    .items(
      Joi.object({
        sidebarId: Joi.string().required(),
        title: Joi.string().trim().required(),
        file: Joi.string()
          .required()
          .pattern(/^([a-z0-9-]+\/)+llms\.txt$/)
          .messages({
            'string.pattern.base': '{#label} must be a path such as "integrations/llms.txt" (lowercase folders, no leading slash)',
          }),
      }),
    )
    .min(1)
    .unique('file')
    .required()
    .messages({'array.unique': '{#label} uses a file that an earlier section already uses'}),
  inventory: Joi.object({project: Joi.string().trim().required(), version: Joi.string().trim().required()}).required(),
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Partial<MachineDocsOptions> | undefined, MachineDocsOptions>): MachineDocsOptions {
  return validate(machineDocsOptionsSchema, options ?? {});
}
