import type { DatabaseHandle } from '../../src/db/client';
import { type CargasHubBusMessage, createCargasHubBus } from '../../src/modules/cargas/quadro/tempo-real.bus';

export type CargaMessage = Extract<CargasHubBusMessage, { kind: 'carga' }>;

/** A listener on the real loads hub bus, collecting the load events the calls publish. */
export interface OuvinteDoHub {
  /** The load events since the last `mensagens.length = 0`. */
  mensagens: CargaMessage[];
  /** The events published for the load, waiting up to `ms` for `count` of them. */
  eventos(cargaId: string, count?: number, ms?: number): Promise<CargaMessage[]>;
  close(): Promise<void>;
}

export async function ouvirCargasHub(database: DatabaseHandle): Promise<OuvinteDoHub> {
  const bus = createCargasHubBus(database);
  const mensagens: CargaMessage[] = [];
  bus.subscribe((message) => {
    if (message.kind === 'carga') mensagens.push(message);
  });
  await bus.listening;
  return {
    mensagens,
    async eventos(cargaId, count = 1, ms = 3_000) {
      const deadline = Date.now() + ms;
      for (;;) {
        const found = mensagens.filter((m) => m.cargaId === cargaId);
        if (found.length >= count || Date.now() > deadline) return found;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => bus.close(),
  };
}
