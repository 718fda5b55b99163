/**
 * Docusaurus's generated `registry.js` maps each chunk name to `[load, modulePath, moduleId]`. Only the
 * server bundle reads `modulePath` (react-loadable reports it while a page renders, to find the page's
 * chunks); in the browser it is dead weight, one string per route chunk in main.js. This rewrites the
 * browser's copy with `0` in its place and leaves the loader and the module id as they are.
 *
 * It parses the exact shape Docusaurus 3.10 writes and throws on anything else, so an upgrade that
 * changes the shape fails the build instead of shipping a registry the router cannot use.
 */

const STRING = String.raw`"(?:[^"\\]|\\.)*"`;
const ENTRY = new RegExp(
  String.raw`^  (${STRING}): \[\(\) => import\(/\* webpackChunkName: (${STRING}) \*/ (${STRING})\), (${STRING}), require\.resolveWeak\((${STRING})\)\],$`,
);
const HEAD = 'export default {\n';
const TAIL = '};\n';

export class RegistryShapeError extends Error {
  constructor(detail: string) {
    super(
      `[client-registry] Docusaurus's generated registry.js is not in the shape this plugin rewrites (${detail}). Update src/plugins/client-registry/registry.ts for the new shape, or remove the plugin.`,
    );
    this.name = 'RegistryShapeError';
  }
}

/** The registry for the browser bundle: the same entries, each without its module path string. */
export function clientRegistry(source: string): string {
  if (!source.startsWith(HEAD)) throw new RegistryShapeError('it does not start with "export default {"');
  if (!source.endsWith(TAIL)) throw new RegistryShapeError('it does not end with "};"');
  const body = source.slice(HEAD.length, source.length - TAIL.length);
  if (body === '') return source;
  const lines = body.split('\n');
  return (
    HEAD +
    lines
      .map((line, index) => {
        const match = ENTRY.exec(line);
        if (!match) throw new RegistryShapeError(`entry ${index + 1} reads ${JSON.stringify(line.slice(0, 120))}`);
        const [, key, chunkName, imported, modulePath, weak] = match;
        if (key !== chunkName || imported !== modulePath || weak !== modulePath) {
          throw new RegistryShapeError(`entry ${index + 1} names different chunks or modules in one entry`);
        }
        return `  ${key}: [() => import(/* webpackChunkName: ${chunkName} */ ${imported}), 0, require.resolveWeak(${weak})],`;
      })
      .join('\n') +
    TAIL
  );
}
