/**
 * main.js without the route registry's module paths (see registry.ts): production browser builds get a
 * rewritten copy of the generated `registry.js`, swapped in for the original by path. The server bundle
 * keeps the original, which it needs to list each page's chunks in its HTML. The dev server is left
 * alone: it regenerates the registry on every edit, after this copy would have been written.
 */
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {escapeRegExp} from '../../lib/escape-regexp';
import {clientRegistry} from './registry';

export default function clientRegistryPlugin(context: LoadContext): Plugin<unknown> {
  return {
    name: 'client-registry',
    configureWebpack(config, isServer, {currentBundler}) {
      if (isServer || config.mode !== 'production') return {};
      const original = path.join(context.generatedFilesDir, 'registry.js');
      const slim = path.join(context.generatedFilesDir, 'client-registry', 'registry.js');
      mkdirSync(path.dirname(slim), {recursive: true});
      writeFileSync(slim, clientRegistry(readFileSync(original, 'utf8')));
      return {
        plugins: [new currentBundler.instance.NormalModuleReplacementPlugin(new RegExp(`^${escapeRegExp(original)}$`), slim)],
      };
    },
  };
}
