import { type TCargaQuadroCard, type TTokenClaims, ZCargaQuadroCard } from '@embarca/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeClaims, signIn } from '../../../../test/helpers/sign-in';
import { sqlRows } from '../../../../test/helpers/sql-rows';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import type { RequestSession } from '../../../plugins/authenticate';
import { escopoDaSessao } from '../carga.access';
import { createCargaReadModel } from '../carga.read-model';
import { boardCards, QUADRO_TEST_KEY, signInViewer } from './quadro.test-helpers';

/**
 * The card is written by PostgreSQL (CARD_COLUMNS in quadro.repository.ts): one load set up with every
 * kind of value the contract formats — money and measures with their scale, instants with microseconds,
 * nulls, route ends among several points, repeated and missing invoice numbers, an old-format plate,
 * a CPF — must come out exactly as the contract says, on the board and from getCards, for the shipper
 * and for the carrier it hired.
 */

/** The read model's cards under the viewer's visibility (what the board's getCards answered). */
function cardsOf(db: TestApp['database']['db']) {
  const readModel = createCargaReadModel(db);
  const getCards = (session: RequestSession, ids: string[]) => readModel.cards(escopoDaSessao(session), ids);
  return {
    getCards,
    getCard: async (session: RequestSession, id: string) => (await getCards(session, [id]))[0] ?? null,
  };
}
let leitor: ReturnType<typeof cardsOf>;
let t: TestApp;
let shipperOwnerId: string;
let carrierOwnerId: string;
let load: { id: string; codigo: number; unidade_negocio_id: string; etapa_id: string | null };
const ids: Record<'veiculo' | 'motorista' | 'caracteristica' | 'empresa', string> = {
  veiculo: '',
  motorista: '',
  caracteristica: '',
  empresa: '',
};
let empresaNome: string;
let ownerNome: string;

async function sessionOf(email: string): Promise<RequestSession> {
  const { token, headers } = await signIn(t.app, email);
  const claims = decodeClaims(token) as unknown as TTokenClaims;
  const unidadeIds = (
    await t.app.inject({ method: 'GET', url: '/api/unidade-negocio/listwithaccess', headers })
  )
    .json<{ id: string }[]>()
    .map((u) => u.id);
  return {
    claims,
    userId: claims.sub,
    ownerId: claims.OwnerId,
    role: claims.role,
    unidadeIds,
    escopoUnidadeIds: unidadeIds,
  };
}

const one = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await sqlRows<T>(t.database.db, query))[0] as T;

beforeAll(async () => {
  t = await createTestApp({ config: { freteApiKey: QUADRO_TEST_KEY } });
  leitor = cardsOf(t.database.db);
  const db = t.database.db;
  shipperOwnerId = (
    await one<{ owner_id: string }>(sql`select owner_id from usuarios where email = 'admin@embarcador.demo'`)
  ).owner_id;
  carrierOwnerId = (
    await one<{ owner_id: string }>(
      sql`select owner_id from usuarios where email = 'admin@transportadora.demo'`,
    )
  ).owner_id;
  ownerNome = (await one<{ nome: string }>(sql`select nome from owners where id = ${shipperOwnerId}`)).nome;
  // An own load awaiting allocation, without offers (so no negotiation or directed carrier).
  load = await one(
    sql`select id, codigo, unidade_negocio_id, etapa_id from cargas c
      where owner_id = ${shipperOwnerId} and situacao = 1 and ativo
        and not exists (select 1 from carga_ofertas o where o.carga_id = c.id)
      order by codigo limit 1`,
  );
  const empresa = await one<{ id: string; nome: string }>(
    sql`select id, nome from empresas where owner_id = ${shipperOwnerId} order by nome limit 1`,
  );
  ids.empresa = empresa.id;
  empresaNome = empresa.nome;
  ids.veiculo = (
    await one<{ id: string }>(
      sql`insert into veiculos (owner_id, placa, frota) values (${shipperOwnerId}, 'ZZT1234', true) returning id`,
    )
  ).id;
  ids.motorista = (
    await one<{ id: string }>(
      sql`insert into motoristas (owner_id, nome, cpf) values (${shipperOwnerId}, 'Motorista do Cartão', '52998224725') returning id`,
    )
  ).id;
  ids.caracteristica = (
    await one<{ id: string }>(
      sql`insert into caracteristicas (owner_id, descricao, tipo) values (${shipperOwnerId}, 'Refrigerada', 1) returning id`,
    )
  ).id;
  await db.execute(sql`update cargas set
      codigo_identificador = null, valor_carga = 1234.5, valor_frete = 99, peso = 10, volume = null,
      volume_unidade = 5, quantidade = null, lote_id = null, caracteristica_id = ${ids.caracteristica},
      veiculo_id = ${ids.veiculo}, motorista_id = ${ids.motorista}, transportadora_empresa_id = null,
      contratacao_id = null, contratacao_unidade_negocio_id = null, contratacao_owner_id = ${carrierOwnerId},
      owner_criador_id = null, possui_redespacho = true, alertas_em_aberto = 2, qnt_ocorrencias = 0,
      dh_publicacao = '2026-03-04T05:06:07.891734Z', dh_coleta = '2026-03-05T08:00:00-03:00',
      dh_entrega = null, dh_pre_finalizacao = null, updated_at = '2026-03-04T10:00:00.000999Z'
    where id = ${load.id}`);
  await db.execute(sql`delete from carga_rotas where carga_id = ${load.id}`);
  await db.execute(sql`insert into carga_rotas (carga_id, owner_id, ordem, rota, empresa_id, localidade, cidade, uf, dh_prevista, dh_realizada) values
      (${load.id}, ${shipperOwnerId}, 1, 1, null, 'CD Campinas', 'Campinas', 'SP', '2026-03-05T11:00:00.5Z', '2026-03-05T11:30:00Z'),
      (${load.id}, ${shipperOwnerId}, 2, 2, null, null, 'Registro', 'SP', null, null),
      (${load.id}, ${shipperOwnerId}, 3, 3, null, null, 'Curitiba', 'PR', null, null),
      (${load.id}, ${shipperOwnerId}, 4, 3, ${ids.empresa}, 'Porto', 'Joinville', 'SC', null, null)`);
  await db.execute(sql`delete from carga_documentos where carga_id = ${load.id}`);
  await db.execute(sql`insert into carga_documentos (carga_id, owner_id, numero_nf) values
      (${load.id}, ${shipperOwnerId}, '200'), (${load.id}, ${shipperOwnerId}, '1000'),
      (${load.id}, ${shipperOwnerId}, '200'), (${load.id}, ${shipperOwnerId}, null)`);
});
afterAll(async () => t.close());

function expectedCard(viewer: 'shipper' | 'carrier'): TCargaQuadroCard {
  const shipper = viewer === 'shipper';
  return {
    id: load.id,
    codigo: load.codigo,
    codigoIdentificador: null,
    situacao: 1,
    etapa: shipper ? load.etapa_id : null,
    visibilidade: shipper ? 1 : 99,
    origemCarga: expect.any(Number) as unknown as number,
    tipoFrete: expect.any(Number) as unknown as number,
    lote: false,
    unidadeNegocioId: load.unidade_negocio_id,
    contratacaoId: null,
    contratacaoUnidadeNegocioId: null,
    contratacaoOwnerId: carrierOwnerId,
    // Milliseconds, truncated like Date.prototype.toISOString; always UTC with Z.
    dhPublicacao: '2026-03-04T05:06:07.891Z',
    dhColeta: '2026-03-05T11:00:00.000Z',
    dhEntrega: null,
    dhModificacao: '2026-03-04T10:00:00.000Z',
    dhPreFinalizacao: null,
    origem: {
      localidade: 'CD Campinas',
      cidade: 'Campinas',
      uf: 'SP',
      empresa: null,
      dhPrevista: '2026-03-05T11:00:00.500Z',
    },
    // The last point of rota 3, not the first.
    destino: { localidade: 'Porto', cidade: 'Joinville', uf: 'SC', empresa: empresaNome, dhPrevista: null },
    nomeDirecionador: ownerNome,
    nomeDirecionado: null,
    // Distinct, in code-point order (as JavaScript's sort), without the document lacking a number.
    numerosNF: ['1000', '200'],
    valorCarga: '1234.50',
    valor: '99.00',
    peso: '10.000',
    volume: null,
    volumeUnidade: 5,
    quantidade: null,
    caracteristica: { descricao: 'Refrigerada' },
    // Both the owner and the carrier hired see the vehicle and the driver.
    veiculo: { id: ids.veiculo, placa: 'ZZT-1234', frota: null, equipamentos: [] },
    veiculoContratadoFrota: true,
    motorista: { nome: 'Motorista do Cartão', documento: '529.982.247-25', telefone: null },
    qntNegociacoesEmAndamento: 0,
    qntOcorrencias: 0,
    qntEventos: 4,
    qntEventosRealizados: 1,
    qntEventosPlanejados: 3,
    qntDocumentos: 4,
    alertasEmAberto: 2,
    ocorrenciaId: null,
    possuiRedespacho: true,
    ownerCriadorDaCarga: shipper,
  };
}

describe('the board card written by PostgreSQL', () => {
  it('formats money, measures, instants, nulls, route ends, invoices, plate and CPF as the contract says', async () => {
    const shipper = await sessionOf('admin@embarcador.demo');
    const [card] = await leitor.getCards(shipper, [load.id]);
    expect(card).toEqual(expectedCard('shipper'));
    expect(ZCargaQuadroCard.strict().safeParse(card).error?.issues ?? []).toEqual([]);
    // The board serves the very same card.
    const viewer = await signInViewer(t, 'admin@embarcador.demo');
    const onBoard = await boardCards(t, viewer, 'aguardando-alocacao', { codigo: String(load.codigo) });
    expect(onBoard).toEqual([card]);
  });

  it('is the carrier’s hired view for the carrier: directed to me, no stage, vehicle and driver shown', async () => {
    const carrier = await sessionOf('admin@transportadora.demo');
    const [card] = await leitor.getCards(carrier, [load.id]);
    expect(card).toEqual(expectedCard('carrier'));
  });

  it('hides the vehicle and driver from a viewer that is neither the owner nor the carrier hired', async () => {
    await t.database.db.execute(sql`update cargas set contratacao_owner_id = null where id = ${load.id}`);
    await t.database.db.execute(
      sql`insert into carga_ofertas (carga_id, owner_id, transportadora_owner_id, transportadora_empresa_id, tipo, situacao)
        select ${load.id}, ${shipperOwnerId}, ${carrierOwnerId}, e.id, 2, 1 from empresas e
        where e.owner_id = ${shipperOwnerId} and e.id <> ${ids.empresa} order by e.nome limit 1`,
    );
    const carrier = await sessionOf('admin@transportadora.demo');
    const [card] = await leitor.getCards(carrier, [load.id]);
    expect(card?.visibilidade).toBe(99);
    expect(card?.veiculo).toBeNull();
    expect(card?.motorista).toBeNull();
    expect(card?.veiculoContratadoFrota).toBe(false);
    expect(card?.contratacaoOwnerId).toBeNull();
    // Its own directed offer: one negotiation, and the single directed carrier is named.
    expect(card?.qntNegociacoesEmAndamento).toBe(1);
    expect(card?.nomeDirecionado).toEqual(expect.any(String));
  });
});
