/**
 * What the machine-readable docs say about the site: the name and summary that open every llms.txt, one
 * section per sidebar (in navbar order) with the file of its own, and the Sphinx inventory's project.
 */
import type {MachineDocsOptions} from '../plugins/machine-docs/options';
import {SECTIONS, type SidebarId} from './sections';

/** Where each area's own llms.txt lives. The docs sidebar spans the site root, so its file gets a folder of its own. */
const sectionFiles: Record<SidebarId, string> = {
  docs: 'docs/llms.txt',
  tutorials: 'tutorials/llms.txt',
  integrations: 'integrations/llms.txt',
  dagsterPlus: 'dagster-plus/llms.txt',
  api: 'api/llms.txt',
};

export const machineDocsSite = {
  name: 'Dagster Docs',
  summary:
    'Dagster is an open-source Python framework for orchestrating data pipelines around the data assets they produce, such as tables, files and models, with lineage, schedules, sensors, partitions and data quality checks built in; Dagster+ is its hosted offering. These docs cover the Dagster 1.10 release line and Dagster+: concepts and guides, tutorials, dozens of integration libraries, and the Python API reference.',
  sections: SECTIONS.map(({sidebarId, label}) => ({sidebarId, title: label, file: sectionFiles[sidebarId]})),
  inventory: {project: 'Dagster', version: '1.10'},
} satisfies Omit<MachineDocsOptions, 'enabled'>;
