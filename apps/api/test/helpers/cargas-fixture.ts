import { type CargasHubBusMessage, createCargasHubBus } from '../../src/modules/cargas/quadro/tempo-real.bus';
import { signInWithUnits } from './sign-in';
import { createTestApp, type TestApp } from './test-app';

type Headers = Record<string, string>;
export type CargaMessage = Extract<CargasHubBusMessage, { kind: 'carga' }>;

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
  /** Headers (token, first unit, all units as the filter) of the demo accounts the load tests use. */
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
  close(): Promise<void>;
}

/**
 * The set-up of the load calls' HTTP tests: the app on its own demo database, a listener on the loads hub
 * bus collecting what the calls publish, and the demo shipper's admin and operador, the demo carrier's
 * admin and the trial shipper signed in.
 */
export async function openCargasFixture(): Promise<CargasFixture> {
  const t = await createTestApp();
  const bus = createCargasHubBus(t.database);
  const mensagens: CargaMessage[] = [];
  bus.subscribe((message) => {
    if (message.kind === 'carga') mensagens.push(message);
  });
  await bus.listening;
  const [admin, operador, carrier, trial] = await Promise.all(
    [
      'admin@embarcador.demo',
      'operador@embarcador.demo',
      'admin@transportadora.demo',
      'trial@embarcador.demo',
    ].map((email) => signInWithUnits(t.app, email)),
  );
  const unidadeId = (nome: string) => admin!.units.find((unit) => unit.descricao === nome)?.id ?? '';
  return {
    t,
    mensagens,
    admin: admin!.headers,
    operador: operador!.headers,
    carrier: carrier!.headers,
    trial: trial!.headers,
    adminId: admin!.claims.sub as string,
    operadorId: operador!.claims.sub as string,
    shipperOwnerId: admin!.claims.OwnerId as string,
    carrierOwnerId: carrier!.claims.OwnerId as string,
    carrierUnit: carrier!.units[0]?.id ?? '',
    unidade: {
      matriz: unidadeId(UNIDADES.matriz),
      campinas: unidadeId(UNIDADES.campinas),
      curitiba: unidadeId(UNIDADES.curitiba),
    },
    close: async () => {
      await bus.close();
      await t.close();
    },
  };
}
