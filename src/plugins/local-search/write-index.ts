import {mkdirSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {PageRecordInput} from './records';
import {shardIndex, wholeIndex} from './shard-build';
import {chunkFile, MANIFEST_FILE, prefixHitsFile, SHARD_DIR, shardFile, VOCABULARY_FILE} from './shard-format';

/**
 * Writes the manifest, and the shards and record chunks in a folder named by the index's hash; returns the
 * hash. Older folders are removed, but for `keep` (the one an open page may still be reading). `answers`: see
 * `shardIndex`.
 */
export function writeIndex(
  dir: string,
  inputs: readonly PageRecordInput[],
  site: string,
  {keep, answers = true}: {keep?: string; answers?: boolean} = {},
): string {
  const {manifest, shards, chunks, prefixHits, vocabulary} = shardIndex(wholeIndex(inputs, site), {answers});
  const root = path.join(dir, SHARD_DIR);
  const folder = path.join(root, manifest.hash);
  mkdirSync(folder, {recursive: true});
  for (const [key, shard] of shards) writeFileSync(path.join(folder, shardFile(key)), JSON.stringify(shard));
  chunks.forEach((chunk, i) => writeFileSync(path.join(folder, chunkFile(i)), JSON.stringify(chunk)));
  for (const [key, hits] of prefixHits) writeFileSync(path.join(folder, prefixHitsFile(key)), JSON.stringify(hits));
  writeFileSync(path.join(folder, VOCABULARY_FILE), JSON.stringify(vocabulary));
  writeFileSync(path.join(dir, MANIFEST_FILE), JSON.stringify(manifest));
  for (const old of readdirSync(root)) {
    if (old !== manifest.hash && old !== keep) rmSync(path.join(root, old), {recursive: true, force: true});
  }
  return manifest.hash;
}
