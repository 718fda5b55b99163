/**
 * Link prefetches, one per idle task. Docusaurus prefetches a route's chunks for every internal link as
 * soon as it is visible (the spec keeps that). Each prefetch scans the whole route table, about 600
 * routes here, and the links in view at load all report at once, inside one observer task that blocks
 * the main thread while the page starts. This client module queues them instead and runs one per idle
 * callback, so each task stays short, and looks each route's chunks up in an index built once,
 * prefetching each chunk URL once (chunks.ts); the chunks fetched are the same.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function idlePrefetchPlugin(): Plugin<unknown> {
  return {
    name: 'idle-prefetch',
    getClientModules: () => [path.join(__dirname, 'client.ts')],
  };
}
