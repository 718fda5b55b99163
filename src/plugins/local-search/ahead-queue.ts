/**
 * Fetches made ahead of the reader, a few at a time: a browser opens six connections per host on HTTP/1.1,
 * and guesses that took them all would make the reader's own next fetches wait. A queued task that the
 * reader's search turns out to need is started at once (`promote`), whatever is running.
 */
export class AheadQueue {
  private running = 0;
  private readonly waiting = new Map<string, () => void>();

  constructor(private readonly limit: number) {}

  /** Runs the task now if fewer than `limit` run, else once one finishes or the key is promoted. */
  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    return new Promise<void>((start) => {
      if (this.running < this.limit) {
        this.running += 1;
        start();
      } else {
        this.waiting.set(key, () => {
          this.running += 1;
          start();
        });
      }
    }).then(() => task().finally(() => this.finished()));
  }

  /** Starts the task queued under this key, if any, without waiting for a free place. */
  promote(key: string): void {
    const start = this.waiting.get(key);
    if (!start) return;
    this.waiting.delete(key);
    start();
  }

  get queued(): number {
    return this.waiting.size;
  }

  get active(): number {
    return this.running;
  }

  private finished(): void {
    this.running -= 1;
    const next = this.waiting.keys().next();
    if (!next.done && this.running < this.limit) this.promote(next.value);
  }
}
