import { LRUCache } from 'lru-cache';

/**
 * Board pages kept in memory, each with the owner's board version it was built under
 * (`quadro_versoes`, bumped by triggers in the same transaction as any write a card reads, migration
 * 0012). A page is served again only while that version is unchanged: every API process sees a write as
 * soon as it commits, and a page is never older than the last committed change of its owner.
 *
 * Why: many operators of one company keep the same board open and refresh it (live events, filters,
 * paging back and forth); a page costs ≈ 4 ms of CPU to build and ≈ 0.3 ms to serve from here.
 * Bounded by bytes (least recently used out first).
 */
export interface QuadroPageCache {
  get(key: string, versao: number): Buffer | undefined;
  set(key: string, versao: number, body: Buffer): void;
}

export function createQuadroPageCache({ maxBytes }: { maxBytes: number }): QuadroPageCache {
  const pages = new LRUCache<string, { versao: number; body: Buffer }>({
    maxSize: maxBytes,
    sizeCalculation: (entry, key) => entry.body.byteLength + key.length * 2 + 64,
  });
  return {
    get(key, versao) {
      const entry = pages.get(key);
      return entry && entry.versao === versao ? entry.body : undefined;
    },
    set(key, versao, body) {
      // A page larger than the whole budget is not kept (lru-cache would refuse it anyway).
      if (body.byteLength < maxBytes) pages.set(key, { versao, body });
    },
  };
}
