/**
 * Loads each key once and keeps the answer: concurrent callers share one load, a failed load is forgotten
 * so the next caller tries again, and past `limit` entries the least recently used is dropped (`onEvict`
 * lets the owner free what it built from it).
 */
export class LoadCache<K, V> {
  private readonly entries = new Map<K, Promise<V>>();

  constructor(
    private readonly limit = Number.POSITIVE_INFINITY,
    private readonly onEvict?: (key: K) => void,
  ) {}

  get(key: K, load: () => Promise<V>): Promise<V> {
    const existing = this.entries.get(key);
    if (existing) {
      this.entries.delete(key);
      this.entries.set(key, existing);
      return existing;
    }
    const entry = load();
    this.entries.set(key, entry);
    entry.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    while (this.entries.size > this.limit) {
      const oldest = this.entries.keys().next().value as K;
      this.entries.delete(oldest);
      this.onEvict?.(oldest);
    }
    return entry;
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
