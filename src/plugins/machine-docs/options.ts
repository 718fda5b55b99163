import {navbarSections} from '../../config/navbar';
import type {SectionSpec} from './site-pages';

export interface MachineDocsOptions {
  /** The H1 of `/llms.txt` and `/llms-full.txt`. */
  name: string;
  /** One paragraph about the site, the blockquote of every llms.txt. */
  summary: string;
  /** One per sidebar, in the order `/llms.txt` lists them. */
  sections: SectionSpec[];
  /** What the Sphinx inventory names as its project and version. */
  inventory: {project: string; version: string};
}

/** Where each area's own llms.txt lives. The docs sidebar spans the site root, so its file gets a folder of its own. */
const sectionFiles: Record<(typeof navbarSections)[number]['sidebarId'], string> = {
  docs: 'docs/llms.txt',
  tutorials: 'tutorials/llms.txt',
  integrations: 'integrations/llms.txt',
  dagsterPlus: 'dagster-plus/llms.txt',
  api: 'api/llms.txt',
};

export const machineDocsOptions = {
  name: 'Dagster Docs',
  summary:
    'Dagster is an open-source Python framework for orchestrating data pipelines around the data assets they produce, such as tables, files and models, with lineage, schedules, sensors, partitions and data quality checks built in; Dagster+ is its hosted offering. These docs cover the Dagster 1.10 release line and Dagster+: concepts and guides, tutorials, integrations with about 70 tools, and the Python API reference.',
  sections: navbarSections.map(({sidebarId, label}) => ({sidebarId, title: label, file: sectionFiles[sidebarId]})),
  inventory: {project: 'Dagster', version: '1.10'},
} satisfies MachineDocsOptions;

/** Checks the options a site passes, naming every problem, so a typo fails the build with a clear message. */
export function validateMachineDocsOptions(options: unknown): MachineDocsOptions {
  const problems: string[] = [];
  const value = (options ?? {}) as Partial<MachineDocsOptions>;
  if (typeof value.name !== 'string' || !value.name.trim()) problems.push('"name" must be a non-empty string');
  if (typeof value.summary !== 'string' || !value.summary.trim()) problems.push('"summary" must be a non-empty string');
  else if (/\n\s*\n/.test(value.summary)) problems.push('"summary" must be one paragraph');
  if (!Array.isArray(value.sections) || value.sections.length === 0) problems.push('"sections" must list at least one sidebar');
  const files = new Set<string>();
  for (const [index, section] of (Array.isArray(value.sections) ? value.sections : []).entries()) {
    const at = `sections[${index}]`;
    if (typeof section?.sidebarId !== 'string' || !section.sidebarId) problems.push(`${at}.sidebarId must be a sidebar id`);
    if (typeof section?.title !== 'string' || !section.title.trim()) problems.push(`${at}.title must be a non-empty string`);
    if (typeof section?.file !== 'string' || !/^([a-z0-9-]+\/)+llms\.txt$/.test(section.file)) {
      problems.push(`${at}.file must be a path such as "integrations/llms.txt" (lowercase folders, no leading slash)`);
    } else if (files.has(section.file)) problems.push(`${at}.file "${section.file}" is used twice`);
    else files.add(section.file);
  }
  const inventory = value.inventory;
  if (
    typeof inventory?.project !== 'string' ||
    !inventory.project.trim() ||
    typeof inventory.version !== 'string' ||
    !inventory.version.trim()
  ) {
    problems.push('"inventory" needs a non-empty "project" and "version"');
  }
  if (problems.length) throw new Error(`Invalid options for the machine-docs plugin:\n- ${problems.join('\n- ')}`);
  return value as MachineDocsOptions;
}
