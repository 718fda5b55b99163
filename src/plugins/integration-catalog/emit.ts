/**
 * Publishes the logo files through the client bundler, so the dev server serves them from memory and a
 * build writes them to the output folder, with no copy step and nothing committed to static/.
 */

/** The part of the webpack and Rspack compiler APIs this uses; both have the same shape. */
interface Compiler {
  webpack: {
    sources: {RawSource: new (source: string) => unknown};
    Compilation: {PROCESS_ASSETS_STAGE_ADDITIONAL: number};
  };
  hooks: {thisCompilation: {tap: (name: string, callback: (compilation: Compilation) => void) => void}};
}

interface Compilation {
  hooks: {processAssets: {tap: (options: {name: string; stage: number}, callback: () => void) => void}};
  emitAsset: (file: string, source: never) => void;
}

const NAME = 'IntegrationLogosPlugin';

/** Emits `files()` (output path to contents) on every client compilation; read each time so dev reloads see new logos. */
export class EmitFilesPlugin {
  constructor(private readonly files: () => Map<string, string>) {}

  apply(compiler: Compiler): void {
    const {RawSource} = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({name: NAME, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL}, () => {
        for (const [file, contents] of this.files()) compilation.emitAsset(file, new RawSource(contents) as never);
      });
    });
  }
}
