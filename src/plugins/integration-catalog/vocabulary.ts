/**
 * The fixed vocabularies of the catalog: the two support tiers (tags in docs/tags.yml) with the short
 * names the URL uses, and what a library can provide. Categories are every other tag in tags.yml.
 */

export const TIERS = [
  {tag: 'dagster-supported', key: 'dagster'},
  {tag: 'community-supported', key: 'community'},
] as const;

export type TierTag = (typeof TIERS)[number]['tag'];

export const isTierTag = (tag: string): tag is TierTag => TIERS.some((tier) => tier.tag === tag);

/** The short URL value of a tier tag (`?tier=community`). */
export const tierKey = (tag: TierTag): string => TIERS.find((tier) => tier.tag === tag)!.key;

/** What a library gives you, in the order the facet lists it. Values are front matter `provides` entries. */
export const PROVIDES = {
  resource: 'Resources',
  'io-manager': 'I/O managers',
  assets: 'Assets from tool objects',
  pipes: 'Pipes clients',
  component: 'Components',
  alerting: 'Alerting hooks and sensors',
  execution: 'Run launchers and executors',
  'compute-logs': 'Compute log managers',
  ops: 'Ops',
  types: 'Dagster types',
  connector: 'Connector in the tool',
} as const;

export type Provides = keyof typeof PROVIDES;

export const PROVIDES_VALUES = Object.keys(PROVIDES) as Provides[];

export const isProvides = (value: unknown): value is Provides => typeof value === 'string' && Object.hasOwn(PROVIDES, value);

/** The front matter value that asks for a lettered tile instead of a simple-icons logo. */
export const MONOGRAM = 'monogram';
