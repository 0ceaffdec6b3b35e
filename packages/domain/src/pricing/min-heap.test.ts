import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BucketQueue, MinHeap } from './min-heap.js';

describe('MinHeap and BucketQueue', () => {
  it('give back what was pushed, smallest key first, pushes and pops interleaved', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.integer({ min: 0, max: 60 }), fc.constant<'pop'>('pop')), { maxLength: 200 }),
        (steps) => {
          for (const queue of [new MinHeap<number>(), new BucketQueue<number>()]) {
            const held: number[] = [];
            for (const step of steps) {
              if (step === 'pop') {
                if (held.length === 0) continue;
                const least = Math.min(...held);
                expect(queue.topKey).toBe(least);
                expect(queue.pop()).toBe(least);
                held.splice(held.indexOf(least), 1);
              } else {
                queue.push(step, step);
                held.push(step);
              }
              expect(queue.size).toBe(held.length);
            }
          }
        },
      ),
    );
  });

  it('MinHeap.of gives back a batch smallest key first, each key with its value', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: -1e6, max: 1e6, noNaN: true }), { maxLength: 300 }), (keys) => {
        const heap = MinHeap.of(
          [...keys],
          keys.map((_, at) => at),
        );
        const popped: number[] = [];
        while (heap.size > 0) {
          const key = heap.topKey;
          const at = heap.pop();
          expect(keys[at]).toBe(key);
          popped.push(at);
        }
        // -0 and 0 are one key, which the heap may give back in either order.
        const key = (value: number | undefined) => (value ?? Number.NaN) + 0;
        expect(popped.map((at) => key(keys[at]))).toEqual([...keys].sort((a, b) => a - b).map(key));
        expect(new Set(popped).size).toBe(keys.length);
      }),
    );
  });
});
