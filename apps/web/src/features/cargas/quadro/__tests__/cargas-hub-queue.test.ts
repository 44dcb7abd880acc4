import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type CargaProntaBatch, CargaProntaQueue } from '../api/cargas-hub-queue';

let flushed: CargaProntaBatch[];
let queue: CargaProntaQueue;

beforeEach(() => {
  vi.useFakeTimers();
  flushed = [];
  queue = new CargaProntaQueue((batch) => flushed.push(batch));
});
afterEach(() => {
  queue.dispose();
  vi.useRealTimers();
});

describe('CargaProntaQueue (02 §4: debounced 10 ms, at most 10 pending)', () => {
  it('flushes once, 10 ms after the last id of a burst, each id once in arrival order', () => {
    queue.push('a');
    vi.advanceTimersByTime(9);
    queue.push('b');
    queue.push('a');
    vi.advanceTimersByTime(9);
    expect(flushed).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(flushed).toEqual([{ ids: ['b', 'a'], overflowed: false }]);
    expect(queue.size).toBe(0);
  });

  it('keeps the 10 newest ids and reports the overflow', () => {
    for (let i = 1; i <= 12; i++) queue.push(`c${i}`);
    expect(queue.size).toBe(10);
    vi.advanceTimersByTime(10);
    expect(flushed).toEqual([
      { ids: ['c3', 'c4', 'c5', 'c6', 'c7', 'c8', 'c9', 'c10', 'c11', 'c12'], overflowed: true },
    ]);
    // The next burst starts clean.
    queue.push('d');
    vi.advanceTimersByTime(10);
    expect(flushed[1]).toEqual({ ids: ['d'], overflowed: false });
  });

  it('drops a removed id, and flushes nothing when the burst was all removed', () => {
    queue.push('a');
    queue.push('b');
    queue.remove('a');
    vi.advanceTimersByTime(10);
    expect(flushed).toEqual([{ ids: ['b'], overflowed: false }]);
    queue.push('c');
    queue.remove('c');
    vi.advanceTimersByTime(10);
    expect(flushed).toHaveLength(1);
  });

  it('forgets everything on dispose', () => {
    queue.push('a');
    queue.dispose();
    vi.advanceTimersByTime(50);
    expect(flushed).toEqual([]);
  });
});
