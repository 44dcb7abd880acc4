import { afterAll, beforeAll, beforeEach } from 'vitest';
import * as demo from '../factories/demo';
import { type SignedIn, signInDemo } from '../factories/sessoes';
import { type CargaMessage, type OuvinteDoHub, ouvirCargasHub } from './cargas-hub';
import { createTestApp, type TestApp } from './test-app';

export type { CargaMessage } from './cargas-hub';

type Headers = Record<string, string>;

/** The demo shipper's business units by name (DESIGN.md §6). */
const UNIDADES = {
  matriz: 'Matriz São Paulo',
  campinas: 'Filial Campinas',
  curitiba: 'CD Curitiba',
} as const;

export interface CargasFixture {
  t: TestApp;
  /** The load events published on the real hub bus since the last `mensagens.length = 0`. */
  mensagens: CargaMessage[];
  /** The events published for a load (waits up to 3 s for `count`). */
  eventos: OuvinteDoHub['eventos'];
  /** The demo accounts the load tests use, signed in. */
  sessoes: Record<'admin' | 'operador' | 'carrier' | 'trial', SignedIn>;
  /** Headers (token, first unit, all units as the filter) of those accounts. */
  admin: Headers;
  operador: Headers;
  carrier: Headers;
  trial: Headers;
  adminId: string;
  operadorId: string;
  shipperOwnerId: string;
  carrierOwnerId: string;
  carrierUnit: string;
  unidade: Record<keyof typeof UNIDADES, string>;
  /** The demo shipper's loads, each handed out once in the file (demo.cargasDeTeste). */
  cargas: ReturnType<typeof demo.cargasDeTeste>;
  close(): Promise<void>;
}

/**
 * The set-up of the load calls' HTTP tests: the app on its own demo database, a listener on the loads hub
 * bus collecting what the calls publish, and the demo shipper's admin and operador, the demo carrier's
 * admin and the trial shipper signed in.
 */
export async function openCargasFixture(): Promise<CargasFixture> {
  const t = await createTestApp();
  const hub = await ouvirCargasHub(t.database);
  const sessoes = await signInDemo(t.app, 'admin', 'operador', 'carrier', 'trial');
  const { admin, operador, carrier, trial } = sessoes;
  return {
    t,
    mensagens: hub.mensagens,
    eventos: hub.eventos,
    sessoes,
    admin: admin.headers,
    operador: operador.headers,
    carrier: carrier.headers,
    trial: trial.headers,
    adminId: admin.userId,
    operadorId: operador.userId,
    shipperOwnerId: admin.ownerId,
    carrierOwnerId: carrier.ownerId,
    carrierUnit: carrier.units[0]?.id ?? '',
    unidade: {
      matriz: admin.unidade(UNIDADES.matriz),
      campinas: admin.unidade(UNIDADES.campinas),
      curitiba: admin.unidade(UNIDADES.curitiba),
    },
    cargas: demo.cargasDeTeste(t.database.db, { ownerId: admin.ownerId }),
    close: async () => {
      await hub.close();
      await t.close();
    },
  };
}

/**
 * The fixture of a test file: opened before its tests and closed after them, with the collected events
 * cleared before each test. Its fields are there from the file's first `beforeAll` on (register the file's
 * own set-up after this call).
 */
export function usarCargasFixture(): CargasFixture {
  const fixture = {} as CargasFixture;
  beforeAll(async () => {
    Object.assign(fixture, await openCargasFixture());
  });
  afterAll(() => fixture.close());
  beforeEach(() => {
    fixture.mensagens.length = 0;
  });
  return fixture;
}
