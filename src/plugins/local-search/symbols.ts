/** API symbols in the index: which headings document one, and by which names a query may call it. */

/** The generated Python API reference: the deferred part of the index (its overview page stays in the core). */
export const REFERENCE_PREFIX = '/api/python-api/';

export function isReferencePath(path: string): boolean {
  return path.startsWith(REFERENCE_PREFIX) && path !== REFERENCE_PREFIX;
}

/** The name an API heading documents: "@dagster.asset(...)" -> "asset" and "dagster.asset". */
export function symbolNames(heading: string): string[] {
  const base = heading.replace(/^@/, '').replace(/\(.*$/, '').trim().toLowerCase();
  if (!base) return [];
  const last = base.split('.').pop()!;
  return last === base ? [base] : [base, last];
}

/** Whether a heading documents an API symbol: a reference heading whose anchor is a qualified name or a CLI command. */
export function isSymbolHeading(path: string, anchor: string | null): boolean {
  if (!anchor || !path.includes('/api/')) return false;
  return anchor.includes('.') || /^dagster(-[a-z0-9]+)+$/.test(anchor);
}

/** The query as an API name could be written: "@asset", "asset()", "dagster dev", "AssetSpec". */
export function symbolCandidate(query: string): string | null {
  const trimmed = query.trim().replace(/^@/, '').replace(/\(\)$/, '').toLowerCase();
  return /^[a-z_][\w.]*( [a-z][\w-]*)*$/.test(trimmed) && trimmed.length >= 2 ? trimmed : null;
}

/** A library's package name ("dagster-k8s"), which is how its reference page is named. */
export function isPackageName(query: string): boolean {
  return /^dagster-[a-z0-9-]+$/i.test(query.trim());
}

/**
 * Whether a query is for the API reference: it names a documented symbol, is written like code
 * ("dagster_aws.s3", "@asset", "AssetSpec", "materialize()"), or asks for the API or the reference.
 * Any other query is answered from the guides alone, so the reference loads only when it is wanted.
 */
export function wantsReference(query: string, symbols: {has(name: string): boolean}): boolean {
  const candidate = symbolCandidate(query);
  if (candidate && symbols.has(candidate)) return true;
  if (/[_.@]|\(\)|[a-z][A-Z]/.test(query.trim())) return true;
  if (isPackageName(query)) return true;
  return /\b(api|reference)\b/i.test(query);
}
