import { MESSAGES, rotuloDoCampo, type TCargaQuadroCard } from '@embarca/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as demo from '../../../../test/factories/demo';
import { type SignedIn, signInAs } from '../../../../test/factories/sessoes';
import { ofertasDaEmpresa } from '../../../../test/helpers/carga-registros';
import { boardCards, boardRequest, idsOf, QUADRO_TEST_KEY } from '../../../../test/helpers/quadro';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { VINCULO } from '../../../seed/demo-catalog';

/**
 * Every filter of the board (02 §3 "Board filters") against the demo shipper's 48 loads: each one
 * narrows a group to exactly the cards the rule selects (computed from the unfiltered cards or the
 * tables), keeps a known match and drops a known non-match.
 */
let t: TestApp;
let admin: SignedIn;
const all: Record<string, TCargaQuadroCard[]> = {};
const GRUPOS = ['aguardando-alocacao', 'em-andamento', 'entregue'] as const;

beforeAll(async () => {
  t = await createTestApp({ config: { freteApiKey: QUADRO_TEST_KEY } });
  admin = await signInAs(t.app, 'admin@embarcador.demo');
  for (const grupo of GRUPOS) all[grupo] = await boardCards(t, admin, grupo);
});
afterAll(async () => t.close());

const cards = (grupo: string, filters: Record<string, string>) => boardCards(t, admin, grupo, filters);
const everyCard = () => GRUPOS.flatMap((grupo) => all[grupo] ?? []);
const contains = (value: string | null | undefined, text: string) =>
  (value ?? '').toLocaleLowerCase('pt-BR').includes(text.toLocaleLowerCase('pt-BR'));

function nth(grupo: string, index: number): TCargaQuadroCard {
  const card = all[grupo]?.[index];
  if (!card) throw new Error(`no card ${index} in ${grupo}`);
  return card;
}

/** The group's cards the predicate keeps (what the filter must return, in the board order). */
function expected(grupo: string, keep: (card: TCargaQuadroCard) => boolean): string[] {
  return idsOf((all[grupo] ?? []).filter(keep));
}

describe('board filters', () => {
  it('has the demo loads to filter', () => {
    expect(all['aguardando-alocacao']?.length).toBe(12);
    expect(all['em-andamento']?.length).toBeGreaterThan(5);
    expect(all.entregue?.length).toBeGreaterThan(5);
  });

  it('codigo: only that load', async () => {
    const card = nth('em-andamento', 2);
    expect(idsOf(await cards('em-andamento', { codigo: String(card.codigo) }))).toEqual([card.id]);
    expect(await cards('aguardando-alocacao', { codigo: String(card.codigo) })).toEqual([]);
    expect(await cards('em-andamento', { codigo: '999999' })).toEqual([]);
  });

  it('origem: city, place or company of the first route point, case-insensitive', async () => {
    const card = nth('entregue', 0);
    const city = String(card.origem?.cidade).toUpperCase();
    const byCity = await cards('entregue', { origem: city });
    expect(idsOf(byCity)).toEqual(
      expected('entregue', (c) =>
        [c.origem?.cidade, c.origem?.localidade, c.origem?.empresa].some((v) => contains(v, city)),
      ),
    );
    expect(idsOf(byCity)).toContain(card.id);
    // The company name of the origin (a part of it, lower case).
    const company = String(card.origem?.empresa).slice(0, 8).toLowerCase();
    expect(idsOf(await cards('entregue', { origem: company }))).toContain(card.id);
    // A city only seen as a final destination does not match as origin.
    const destinationOnly = everyCard()
      .map((c) => c.destino?.cidade as string)
      .find(
        (dest) =>
          !everyCard().some(
            (c) =>
              contains(c.origem?.cidade, dest) ||
              contains(c.origem?.localidade, dest) ||
              contains(c.origem?.empresa, dest),
          ),
      );
    expect(destinationOnly).toBeTruthy();
    for (const grupo of GRUPOS) expect(await cards(grupo, { origem: destinationOnly as string })).toEqual([]);
    expect(await cards('entregue', { origem: 'Cidade Que Não Existe' })).toEqual([]);
  });

  it('destino: the final destination point, with % and _ taken literally', async () => {
    const card = nth('aguardando-alocacao', 1);
    const city = card.destino?.cidade as string;
    const byCity = await cards('aguardando-alocacao', { destino: city.toLowerCase() });
    expect(idsOf(byCity)).toEqual(
      expected('aguardando-alocacao', (c) =>
        [c.destino?.cidade, c.destino?.localidade, c.destino?.empresa].some((v) => contains(v, city)),
      ),
    );
    expect(idsOf(byCity)).toContain(card.id);
    // As patterns `%` and `_` would match every load; typed by the user they are plain characters.
    expect(await cards('aguardando-alocacao', { destino: '%' })).toEqual([]);
    expect(await cards('aguardando-alocacao', { destino: '_' })).toEqual([]);
    expect(await cards('aguardando-alocacao', { destino: `${city.slice(0, 2)}%` })).toEqual([]);
  });

  it('dhColetaIni/Fim and dhEntregaIni/Fim: inclusive instants', async () => {
    const grupo = 'em-andamento';
    const sorted = [...(all[grupo] ?? [])].sort((a, b) =>
      (a.dhColeta as string).localeCompare(b.dhColeta as string),
    );
    const middle = sorted[Math.floor(sorted.length / 2)] as TCargaQuadroCard;
    const at = middle.dhColeta as string;
    const fromMiddle = await cards(grupo, { dhColetaIni: at });
    expect(idsOf(fromMiddle)).toEqual(expected(grupo, (c) => (c.dhColeta as string) >= at));
    expect(idsOf(fromMiddle)).toContain(middle.id);
    const untilMiddle = await cards(grupo, { dhColetaFim: at });
    expect(idsOf(untilMiddle)).toEqual(expected(grupo, (c) => (c.dhColeta as string) <= at));
    expect(idsOf(await cards(grupo, { dhColetaIni: at, dhColetaFim: at }))).toContain(middle.id);
    expect(await cards(grupo, { dhColetaIni: '2099-01-01T00:00:00-03:00' })).toEqual([]);

    const entrega = middle.dhEntrega as string;
    const byDelivery = await cards(grupo, { dhEntregaIni: entrega, dhEntregaFim: entrega });
    expect(idsOf(byDelivery)).toEqual(expected(grupo, (c) => c.dhEntrega === entrega));
    expect(idsOf(await cards(grupo, { dhEntregaFim: entrega }))).toEqual(
      expected(grupo, (c) => (c.dhEntrega as string) <= entrega),
    );
    expect(await cards(grupo, { dhEntregaFim: '2000-01-01T00:00:00Z' })).toEqual([]);
  });

  it('visibilidades: 1 restrita, 2 direcionada; 99 (directed to me) is never a shipper’s own load', async () => {
    const grupo = 'aguardando-alocacao';
    const directed = await cards(grupo, { visibilidades: '2' });
    expect(directed.length).toBeGreaterThan(0);
    expect(idsOf(directed)).toEqual(expected(grupo, (c) => c.visibilidade === 2));
    expect(idsOf(await cards(grupo, { visibilidades: '1' }))).toEqual(
      expected(grupo, (c) => c.visibilidade === 1),
    );
    expect(idsOf(await cards(grupo, { visibilidades: '1,2' }))).toEqual(expected(grupo, () => true));
    expect(await cards(grupo, { visibilidades: '99' })).toEqual([]);
    const bad = await boardRequest(t, `/quadro/carga/${grupo}?visibilidades=3`, admin.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().messages).toContain(`${rotuloDoCampo('visibilidades')}: ${MESSAGES.invalidValue}`);
  });

  it('tiposFrete: one or several freight types', async () => {
    const grupo = 'entregue';
    const tipo = nth(grupo, 0).tipoFrete;
    expect(idsOf(await cards(grupo, { tiposFrete: String(tipo) }))).toEqual(
      expected(grupo, (c) => c.tipoFrete === tipo),
    );
    const others = [1, 2, 3].filter((x) => x !== tipo);
    expect(idsOf(await cards(grupo, { tiposFrete: others.join(',') }))).toEqual(
      expected(grupo, (c) => c.tipoFrete !== tipo),
    );
    expect((await boardRequest(t, `/quadro/carga/${grupo}?tiposFrete=4`, admin.headers)).statusCode).toBe(
      400,
    );
  });

  it('query: load code, identifier code or a route city', async () => {
    const card = nth('em-andamento', 0);
    expect(idsOf(await cards('em-andamento', { query: String(card.codigo) }))).toContain(card.id);
    const identifier = card.codigoIdentificador as string;
    expect(idsOf(await cards('em-andamento', { query: identifier.toLowerCase() }))).toEqual([card.id]);
    expect(await cards('em-andamento', { query: 'nada-parecido' })).toEqual([]);
  });

  it('transportadora: the company the load is hired by or directed to (not merely offered to)', async () => {
    // The demo carrier as the shipper registered it (a carrier on the platform; Expresso Sul is another).
    const carrier = (
      await demo.empresas(t.database.db, admin.ownerId, {
        vinculo: VINCULO.Transportadora,
        naPlataforma: true,
        inclusiveInativas: true,
      })
    ).find((empresa) => empresa.nome.startsWith('Transportadora Demo'));
    expect(carrier).toBeDefined();
    const id = carrier?.id as string;
    // Hired: the in-progress loads whose hired carrier is this company.
    const hired = await cards('em-andamento', { transportadora: id });
    expect(hired.length).toBeGreaterThan(0);
    expect(idsOf(hired)).toEqual(expected('em-andamento', (c) => c.nomeDirecionado === carrier?.nome));
    // Directed (tipo 2) loads awaiting hiring are in; those only offered restrictedly (tipo 1) are out.
    const offers = (await ofertasDaEmpresa(t.database.db, id)).filter((o) => o.situacao === 1);
    const directedIds = offers.filter((o) => o.tipo === 2).map((o) => o.cargaId);
    const restrictedIds = offers.filter((o) => o.tipo === 1).map((o) => o.cargaId);
    expect(directedIds.length).toBeGreaterThan(0);
    expect(restrictedIds.length).toBeGreaterThan(0);
    const awaiting = idsOf(await cards('aguardando-alocacao', { transportadora: id }));
    expect(awaiting).toEqual([...directedIds].sort());
    for (const restricted of restrictedIds) expect(awaiting).not.toContain(restricted);
    // A refused directed offer no longer directs the load.
    await t.database.db.execute(
      sql`update carga_ofertas set situacao = 4 where carga_id = ${directedIds[0]} and transportadora_empresa_id = ${id}`,
    );
    expect(idsOf(await cards('aguardando-alocacao', { transportadora: id }))).not.toContain(directedIds[0]);
    await t.database.db.execute(
      sql`update carga_ofertas set situacao = 1 where carga_id = ${directedIds[0]} and transportadora_empresa_id = ${id}`,
    );
    expect(await cards('em-andamento', { transportadora: '00000000-0000-4000-8000-000000000000' })).toEqual(
      [],
    );
    const bad = await boardRequest(t, '/quadro/carga/em-andamento?transportadora=xyz', admin.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().messages).toContain(`${rotuloDoCampo('transportadora')}: ${MESSAGES.invalidFormat}`);
    expect(bad.json().campos).toEqual({
      transportadora: `${rotuloDoCampo('transportadora')}: ${MESSAGES.invalidFormat}`,
    });
  });

  it('motorista: by name (any part, any case) or by CPF (with or without its mask)', async () => {
    const grupo = 'em-andamento';
    const card = all[grupo]?.find((c) => c.motorista?.documento) as TCargaQuadroCard;
    expect(card).toBeDefined();
    const nome = card.motorista?.nome as string;
    // An ASCII part of the name (accent folding is the collation's business, not the filter's).
    const part = nome
      .split(' ')
      .find((word, index) => index > 0 && /^[A-Za-z]{4,}$/.test(word))
      ?.toLowerCase() as string;
    expect(part).toBeTruthy();
    expect(idsOf(await cards(grupo, { motorista: part }))).toEqual(
      expected(grupo, (c) => contains(c.motorista?.nome, part)),
    );
    const cpf = card.motorista?.documento as string;
    expect(cpf).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
    const byCpf = expected(grupo, (c) => c.motorista?.documento === cpf);
    expect(idsOf(await cards(grupo, { motorista: cpf }))).toEqual(byCpf);
    expect(idsOf(await cards(grupo, { motorista: cpf.replace(/\D/g, '') }))).toEqual(byCpf);
    expect(idsOf(await cards(grupo, { motorista: cpf.replace(/\D/g, '').slice(0, 6) }))).toContain(card.id);
    expect(await cards(grupo, { motorista: 'Motorista Inexistente' })).toEqual([]);
    expect(await cards(grupo, { motorista: '000.000.000-00' })).toEqual([]);
    // Loads without a driver never match.
    expect(await cards('aguardando-alocacao', { motorista: part })).toEqual([]);
  });

  it('numerosNF: loads with any of the invoice numbers', async () => {
    const grupo = 'entregue';
    const [first, second] = all[grupo] as TCargaQuadroCard[];
    const nf1 = first?.numerosNF[0] as string;
    const nf2 = second?.numerosNF.at(-1) as string;
    expect(idsOf(await cards(grupo, { numerosNF: nf1 }))).toEqual(
      expected(grupo, (c) => c.numerosNF.includes(nf1)),
    );
    expect(idsOf(await cards(grupo, { numerosNF: `${nf1}, ${nf2}` }))).toEqual(
      expected(grupo, (c) => c.numerosNF.includes(nf1) || c.numerosNF.includes(nf2)),
    );
    expect(idsOf(await cards(grupo, { numerosNF: `${nf1},${nf2}` }))).toEqual(
      expect.arrayContaining([first?.id, second?.id]),
    );
    // Exact numbers: a prefix is not an invoice number.
    expect(await cards(grupo, { numerosNF: nf1.slice(0, 3) })).toEqual([]);
    expect(await cards('aguardando-alocacao', { numerosNF: nf1 })).toEqual([]);
  });

  it('placa: the allocated vehicle, ignoring hyphen and case', async () => {
    const grupo = 'em-andamento';
    const card = all[grupo]?.find((c) => c.veiculo) as TCargaQuadroCard;
    expect(card).toBeDefined();
    const placa = card.veiculo?.placa as string;
    const bare = placa.replace('-', '');
    const sameVehicle = expected(grupo, (c) => c.veiculo?.placa === placa);
    expect(idsOf(await cards(grupo, { placa }))).toEqual(sameVehicle);
    expect(idsOf(await cards(grupo, { placa: bare.toLowerCase() }))).toEqual(sameVehicle);
    expect(idsOf(await cards(grupo, { placa: `${bare.slice(0, 3)}-${bare.slice(3)}` }))).toEqual(sameVehicle);
    expect(idsOf(await cards(grupo, { placa: bare.slice(0, 5).toLowerCase() }))).toContain(card.id);
    expect(await cards(grupo, { placa: 'ZZZ-9999' })).toEqual([]);
    expect(await cards('aguardando-alocacao', { placa })).toEqual([]);
  });

  it('situacao: within the group; a situacao of another group gives an empty page, not an error', async () => {
    const grupo = 'em-andamento';
    const ocorrencia = await cards(grupo, { situacao: '7' });
    expect(ocorrencia.length).toBeGreaterThan(0);
    expect(idsOf(ocorrencia)).toEqual(expected(grupo, (c) => c.situacao === 7));
    expect(idsOf(await cards(grupo, { situacao: '2,7' }))).toEqual(expected(grupo, () => true));
    expect(idsOf(await cards(grupo, { situacao: '1,2' }))).toEqual(expected(grupo, (c) => c.situacao === 2));
    expect(await cards(grupo, { situacao: '1' })).toEqual([]);
    expect(await cards('entregue', { situacao: '5,99' })).toEqual([]);
    expect((await boardRequest(t, `/quadro/carga/${grupo}?situacao=x`, admin.headers)).statusCode).toBe(400);
  });

  it('comOcorrencia: loads with occurrences (qntOcorrencias > 0) or without', async () => {
    const grupo = 'em-andamento';
    const com = await cards(grupo, { comOcorrencia: 'true' });
    expect(com.length).toBeGreaterThan(0);
    expect(idsOf(com)).toEqual(expected(grupo, (c) => c.qntOcorrencias > 0));
    const sem = await cards(grupo, { comOcorrencia: 'false' });
    expect(sem.length).toBeGreaterThan(0);
    expect(idsOf(sem)).toEqual(expected(grupo, (c) => c.qntOcorrencias === 0));
    expect(
      (await boardRequest(t, `/quadro/carga/${grupo}?comOcorrencia=sim`, admin.headers)).statusCode,
    ).toBe(400);
  });

  it('ultimaEntregaRealizada: the final destination point has been reached', async () => {
    expect(idsOf(await cards('entregue', { ultimaEntregaRealizada: 'true' }))).toEqual(
      expected('entregue', () => true),
    );
    expect(await cards('entregue', { ultimaEntregaRealizada: 'false' })).toEqual([]);
    const grupo = 'em-andamento';
    expect(await cards(grupo, { ultimaEntregaRealizada: 'true' })).toEqual([]);
    // Reaching an intermediate stop is not the last delivery; reaching the final destination is.
    const card = nth(grupo, 0);
    await t.database.db.execute(
      sql`update carga_rotas set dh_realizada = dh_prevista where carga_id = ${card.id} and rota = 2`,
    );
    expect(await cards(grupo, { ultimaEntregaRealizada: 'true' })).toEqual([]);
    await t.database.db.execute(
      sql`update carga_rotas set dh_realizada = dh_prevista where carga_id = ${card.id} and rota = 3`,
    );
    const reached = await cards(grupo, { ultimaEntregaRealizada: 'true' });
    expect(idsOf(reached)).toEqual([card.id]);
    expect(reached[0]?.qntEventosRealizados).toBe(reached[0]?.qntEventos);
    expect(reached[0]?.qntEventosPlanejados).toBe(0);
    expect(idsOf(await cards(grupo, { ultimaEntregaRealizada: 'false' }))).toEqual(
      expected(grupo, (c) => c.id !== card.id),
    );
  });

  it('possuiRedespacho: loads with or without redispatch', async () => {
    const grupo = 'entregue';
    const com = await cards(grupo, { possuiRedespacho: 'true' });
    expect(idsOf(com)).toEqual(expected(grupo, (c) => c.possuiRedespacho));
    expect(idsOf(await cards(grupo, { possuiRedespacho: 'false' }))).toEqual(
      expected(grupo, (c) => !c.possuiRedespacho),
    );
    expect(com.length + (await cards(grupo, { possuiRedespacho: 'false' })).length).toBe(all[grupo]?.length);
    expect(everyCard().some((c) => c.possuiRedespacho)).toBe(true);
  });

  it('dhCriacaoIni: only loads created from that instant on (the incremental refresh)', async () => {
    const grupo = 'aguardando-alocacao';
    const card = nth(grupo, 3);
    // Demo loads are published ahead of their collection: move one far past every other.
    await t.database.db.execute(
      sql`update cargas set created_at = '2090-06-01T12:00:00Z' where id = ${card.id}`,
    );
    expect(idsOf(await cards(grupo, { dhCriacaoIni: '2090-06-01T09:00:00-03:00' }))).toEqual([card.id]);
    expect(await cards(grupo, { dhCriacaoIni: '2090-06-01T09:00:01-03:00' })).toEqual([]);
    expect(await cards(grupo, { dhCriacaoIni: '2099-01-01T00:00:00Z' })).toEqual([]);
  });

  it('combines filters (AND) and pages through a filtered group with the cursor', async () => {
    const grupo = 'entregue';
    const tipo = nth(grupo, 0).tipoFrete;
    const filtered = await cards(grupo, { tiposFrete: String(tipo), possuiRedespacho: 'false' });
    expect(idsOf(filtered)).toEqual(expected(grupo, (c) => c.tipoFrete === tipo && !c.possuiRedespacho));
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query = new URLSearchParams({ tiposFrete: String(tipo), possuiRedespacho: 'false', limit: '2' });
      if (cursor) query.set('cursor', cursor);
      const response = await boardRequest(t, `/quadro/carga/${grupo}?${query}`, admin.headers);
      const page = response.json<{ items: TCargaQuadroCard[]; nextCursor: string | null }>();
      seen.push(...page.items.map((c) => c.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(filtered.map((c) => c.id));
  });
});
