import {
  ETIQUETAS_MESSAGES,
  MINUTA_MESSAGES,
  OrigemCarga,
  PEDIDO_MESSAGES,
  SituacaoPedido,
  TipoFrete,
  TipoLotePedido,
  type TMinuta,
  type TPedido,
  type TPedidoCadastroInput,
} from '@embarca/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { criarVeiculo } from '../../../test/factories/frota';
import { sequencia } from '../../../test/factories/sequencia';
import { type Headers, type SignedIn, signInDemo } from '../../../test/factories/sessoes';
import { usarTestApp } from '../../../test/helpers/test-app';
import { cargaRotas, cargas, etiquetaImpressoes, minutas, pedidos, planosRota } from '../../db/schema';

/**
 * Load formation (issue 21) on a real database: every orders call of 02 §7 verbatim, the drafting rules of
 * §4 enforced by the API (the domain's function), occupation, suggestion, confirmation into loads
 * (origemCarga 4) and reverterFormacao; bad input 400 naming the field with nothing written, another
 * company's ids 404, a unit outside the user's 403.
 */
const t = usarTestApp();
let admin: SignedIn;
let operador: SignedIn;
let trial: SignedIn;
let matriz: string;
let curitiba: string;

const BASE = '/api/formacao';
const dia = (dias: number) => new Date(Date.now() + dias * 86_400_000).toISOString();

function call(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  headers: Headers,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url: `${BASE}${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const SAO_PAULO = { cidade: 'São Paulo', uf: 'SP', latitude: -23.5505, longitude: -46.6333 };
const CAMPINAS = { cidade: 'Campinas', uf: 'SP', latitude: -22.9056, longitude: -47.0608 };
const CURITIBA = { cidade: 'Curitiba', uf: 'PR', latitude: -25.4284, longitude: -49.2733 };
const RIO = { cidade: 'Rio de Janeiro', uf: 'RJ', latitude: -22.9068, longitude: -43.1729 };

type Extra = Record<string, unknown>;

function pedido(extra: Extra = {}): TPedidoCadastroInput {
  return {
    codigo: `T-${sequencia()}-${Math.random().toString(36).slice(2, 7)}`,
    tipoFrete: TipoFrete.CIF,
    dhColeta: dia(2),
    dhEntrega: dia(3),
    pesoTotal: 1000,
    cubagemTotal: 4,
    valorPedido: 10_000,
    quantidadeVolumes: 5,
    origem: { ...SAO_PAULO, nome: 'CD São Paulo' },
    destino: { ...CAMPINAS, nome: 'Cliente Campinas' },
    ...extra,
  } as TPedidoCadastroInput;
}

async function criarPedido(headers: Headers, extra: Extra = {}): Promise<TPedido> {
  const response = await call('POST', '/pedido', headers, pedido(extra));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().pedido;
}

async function novaMinuta(headers: Headers): Promise<TMinuta> {
  const response = await call('POST', '/minuta', headers);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const contarPedidos = async (ownerId: string) =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(pedidos)
      .where(eq(pedidos.ownerId, ownerId))
  )[0]!.n;

beforeAll(async () => {
  ({ admin, operador, trial } = await signInDemo(t.app, 'admin', 'operador', 'trial'));
  matriz = admin.unidade('Matriz São Paulo');
  curitiba = admin.unidade('CD Curitiba');
});

describe('orders: POST/PUT/GET/DELETE /pedido', () => {
  it('creates an order in the selected unit, geocodes a city without coordinates and flags it', async () => {
    const headers = admin.naUnidade(matriz);
    const criado = await criarPedido(headers, {
      destino: { cidade: 'Curitiba', uf: 'pr', nome: 'Cliente Curitiba' },
    });
    expect(criado).toMatchObject({
      unidadeNegocioId: matriz,
      situacao: SituacaoPedido.Aberto,
      destino: { cidade: 'Curitiba', uf: 'PR', coordenadasAproximadas: true },
      origem: { coordenadasAproximadas: false, latitude: SAO_PAULO.latitude },
    });
    expect(criado.destino.latitude).toBeCloseTo(-25.4, 0);
    const lido = await call('GET', `/pedido/${criado.id}`, headers);
    expect(lido.json()).toEqual(criado);
  });

  it('refuses bad input naming the field and writes nothing', async () => {
    const antes = await contarPedidos(admin.ownerId);
    const semCidade = await call(
      'POST',
      '/pedido',
      admin.naUnidade(matriz),
      pedido({ destino: { cidade: '', uf: 'SP' } as never }),
    );
    expect(semCidade.statusCode).toBe(400);
    expect(semCidade.json().messages).toContain('Cidade de destino é obrigatória!');
    const semTipo = await call(
      'POST',
      '/pedido',
      admin.naUnidade(matriz),
      pedido({ tipoFrete: undefined as never }),
    );
    expect(semTipo.json().message).toBe('Tipo de frete é obrigatório!');
    const cidadeDesconhecida = await call(
      'POST',
      '/pedido',
      admin.naUnidade(matriz),
      pedido({ destino: { cidade: 'Xyzópolis', uf: 'SP' } as never }),
    );
    expect(cidadeDesconhecida.statusCode).toBe(400);
    expect(cidadeDesconhecida.json().message).toBe(PEDIDO_MESSAGES.cidadeDesconhecida('Xyzópolis', 'SP'));
    const pesoNegativo = await call('POST', '/pedido', admin.naUnidade(matriz), pedido({ pesoTotal: -1 }));
    expect(pesoNegativo.json().message).toContain('Peso total');
    const redespacho = await call(
      'POST',
      '/pedido',
      admin.naUnidade(matriz),
      pedido({ possuiRedespacho: true }),
    );
    expect(redespacho.json().message).toBe(PEDIDO_MESSAGES.redespachoSemLocalidade);
    expect(await contarPedidos(admin.ownerId)).toBe(antes);
  });

  it('keeps codes unique per company (409) and edits an open order', async () => {
    const headers = admin.naUnidade(matriz);
    const a = await criarPedido(headers);
    const repetido = await call('POST', '/pedido', headers, pedido({ codigo: a.codigo }));
    expect(repetido.statusCode).toBe(409);
    expect(repetido.json().message).toBe(PEDIDO_MESSAGES.codigoEmUso);
    const editado = await call(
      'PUT',
      `/pedido/${a.id}`,
      headers,
      pedido({ codigo: a.codigo, pesoTotal: 2500 }),
    );
    expect(editado.statusCode, editado.body).toBe(200);
    expect(editado.json().pedido.pesoTotal).toBe(2500);
  });

  it('deletes one, deletes many with per-item failures, activates and deactivates', async () => {
    const headers = admin.naUnidade(matriz);
    const [a, b, c] = [await criarPedido(headers), await criarPedido(headers), await criarPedido(headers)];
    const minuta = await novaMinuta(headers);
    expect((await call('POST', `/minuta/${minuta.id}/pedido/${c.id}`, headers)).statusCode).toBe(200);
    expect((await call('DELETE', `/pedido/${a.id}`, headers)).json().message).toBe(PEDIDO_MESSAGES.excluido);
    const alheio = await criarPedido(trial.naUnidade(trial.units[0]!.id));
    const varios = await call('POST', '/pedido/delete-many', headers, { ids: [b.id, c.id, alheio.id] });
    expect(varios.statusCode).toBe(200);
    expect(varios.json()).toMatchObject({
      excluidos: [b.id],
      falhas: [
        { id: c.id, codigo: c.codigo, message: PEDIDO_MESSAGES.emMinuta },
        { id: alheio.id, codigo: null },
      ],
    });
    const d = await criarPedido(headers);
    const desativado = await call('PUT', `/pedido/${d.id}/desativar`, headers, { id: d.id });
    expect(desativado.json().pedido).toMatchObject({ ativo: false, situacao: SituacaoPedido.Inativo });
    const ativado = await call('PUT', `/pedido/${d.id}/ativar`, headers, { id: d.id });
    expect(ativado.json().pedido).toMatchObject({ ativo: true, situacao: SituacaoPedido.Aberto });
    // An order in a draft cannot be edited or deactivated (409), and nothing changes.
    const preso = await call('PUT', `/pedido/${c.id}/desativar`, headers, { id: c.id });
    expect(preso.statusCode).toBe(409);
    expect((await call('GET', `/pedido/${c.id}`, headers)).json().ativo).toBe(true);
  });

  it('moves an order to another unit of the user; a unit outside the user is 403', async () => {
    const a = await criarPedido(admin.naUnidade(matriz));
    const movido = await call(
      'PATCH',
      `/pedido/${a.id}/alterar-unidade/${curitiba}`,
      admin.naUnidade(matriz),
    );
    expect(movido.statusCode, movido.body).toBe(200);
    expect(movido.json().pedido.unidadeNegocioId).toBe(curitiba);
    // The operador has Matriz and Campinas, not Curitiba: the order there is out of reach (403).
    const fora = await call('GET', `/pedido/${a.id}`, operador.naUnidade(operador.units[0]!.id));
    expect(fora.statusCode).toBe(403);
    const b = await criarPedido(operador.naUnidade(matriz));
    const paraFora = await call(
      'PATCH',
      `/pedido/${b.id}/alterar-unidade/${curitiba}`,
      operador.naUnidade(matriz),
    );
    expect(paraFora.statusCode).toBe(403);
    expect((await call('GET', `/pedido/${b.id}`, operador.naUnidade(matriz))).json().unidadeNegocioId).toBe(
      matriz,
    );
  });

  it('answers 404 for another company order on every call', async () => {
    const alheio = await criarPedido(trial.naUnidade(trial.units[0]!.id));
    const headers = admin.naUnidade(matriz);
    for (const [method, url, payload] of [
      ['GET', `/pedido/${alheio.id}`],
      ['PUT', `/pedido/${alheio.id}`, pedido()],
      ['DELETE', `/pedido/${alheio.id}`],
      ['POST', `/pedido/${alheio.id}/subdivisao`, { pesoTotal: 1 }],
      ['PUT', `/pedido/${alheio.id}/ativar`, { id: alheio.id }],
      ['PATCH', `/pedido/${alheio.id}/alterar-unidade/${matriz}`],
      ['GET', `/pedido/${alheio.id}/caracteristica-utilizada`],
      ['GET', `/pedido/lote/${alheio.id}/totalizadores`],
      ['POST', `/minuta/${(await novaMinuta(headers)).id}/pedido/${alheio.id}`],
    ] as const) {
      const response = await call(method, url, headers, payload);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
    }
    expect((await call('GET', `/pedido/${alheio.id}`, trial.naUnidade(trial.units[0]!.id))).statusCode).toBe(
      200,
    );
  });
});

describe('orders: searches and totals', () => {
  it('POST /pedido/search filters, sorts and pages; dates are DD/MM/YYYY', async () => {
    const headers = admin.naUnidade(matriz);
    const chave = `BUSCA${sequencia()}`;
    await criarPedido(headers, { codigo: `${chave}-1`, pesoTotal: 300, tipoFrete: TipoFrete.FOB });
    await criarPedido(headers, { codigo: `${chave}-2`, pesoTotal: 100 });
    await criarPedido(headers, { codigo: `${chave}-3`, pesoTotal: 200 });
    const pagina = await call('POST', '/pedido/search', headers, {
      query: chave,
      ordem: 'pesoTotal',
      direcao: 0,
      qtdItem: 2,
      page: 1,
    });
    expect(pagina.statusCode, pagina.body).toBe(200);
    expect(pagina.json()).toMatchObject({ total: 3, page: 1, qtdItem: 2 });
    expect(pagina.json().items.map((p: TPedido) => p.pesoTotal)).toEqual([100, 200]);
    const fob = await call('POST', '/pedido/search', headers, { query: chave, tiposFrete: [TipoFrete.FOB] });
    expect(fob.json().total).toBe(1);
    const hoje = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    const noPeriodo = await call('POST', '/pedido/search', headers, {
      query: chave,
      dataIni: hoje,
      dataFim: hoje,
    });
    expect(noPeriodo.json().total).toBe(3);
    const dataRuim = await call('POST', '/pedido/search', headers, { dataIni: '2026-01-01' });
    expect(dataRuim.statusCode).toBe(400);
    expect(dataRuim.json().message).toBe('Data inicial: Informe uma data válida.');
    const listar = await call(
      'GET',
      `/pedido/listar?terms=${chave}&dataIni=${encodeURIComponent(hoje)}&tipoFiltroData=dhCriacaoPedido`,
      headers,
    );
    expect(listar.statusCode, listar.body).toBe(200);
    expect(listar.json().total).toBe(3);
    const semEmpresa = await call('GET', `/pedido/listar?terms=${chave}&apenasComEmpresa=true`, headers);
    expect(semEmpresa.json().total).toBe(0);
  });

  it('totals per unit by situation, and a lot with its subdivisions', async () => {
    const headers = admin.naUnidade(matriz);
    const lote = await criarPedido(headers, {
      tipoLote: TipoLotePedido.Lote,
      pesoTotal: 30_000,
      valorPedido: 90_000,
    });
    const sub = await call('POST', `/pedido/${lote.id}/subdivisao`, headers, {
      pesoTotal: 12_000,
      valorPedido: 36_000,
    });
    expect(sub.statusCode, sub.body).toBe(201);
    expect(sub.json().pedido).toMatchObject({
      pedidoOrigemId: lote.id,
      tipoLote: null,
      pesoTotal: 12_000,
      codigo: `${lote.codigo}-1`,
    });
    const totais = await call('GET', `/pedido/lote/${lote.id}/totalizadores`, headers);
    expect(totais.json()).toMatchObject({
      subdivisoes: { pedidos: 1, pesoTotal: 12_000, valorTotal: 36_000 },
      emCarga: { pedidos: 0 },
      saldo: { pesoTotal: 30_000 },
    });
    const porUnidade = await call('GET', '/pedido/totalizador/unidade-negocio', admin.headers);
    expect(porUnidade.statusCode, porUnidade.body).toBe(200);
    const daMatriz = porUnidade
      .json()
      .find((u: { unidadeNegocioId: string }) => u.unidadeNegocioId === matriz);
    expect(daMatriz.abertos.pedidos).toBeGreaterThan(0);
    expect(
      porUnidade
        .json()
        .map((u: { unidadeNegocioId: string }) => u.unidadeNegocioId)
        .sort(),
    ).toEqual(admin.units.map((u) => u.id).sort());
  });

  it('subdivides an open order: the part moves, the original keeps the rest; more than it holds is refused', async () => {
    const headers = admin.naUnidade(matriz);
    const original = await criarPedido(headers, { pesoTotal: 1000, quantidadeVolumes: 10 });
    const demais = await call('POST', `/pedido/${original.id}/subdivisao`, headers, { pesoTotal: 1000 });
    expect(demais.statusCode).toBe(400);
    expect(demais.json().message).toBe(PEDIDO_MESSAGES.subdivisaoExcede('Peso total'));
    const vazia = await call('POST', `/pedido/${original.id}/subdivisao`, headers, {});
    expect(vazia.json().message).toBe(`Peso total: ${PEDIDO_MESSAGES.subdivisaoVazia}`);
    const parte = await call('POST', `/pedido/${original.id}/subdivisao`, headers, {
      pesoTotal: 400,
      quantidadeVolumes: 4,
    });
    expect(parte.json().pedido).toMatchObject({
      pesoTotal: 400,
      quantidadeVolumes: 4,
      pedidoOrigemId: original.id,
    });
    expect((await call('GET', `/pedido/${original.id}`, headers)).json()).toMatchObject({
      pesoTotal: 600,
      quantidadeVolumes: 6,
    });
  });

  it('GET /pedido/{id}/caracteristica-utilizada answers the order characteristic or null', async () => {
    const a = await criarPedido(admin.naUnidade(matriz));
    const response = await call('GET', `/pedido/${a.id}/caracteristica-utilizada`, admin.naUnidade(matriz));
    expect(response.json()).toEqual({ caracteristica: null });
  });
});

describe('drafts: the drafting rules of 02 §4, enforced by the API', () => {
  it('links with the next sort order and the draft freight type; refuses each rule with its message', async () => {
    const headers = admin.naUnidade(matriz);
    const minuta = await novaMinuta(headers);
    const a = await criarPedido(headers, { tipoFrete: TipoFrete.CIF });
    const b = await criarPedido(headers, { tipoFrete: TipoFrete.FOBDirigido, destino: { ...CURITIBA } });
    let resposta = await call('POST', `/minuta/${minuta.id}/pedido/${a.id}`, headers);
    expect(resposta.statusCode, resposta.body).toBe(200);
    resposta = await call('POST', `/minuta/${minuta.id}/pedido/${b.id}`, headers);
    const lida: TMinuta = resposta.json();
    expect(lida.tipoFrete).toBe(TipoFrete.CIF);
    expect(lida.pedidos.map((p) => [p.id, p.ordenacaoMinuta, p.tipoFrete])).toEqual([
      [a.id, 1, TipoFrete.CIF],
      [b.id, 2, TipoFrete.CIF],
    ]);
    const casos: [Extra, string][] = [
      [{ tipoFrete: TipoFrete.FOB }, MINUTA_MESSAGES.tipoFreteIncompativel],
      [
        { origem: { ...RIO }, destino: { ...CURITIBA, latitude: -25.5 } },
        MINUTA_MESSAGES.origemDestinoDiferente,
      ],
      [{ dhColeta: null }, MINUTA_MESSAGES.semDataColeta],
      [{ tipoLote: TipoLotePedido.Lote }, MINUTA_MESSAGES.lote],
      [
        {
          possuiRedespacho: true,
          localidadeRedespacho: { cidade: 'Campinas', uf: 'SP', latitude: null, longitude: null },
        },
        '',
      ],
    ];
    for (const [extra, mensagem] of casos) {
      const c = await criarPedido(headers, extra);
      const recusa = await call('POST', `/minuta/${minuta.id}/pedido/${c.id}`, headers);
      if (mensagem === '') {
        // A redispatch locality given by city is geocoded: it has coordinates, so the rule lets it in.
        expect(recusa.statusCode).toBe(200);
        continue;
      }
      expect({ status: recusa.statusCode, message: recusa.json().message }).toEqual({
        status: 400,
        message: mensagem,
      });
      expect((await call('GET', `/pedido/${c.id}`, headers)).json().minutaId).toBeNull();
    }
  });

  it('numbers drafts created at the same time one after another', async () => {
    const headers = admin.naUnidade(matriz);
    const criadas = await Promise.all(Array.from({ length: 5 }, () => call('POST', '/minuta', headers)));
    expect(criadas.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const numeros = criadas.map((r) => r.json().numero as number);
    expect(new Set(numeros).size).toBe(5);
    for (const r of criadas) await call('DELETE', `/minuta/${r.json().id}`, headers);
  });

  it('moves an order between drafts, unlinks, reorders, groups, clears and removes', async () => {
    const headers = admin.naUnidade(matriz);
    const m1 = await novaMinuta(headers);
    const m2 = await novaMinuta(headers);
    const [a, b, c] = [await criarPedido(headers), await criarPedido(headers), await criarPedido(headers)];
    for (const p of [a, b, c]) await call('POST', `/minuta/${m1.id}/pedido/${p.id}`, headers);
    const movido = await call('POST', `/minuta/${m2.id}/pedido/${a.id}`, headers);
    expect(movido.json().pedidos.map((p: TPedido) => p.id)).toEqual([a.id]);
    const origem: TMinuta = (await call('GET', `/minuta/${m1.id}`, headers)).json();
    expect(origem.pedidos.map((p) => [p.id, p.ordenacaoMinuta])).toEqual([
      [b.id, 1],
      [c.id, 2],
    ]);
    const reordenada = await call('PUT', `/minuta/${m1.id}/ordenacao`, headers, { pedidoIds: [c.id, b.id] });
    expect(reordenada.json().pedidos.map((p: TPedido) => p.id)).toEqual([c.id, b.id]);
    const incompleta = await call('PUT', `/minuta/${m1.id}/ordenacao`, headers, { pedidoIds: [c.id] });
    expect(incompleta.json().message).toBe(PEDIDO_MESSAGES.ordenacaoIncompleta);
    const agrupada = await call('POST', `/minuta/${m1.id}/agrupar`, headers, {
      pedidoIds: [b.id, c.id],
      agrupador: 'G1',
    });
    expect(agrupada.json().pedidosAgrupados).toEqual([
      { agrupador: 'G1', pedidoIds: [c.id, b.id], pesoTotal: 2000 },
    ]);
    const desvinculada = await call('DELETE', `/minuta/${m1.id}/pedido/${c.id}`, headers);
    expect(desvinculada.json().pedidos.map((p: TPedido) => [p.id, p.ordenacaoMinuta])).toEqual([[b.id, 1]]);
    const limpa = await call('POST', `/minuta/${m1.id}/limpar`, headers);
    expect(limpa.json()).toMatchObject({ pedidos: [], tipoFrete: null });
    expect((await call('DELETE', `/minuta/${m2.id}`, headers)).json().message).toBe(
      PEDIDO_MESSAGES.minutaRemovida,
    );
    expect((await call('GET', `/pedido/${a.id}`, headers)).json()).toMatchObject({
      minutaId: null,
      situacao: SituacaoPedido.Aberto,
    });
    expect((await call('GET', `/minuta/${m2.id}`, headers)).statusCode).toBe(404);
  });

  it('a vehicle set gives the occupation; over 100 % by weight is refused, the draft unchanged', async () => {
    const headers = admin.naUnidade(matriz);
    const veiculo = await criarVeiculo(t.database.db, {
      ownerId: admin.ownerId,
      capacidadeKg: '2000',
      capacidadeM3: '20',
    });
    const minuta = await novaMinuta(headers);
    const a = await criarPedido(headers, { pesoTotal: 1500, cubagemTotal: 5 });
    await call('POST', `/minuta/${minuta.id}/pedido/${a.id}`, headers);
    const comVeiculo = await call('PUT', `/minuta/${minuta.id}`, headers, { veiculoConjuntoId: veiculo.id });
    expect(comVeiculo.statusCode, comVeiculo.body).toBe(200);
    expect(comVeiculo.json()).toMatchObject({
      ocupacaoPeso: 0.75,
      ocupacaoCubagem: 0.25,
      capacidadePesoKg: 2000,
    });
    const b = await criarPedido(headers, { pesoTotal: 600 });
    const excede = await call('POST', `/minuta/${minuta.id}/pedido/${b.id}`, headers);
    expect(excede.statusCode).toBe(400);
    expect(excede.json().message).toMatch(/ocupação por peso/);
    expect((await call('GET', `/minuta/${minuta.id}`, headers)).json().pedidos).toHaveLength(1);
    const menor = await criarVeiculo(t.database.db, {
      ownerId: admin.ownerId,
      capacidadeKg: '1000',
      capacidadeM3: '20',
    });
    const troca = await call('PUT', `/minuta/${minuta.id}`, headers, { veiculoConjuntoId: menor.id });
    expect(troca.statusCode).toBe(400);
    expect((await call('GET', `/minuta/${minuta.id}`, headers)).json().veiculoConjuntoId).toBe(veiculo.id);
    const alheio = await criarVeiculo(t.database.db, { ownerId: trial.ownerId });
    const deOutro = await call('PUT', `/minuta/${minuta.id}`, headers, { veiculoConjuntoId: alheio.id });
    expect(deOutro.json().message).toBe(PEDIDO_MESSAGES.veiculoInvalido);
    const tabelaInexistente = await call('PUT', `/minuta/${minuta.id}`, headers, {
      tabelaFreteId: '00000000-0000-4000-8000-000000000001',
    });
    expect(tabelaInexistente.json().message).toBe(PEDIDO_MESSAGES.tabelaIndisponivel);
  });

  it('suggests drafts by the rules and the capacity, and lists what was left out', async () => {
    const headers = admin.naUnidade(curitiba);
    const base = { origem: { ...CURITIBA }, destino: { ...SAO_PAULO } };
    const ids = [
      (await criarPedido(headers, { ...base, pesoTotal: 6000 })).id,
      (await criarPedido(headers, { ...base, pesoTotal: 5000 })).id,
      (await criarPedido(headers, { ...base, pesoTotal: 4000, tipoFrete: TipoFrete.FOB })).id,
      (await criarPedido(headers, { ...base, pesoTotal: 3000, dhColeta: null })).id,
    ];
    const sugestao = await call('POST', '/minuta/sugerir', headers, {
      pedidoIds: ids,
      capacidadePesoKg: 10_000,
    });
    expect(sugestao.statusCode, sugestao.body).toBe(201);
    const corpo = sugestao.json();
    expect(corpo.minutas).toHaveLength(3);
    expect(corpo.minutas.every((m: TMinuta) => m.pesoTotal <= 10_000)).toBe(true);
    expect(corpo.naoAgrupados).toEqual([
      { pedidoId: ids[3], codigo: expect.any(String), motivos: [MINUTA_MESSAGES.semDataColeta] },
    ]);
    for (const m of corpo.minutas as TMinuta[]) await call('DELETE', `/minuta/${m.id}`, headers);
  });
});

describe('confirming drafts into loads, and reverterFormacao', () => {
  it('writes one load per draft (origemCarga 4) with its route, links the orders; deactivating with reverterFormacao returns them', async () => {
    const headers = admin.naUnidade(matriz);
    const minuta = await novaMinuta(headers);
    const a = await criarPedido(headers, { destino: { ...CAMPINAS, nome: 'Cliente A' } });
    const b = await criarPedido(headers, { destino: { ...CURITIBA, nome: 'Cliente B' }, dhEntrega: dia(4) });
    await call('POST', `/minuta/${minuta.id}/pedido/${a.id}`, headers);
    await call('POST', `/minuta/${minuta.id}/pedido/${b.id}`, headers);
    const vazia = await novaMinuta(headers);
    const recusa = await call('POST', '/minuta/confirmar', headers, { minutaIds: [minuta.id, vazia.id] });
    expect(recusa.statusCode).toBe(400);
    expect(recusa.json().message).toBe(PEDIDO_MESSAGES.minutaVazia(vazia.numero));
    expect((await call('GET', `/pedido/${a.id}`, headers)).json().cargaId).toBeNull();

    const confirmacao = await call('POST', '/minuta/confirmar', headers, { minutaIds: [minuta.id] });
    expect(confirmacao.statusCode, confirmacao.body).toBe(201);
    const [formada] = confirmacao.json().cargas;
    expect(formada).toMatchObject({
      minutaId: minuta.id,
      pedidos: 2,
      pesoTotal: 2000,
      origem: 'São Paulo/SP',
      destino: 'Curitiba/PR',
    });
    const [carga] = await t.database.db.select().from(cargas).where(eq(cargas.id, formada.cargaId));
    expect(carga).toMatchObject({
      origemCarga: OrigemCarga.FormadorCargas,
      unidadeNegocioId: matriz,
      peso: '2000.000',
    });
    const rota = await t.database.db
      .select()
      .from(cargaRotas)
      .where(eq(cargaRotas.cargaId, formada.cargaId))
      .orderBy(cargaRotas.ordem);
    expect(rota.map((p) => p.cidade)).toEqual(['São Paulo', 'Campinas', 'Curitiba']);
    const daCarga = await call('GET', `/pedido/carga/${formada.cargaId}`, headers);
    expect(
      daCarga
        .json()
        .map((p: TPedido) => p.id)
        .sort(),
    ).toEqual([a.id, b.id].sort());
    expect((await call('GET', `/minuta/${minuta.id}`, headers)).statusCode).toBe(404);
    expect((await call('DELETE', `/pedido/${a.id}`, headers)).json().message).toBe(
      PEDIDO_MESSAGES.excluirEmCarga,
    );
    // Another company does not read the load's orders.
    expect(
      (await call('GET', `/pedido/carga/${formada.cargaId}`, trial.naUnidade(trial.units[0]!.id))).statusCode,
    ).toBe(404);

    const desativar = await t.app.inject({
      method: 'POST',
      url: `/api/carga-mongo/${formada.cargaId}/desativar`,
      headers: admin.headers,
      payload: { motivoId: 3, ofertaCargaId: formada.cargaId, reverterFormacao: true, desativarLote: false },
    });
    expect(desativar.statusCode, desativar.body).toBe(200);
    const devolvidos = await t.database.db
      .select()
      .from(pedidos)
      .where(inArray(pedidos.id, [a.id, b.id]));
    expect(devolvidos.every((p) => p.cargaId === null && p.minutaId === null)).toBe(true);
    await t.database.db.delete(minutas).where(eq(minutas.id, vazia.id));
  });
});

describe('POST /pedido/xlsx', () => {
  async function planilha(linhas: (string | number | null)[][], cabecalho?: string[]): Promise<Buffer> {
    const header = cabecalho ?? [
      'Código',
      'Tipo de frete',
      'Data de coleta',
      'Peso (kg)',
      'Cidade origem',
      'UF origem',
      'Cidade destino',
      'UF destino',
    ];
    const cell = (value: string | number | null) =>
      value === null ? null : typeof value === 'number' ? { value, type: Number } : { value, type: String };
    return writeXlsxFile(
      [{ sheet: 'Dados', data: [header.map(cell), ...linhas.map((row) => row.map(cell))] }] as never,
      {},
    ).toBuffer();
  }
  function enviar(arquivo: Buffer, confirmar: boolean) {
    const boundary = '----formacao';
    const corpo = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="pedidos.xlsx"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`,
      ),
      arquivo,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t.app.inject({
      method: 'POST',
      url: `${BASE}/pedido/xlsx?confirmar=${confirmar}`,
      headers: { ...admin.naUnidade(matriz), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: corpo,
    });
  }

  it('previews with per-row pt-BR errors, refuses the whole file while any row is bad, imports all or nothing', async () => {
    const chave = `XL${sequencia()}`;
    const antes = await contarPedidos(admin.ownerId);
    const ruim = await planilha([
      [`${chave}-1`, 'CIF', '10/12/2030 08:00', 1000, 'São Paulo', 'SP', 'Campinas', 'SP'],
      [`${chave}-2`, 'XYZ', '31/02/2030', 'abc', 'São Paulo', 'SP', 'Campinas', 'SP'],
      [`${chave}-1`, 'FOB', null, 50, 'São Paulo', 'SP', 'Nowhere', 'SP'],
    ]);
    const previa = await enviar(ruim, false);
    expect(previa.statusCode, previa.body).toBe(200);
    const linhas = previa.json().linhas;
    expect(linhas[0]).toMatchObject({ linha: 2, erros: [], coordenadasAproximadas: true });
    expect(linhas[1].erros).toEqual(
      expect.arrayContaining([
        'Tipo de frete: Informe um valor válido.',
        'Data de coleta: Informe uma data válida.',
      ]),
    );
    expect(linhas[2].erros).toContain(PEDIDO_MESSAGES.codigoEmUso);
    const recusa = await enviar(ruim, true);
    expect(recusa.statusCode).toBe(400);
    expect(recusa.json().message).toMatch(/^Linha 3: /);
    expect(await contarPedidos(admin.ownerId)).toBe(antes);

    const boa = await planilha([
      [`${chave}-A`, 'CIF', '10/12/2030 08:00', 1000, 'São Paulo', 'SP', 'Campinas', 'SP'],
      [`${chave}-B`, 'FOB Dirigido', '10/12/2030', '1.500,5', 'São Paulo', 'SP', 'Curitiba', 'PR'],
    ]);
    const importada = await enviar(boa, true);
    expect(importada.statusCode, importada.body).toBe(200);
    expect(importada.json().importados).toBe(2);
    expect(await contarPedidos(admin.ownerId)).toBe(antes + 2);
    const busca = await call('POST', '/pedido/search', admin.naUnidade(matriz), { query: `${chave}-B` });
    expect(busca.json().items[0]).toMatchObject({ pesoTotal: 1500.5, tipoFrete: TipoFrete.FOBDirigido });
  });

  it('refuses a sheet without the required columns, naming them', async () => {
    const arquivo = await planilha([['X', 'CIF']], ['Código', 'Tipo de frete']);
    const response = await enviar(arquivo, false);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      "A planilha não tem as colunas 'Cidade origem', 'UF origem', 'Cidade destino', 'UF destino'.",
    );
  });
});

describe('the sheet shipped with the demo data', () => {
  it('previews its 50 orders without a problem', async () => {
    const { readFile } = await import('node:fs/promises');
    const { findRepoRoot } = await import('../../lib/repo-root');
    const { PLANILHA_PEDIDOS_DEMO } = await import('../../seed/gerar-planilha-pedidos-demo');
    const arquivo = await readFile(`${findRepoRoot(process.cwd())}/${PLANILHA_PEDIDOS_DEMO}`);
    const boundary = '----demo';
    const response = await t.app.inject({
      method: 'POST',
      url: `${BASE}/pedido/xlsx?confirmar=false`,
      headers: { ...admin.naUnidade(matriz), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="pedidos.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        arquivo,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(response.statusCode, response.body).toBe(200);
    const linhas = response.json().linhas as { codigo: string; erros: string[] }[];
    expect(linhas).toHaveLength(50);
    expect(linhas.filter((l) => l.erros.length > 0)).toEqual([]);
    expect(linhas[0]?.codigo).toBe('DEMO-IMP-001');
  });
});

describe('bad input on the drafts, the planner and the labels: 400 in pt-BR, nothing written', () => {
  const contar = async (tabela: typeof minutas | typeof planosRota | typeof etiquetaImpressoes) =>
    (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(tabela))[0]!.n;

  it('refuses a confirmation without drafts and a suggestion with a negative capacity', async () => {
    const headers = admin.naUnidade(matriz);
    const antes = await contar(minutas);
    const vazio = await call('POST', '/minuta/confirmar', headers, { minutaIds: [] });
    expect(vazio.statusCode).toBe(400);
    expect(vazio.json().message).toContain(PEDIDO_MESSAGES.selecioneUmaMinuta);
    const negativa = await call('POST', '/minuta/sugerir', headers, { capacidadePesoKg: -1 });
    expect(negativa.statusCode).toBe(400);
    expect(negativa.json().message).toContain('Capacidade de peso');
    expect(await contar(minutas)).toBe(antes);
  });

  it('refuses a plan without stops, with a bad latitude, or whose result is not the plan of its request', async () => {
    const headers = admin.naUnidade(matriz);
    const semParadas = await call('POST', '/roteirizador/planejar', headers, {
      deposito: { latitude: -23.5, longitude: -46.6 },
      paradas: [],
      veiculos: [{}],
    });
    expect(semParadas.statusCode).toBe(400);
    expect(semParadas.json().message).toMatch(/parada/i);
    const latitude = await call('POST', '/roteirizador/planejar', headers, {
      deposito: { latitude: 123, longitude: -46.6 },
      paradas: [{ id: 'a', latitude: -22.9, longitude: -47.06 }],
      veiculos: [{}],
    });
    expect(latitude.statusCode).toBe(400);
    expect(latitude.json().message).toContain('Latitude');
    const antes = await contar(planosRota);
    const entrada = {
      deposito: { latitude: -23.5, longitude: -46.6 },
      paradas: [{ id: 'a', latitude: -22.9, longitude: -47.06 }],
      veiculos: [{ nome: 'V1' }],
    };
    const resultado = (await call('POST', '/roteirizador/planejar', headers, entrada)).json();
    const trocado = {
      ...resultado,
      rotas: resultado.rotas.map((rota: { paradas: { id: string }[] }) => ({
        ...rota,
        paradas: rota.paradas.map((p) => ({ ...p, id: 'outra' })),
      })),
    };
    const salvo = await call('POST', '/roteirizador/planos', headers, {
      nome: 'X',
      entrada,
      resultado: trocado,
    });
    expect(salvo.statusCode).toBe(400);
    expect(salvo.json().message).toBe('Resultado: as paradas não correspondem à roteirização.');
    const semNome = await call('POST', '/roteirizador/planos', headers, { nome: '', entrada, resultado });
    expect(semNome.statusCode).toBe(400);
    expect(semNome.json().message).toContain('Nome do plano');
    expect(await contar(planosRota)).toBe(antes);
  });

  it('refuses a label print without orders or loads, or in an unknown format', async () => {
    const headers = admin.naUnidade(matriz);
    const antes = await contar(etiquetaImpressoes);
    const nada = await call('POST', '/etiquetas/impressao', headers, {
      pedidoIds: [],
      cargaIds: [],
      formato: 'zpl',
    });
    expect(nada.statusCode).toBe(400);
    expect(nada.json().message).toContain(ETIQUETAS_MESSAGES.selecioneAoMenosUm);
    const a = await criarPedido(headers);
    const formato = await call('POST', '/etiquetas/impressao', headers, {
      pedidoIds: [a.id],
      formato: 'png',
    });
    expect(formato.statusCode).toBe(400);
    expect(await contar(etiquetaImpressoes)).toBe(antes);
    const ok = await call('POST', '/etiquetas/impressao', headers, { pedidoIds: [a.id], formato: 'zpl' });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().etiquetas).toHaveLength(5);
    expect(await contar(etiquetaImpressoes)).toBe(antes + 1);
  });
});
