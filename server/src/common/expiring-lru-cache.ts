type Entry<Value> = { value: Value; expiresAt: number };

/**
 * A bounded map whose entries expire: at most `maxEntries` are kept (the least recently read
 * goes first) and each lives `ttlMilliseconds`. A ttl of 0 keeps nothing.
 */
export class ExpiringLruCache<Key, Value> {
  /** A Map iterates in insertion order, so re-inserting on read keeps the least recent first. */
  private readonly entries = new Map<Key, Entry<Value>>();

  constructor(
    private readonly ttlMilliseconds: number,
    private readonly maxEntries: number,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: Key, now = Date.now()): Value | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= now) return undefined;
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: Key, value: Value, now = Date.now()): void {
    if (this.ttlMilliseconds <= 0 || this.maxEntries <= 0) return;
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: now + this.ttlMilliseconds });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }

  delete(key: Key): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
