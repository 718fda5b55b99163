/**
 * Where a page applies: open-source Dagster, Dagster+ Serverless, Dagster+ Hybrid, and the Dagster+
 * plans when only some have the feature. Pages declare it in front matter:
 *
 *   applies_to:
 *     deployments: [serverless, hybrid]
 *     plans: [pro]          # optional: leave out when every plan has it
 *
 * The content check, the badge under the title and the badges on section cards all read it through here.
 */
export const DEPLOYMENTS = {oss: 'Open source', serverless: 'Dagster+ Serverless', hybrid: 'Dagster+ Hybrid'} as const;
export const PLANS = {solo: 'Solo', starter: 'Starter', pro: 'Pro'} as const;

export type Deployment = keyof typeof DEPLOYMENTS;
export type Plan = keyof typeof PLANS;

export interface Applicability {
  deployments: Deployment[];
  /** Empty when every plan has it. */
  plans: Plan[];
}

export const FRONT_MATTER_KEY = 'applies_to';

export type ParsedApplicability = {ok: true; value: Applicability} | {ok: false; error: string};

const list = (values: Record<string, string>) =>
  Object.keys(values)
    .map((key) => `"${key}"`)
    .join(', ');

function readList<K extends string>(value: unknown, allowed: Record<K, string>, name: string): K[] | string {
  const items = typeof value === 'string' ? [value] : value;
  if (!Array.isArray(items) || items.length === 0) return `"${name}" must be a non-empty list of ${list(allowed)}`;
  const unknown = items.filter((item) => typeof item !== 'string' || !(item in allowed));
  if (unknown.length) return `"${name}" has ${unknown.map((item) => JSON.stringify(item)).join(', ')}; use ${list(allowed)}`;
  // Badges always come in the same order, whatever order the page lists them in.
  return (Object.keys(allowed) as K[]).filter((key) => items.includes(key));
}

/** Reads the `applies_to` front matter value; an error says what is wrong and what is allowed. */
export function parseApplicability(value: unknown): ParsedApplicability {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return {ok: false, error: `"${FRONT_MATTER_KEY}" must be a mapping with "deployments" and, optionally, "plans"`};
  }
  const record = value as Record<string, unknown>;
  const extra = Object.keys(record).filter((key) => key !== 'deployments' && key !== 'plans');
  if (extra.length) return {ok: false, error: `"${FRONT_MATTER_KEY}" has unknown keys ${extra.join(', ')}; use "deployments" and "plans"`};
  const deployments = readList(record.deployments, DEPLOYMENTS, 'deployments');
  if (typeof deployments === 'string') return {ok: false, error: `${FRONT_MATTER_KEY}: ${deployments}`};
  const plans = record.plans === undefined ? [] : readList(record.plans, PLANS, 'plans');
  if (typeof plans === 'string') return {ok: false, error: `${FRONT_MATTER_KEY}: ${plans}`};
  if (plans.length && !deployments.some((deployment) => deployment !== 'oss')) {
    return {ok: false, error: `${FRONT_MATTER_KEY}: "plans" are Dagster+ plans, so "deployments" must include serverless or hybrid`};
  }
  return {ok: true, value: {deployments, plans}};
}

export interface Badge {
  kind: 'oss' | 'plus' | 'plan';
  label: string;
}

/** The badges a page shows, in a fixed order: deployments, then plans ("Pro plan", "Starter and Pro plans"). */
export function badgesFor({deployments, plans}: Applicability): Badge[] {
  const badges: Badge[] = deployments.map((deployment) => ({kind: deployment === 'oss' ? 'oss' : 'plus', label: DEPLOYMENTS[deployment]}));
  if (plans.length) {
    const names = plans.map((plan) => PLANS[plan]);
    const joined = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
    badges.push({kind: 'plan', label: `${joined} plan${names.length > 1 ? 's' : ''}`});
  }
  return badges;
}

/** A compact form for props and sidebar data: "serverless,hybrid;pro". */
export function encodeApplicability({deployments, plans}: Applicability): string {
  return `${deployments.join(',')}${plans.length ? `;${plans.join(',')}` : ''}`;
}

export function decodeApplicability(encoded: unknown): Applicability | null {
  if (typeof encoded !== 'string' || !encoded) return null;
  const [deployments, plans = ''] = encoded.split(';');
  const parsed = parseApplicability({deployments: deployments.split(','), ...(plans ? {plans: plans.split(',')} : {})});
  return parsed.ok ? parsed.value : null;
}
