import { SituacaoCarga, type TCargaQuadroCard, ZCargaQuadroCard } from '@embarca/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarOferta } from '../../../../test/factories/cargas';
import * as demo from '../../../../test/factories/demo';
import { type SignedIn, signInAs, toSession } from '../../../../test/factories/sessoes';
import { cargasVisiveisParaTransportadora, colunasDaCarga } from '../../../../test/helpers/carga-registros';
import { boardCards, boardRequest, cardsOf, idsOf, QUADRO_TEST_KEY } from '../../../../test/helpers/quadro';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';

/**
 * Who sees which load: the carrier's board (loads directed to it or hired from it, 'directed to me'),
 * the shipper's (only its own), the totals under the same rules, and `getCard` for other modules.
 */

let leitor: ReturnType<typeof cardsOf>;
let t: TestApp;
let shipper: SignedIn;
let carrier: SignedIn;
let carrierOwnerId: string;
let shipperOwnerId: string;

beforeAll(async () => {
  t = await createTestApp({ config: { freteApiKey: QUADRO_TEST_KEY } });
  leitor = cardsOf(t.database.db);
  shipper = await signInAs(t.app, 'admin@embarcador.demo');
  carrier = await signInAs(t.app, 'admin@transportadora.demo');
  shipperOwnerId = shipper.ownerId;
  carrierOwnerId = carrier.ownerId;
});
afterAll(async () => t.close());

/** A session as `app.authenticate` builds it, for calling the service directly (getCard). */
async function sessionOf(email: string, escopoUnidadeIds?: string[]) {
  return toSession(await signInAs(t.app, email), escopoUnidadeIds);
}

/** The shipper's loads the carrier may see by the rule (directed and active, or hired), by situacao. */
async function carrierLoads(situacoes: number[]): Promise<string[]> {
  const rows = await cargasVisiveisParaTransportadora(t.database.db, carrierOwnerId, { situacao: situacoes });
  return rows.map((r) => r.id).sort();
}

describe('the carrier’s board', () => {
  it('shows exactly the loads directed to it or hired from it, as "directed to me"', async () => {
    const awaiting = await boardCards(t, carrier, 'aguardando-alocacao');
    expect(awaiting.length).toBeGreaterThan(0);
    expect(idsOf(awaiting)).toEqual(await carrierLoads([1]));
    const inProgress = await boardCards(t, carrier, 'em-andamento');
    expect(inProgress.length).toBeGreaterThan(0);
    expect(idsOf(inProgress)).toEqual(await carrierLoads([2, 7]));
    const delivered = await boardCards(t, carrier, 'entregue');
    expect(idsOf(delivered)).toEqual(await carrierLoads([3, 4, 8]));
    const shipperOwner = await demo.owner(t.database.db, shipperOwnerId);
    for (const card of [...awaiting, ...inProgress, ...delivered]) {
      expect(card.visibilidade).toBe(99);
      expect(card.etapa).toBeNull();
      expect(card.nomeDirecionador).toBe(shipperOwner?.nome);
      expect(card.ownerCriadorDaCarga).toBe(false);
      expect(ZCargaQuadroCard.strict().safeParse(card).success).toBe(true);
    }
  });

  it('never shows a shipper load only offered restrictedly to it, nor one not offered to it', async () => {
    const visible = new Set(idsOf(await boardCards(t, carrier, 'aguardando-alocacao')));
    const restricted = await demo.cargas(t.database.db, {
      ownerId: shipperOwnerId,
      ofertadaRestritaA: carrierOwnerId,
    });
    expect(restricted.length).toBeGreaterThan(0);
    for (const row of restricted) expect(visible.has(row.id)).toBe(false);
    const shipperAwaiting = await boardCards(t, shipper, 'aguardando-alocacao');
    const notDirected = shipperAwaiting.filter((c) => c.visibilidade !== 2);
    expect(notDirected.length).toBeGreaterThan(0);
    for (const card of notDirected) expect(visible.has(card.id)).toBe(false);
  });

  it('shows its own vehicle, driver and name on a load it was hired for, never the other carriers', async () => {
    const hired = (await boardCards(t, carrier, 'em-andamento')).find((c) => c.veiculo);
    expect(hired).toBeDefined();
    const contratacao = await colunasDaCarga(t.database.db, hired?.id as string, [
      'veiculoId',
      'motoristaId',
      'transportadoraEmpresaId',
    ]);
    const row = {
      placa: (await demo.veiculo(t.database.db, contratacao.veiculoId as string)).placa,
      nome: (await demo.motorista(t.database.db, contratacao.motoristaId as string)).nome,
      empresa: (await demo.empresa(t.database.db, contratacao.transportadoraEmpresaId as string)).nome,
    };
    expect(hired?.veiculo?.placa.replace('-', '')).toBe(row?.placa);
    expect(hired?.motorista?.nome).toBe(row?.nome);
    expect(hired?.nomeDirecionado).toBe(row?.empresa);

    // Direct an awaiting load to a second carrier too: the shipper sees two negotiations and no single
    // directed carrier; the carrier sees only its own offer.
    const card = (await boardCards(t, carrier, 'aguardando-alocacao'))[0] as TCargaQuadroCard;
    const [other] = await demo.transportadorasForaDaPlataforma(t.database.db, shipperOwnerId);
    await criarOferta(t.database.db, {
      cargaId: card.id,
      ownerId: shipperOwnerId,
      transportadoraEmpresaId: other!.id,
      tipo: 2,
      situacao: 1,
    });
    const asShipper = (
      await boardCards(t, shipper, 'aguardando-alocacao', { codigo: String(card.codigo) })
    )[0];
    expect(asShipper?.qntNegociacoesEmAndamento).toBe(2);
    expect(asShipper?.nomeDirecionado).toBeNull();
    const asCarrier = (
      await boardCards(t, carrier, 'aguardando-alocacao', { codigo: String(card.codigo) })
    )[0];
    expect(asCarrier?.qntNegociacoesEmAndamento).toBe(1);
    expect(asCarrier?.nomeDirecionado).toBe(row?.empresa);
    await t.database.db.execute(
      sql`delete from carga_ofertas where carga_id = ${card.id} and transportadora_empresa_id = ${other?.id}`,
    );
  });

  it('drops a load whose directed offer was refused or cancelled', async () => {
    const card = (await boardCards(t, carrier, 'aguardando-alocacao'))[0] as TCargaQuadroCard;
    for (const situacao of [4, 5]) {
      await t.database.db.execute(
        sql`update carga_ofertas set situacao = ${situacao} where carga_id = ${card.id} and transportadora_owner_id = ${carrierOwnerId}`,
      );
      expect(idsOf(await boardCards(t, carrier, 'aguardando-alocacao'))).not.toContain(card.id);
      expect(await leitor.getCard(await sessionOf('admin@transportadora.demo'), card.id)).toBeNull();
    }
    await t.database.db.execute(
      sql`update carga_ofertas set situacao = 1 where carga_id = ${card.id} and transportadora_owner_id = ${carrierOwnerId}`,
    );
    expect(idsOf(await boardCards(t, carrier, 'aguardando-alocacao'))).toContain(card.id);
  });

  it('scopes hired loads by the hiring unit: unset or one of the carrier’s units in scope', async () => {
    const card = (await boardCards(t, carrier, 'em-andamento'))[0] as TCargaQuadroCard;
    expect(carrier.units.map((u) => u.id)).toContain(card.contratacaoUnidadeNegocioId);
    // Another company's unit (the shipper's): out of the carrier's scope.
    await t.database.db.execute(
      sql`update cargas set contratacao_unidade_negocio_id = ${shipper.units[0]?.id} where id = ${card.id}`,
    );
    expect(idsOf(await boardCards(t, carrier, 'em-andamento'))).not.toContain(card.id);
    await t.database.db.execute(
      sql`update cargas set contratacao_unidade_negocio_id = null where id = ${card.id}`,
    );
    expect(idsOf(await boardCards(t, carrier, 'em-andamento'))).toContain(card.id);
    await t.database.db.execute(
      sql`update cargas set contratacao_unidade_negocio_id = ${card.contratacaoUnidadeNegocioId} where id = ${card.id}`,
    );
  });

  it('filters by visibility: 99 is everything it sees, 1 and 2 (own loads) nothing', async () => {
    const all = idsOf(await boardCards(t, carrier, 'aguardando-alocacao'));
    expect(idsOf(await boardCards(t, carrier, 'aguardando-alocacao', { visibilidades: '99' }))).toEqual(all);
    expect(await boardCards(t, carrier, 'aguardando-alocacao', { visibilidades: '1,2' })).toEqual([]);
  });

  it('pages through its loads with the cursor', async () => {
    const all = (await boardCards(t, carrier, 'em-andamento')).map((c) => c.id);
    expect(all.length).toBeGreaterThan(1);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const suffix: string = cursor ? `&cursor=${cursor}` : '';
      const page = (
        await boardRequest(t, `/quadro/carga/em-andamento?limit=1${suffix}`, carrier.headers)
      ).json<{ items: { id: string }[]; nextCursor: string | null }>();
      seen.push(...page.items.map((c) => c.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all);
  });

  it('counts the same loads in the totals', async () => {
    const body = (await boardRequest(t, '/carga/totalizadores/1', carrier.headers)).json<{
      total: number;
      porSituacao: { situacao: number; quantidade: number }[];
      porGrupo: { grupo: string; quantidade: number }[];
    }>();
    const visiveis = await cargasVisiveisParaTransportadora(t.database.db, carrierOwnerId, {
      inclusiveInativas: true,
    });
    const rows = [...new Set(visiveis.map((c) => c.situacao))]
      .sort((a, b) => a - b)
      .map((situacao) => ({
        situacao,
        quantidade: visiveis.filter((c) => c.situacao === situacao).length,
      }));
    expect(body.porSituacao).toEqual(
      rows.map((r) => ({ situacao: Number(r.situacao), quantidade: r.quantidade })),
    );
    expect(body.total).toBe(rows.reduce((sum, r) => sum + r.quantidade, 0));
    for (const grupo of ['aguardando-alocacao', 'em-andamento', 'entregue']) {
      expect(body.porGrupo.find((g) => g.grupo === grupo)?.quantidade).toBe(
        (await boardCards(t, carrier, grupo)).length,
      );
    }
  });
});

describe('a shipper’s board', () => {
  it('never shows another shipper’s loads, even one directed to it', async () => {
    const trial = await signInAs(t.app, 'trial@embarcador.demo');
    const adminLoads = (await boardCards(t, shipper, 'aguardando-alocacao')).map((c) => c.id);
    // Only a carrier sees other owners' loads through offers: point a directed offer at the shipper.
    await t.database.db.execute(
      sql`update carga_ofertas set transportadora_owner_id = ${trial.ownerId}
        where carga_id = ${adminLoads[0]} and tipo = 2`,
    );
    for (const grupo of ['aguardando-alocacao', 'em-andamento', 'entregue']) {
      const cards = await boardCards(t, trial, grupo);
      for (const card of cards) expect(adminLoads).not.toContain(card.id);
      expect(cards.every((c) => c.visibilidade !== 99)).toBe(true);
    }
    const totals = (await boardRequest(t, '/carga/totalizadores/1', trial.headers)).json<{ total: number }>();
    const own = await demo.cargas(t.database.db, { ownerId: trial.ownerId });
    expect(totals.total).toBe(own.length);
    expect(
      await leitor.getCard(await sessionOf('trial@embarcador.demo'), adminLoads[0] as string),
    ).toBeNull();
    await t.database.db.execute(
      sql`update carga_ofertas set transportadora_owner_id = ${carrierOwnerId} where carga_id = ${adminLoads[0]} and tipo = 2`,
    );
  });
});

describe('getCard (the board card of one load, for other modules)', () => {
  it('returns the same card as the board, for the shipper and for the carrier', async () => {
    const session = await sessionOf('admin@embarcador.demo');
    for (const card of (await boardCards(t, shipper, 'em-andamento')).slice(0, 4)) {
      expect(await leitor.getCard(session, card.id)).toEqual(card);
    }
    const carrierSession = await sessionOf('admin@transportadora.demo');
    const directed = (await boardCards(t, carrier, 'aguardando-alocacao'))[0] as TCargaQuadroCard;
    expect(await leitor.getCard(carrierSession, directed.id)).toEqual(directed);
  });

  it('is null off the board: cancelled, deactivated or inactive loads', async () => {
    const session = await sessionOf('admin@embarcador.demo');
    const off = await demo.cargas(t.database.db, {
      ownerId: shipperOwnerId,
      situacao: [SituacaoCarga.Cancelada, SituacaoCarga.Desativada],
    });
    expect(off.length).toBeGreaterThan(1);
    for (const row of off) expect(await leitor.getCard(session, row.id)).toBeNull();
    const card = (await boardCards(t, shipper, 'entregue'))[0] as TCargaQuadroCard;
    await t.database.db.execute(sql`update cargas set ativo = false where id = ${card.id}`);
    expect(await leitor.getCard(session, card.id)).toBeNull();
    await t.database.db.execute(sql`update cargas set ativo = true where id = ${card.id}`);
    expect(await leitor.getCard(session, card.id)).toEqual(card);
  });

  it('is null when the viewer may not see the load: unit scope, tenant, carrier not directed', async () => {
    const card = (await boardCards(t, shipper, 'em-andamento')).find(
      (c) => c.unidadeNegocioId !== shipper.units[0]?.id,
    ) as TCargaQuadroCard;
    const firstUnitOnly = await sessionOf('admin@embarcador.demo', [shipper.units[0]?.id as string]);
    expect(await leitor.getCard(firstUnitOnly, card.id)).toBeNull();
    expect(
      await leitor.getCard(await sessionOf('admin@embarcador.demo', [card.unidadeNegocioId]), card.id),
    ).toEqual(card);
    const notDirected = (await boardCards(t, shipper, 'aguardando-alocacao')).find(
      (c) => c.visibilidade === 1,
    );
    const carrierSession = await sessionOf('admin@transportadora.demo');
    expect(await leitor.getCard(carrierSession, notDirected?.id as string)).toBeNull();
    expect(await leitor.getCard(carrierSession, 'nao-e-um-id')).toBeNull();
    expect(await leitor.getCard(carrierSession, '00000000-0000-4000-8000-000000000000')).toBeNull();
  });
});
