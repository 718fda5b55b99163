/**
 * The site's five top-level sections, one per sidebar and navbar entry. Sidebars, the navbar, the search
 * index's top-level labels and the content check's page kinds all derive from this list.
 */
export type SectionKind = 'guide' | 'tutorial' | 'integration' | 'dagster-plus' | 'api';

export interface Section {
  sidebarId: string;
  label: string;
  /** The route of the section's landing page. */
  index: string;
  /** Routes under this prefix belong to the section ('/' catches what no other prefix does). */
  routePrefix: string;
  /** What a page of the section is, for the content check's minimum lengths. */
  kind: SectionKind;
}

export const SECTIONS = [
  {sidebarId: 'docs', label: 'Docs', index: '/', routePrefix: '/', kind: 'guide'},
  {sidebarId: 'tutorials', label: 'Tutorials', index: '/tutorials/', routePrefix: '/tutorials/', kind: 'tutorial'},
  {sidebarId: 'integrations', label: 'Integrations', index: '/integrations/libraries/', routePrefix: '/integrations/', kind: 'integration'},
  {sidebarId: 'dagsterPlus', label: 'Dagster+', index: '/dagster-plus/', routePrefix: '/dagster-plus/', kind: 'dagster-plus'},
  {sidebarId: 'api', label: 'API reference', index: '/api/', routePrefix: '/api/', kind: 'api'},
] as const satisfies readonly Section[];

export type SidebarId = (typeof SECTIONS)[number]['sidebarId'];

/** Docs folders whose pages are tutorial steps: one project per folder (the series folder holds one per subfolder). */
export const TUTORIAL_FOLDERS = {single: ['etl-pipeline-tutorial'], series: 'tutorials'} as const;

/** The section a route belongs to: the longest matching prefix. */
export function sectionOfRoute(route: string): Section {
  return (
    [...SECTIONS].sort((a, b) => b.routePrefix.length - a.routePrefix.length).find((section) => route.startsWith(section.routePrefix)) ??
    SECTIONS[0]
  );
}

/** A section's label by sidebar id, e.g. for search records outside any sidebar category. */
export const sectionLabels = (): Record<string, string> =>
  Object.fromEntries(SECTIONS.map((section) => [section.sidebarId, section.label]));
