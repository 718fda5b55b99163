import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {Root} from 'mdast';
import {GENERATED_MARKER} from '../api-reference/render';
import {isSwitchedOff} from './switch';

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

const captured = new Map<string, PageTree>();

/** The tree the bundler's MDX compiler parsed for a file in this process, if it still matches the file. */
export function capturedTree(file: string, hash: string): Root | undefined {
  const entry = captured.get(path.resolve(file));
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
  const off = isSwitchedOff();
  return (tree: Root, file: CapturedFile): void => {
    if (off || !file.path || String(file.value ?? '').includes(GENERATED_MARKER)) return;
    const source = path.resolve(file.path);
    let hash: string;
    try {
      hash = hashSource(fs.readFileSync(source, 'utf8'));
    } catch {
      return;
    }
    captured.set(source, {hash, tree: leanCopy(tree)});
  };
}
