import {
  formatCpf,
  formatPlate,
  MESSAGES,
  requiredMessage,
  rotuloDoCampo,
  situacoesDoGrupo,
  type TCargaQuadroCard,
  TipoEmpresa,
  ZCargaQuadroCard,
  ZQuadroCargaQuery,
  ZQuadroCargaResponse,
} from '@embarca/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as demo from '../../../../test/factories/demo';
import { type SignedIn, signInAs } from '../../../../test/factories/sessoes';
import {
  colunasDaCarga,
  documentosDaCarga,
  negarModulos,
  rotasDaCarga,
} from '../../../../test/helpers/carga-registros';
import { httpDe } from '../../../../test/helpers/http';
import { cardsOf } from '../../../../test/helpers/quadro';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { INVALID_API_KEY_MESSAGE } from '../../../plugins/api-key';
import type { RequestSession } from '../../../plugins/authenticate';
import { createQuadroRepository } from './quadro.repository';
import { createQuadroService } from './quadro.service';

const KEY = 'chave-de-teste';

let t: TestApp;
const http = httpDe(() => t.app);
/** The board requires a selected unit (BusinessUnitId); the filter widens the scope to all three. */
let admin: SignedIn;
let units: { id: string; descricao: string }[];

beforeAll(async () => {
  t = await createTestApp({ config: { freteApiKey: KEY } });
  admin = await signInAs(t.app, 'admin@embarcador.demo');
  units = admin.units;
});
afterAll(async () => t.close());

type Card = TCargaQuadroCard;
interface Page {
  grupo: string;
  items: Card[];
  nextCursor: string | null;
}

function board(path: string, headers: Record<string, string> = admin.headers) {
  return http.get(`/api/frete${path}`, headers);
}

describe('GET /api/frete/quadro/carga/{grupo}', () => {
  it('returns the cards of a group in the selected unit, with their route ends', async () => {
    const unit = units[0]!;
    const { businessunitfilter: _all, ...selected } = admin.headers;
    const response = await board(`/quadro/carga/em-andamento?key=${KEY}`, {
      ...selected,
      businessunitid: unit.id,
    });
    expect(response.statusCode).toBe(200);
    const page = response.json<Page>();
    expect(page.grupo).toBe('em-andamento');
    const allowed = situacoesDoGrupo('em-andamento');
    for (const card of page.items) {
      expect(allowed).toContain(card.situacao);
      expect(card.unidadeNegocioId).toBe(unit.id);
    }
  });

  it('pages through a group with the cursor, without repeating or skipping a card', async () => {
    const all = (await board(`/quadro/carga/entregue?key=${KEY}&limit=200`)).json<Page>().items;
    expect(all.length).toBeGreaterThan(3);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const suffix: string = cursor ? `&cursor=${cursor}` : '';
      const page: Page = (await board(`/quadro/carga/entregue?key=${KEY}&limit=2${suffix}`)).json<Page>();
      const pageSize = page.items.length;
      expect(pageSize).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((c) => c.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.map((c) => c.id));
    expect(all[0]?.origem?.cidade).toBeTruthy();
  });

  it('pages past loads whose collection instants differ only in microseconds', async () => {
    const firstThree = (await board(`/quadro/carga/entregue?key=${KEY}&limit=3`)).json<Page>().items;
    expect(firstThree.length).toBe(3);
    // Written by SQL (not by JavaScript Dates), instants keep microseconds: same millisecond, three loads.
    const instants = [
      '2020-01-01T00:00:00.123999Z',
      '2020-01-01T00:00:00.123456Z',
      '2020-01-01T00:00:00.123457Z',
    ];
    for (const [index, card] of firstThree.entries()) {
      await t.database.db.execute(
        sql`update cargas set dh_coleta = ${instants[index]} where id = ${card.id}`,
      );
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 4; page += 1) {
      const suffix: string = cursor ? `&cursor=${cursor}` : '';
      const body: Page = (await board(`/quadro/carga/entregue?key=${KEY}&limit=1${suffix}`)).json<Page>();
      seen.push(...body.items.map((c) => c.id));
      cursor = body.nextCursor;
    }
    // In instant order, each once; the card itself shows milliseconds.
    expect(seen.slice(0, 3)).toEqual([firstThree[1]!.id, firstThree[2]!.id, firstThree[0]!.id]);
    expect(new Set(seen).size).toBe(4);
    const [card] = (await board(`/quadro/carga/entregue?key=${KEY}&limit=1`)).json<Page>().items;
    expect(card?.dhColeta).toBe('2020-01-01T00:00:00.123Z');
  });

  it('filters by free text (a city of the route)', async () => {
    const all = (await board(`/quadro/carga/aguardando-alocacao?key=${KEY}&limit=200`)).json<Page>().items;
    const city = all.find((c) => c.destino?.cidade)?.destino?.cidade;
    expect(city).toBeTruthy();
    const found = (
      await board(`/quadro/carga/aguardando-alocacao?key=${KEY}&query=${encodeURIComponent(city!)}`)
    ).json<Page>();
    expect(found.items.length).toBeGreaterThan(0);
    const foundCount = found.items.length;
    expect(foundCount).toBeLessThanOrEqual(all.length);
  });

  it('refuses a missing or wrong API key (401) and a missing session (401)', async () => {
    const missing = await board('/quadro/carga/entregue');
    expect(missing.statusCode).toBe(401);
    expect(missing.json().message).toBe(INVALID_API_KEY_MESSAGE);
    expect((await board('/quadro/carga/entregue?key=errada')).statusCode).toBe(401);
    expect((await board(`/quadro/carga/entregue?key=${KEY}`, {})).statusCode).toBe(401);
  });

  it('refuses bad input with pt-BR messages', async () => {
    expect((await board(`/quadro/carga/nao-existe?key=${KEY}`)).statusCode).toBe(400);
    const tooSmall = await board(`/quadro/carga/entregue?key=${KEY}&limit=0`);
    expect(tooSmall.statusCode).toBe(400);
    expect(tooSmall.json().messages).toEqual([`${rotuloDoCampo('limit')}: ${MESSAGES.minValue}1`]);
    const shortQuery = await board(`/quadro/carga/entregue?key=${KEY}&query=ab`);
    expect(shortQuery.statusCode).toBe(400);
    expect(shortQuery.json().messages).toContain(`${rotuloDoCampo('query')}: ${MESSAGES.minSearchLength}`);
    expect((await board(`/quadro/carga/entregue?key=${KEY}&cursor=lixo`)).statusCode).toBe(400);
  });

  it('never shows the carrier a shipper load not directed to it, nor another company’s unit', async () => {
    const carrier = await signInAs(t.app, 'admin@transportadora.demo');
    const adminCards = (await board(`/quadro/carga/aguardando-alocacao?key=${KEY}&limit=200`)).json<Page>()
      .items;
    const carrierPage = (
      await board(
        `/quadro/carga/aguardando-alocacao?key=${KEY}&limit=200`,
        carrier.naUnidade(carrier.units[0]!.id),
      )
    ).json<Page>();
    // The carrier sees the shipper's loads directed to it (visibilidade 2 for the shipper), no other.
    const directedToCarrier = adminCards.filter((c) => c.visibilidade === 2).map((c) => c.id);
    expect(carrierPage.items.length).toBeGreaterThan(0);
    for (const card of carrierPage.items) {
      expect(directedToCarrier).toContain(card.id);
      expect(card.visibilidade).toBe(99);
    }
    const foreignUnit = await board(`/quadro/carga/entregue?key=${KEY}`, carrier.naUnidade(units[0]!.id));
    expect(foreignUnit.statusCode).toBe(403);
  });
});

describe('the board card', () => {
  it('carries every field of the contract, nothing more', async () => {
    for (const grupo of ['aguardando-alocacao', 'em-andamento', 'entregue']) {
      const response = await board(`/quadro/carga/${grupo}?key=${KEY}&limit=200`);
      expect(ZQuadroCargaResponse.safeParse(response.json()).success).toBe(true);
      for (const card of response.json<Page>().items) {
        const parsed = ZCargaQuadroCard.strict().safeParse(card);
        expect(parsed.error?.issues ?? []).toEqual([]);
      }
    }
  });

  it('is written with plain JSON yet still documented by its schema in OpenAPI', async () => {
    const response = await board(`/quadro/carga/em-andamento?key=${KEY}&limit=3`);
    expect(response.headers['content-type']).toContain('application/json');
    expect(ZQuadroCargaResponse.strict().safeParse(response.json()).success).toBe(true);
    const doc = (await http.get('/api/docs/json')).json<{
      paths: Record<
        string,
        { get: { responses: Record<string, { content: Record<string, { schema: unknown }> }> } }
      >;
    }>();
    const documented = JSON.stringify(doc.paths['/api/frete/quadro/carga/{id}']?.get.responses['200']);
    for (const field of ['nextCursor', 'nomeDirecionador', 'qntNegociacoesEmAndamento', 'equipamentos']) {
      expect(documented).toContain(field);
    }
  });

  it('fills names, invoices, vehicle, driver and counters from the tables', async () => {
    const cards = (await board(`/quadro/carga/em-andamento?key=${KEY}&limit=200`)).json<Page>().items;
    const owner = await demo.owner(t.database.db, admin.ownerId);
    for (const card of cards) {
      const db = t.database.db;
      const carga = await colunasDaCarga(db, card.id, [
        'transportadoraEmpresaId',
        'veiculoId',
        'motoristaId',
        'contratacaoId',
        'contratacaoOwnerId',
      ]);
      const veiculo = carga.veiculoId ? await demo.veiculo(db, carga.veiculoId) : null;
      const motorista = carga.motoristaId ? await demo.motorista(db, carga.motoristaId) : null;
      const load = {
        empresa: carga.transportadoraEmpresaId
          ? (await demo.empresa(db, carga.transportadoraEmpresaId)).nome
          : null,
        placa: veiculo?.placa ?? null,
        frota: veiculo?.frota ?? null,
        motorista: motorista?.nome ?? null,
        cpf: motorista?.cpf ?? null,
        telefone: motorista?.telefone ?? null,
        contratacao_id: carga.contratacaoId,
        contratacao_owner_id: carga.contratacaoOwnerId,
      };
      const documentos = (await documentosDaCarga(db, card.id)).map((d) => ({ numero_nf: d.numeroNf }));
      const pontos = (await rotasDaCarga(db, card.id)).map((p) => ({ realizada: p.dhRealizada !== null }));
      expect(card.nomeDirecionador).toBe(owner?.nome);
      expect(card.nomeDirecionado).toBe(load?.empresa);
      expect(card.numerosNF.sort()).toEqual([...new Set(documentos.map((d) => d.numero_nf))].sort());
      expect(card.qntDocumentos).toBe(documentos.length);
      expect(card.qntEventos).toBe(pontos.length);
      expect(card.qntEventosRealizados).toBe(pontos.filter((p) => p.realizada).length);
      expect(card.qntEventosPlanejados).toBe(pontos.filter((p) => !p.realizada).length);
      expect(card.ownerCriadorDaCarga).toBe(true);
      expect(card.ocorrenciaId).toBeNull();
      expect(card.contratacaoId).toBe(load?.contratacao_id);
      expect(card.contratacaoOwnerId).toBe(load?.contratacao_owner_id);
      if (load?.placa) {
        expect(card.veiculo?.placa).toBe(formatPlate(load.placa));
        expect(card.veiculo?.equipamentos).toEqual([]);
        expect(card.veiculoContratadoFrota).toBe(load.frota);
        expect(card.motorista).toEqual({
          nome: load.motorista,
          documento: formatCpf(load.cpf),
          telefone: load.telefone,
        });
      } else {
        expect(card.veiculo).toBeNull();
        expect(card.veiculoContratadoFrota).toBe(false);
        expect(card.motorista).toBeNull();
      }
    }
    // Both kinds of vehicle are in the demo data: own fleet (contracted fleet) and a carrier's.
    expect(cards.some((c) => c.veiculoContratadoFrota)).toBe(true);
    expect(cards.some((c) => c.veiculo && !c.veiculoContratadoFrota)).toBe(true);
  });

  it('counts negotiations in progress and names the single directed carrier', async () => {
    const cards = (await board(`/quadro/carga/aguardando-alocacao?key=${KEY}&limit=200`)).json<Page>().items;
    const directed = cards.find((c) => c.visibilidade === 2)!;
    expect(directed.qntNegociacoesEmAndamento).toBe(1);
    expect(directed.nomeDirecionado).toBeTruthy();
    // Offered restrictedly to two carriers: two negotiations, no directed carrier.
    const offered = cards.find((c) => c.visibilidade === 1 && c.qntNegociacoesEmAndamento > 0)!;
    expect(offered.qntNegociacoesEmAndamento).toBe(2);
    expect(offered.nomeDirecionado).toBeNull();
    // Refused offers are no negotiation in progress.
    await t.database.db.execute(sql`update carga_ofertas set situacao = 4 where carga_id = ${offered.id}`);
    const after = (
      await board(`/quadro/carga/aguardando-alocacao?key=${KEY}&codigo=${offered.codigo}`)
    ).json<Page>();
    expect(after.items[0]?.qntNegociacoesEmAndamento).toBe(0);
    await t.database.db.execute(sql`update carga_ofertas set situacao = 1 where carga_id = ${offered.id}`);
  });

  it('tells whether the viewer’s company created the load (owner_criador_id, else owner_id)', async () => {
    const card = (await board(`/quadro/carga/entregue?key=${KEY}&limit=1`)).json<Page>().items[0]!;
    const carrier = { owner_id: (await demo.usuario(t.database.db, 'admin@transportadora.demo')).ownerId };
    const read = async () =>
      (await board(`/quadro/carga/entregue?key=${KEY}&codigo=${card.codigo}`)).json<Page>().items[0];
    await t.database.db.execute(
      sql`update cargas set owner_criador_id = ${carrier?.owner_id} where id = ${card.id}`,
    );
    expect((await read())?.ownerCriadorDaCarga).toBe(false);
    await t.database.db.execute(sql`update cargas set owner_criador_id = null where id = ${card.id}`);
    expect((await read())?.ownerCriadorDaCarga).toBe(true);
  });

  it('fills a page with one query, whatever its size (no N+1)', async () => {
    const calls: string[] = [];
    const repository = createQuadroRepository(t.database.db);
    const counted = new Proxy(repository, {
      get(target, name: keyof typeof repository) {
        const method = target[name];
        return (...args: unknown[]) => {
          calls.push(String(name));
          return (method as (...a: unknown[]) => unknown)(...args);
        };
      },
    });
    const service = createQuadroService({ db: t.database.db, repository: counted });
    const session = {
      ownerId: admin.ownerId,
      escopoUnidadeIds: units.map((u) => u.id),
      claims: { TipoEmpresa: TipoEmpresa.Embarcador },
    } as unknown as RequestSession;
    for (const limit of [1, 200]) {
      calls.length = 0;
      const page = await service.listGroup(session, 'entregue', ZQuadroCargaQuery.parse({ limit }));
      expect(ZQuadroCargaResponse.parse(JSON.parse(page.body.toString())).items.length).toBeGreaterThan(0);
      expect(calls).toEqual(['listPage']);
    }
  });
});

describe('QuadroService.getCards', () => {
  it('gives the board cards of the ids in their order, dropping what the viewer may not see', async () => {
    const session = {
      ownerId: admin.ownerId,
      escopoUnidadeIds: units.map((u) => u.id),
      claims: { TipoEmpresa: TipoEmpresa.Embarcador },
    } as unknown as RequestSession;
    const leitor = cardsOf(t.database.db);
    const boardCards = [
      ...(await board(`/quadro/carga/entregue?key=${KEY}&limit=2`)).json<Page>().items,
      ...(await board(`/quadro/carga/aguardando-alocacao?key=${KEY}&limit=2`)).json<Page>().items,
    ];
    expect(boardCards.length).toBe(4);
    // A cancelled load (situacao 5) is not on the board; another owner's load is not the viewer's.
    const [cancelled] = await demo.cargas(t.database.db, { ownerId: session.ownerId, situacao: 5 });
    const [foreign] = await demo.cargas(t.database.db, {
      ownerId: (await demo.usuario(t.database.db, 'trial@embarcador.demo')).ownerId,
    });
    expect(cancelled && foreign).toBeTruthy();
    const wanted = [
      boardCards[3]!.id,
      cancelled!.id,
      boardCards[0]!.id,
      foreign!.id,
      'não-é-um-id',
      boardCards[2]!.id,
      boardCards[1]!.id,
      boardCards[0]!.id,
    ];
    const cards = await leitor.getCards(session, wanted);
    expect(cards).toEqual([boardCards[3], boardCards[0], boardCards[2], boardCards[1]]);
    expect(await leitor.getCard(session, boardCards[2]!.id)).toEqual(boardCards[2]);
    expect(await leitor.getCard(session, cancelled!.id)).toBeNull();
    expect(await leitor.getCards(session, [])).toEqual([]);
  });
});

describe('GET /api/frete/carga/totalizadores/{x}', () => {
  it('counts the loads of the scope per situacao and per board group', async () => {
    const response = await board(`/carga/totalizadores/1?key=${KEY}`);
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      total: number;
      porSituacao: { situacao: number; quantidade: number }[];
      porGrupo: { grupo: string; quantidade: number }[];
    }>();
    expect(body.total).toBe(body.porSituacao.reduce((s, r) => s + r.quantidade, 0));
    expect(body.porSituacao.map((r) => r.situacao)).toEqual(
      expect.arrayContaining([1, 2, 3, 4, 5, 7, 8, 99]),
    );
    const delivered = (await board(`/quadro/carga/entregue?key=${KEY}&limit=200`)).json<Page>().items.length;
    expect(body.porGrupo.find((g) => g.grupo === 'entregue')?.quantidade).toBe(delivered);
  });

  it('answers 404 for a board type without loads totals', async () => {
    expect((await board(`/carga/totalizadores/4?key=${KEY}`)).statusCode).toBe(404);
  });
});

describe('access guard of the freight board', () => {
  it('requires BusinessUnitId (400 with the catalogue message), also when it is the empty GUID', async () => {
    const { businessunitid: _unit, businessunitfilter: _all, ...bare } = admin.headers;
    for (const headers of [bare, { ...bare, businessunitid: '00000000-0000-0000-0000-000000000000' }]) {
      const response = await board(`/carga/totalizadores/1?key=${KEY}`, headers);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(requiredMessage('BusinessUnitId'));
    }
  });

  it('refuses a user without the Cargas module (403)', async () => {
    const operador = await signInAs(t.app, 'operador@embarcador.demo');
    const unit = operador.units[0]!;
    const headers = operador.naUnidade(unit.id);
    expect((await board(`/carga/totalizadores/1?key=${KEY}`, headers)).statusCode).toBe(200);
    // Withhold the module from the operator (the user-administration issue will do it through the API).
    await negarModulos(t.database.db, 'operador@embarcador.demo', ['cargas']);
    const withoutModule = await signInAs(t.app, 'operador@embarcador.demo');
    const refused = await board(`/carga/totalizadores/1?key=${KEY}`, withoutModule.naUnidade(unit.id));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MESSAGES.forbidden);
  });
});

describe('GET /api/frete/chave', () => {
  it('gives a signed-in user with the Cargas module the key, without asking for it or for a unit', async () => {
    const { businessunitid: _unit, businessunitfilter: _all, ...bare } = admin.headers;
    const response = await http.get('/api/frete/chave', bare);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ key: KEY });
    // The key it gives opens the board.
    expect((await board(`/carga/totalizadores/1?key=${response.json().key}`)).statusCode).toBe(200);
  });

  it('refuses a caller without a session (401) and a user without the Cargas module (403)', async () => {
    const anonymous = await http.get(`/api/frete/chave?key=${KEY}`);
    expect(anonymous.statusCode).toBe(401);
    await negarModulos(t.database.db, 'admin@transportadora.demo', ['cargas']);
    const { bearer } = await signInAs(t.app, 'admin@transportadora.demo');
    const refused = await http.get('/api/frete/chave', bearer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MESSAGES.forbidden);
    expect(refused.body).not.toContain(KEY);
  });
});
