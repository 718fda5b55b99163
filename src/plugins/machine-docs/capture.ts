import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {Root} from 'mdast';
import {GENERATED_MARKER} from '../api-reference/render';

export interface PageTree {
  /** Hash of the source file the tree was parsed from. */
  hash: string;
  tree: Root;
}

export const hashSource = (source: string): string => createHash('sha1').update(source).digest('hex');

/**
 * A copy of the tree, without what the twin never reads: source positions and the JavaScript syntax trees
 * that MDX attaches to expressions, which are most of a tree's size.
 */
export function leanCopy(tree: Root): Root {
  return JSON.parse(JSON.stringify(tree, (key, value: unknown) => (key === 'position' || key === 'estree' ? undefined : value))) as Root;
}

interface Registry {
  /** Off until the machine-docs plugin asks for trees, so a site without it pays nothing. */
  enabled: boolean;
  trees: Map<string, PageTree>;
  /** Time spent capturing, in milliseconds: it runs inside the bundler, so the build log reports it apart. */
  spentMs: number;
}

/**
 * Docusaurus loads the config (and every module it imports) without Node's module cache, so the docs
 * options and the machine-docs plugin each get their own instance of this module. The registry lives on
 * the process instead, under a key both instances share.
 */
const REGISTRY_KEY = Symbol.for('dagster-docs.machine-docs.captured-trees');
const registry = ((globalThis as Record<symbol, Registry | undefined>)[REGISTRY_KEY] ??= {enabled: false, trees: new Map(), spentMs: 0});

/** Called by the plugin: capture trees while the bundler compiles the pages (or stop, and forget them). */
export function setCapture(enabled: boolean): void {
  registry.enabled = enabled;
  if (!enabled) registry.trees.clear();
}

/** How long the capture has taken in this process, in milliseconds (synchronous work, so CPU time too). */
export const captureTimeMs = (): number => registry.spentMs;

/** The tree the bundler's MDX compiler parsed for a file in this process, if it still matches the file. */
export function capturedTree(file: string, hash: string): Root | undefined {
  const entry = registry.trees.get(path.resolve(file));
  return entry?.hash === hash ? entry.tree : undefined;
}

interface CapturedFile {
  path?: string;
  value?: unknown;
}

/**
 * A remark plugin for the front of the docs plugin's pipeline. Docusaurus parses every page while it
 * bundles; this keeps a lean copy of each tree before the later plugins rewrite it, so the twins cost no
 * second parse. Generated API pages are skipped: their twins come from the API data.
 */
export default function remarkCaptureTree() {
  return (tree: Root, file: CapturedFile): void => {
    if (!registry.enabled || !file.path || String(file.value ?? '').includes(GENERATED_MARKER)) return;
    const started = performance.now();
    const source = path.resolve(file.path);
    try {
      registry.trees.set(source, {hash: hashSource(fs.readFileSync(source, 'utf8')), tree: leanCopy(tree)});
    } catch {
      // A page that is not a file on disk has no twin to feed.
    } finally {
      registry.spentMs += performance.now() - started;
    }
  };
}
