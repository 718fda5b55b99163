/**
 * Each page's route chunks as `<script defer>` tags in its HTML, after main.js, as Docusaurus means to
 * write them (see manifest.ts for why it cannot here). The browser then downloads them alongside
 * main.js instead of after it, and main.js finds them in the page instead of adding them one by one
 * while it starts. Only production builds write the manifest; the dev server is left alone.
 */
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {isClientManifest, withImportOrigins, type ImportedChunkGroup} from './manifest';

const NAME = 'route-scripts';

/** The parts of a webpack or Rspack compilation this reads. */
interface CompilationLike {
  chunkGroups: Iterable<{origins: {request?: string | null}[]; chunks: {id?: string | number | null; ids?: (string | number)[] | null}[]}>;
}
interface CompilerLike {
  hooks: {afterEmit: {tap(name: string, run: (compilation: CompilationLike) => void): void}};
}

export function importedChunkGroups(compilation: CompilationLike): ImportedChunkGroup[] {
  const groups: ImportedChunkGroup[] = [];
  for (const group of compilation.chunkGroups) {
    const chunkIds = group.chunks.flatMap((chunk) => (chunk.ids ?? (chunk.id == null ? [] : [chunk.id])).map(String));
    for (const origin of group.origins) if (origin.request) groups.push({request: origin.request, chunkIds});
  }
  return groups;
}

/** Rewrites the client manifest once the bundler has written it, before the pages are rendered. */
class RouteOriginsPlugin {
  constructor(private readonly manifestPath: string) {}

  apply(compiler: CompilerLike): void {
    compiler.hooks.afterEmit.tap(NAME, (compilation) => {
      if (!existsSync(this.manifestPath)) return;
      const manifest: unknown = JSON.parse(readFileSync(this.manifestPath, 'utf8'));
      if (!isClientManifest(manifest)) throw new Error(`[${NAME}] ${this.manifestPath} is not a client manifest Docusaurus can read.`);
      writeFileSync(this.manifestPath, JSON.stringify(withImportOrigins(manifest, importedChunkGroups(compilation))));
    });
  }
}

export default function routeScriptsPlugin(context: {generatedFilesDir: string}): Plugin<unknown> {
  return {
    name: NAME,
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      return {plugins: [new RouteOriginsPlugin(path.join(context.generatedFilesDir, 'client-manifest.json'))]};
    },
  };
}
