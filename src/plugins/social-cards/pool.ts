/**
 * Renders cards in child processes at the lowest CPU priority. The plugin starts them as soon as the
 * docs are loaded, so they use the cores the bundler leaves idle while it works, and waits for them
 * only after the pages are written; from then on nothing else needs the CPU, so `hurry` gives them
 * normal priority again where the system allows it. The children load worker.ts the way Docusaurus
 * loads this site's TypeScript plugins (`loadFreshModule`), so no extra loader is needed.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import type {KeyedCard} from './cache';
import type {WorkerBatch, WorkerMessage} from './worker';

export interface PoolResult {
  rendered: number;
  /** CPU seconds the children used (user + system), for the build log. */
  cpuSeconds: number;
}

const LOWEST_PRIORITY = 19;

export interface RenderJob {
  result: Promise<PoolResult>;
  /** Raises the children that are still drawing to this process's priority (only root may raise one). */
  hurry(): void;
}

function setPriority(child: ChildProcess, priority: number): void {
  try {
    if (child.pid && child.exitCode === null) os.setPriority(child.pid, priority);
  } catch {
    // Priority is an optimisation; a system that refuses the change still gets its cards.
  }
}

/** Splits cards into `count` batches of similar size, keeping order within each. */
export function splitBatches<T>(items: readonly T[], count: number): T[][] {
  const batches: T[][] = Array.from({length: Math.max(1, Math.min(count, items.length))}, () => []);
  items.forEach((item, index) => batches[index % batches.length].push(item));
  return batches.filter((batch) => batch.length > 0);
}

function runChild(batch: WorkerBatch, siteDir: string, children: ChildProcess[]): Promise<{rendered: number; cpuSeconds: number}> {
  const loader = `require(${JSON.stringify(require.resolve('@docusaurus/utils'))}).loadFreshModule(process.argv[1]).then((run) => run())`;
  const child: ChildProcess = spawn(process.execPath, ['-e', loader, path.join(__dirname, 'worker.ts')], {
    cwd: siteDir,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  children.push(child);
  setPriority(child, LOWEST_PRIORITY);
  return new Promise((resolve, reject) => {
    let rendered = 0;
    let cpuSeconds = 0;
    let failure: string | undefined;
    child.on('message', (message: WorkerMessage) => {
      if (message.type === 'done') rendered += 1;
      if (message.type === 'finished') cpuSeconds = message.cpuSeconds;
      if (message.type === 'failed') failure = `card ${message.key ?? '(setup)'}: ${message.message}`;
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (failure) reject(new Error(`[social-cards] ${failure}`));
      else if (code !== 0 || rendered !== batch.cards.length)
        reject(
          new Error(
            `[social-cards] a card renderer stopped (${signal ?? `exit ${code}`}) after ${rendered} of ${batch.cards.length} cards`,
          ),
        );
      else resolve({rendered, cpuSeconds});
    });
    child.send(batch);
  });
}

/** Renders every card in up to `processes` children; the result resolves when all are in the store. */
export function renderInChildren(
  cards: readonly KeyedCard[],
  options: Omit<WorkerBatch, 'cards'> & {siteDir: string; processes: number},
): RenderJob {
  const children: ChildProcess[] = [];
  const {siteDir, processes, ...shared} = options;
  const runs = splitBatches(cards, processes).map((batch) => runChild({...shared, cards: batch}, siteDir, children));
  const result = Promise.all(runs).then((results) =>
    results.reduce((sum, result) => ({rendered: sum.rendered + result.rendered, cpuSeconds: sum.cpuSeconds + result.cpuSeconds}), {
      rendered: 0,
      cpuSeconds: 0,
    }),
  );
  return {result, hurry: () => children.forEach((child) => setPriority(child, os.getPriority()))};
}
