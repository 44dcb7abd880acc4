import {
  OFERECIMENTO_MESSAGES,
  PREFERENCIA_MOTORISTA_ACEITA_OFERTA,
  SituacaoOfertaCarga,
  TipoOferta,
  type TOfertaDoMotorista,
} from '@embarca/domain';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { criarCarga } from '../../../test/factories/cargas';
import * as demo from '../../../test/factories/demo';
import { bearerDoMotorista } from '../../../test/factories/mensagens';
import { type SignedIn, signInAs, signInDemo } from '../../../test/factories/sessoes';
import { sqlRows } from '../../../test/helpers/sql-rows';
import { usarTestApp } from '../../../test/helpers/test-app';
import { cargaHistorico, cargaOfertas, cargas, ownerPreferences } from '../../db/schema';

/**
 * /api/motorista/ofertas (issue 20): a driver of a carrier that allows it sees the open offers its carrier
 * received and accepts one for it — the load is hired through the same award, the driver named in the
 * history; without the carrier's permission, for another carrier's offer or a closed one, nothing happens.
 */
const t = usarTestApp();
let admin: SignedIn;
let carrier: SignedIn;
let carrierSul: SignedIn;
let motoristaDaDemo: Record<string, string>;
let nomeDoMotorista: string;
let demoEmpresaId: string;
let sulEmpresaId: string;

async function ofertar(empresaIds: string[]) {
  const carga = await criarCarga(t.database.db, {
    ownerId: admin.ownerId,
    unidadeNegocioId: admin.units[0]!.id,
    rotas: [
      { cidade: 'São Paulo', uf: 'SP' },
      { cidade: 'Curitiba', uf: 'PR' },
    ],
    peso: '9000',
  });
  const resposta = await t.app.inject({
    method: 'POST',
    url: `/api/oferecimento/cargas/${carga.id}/oferecer`,
    headers: admin.headers,
    payload: {
      comportamento: 1,
      tipo: TipoOferta.Restrita,
      transportadoraEmpresaIds: empresaIds,
      valorAlvo: '3800',
      prazoResposta: new Date(Date.now() + 3_600_000).toISOString(),
    },
  });
  expect(resposta.statusCode, resposta.body).toBe(201);
  return carga;
}

const oferta = async (cargaId: string, empresaId: string) =>
  (
    await t.database.db
      .select()
      .from(cargaOfertas)
      .where(and(eq(cargaOfertas.cargaId, cargaId), eq(cargaOfertas.transportadoraEmpresaId, empresaId)))
  )[0]!;

async function permitir(ownerId: string, valor: boolean) {
  await t.database.db
    .insert(ownerPreferences)
    .values({ ownerId, nome: PREFERENCIA_MOTORISTA_ACEITA_OFERTA, valor })
    .onConflictDoUpdate({ target: [ownerPreferences.ownerId, ownerPreferences.nome], set: { valor } });
}

beforeAll(async () => {
  ({ admin, carrier } = await signInDemo(t.app, 'admin', 'carrier'));
  carrierSul = await signInAs(t.app, 'admin@expressosul.demo');
  demoEmpresaId = (await demo.empresaDaTransportadora(t.database.db, admin.ownerId, carrier.ownerId)).id;
  sulEmpresaId = (await demo.empresaDaTransportadora(t.database.db, admin.ownerId, carrierSul.ownerId)).id;
  const [motorista] = await demo.motoristasAtivos(t.database.db, carrier.ownerId);
  nomeDoMotorista = motorista!.nome;
  motoristaDaDemo = bearerDoMotorista(t.app, [motorista!.id]);
});

describe('a driver accepting an offer for its carrier', () => {
  it('sees nothing and accepts nothing until the carrier allows it', async () => {
    await permitir(carrier.ownerId, false);
    const carga = await ofertar([demoEmpresaId]);
    const lista = await t.app.inject({
      method: 'GET',
      url: '/api/motorista/ofertas',
      headers: motoristaDaDemo,
    });
    expect(lista.statusCode).toBe(200);
    expect(lista.json()).toEqual([]);
    const { id } = await oferta(carga.id, demoEmpresaId);
    const aceite = await t.app.inject({
      method: 'POST',
      url: `/api/motorista/ofertas/${id}/aceitar`,
      headers: motoristaDaDemo,
    });
    expect(aceite.statusCode).toBe(404);
    expect((await oferta(carga.id, demoEmpresaId)).situacao).toBe(SituacaoOfertaCarga.Ofertada);
  });

  it('lists its carrier offers only, and accepting one hires the carrier with the driver named', async () => {
    await permitir(carrier.ownerId, true);
    const carga = await ofertar([demoEmpresaId, sulEmpresaId]);
    const daSul = await oferta(carga.id, sulEmpresaId);
    const lista = (
      await t.app.inject({ method: 'GET', url: '/api/motorista/ofertas', headers: motoristaDaDemo })
    ).json<TOfertaDoMotorista[]>();
    const daDemo = await oferta(carga.id, demoEmpresaId);
    expect(lista.map((o) => o.ofertaId)).toContain(daDemo.id);
    expect(lista.map((o) => o.ofertaId)).not.toContain(daSul.id);
    expect(lista.find((o) => o.ofertaId === daDemo.id)).toMatchObject({
      valorAlvo: '3800.00',
      carga: { codigo: carga.codigo },
    });
    // Another carrier's offer: 404.
    const alheia = await t.app.inject({
      method: 'POST',
      url: `/api/motorista/ofertas/${daSul.id}/aceitar`,
      headers: motoristaDaDemo,
    });
    expect(alheia.statusCode).toBe(404);

    const aceite = await t.app.inject({
      method: 'POST',
      url: `/api/motorista/ofertas/${daDemo.id}/aceitar`,
      headers: motoristaDaDemo,
    });
    expect(aceite.statusCode, aceite.body).toBe(200);
    expect(aceite.json().message).toBe(OFERECIMENTO_MESSAGES.aceitaPeloMotorista);
    const [contratada] = await t.database.db.select().from(cargas).where(eq(cargas.id, carga.id));
    expect(contratada).toMatchObject({
      contratacaoId: daDemo.id,
      contratacaoOwnerId: carrier.ownerId,
      valorFrete: '3800.00',
    });
    const [historico] = await t.database.db
      .select()
      .from(cargaHistorico)
      .where(and(eq(cargaHistorico.cargaId, carga.id), eq(cargaHistorico.acao, 'contratacao')));
    expect(historico).toMatchObject({ usuarioId: null });
    expect(historico!.descricao).toContain(nomeDoMotorista);
    const avisos = await sqlRows<{ owner_id: string }>(
      t.database.db,
      sql`select owner_id from notificacoes where channel_type = 'CARGA_MOTORISTA' and event_id = ${carga.id}`,
    );
    expect(avisos.map((a) => a.owner_id)).toContain(carrier.ownerId);
    // Accepted again (closed): 409, nothing more written.
    const denovo = await t.app.inject({
      method: 'POST',
      url: `/api/motorista/ofertas/${daDemo.id}/aceitar`,
      headers: motoristaDaDemo,
    });
    expect(denovo.statusCode).toBe(409);
  });

  it('asks for the driver token and names a malformed id', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/motorista/ofertas' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/motorista/ofertas', headers: admin.bearer }))
        .statusCode,
    ).toBe(401);
    const ruim = await t.app.inject({
      method: 'POST',
      url: '/api/motorista/ofertas/xyz/aceitar',
      headers: motoristaDaDemo,
    });
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().message).toBe('Oferta: Formato inválido.');
  });
});
