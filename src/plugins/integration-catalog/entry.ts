/**
 * Front matter to catalog entry. An integration page's own front matter is the catalog's only source:
 * `title`, `description`, `tags: [<tier>, <category>]` and three fields added for the catalog:
 *
 *   package: dagster-snowflake        # the pip requirement readers install, or false when there is none
 *   provides: [resource, io-manager]  # see PROVIDES in vocabulary.ts; [] when the library adds nothing to Dagster
 *   logo: snowflake                   # a simple-icons slug, or monogram for lettered tile
 *
 * Everything here is pure: the plugin, the remark step and the content check pass in what they read.
 */
import {brandColours, hueOf, monogramColours, monogramLetters, type ModeColours, type MonogramColours} from './colours';
import {parseRequirement, type Requirement} from './install';
import {isProvides, isTierTag, MONOGRAM, PROVIDES_VALUES, tierKey, type Provides} from './vocabulary';

export type Logo = {kind: 'icon'; slug: string; colours: ModeColours} | {kind: 'monogram'; letters: string; colours: MonogramColours};

export interface TagRef {
  /** The facet value: the tag key, or the short tier name for tiers. */
  key: string;
  label: string;
  permalink: string;
}

export interface CatalogEntry {
  /** The page's folder or file name under integrations/libraries, such as `snowflake`. */
  id: string;
  title: string;
  description: string;
  route: string;
  tier: TagRef;
  category: TagRef;
  provides: Provides[];
  package: Requirement | null;
  apiReference: string | null;
  logo: Logo;
}

export interface CatalogFields {
  package: Requirement | null;
  provides: Provides[];
  logo: string;
}

export interface IconLookup {
  findIcon: (slug: string) => {hex: string} | undefined;
}

export interface TagDefinition {
  label: string;
  permalink: string;
}

const HELP = {
  package: 'the pip requirement readers install, such as dagster-snowflake, or false when there is nothing to install',
  provides: `a list of what the library provides, from: ${PROVIDES_VALUES.join(', ')} ([] for nothing)`,
  logo: `a simple-icons slug, such as snowflake, or ${MONOGRAM} for a lettered tile`,
};

/** The catalog fields of a page's front matter, or the problems that keep it out of the catalog. */
export function readCatalogFields(frontMatter: Record<string, unknown>, icons: IconLookup): {fields?: CatalogFields; problems: string[]} {
  const problems: string[] = [];
  for (const key of ['package', 'provides', 'logo'] as const) {
    if (frontMatter[key] === undefined || frontMatter[key] === null) problems.push(`missing front matter "${key}": ${HELP[key]}`);
  }
  if (problems.length) return {problems};

  let requirement: Requirement | null = null;
  const pkg = frontMatter.package;
  if (typeof pkg === 'string') {
    const parsed = parseRequirement(pkg);
    if ('error' in parsed) problems.push(`front matter "package": ${parsed.error}`);
    else requirement = parsed;
  } else if (pkg !== false) {
    problems.push(`front matter "package" must be ${HELP.package}`);
  }

  const provides = frontMatter.provides;
  if (!Array.isArray(provides)) {
    problems.push(`front matter "provides" must be ${HELP.provides}`);
  } else {
    const unknown = provides.filter((value) => !isProvides(value));
    if (unknown.length)
      problems.push(`front matter "provides" has unknown values ${unknown.map(String).join(', ')}; use ${PROVIDES_VALUES.join(', ')}`);
    if (new Set(provides).size !== provides.length) problems.push('front matter "provides" lists a value twice');
  }

  const logo = frontMatter.logo;
  if (typeof logo !== 'string' || (logo !== MONOGRAM && !icons.findIcon(logo))) {
    problems.push(`front matter "logo": ${JSON.stringify(logo)} is not ${HELP.logo}`);
  }

  if (problems.length) return {problems};
  const ordered = PROVIDES_VALUES.filter((value) => (provides as unknown[]).includes(value));
  return {fields: {package: requirement, provides: ordered, logo: logo as string}, problems};
}

/** The tier and category of a page from its `tags`, which must hold exactly one of each. */
export function readTags(
  tags: unknown,
  definitions: Record<string, TagDefinition>,
): {tier?: TagRef; category?: TagRef; problems: string[]} {
  const ids = Array.isArray(tags) ? tags.map(String) : [];
  const problems: string[] = [];
  const unknown = ids.filter((id) => !definitions[id]);
  if (unknown.length) problems.push(`tags ${unknown.join(', ')} are not defined in docs/tags.yml`);
  const tiers = ids.filter(isTierTag);
  const categories = ids.filter((id) => !isTierTag(id) && definitions[id]);
  if (tiers.length !== 1) problems.push('tags must hold exactly one support tier: dagster-supported or community-supported');
  if (categories.length !== 1) problems.push('tags must hold exactly one category from docs/tags.yml');
  if (problems.length) return {problems};
  const ref = (id: string, key: string): TagRef => ({key, label: definitions[id].label, permalink: definitions[id].permalink});
  return {tier: ref(tiers[0], tierKey(tiers[0])), category: ref(categories[0], categories[0]), problems};
}

/** How a page's logo is drawn: a simple-icons file in the brand's colours, or a lettered tile. */
export function logoFor(logo: string, name: string, icons: IconLookup): Logo {
  const icon = logo === MONOGRAM ? undefined : icons.findIcon(logo);
  if (icon) return {kind: 'icon', slug: logo, colours: brandColours(icon.hex)};
  return {kind: 'monogram', letters: monogramLetters(name), colours: monogramColours(hueOf(name))};
}

export interface LibraryPage {
  id: string;
  title: string;
  /** The short name the sidebar uses, which the monogram is made from. */
  label: string;
  description: string;
  route: string;
  frontMatter: Record<string, unknown>;
}

export interface EntryContext extends IconLookup {
  tags: Record<string, TagDefinition>;
  /** The route of the library's API reference page, or null when it has none. */
  apiReferenceFor: (packageName: string) => string | null;
}

export function catalogEntry(page: LibraryPage, context: EntryContext): {entry?: CatalogEntry; problems: string[]} {
  const {fields, problems: fieldProblems} = readCatalogFields(page.frontMatter, context);
  const {tier, category, problems: tagProblems} = readTags(page.frontMatter.tags, context.tags);
  const problems = [...tagProblems, ...fieldProblems];
  if (!fields || !tier || !category) return {problems};
  return {
    entry: {
      id: page.id,
      title: page.title,
      description: page.description,
      route: page.route,
      tier,
      category,
      provides: fields.provides,
      package: fields.package,
      apiReference: fields.package ? context.apiReferenceFor(fields.package.name) : null,
      logo: logoFor(fields.logo, page.label, context),
    },
    problems,
  };
}

/**
 * The library's landing page id for a path under docs/ (`integrations/libraries/snowflake/index.md` or
 * `integrations/libraries/slack.md`), or null for any other page, the section index and sub pages included.
 */
export function libraryPageId(docPath: string): string | null {
  const match = /^integrations\/libraries\/(?:([^/]+)\/index|([^/]+))\.mdx?$/.exec(docPath.split('\\').join('/'));
  const id = match?.[1] ?? match?.[2];
  return id && id !== 'index' ? id : null;
}

/** What the header at the top of a library page shows: the entry without what the page already says. */
export type HeaderData = Pick<CatalogEntry, 'title' | 'tier' | 'category' | 'provides' | 'package' | 'apiReference' | 'logo'>;

export function headerData({title, tier, category, provides, package: pkg, apiReference, logo}: CatalogEntry): HeaderData {
  return {title, tier, category, provides, package: pkg, apiReference, logo};
}
