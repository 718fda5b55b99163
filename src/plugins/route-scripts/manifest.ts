/**
 * The client manifest Docusaurus writes after bundling (react-loadable-ssr-addon's format) and the
 * piece it lacks. While it renders a page, Docusaurus records the module path of every route chunk the
 * page uses, looks each up in `origins`, and writes a `<script defer>` for each file it finds. The
 * addon keys `origins` by chunk name or id, never by module path, so no lookup succeeds and every page
 * lists only the runtime and main.js: the page's own chunks are requested only once main.js has been
 * downloaded and run, one round trip later, and main.js then creates their script elements itself.
 */
export interface ClientManifest {
  entrypoints: string[];
  origins: Record<string, string[]>;
  assets: Record<string, Record<string, unknown[]>>;
}

/** A dynamic import in the client bundle: the module path it requests and the chunks that load it. */
export interface ImportedChunkGroup {
  request: string;
  chunkIds: string[];
}

export function isClientManifest(value: unknown): value is ClientManifest {
  const manifest = value as Partial<ClientManifest> | null;
  return (
    typeof manifest === 'object' &&
    manifest !== null &&
    Array.isArray(manifest.entrypoints) &&
    typeof manifest.origins === 'object' &&
    manifest.origins !== null &&
    typeof manifest.assets === 'object' &&
    manifest.assets !== null
  );
}

/**
 * The manifest with `origins` also keyed by the module path of each dynamic import, so that the lookup
 * Docusaurus makes per page finds the chunks. Existing keys are kept as they are, and only chunks with
 * files in the manifest are listed.
 */
export function withImportOrigins(manifest: ClientManifest, groups: readonly ImportedChunkGroup[]): ClientManifest {
  const origins = {...manifest.origins};
  for (const {request, chunkIds} of groups) {
    if (request === '' || Object.hasOwn(manifest.origins, request)) continue;
    const known = chunkIds.filter((id) => Object.hasOwn(manifest.assets, id));
    if (known.length === 0) continue;
    origins[request] = [...new Set([...(origins[request] ?? []), ...known])];
  }
  return {...manifest, origins};
}
