/** A binary min-heap of values by a number key (equal keys pop in no set order). */
export class MinHeap<T> {
  private keys: number[] = [];
  private values: T[] = [];

  /**
   * A heap of a whole batch at once (Floyd's heapify, linear; it takes over both arrays): for a
   * large batch of which only the first few are ever taken.
   */
  static of<T>(keys: number[], values: T[]): MinHeap<T> {
    const heap = new MinHeap<T>();
    heap.keys = keys;
    heap.values = values;
    for (let i = (values.length >> 1) - 1; i >= 0; i--) heap.down(i, keys[i] as number, values[i] as T);
    return heap;
  }

  get size(): number {
    return this.values.length;
  }

  /** The smallest key; read it before `pop` when the caller needs it. */
  get topKey(): number {
    return this.keys[0] as number;
  }

  push(key: number, value: T): void {
    const { keys, values } = this;
    let i = values.length;
    keys.push(key);
    values.push(value);
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if ((keys[parent] as number) <= key) break;
      keys[i] = keys[parent] as number;
      values[i] = values[parent] as T;
      i = parent;
    }
    keys[i] = key;
    values[i] = value;
  }

  /** Takes the value of the smallest key; the heap must not be empty. */
  pop(): T {
    const { keys, values } = this;
    const top = values[0] as T;
    const lastKey = keys.pop() as number;
    const lastValue = values.pop() as T;
    if (values.length > 0) this.down(0, lastKey, lastValue);
    return top;
  }

  /** Puts an entry down from `i` to where it belongs. */
  private down(i: number, key: number, value: T): void {
    const { keys, values } = this;
    const n = values.length;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= n) break;
      const right = left + 1;
      const child = right < n && (keys[right] as number) < (keys[left] as number) ? right : left;
      if ((keys[child] as number) >= key) break;
      keys[i] = keys[child] as number;
      values[i] = values[child] as T;
      i = child;
    }
    keys[i] = key;
    values[i] = value;
  }
}

/**
 * A queue of values by a small non-negative integer key (days, legs), smallest first: Dial's
 * buckets, O(1) a push or a pop where a heap pays a logarithm.
 */
export class BucketQueue<T> {
  private readonly buckets: T[][] = [];
  private lowest = 0;
  private count = 0;

  get size(): number {
    return this.count;
  }

  /** The smallest key; the queue must not be empty. */
  get topKey(): number {
    while ((this.buckets[this.lowest]?.length ?? 0) === 0) this.lowest += 1;
    return this.lowest;
  }

  push(key: number, value: T): void {
    (this.buckets[key] ??= []).push(value);
    if (key < this.lowest) this.lowest = key;
    this.count += 1;
  }

  /** Takes a value of the smallest key; the queue must not be empty. */
  pop(): T {
    const bucket = this.buckets[this.topKey] as T[];
    this.count -= 1;
    return bucket.pop() as T;
  }
}
