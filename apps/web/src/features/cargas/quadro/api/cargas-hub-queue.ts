import { CARGAS_HUB } from '@embarca/domain';

/** What a burst of 'load ready' events leaves to do once it is over. */
export interface CargaProntaBatch {
  /** Loads to re-fetch, oldest first, each once. */
  ids: string[];
  /** True when more than `maxPending` distinct loads arrived: the oldest were dropped. */
  overflowed: boolean;
}

export interface CargaProntaQueueOptions {
  debounceMs?: number;
  maxPending?: number;
}

/**
 * The 'load ready' batching of the board (02 §4, §9: debounced 10 ms, at most 10 pending kept). Each id
 * (re)starts the 10 ms timer; when the burst is over `onFlush` gets the pending ids, each once, so the
 * board issues one re-fetch per load. Beyond 10 pending the OLDEST is dropped (the newest events are the
 * most recent state) and the batch says `overflowed`, so the caller can re-read the whole board instead
 * of losing loads. A load deactivated while pending is taken out (a late re-fetch would bring it back).
 */
export class CargaProntaQueue {
  private readonly pending = new Set<string>();
  private overflowed = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly onFlush: (batch: CargaProntaBatch) => void;
  private readonly debounceMs: number;
  private readonly maxPending: number;

  constructor(
    onFlush: (batch: CargaProntaBatch) => void,
    {
      debounceMs = CARGAS_HUB.loadReadyDebounceMs,
      maxPending = CARGAS_HUB.maxPendingLoadReady,
    }: CargaProntaQueueOptions = {},
  ) {
    this.onFlush = onFlush;
    this.debounceMs = debounceMs;
    this.maxPending = maxPending;
  }

  get size(): number {
    return this.pending.size;
  }

  push(cargaId: string): void {
    // A repeated id moves to the newest end, so it is the last to be dropped.
    this.pending.delete(cargaId);
    this.pending.add(cargaId);
    if (this.pending.size > this.maxPending) {
      const oldest = this.pending.values().next().value as string;
      this.pending.delete(oldest);
      this.overflowed = true;
    }
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.flush(), this.debounceMs);
  }

  remove(cargaId: string): void {
    this.pending.delete(cargaId);
  }

  /** Forgets everything pending (unmount, sign-out). */
  dispose(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.pending.clear();
    this.overflowed = false;
  }

  private flush(): void {
    this.timer = undefined;
    const batch = { ids: [...this.pending], overflowed: this.overflowed };
    this.pending.clear();
    this.overflowed = false;
    if (batch.ids.length > 0 || batch.overflowed) this.onFlush(batch);
  }
}
