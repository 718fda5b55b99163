/**
 * A card-rendering child process (see pool.ts). It receives one batch of cards, renders each into the
 * card store and reports every card it finishes, so the parent can account for partial work.
 */
import {folderStore, type KeyedCard} from './cache';
import {loadCardAssets, renderCard} from './render';

export interface WorkerBatch {
  cards: KeyedCard[];
  storeDir: string;
  logoFile: string;
  siteUrl: string;
}

export type WorkerMessage =
  {type: 'done'; key: string} | {type: 'finished'; cpuSeconds: number} | {type: 'failed'; key?: string; message: string};

export default async function runWorker(): Promise<void> {
  const send = (message: WorkerMessage) => process.send?.(message);
  // The last message closes the channel once it is delivered, which lets this process end.
  const sendLast = (message: WorkerMessage) => {
    process.removeAllListeners('disconnect');
    process.send?.(message, () => process.disconnect?.());
  };
  // A build that stops (an error, Ctrl+C) closes the channel; its renderers stop with it.
  process.once('disconnect', () => process.exit(1));
  process.once('message', async (batch: WorkerBatch) => {
    let current: string | undefined;
    try {
      const assets = loadCardAssets({logoFile: batch.logoFile, siteUrl: batch.siteUrl});
      const store = folderStore(batch.storeDir);
      for (const {spec, key} of batch.cards) {
        current = key;
        store.write(key, await renderCard(spec, assets));
        send({type: 'done', key});
      }
      const usage = process.cpuUsage();
      sendLast({type: 'finished', cpuSeconds: (usage.user + usage.system) / 1e6});
    } catch (error) {
      sendLast({type: 'failed', key: current, message: error instanceof Error ? error.message : String(error)});
    }
  });
}
