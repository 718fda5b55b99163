/**
 * Fetches made ahead of the reader, a few at a time: a browser opens six connections per host on HTTP/1.1,
 * and guesses that took them all would make the reader's own next fetches wait. A queued task that the
 * reader's search turns out to need is started at once (`promote`), whatever is running. Tasks carry the
 * number of the search they prepare for: the newest search's go first (in order), since the reader has typed
 * past the older guesses, which run only when nothing newer waits.
 */
export class AheadQueue {
  private running = 0;
  private readonly waiting = new Map<string, {search: number; start: () => void}>();

  constructor(private readonly limit: number) {}

  /** Runs the task now if fewer than `limit` run, else once one finishes (newest search first) or the key is promoted. */
  run<T>(key: string, task: () => Promise<T>, search = 0): Promise<T> {
    return new Promise<void>((start) => {
      if (this.running < this.limit) {
        this.running += 1;
        start();
      } else {
        this.waiting.set(key, {
          search,
          start: () => {
            this.running += 1;
            start();
          },
        });
      }
    }).then(() => task().finally(() => this.finished()));
  }

  /** Starts the task queued under this key, if any, without waiting for a free place. */
  promote(key: string): void {
    const waiting = this.waiting.get(key);
    if (!waiting) return;
    this.waiting.delete(key);
    waiting.start();
  }

  get queued(): number {
    return this.waiting.size;
  }

  get active(): number {
    return this.running;
  }

  private finished(): void {
    this.running -= 1;
    if (this.running >= this.limit) return;
    let next: string | undefined;
    let newest = Number.NEGATIVE_INFINITY;
    for (const [key, {search}] of this.waiting) {
      if (search > newest) {
        next = key;
        newest = search;
      }
    }
    if (next !== undefined) this.promote(next);
  }
}
