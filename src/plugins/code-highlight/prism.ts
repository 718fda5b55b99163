/**
 * The Prism instance the build highlights with: prism-react-renderer's own, plus the site's
 * `prism.additionalLanguages`, loaded the way theme-classic's `prism-include-languages` loads them in
 * the browser (each prismjs component registers itself on a global `Prism`).
 */
import {createRequire} from 'node:module';
import {Prism, type PrismLib} from 'prism-react-renderer';

// prismjs components are scripts that register on a global, loaded for their side effect.
const loadComponent = createRequire(__filename);

let loaded: string | undefined;

export function prismWithLanguages(additionalLanguages: readonly string[]): PrismLib {
  const key = additionalLanguages.join(',');
  if (loaded === key) return Prism;
  if (loaded !== undefined) throw new Error(`Prism was already set up with other languages (${loaded}); one site has one list.`);
  const global = globalThis as {Prism?: unknown};
  const previous = global.Prism;
  global.Prism = Prism;
  try {
    for (const language of additionalLanguages) {
      // PHP's grammar builds on markup-templating, which the theme loads first too.
      if (language === 'php') loadComponent('prismjs/components/prism-markup-templating');
      try {
        loadComponent(`prismjs/components/prism-${language}`);
      } catch {
        throw new Error(
          `prism.additionalLanguages lists "${language}", which prismjs does not have (no prismjs/components/prism-${language}).`,
        );
      }
    }
  } finally {
    if (previous === undefined) delete global.Prism;
    else global.Prism = previous;
  }
  loaded = key;
  return Prism;
}
