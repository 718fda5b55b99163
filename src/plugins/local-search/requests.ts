import type {AlgoliaRequest} from './engine';

type LegacyQuery = {indexName?: string; params?: Record<string, unknown> | string; [key: string]: unknown};

/** Accepts both the v5 `{requests}` form (DocSearch) and the legacy array form (the search page helper). */
export function normalizeRequests(argument: unknown): AlgoliaRequest[] {
  if (Array.isArray(argument)) {
    return (argument as LegacyQuery[]).map(({params, ...rest}) => ({
      ...rest,
      ...(typeof params === 'string' ? Object.fromEntries(new URLSearchParams(params)) : params),
    }));
  }
  const requests = (argument as {requests?: AlgoliaRequest[]} | undefined)?.requests;
  return Array.isArray(requests) ? requests : [];
}
