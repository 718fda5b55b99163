/**
 * Applicability front matter: every Dagster+ page says where it applies (deployment types, and plans
 * when only some have the feature), and any page that declares it declares it correctly.
 */
import {FRONT_MATTER_KEY, parseApplicability} from '../../src/plugins/applicability/client/model';
import {SECTIONS} from '../../src/config/sections';
import type {PageInput, Problem} from './rules';

const DAGSTER_PLUS_PREFIX = SECTIONS.find((section) => section.kind === 'dagster-plus')?.routePrefix ?? '/dagster-plus/';

export function isDagsterPlusRoute(route: string): boolean {
  return route.startsWith(DAGSTER_PLUS_PREFIX);
}

export function checkApplicability({file, route, page}: Pick<PageInput, 'file' | 'route' | 'page'>): Problem[] {
  if (page.frontMatterError) return [];
  const value = page.frontMatter[FRONT_MATTER_KEY];
  const plus = isDagsterPlusRoute(route);
  if (value === undefined) {
    return plus
      ? [
          {
            file,
            line: 1,
            message: `Dagster+ page without "${FRONT_MATTER_KEY}": say which deployment types (serverless, hybrid) and, if only some have it, which plans it applies to`,
          },
        ]
      : [];
  }
  const parsed = parseApplicability(value);
  if (!parsed.ok) return [{file, line: 1, message: parsed.error}];
  if (plus && parsed.value.deployments.every((deployment) => deployment === 'oss')) {
    return [{file, line: 1, message: `a Dagster+ page must apply to serverless, hybrid or both in "${FRONT_MATTER_KEY}"`}];
  }
  return [];
}
