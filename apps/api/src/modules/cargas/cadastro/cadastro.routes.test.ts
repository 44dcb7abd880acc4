import {
  CADASTRO_CARGA_MESSAGES,
  CARGA_ACAO_MESSAGES,
  COLUMN_MAX,
  MESSAGES,
  requiredMessage,
  rotuloDoCampo,
  type TCadastroCargaInput,
  type TDadosEdicaoCarga,
  UF_INVALIDA,
  valoresDoCadastro,
  ZCadastroCarga,
  ZDadosEdicaoCarga,
} from '@embarca/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cadastroDeCarga } from '../../../../test/factories/cadastro';
import * as demo from '../../../../test/factories/demo';
import { signInDemo } from '../../../../test/factories/sessoes';
import { criarCaracteristica } from '../../../../test/factories/tipos';
import {
  ativarEmpresa,
  colunasDaCarga,
  contadorDeCargas,
  documentosDaCarga,
  historicoDaCarga,
  itensDaCarga,
  linhasDasCargas,
  notificacoesDoEvento,
  ofertasDaCarga,
  rotasDaCarga,
} from '../../../../test/helpers/carga-registros';
import { type CargaMessage, type OuvinteDoHub, ouvirCargasHub } from '../../../../test/helpers/cargas-hub';
import { httpDe } from '../../../../test/helpers/http';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { cargas } from '../../../db/schema/index';

/**
 * The load register and edit over HTTP on the demo database: success for both roles (the load then on
 * the board and in the load reads), directed loads reaching the demo carrier, tenancy, roles, unit scope,
 * every kind of bad input (400, nothing written), versions and closed loads (409), the document patch.
 */

type Headers = Record<string, string>;

const KEY = 'chave-de-teste';
/** A validation message naming its field by the dictionary's label: `Telefone: Formato inválido.` (issue 15). */
const doCampo = (chave: string, texto: string) => `${rotuloDoCampo(chave)}: ${texto}`;
let t: TestApp;
const http = httpDe(() => t.app);
let hub: OuvinteDoHub;
let mensagens: CargaMessage[];
let admin: Headers;
let operador: Headers;
let carrier: Headers;
let trial: Headers;
let free: Headers;
let shipperOwnerId: string;
let carrierOwnerId: string;
let adminId: string;
let operadorId: string;
const unidade = { matriz: '', campinas: '', curitiba: '' };
/** Active client companies of the demo shipper (route points). */
let clientes: demo.Empresa[];
/** The demo carrier as registered by the shipper (on the platform), another carrier (not on it). */
let carrierEmpresaId: string;
let outraTransportadoraId: string;
let caracteristicaId: string;
let outraCaracteristicaId: string;
let empresaDoTrial: string;

beforeAll(async () => {
  t = await createTestApp({ config: { freteApiKey: KEY } });
  const db = t.database.db;
  hub = await ouvirCargasHub(t.database);
  mensagens = hub.mensagens;
  const s = await signInDemo(t.app, 'admin', 'operador', 'carrier', 'trial', 'free');
  // The unit selected (BusinessUnitId) without a filter: the register's unit.
  unidade.matriz = s.admin.unidade('Matriz São Paulo');
  unidade.campinas = s.admin.unidade('Filial Campinas');
  unidade.curitiba = s.admin.unidade('CD Curitiba');
  admin = s.admin.naUnidade(unidade.matriz);
  adminId = s.admin.userId;
  shipperOwnerId = s.admin.ownerId;
  operador = s.operador.naUnidade(s.operador.unidade('Filial Campinas'));
  operadorId = s.operador.userId;
  carrier = s.carrier.naUnidade(s.carrier.units[0]!.id);
  carrierOwnerId = s.carrier.ownerId;
  trial = s.trial.naUnidade(s.trial.units[0]!.id);
  free = s.free.naUnidade(s.free.units[0]!.id);

  clientes = (await demo.clientes(db, shipperOwnerId)).slice(0, 3);
  carrierEmpresaId = (await demo.empresaDaTransportadora(db, shipperOwnerId, carrierOwnerId)).id;
  outraTransportadoraId = (await demo.transportadorasForaDaPlataforma(db, shipperOwnerId))[0]!.id;
  caracteristicaId = (await demo.caracteristicasDeCarga(db, shipperOwnerId))[0]!.id;
  empresaDoTrial = (await demo.empresaPropria(db, s.trial.ownerId)).id;
  outraCaracteristicaId = (
    await criarCaracteristica(db, { ownerId: s.trial.ownerId, descricao: 'Refrigerada', tipo: 1 })
  ).id;
});
afterAll(async () => {
  await hub.close();
  await t.close();
});
beforeEach(() => {
  mensagens.length = 0;
});

const CHAVE_NF = '35240612345678000190550010000012341000012345';

/** A valid register payload: origin (with a window), a stop, the destination; one document with items. */
function payload(over: Partial<TCadastroCargaInput> = {}): TCadastroCargaInput {
  return cadastroDeCarga({
    carga: {
      tipoFrete: 1,
      modalidade: 1,
      caracteristicaId,
      pesoBruto: 12500.5,
      volume: 40,
      volumeUnidade: 7,
      acondicionamentoQtd: 20,
      acondicionamento: 'Palete',
      codIdentificador: 'PED-2030-1',
      valorCarga: 150000.25,
    },
    pagamento: { valorFrete: 3500, valorTotalFrete: 3900.9, impostoSuspenso: false, tipoTarifa: 5 },
    contatos: { contato: 'Marina Souza', telefone: '(11) 98765-4321', email: 'Marina@Cliente.com.br' },
    distancia: 432000,
    tempo: 360,
    origemDestino: [
      {
        rota: 1,
        empresaId: clientes[0]!.id,
        localidade: 'Av. Paulista, 1000',
        cidade: 'São Paulo',
        uf: 'sp',
        latitude: -23.56,
        longitude: -46.65,
        dhInicio: '2030-06-10T11:00:00.000Z',
        dhFim: '2030-06-10T13:00:00.000Z',
      },
      { rota: 2, cidade: 'Campinas', uf: 'SP', dhInicio: '2030-06-10T15:00:00.000Z' },
      {
        rota: 3,
        empresaId: clientes[1]!.id,
        cidade: 'Curitiba',
        uf: 'PR',
        dhInicio: '2030-06-11T12:00:00.000Z',
      },
    ],
    visibilidade: 1,
    transportadoras: [],
    documentos: [
      {
        numero: 'DOC-1',
        numeroNf: '123456',
        chaveNf: CHAVE_NF,
        descricao: 'Eletrônicos',
        quantidade: 10,
        tipoAcondicionamento: 'Caixa',
        peso: 25.5,
        cubagem: 0.2,
        valor: 1500.5,
        comprimento: 1,
        largura: 0.5,
        altura: 0.4,
        itens: [
          { codigo: 'SKU-1', descricao: 'Notebook', quantidade: 5, peso: 2.5, valor: 4500 },
          { descricao: 'Mouse', quantidade: 5 },
        ],
      },
    ],
    ...over,
  });
}

const url = (path: string) => `/api/carga-mongo${path}`;
function cadastrar(headers: Headers, body: unknown) {
  return http.post(url('/cadastrar'), headers, body as object);
}
function dadosEdicao(headers: Headers, id: string) {
  return http.get(url(`/${id}/dadosEdicao`), headers);
}
function editar(headers: Headers, id: string, body: unknown) {
  return http.put(url(`/${id}/editar`), headers, body as object);
}

/** Rows of every table a register writes, and the shipper's code counter. */
async function contagens() {
  return {
    ...(await linhasDasCargas(t.database.db)),
    contador: await contadorDeCargas(t.database.db, shipperOwnerId),
  };
}

const historico = (id: string) => historicoDaCarga(t.database.db, id);
const eventos = (id: string) => hub.eventos(id);

async function maxCodigo(): Promise<number> {
  return (await demo.carga(t.database.db, { ownerId: shipperOwnerId, ordem: 'codigo desc' })).codigo;
}

describe('POST /api/carga-mongo/cadastrar', () => {
  it('registers a load for the shipper admin: code, route, documents and items, stage, trail', async () => {
    const proximo = (await maxCodigo()) + 1;
    const response = await cadastrar(admin, payload());
    expect(response.statusCode).toBe(201);
    const body = response.json<{ message: string; id: string; codigo: number }>();
    expect(body).toMatchObject({ message: 'Carga cadastrada com sucesso!', codigo: proximo });

    const db = t.database.db;
    const [carga] = await db.select().from(cargas).where(eq(cargas.id, body.id));
    const etapas = await demo.etapas(db, shipperOwnerId);
    const etapa = etapas.find((e) => e.id === carga!.etapaId);
    expect(carga).toMatchObject({
      ownerId: shipperOwnerId,
      unidadeNegocioId: unidade.matriz,
      situacao: 1,
      visibilidade: 1,
      origemCarga: 1,
      tipoFrete: 1,
      modalidade: 1,
      caracteristicaId,
      peso: '12500.500',
      volume: '40.000',
      quantidade: 20,
      acondicionamento: 'Palete',
      codigoIdentificador: 'PED-2030-1',
      valorCarga: '150000.25',
      valorTotalFrete: '3900.90',
      tipoTarifa: 5,
      contato: 'Marina Souza',
      telefone: '11987654321',
      email: 'marina@cliente.com.br',
      distancia: 432000,
      tempo: 360,
      ownerCriadorId: shipperOwnerId,
      createdBy: adminId,
      version: 1,
    });
    expect(etapa?.grupoEtapa).toBe(1);
    const primeira = Math.min(
      ...etapas.filter((e) => e.tipoQuadro === 1 && e.grupoEtapa === 1).map((e) => e.ordem),
    );
    expect(etapa?.ordem).toBe(primeira);
    expect(carga!.dhColeta?.toISOString()).toBe('2030-06-10T11:00:00.000Z');
    expect(carga!.dhEntrega?.toISOString()).toBe('2030-06-11T12:00:00.000Z');
    expect(Date.now() - carga!.dhPublicacao!.getTime()).toBeLessThan(60_000);

    const rotas = await rotasDaCarga(db, body.id);
    expect(rotas.map((r) => [r.ordem, r.rota, r.uf])).toEqual([
      [1, 1, 'SP'],
      [2, 2, 'SP'],
      [3, 3, 'PR'],
    ]);
    expect(rotas[0]!.dhFimPrevista?.toISOString()).toBe('2030-06-10T13:00:00.000Z');
    const itens = (await itensDaCarga(db, body.id)).map(({ ordem, descricao, quantidade, valor }) => ({
      ordem,
      descricao,
      quantidade,
      valor,
    }));
    expect(itens).toEqual([
      { ordem: 1, descricao: 'Notebook', quantidade: '5.000', valor: '4500.00' },
      { ordem: 2, descricao: 'Mouse', quantidade: '5.000', valor: null },
    ]);
    expect(await ofertasDaCarga(db, body.id)).toHaveLength(0);

    const [entrada] = await historico(body.id);
    expect(entrada).toMatchObject({
      acao: 'cadastrar',
      descricao: `Carga ${proximo} cadastrada por Mariana Costa Ribeiro`,
      usuarioId: adminId,
    });
    // The unit's other users are told (the operator works in Matriz), not the author.
    const [aviso] = await notificacoesDoEvento(db, body.id);
    expect(aviso).toMatchObject({ title: `Carga ${proximo} cadastrada`, channelType: 'CARGA' });
    expect(aviso!.destinatarios).toContain(operadorId);
    expect(aviso!.destinatarios).not.toContain(adminId);
    const [evento] = await eventos(body.id);
    expect(evento).toMatchObject({
      type: 'CargaPronta',
      ownerId: shipperOwnerId,
      unidadeNegocioId: unidade.matriz,
    });
  });

  it('shows the new load in the load reads and on the board', async () => {
    const { id, codigo } = (await cadastrar(admin, payload())).json<{ id: string; codigo: number }>();
    const lida = await http.get(url(`/${id}`), admin);
    expect(lida.statusCode).toBe(200);
    expect(lida.json()).toMatchObject({
      id,
      codigo,
      situacao: 1,
      origem: { cidade: 'São Paulo', empresa: clientes[0]!.nome },
      destino: { cidade: 'Curitiba' },
      documentos: [{ numero: 'DOC-1', numeroNf: '123456' }],
    });
    const quadro = await http.get(
      `/api/frete/quadro/carga/aguardando-alocacao?key=${KEY}&codigo=${codigo}`,
      admin,
    );
    expect(quadro.statusCode).toBe(200);
    expect(quadro.json<{ items: { id: string }[] }>().items.map((card) => card.id)).toEqual([id]);
  });

  it('registers for an operator in a unit they may access, refuses one they may not (403, nothing written)', async () => {
    const ok = await cadastrar(operador, payload());
    expect(ok.statusCode).toBe(201);
    const carga = await colunasDaCarga(t.database.db, ok.json().id, ['unidadeNegocioId', 'createdBy']);
    expect(carga).toEqual({ unidadeNegocioId: unidade.campinas, createdBy: operadorId });

    const antes = await contagens();
    // Curitiba is not one of the operator's units: the unit is the request's selected one.
    const fora = await cadastrar({ ...operador, businessunitid: unidade.curitiba }, payload());
    expect(fora.statusCode).toBe(403);
    // Even with a filter of allowed units, the selected unit must be accessible.
    const comFiltro = await cadastrar(
      { ...operador, businessunitid: unidade.curitiba, businessunitfilter: unidade.campinas },
      payload(),
    );
    expect(comFiltro.statusCode).toBe(403);
    expect(comFiltro.json().message).toBe(MESSAGES.forbidden);
    expect(await contagens()).toEqual(antes);
  });

  it('directs a load to the demo carrier: a directed offer it sees on its board and in the load reads', async () => {
    const response = await cadastrar(
      admin,
      payload({ visibilidade: 2, transportadoras: [carrierEmpresaId.toUpperCase(), outraTransportadoraId] }),
    );
    expect(response.statusCode).toBe(201);
    const { id, codigo } = response.json<{ id: string; codigo: number }>();
    const ofertas = (await ofertasDaCarga(t.database.db, id)).map(
      ({ transportadoraEmpresaId, transportadoraOwnerId, tipo, situacao }) => ({
        transportadoraEmpresaId,
        transportadoraOwnerId,
        tipo,
        situacao,
      }),
    );
    expect(ofertas).toEqual([
      {
        transportadoraEmpresaId: carrierEmpresaId,
        transportadoraOwnerId: carrierOwnerId,
        tipo: 2,
        situacao: 1,
      },
      {
        transportadoraEmpresaId: outraTransportadoraId,
        transportadoraOwnerId: null,
        tipo: 2,
        situacao: 1,
      },
    ]);
    const [evento] = await eventos(id);
    expect(evento!.transportadoraOwnerIds).toEqual([carrierOwnerId]);

    const lida = await http.get(url(`/${id}`), carrier);
    expect(lida.statusCode).toBe(200);
    expect(lida.json()).toMatchObject({ id, codigo, visibilidade: 99 });
    const quadro = await http.get(
      `/api/frete/quadro/carga/aguardando-alocacao?key=${KEY}&codigo=${codigo}`,
      carrier,
    );
    expect(quadro.json<{ items: { id: string }[] }>().items.map((card) => card.id)).toContain(id);
  });

  it('gives concurrent registrations of one company distinct consecutive codes', async () => {
    const antes = await maxCodigo();
    const responses = await Promise.all(Array.from({ length: 6 }, () => cadastrar(admin, payload())));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(6).fill(201));
    const codigos = responses.map((r) => r.json<{ codigo: number }>().codigo).sort((a, b) => a - b);
    expect(codigos).toEqual(Array.from({ length: 6 }, (_, index) => antes + 1 + index));
  });

  it('keeps codes above loads written without the counter', async () => {
    const alta = await demo.carga(t.database.db, { ownerId: shipperOwnerId, situacao: 4 });
    await t.database.db.execute(sql`update cargas set codigo = 900000 where id = ${alta.id}`);
    const response = await cadastrar(admin, payload());
    expect(response.json().codigo).toBe(900001);
  });

  it('refuses carrier companies, the Free licence and callers without a unit', async () => {
    const antes = await contagens();
    expect((await cadastrar(carrier, payload())).statusCode).toBe(403);
    expect((await cadastrar(free, payload())).statusCode).toBe(403);
    const { businessunitid: _unit, ...semUnidade } = admin;
    const response = await cadastrar(semUnidade, payload());
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('BusinessUnitId é obrigatório!');
    expect(await contagens()).toEqual(antes);
  });

  it('refuses companies, carriers and characteristics that are not the company’s active ones (400, nothing written)', async () => {
    const inativa = clientes[2]!;
    await ativarEmpresa(t.database.db, inativa.id, false);
    const casos: [string, TCadastroCargaInput, string][] = [
      [
        'empresa de outra conta',
        payload({
          origemDestino: [
            { ...payload().origemDestino[0]!, empresaId: empresaDoTrial },
            payload().origemDestino[2]!,
          ],
        }),
        CADASTRO_CARGA_MESSAGES.empresaInvalida,
      ],
      [
        'empresa desativada',
        payload({
          origemDestino: [
            payload().origemDestino[0]!,
            { ...payload().origemDestino[2]!, empresaId: inativa.id },
          ],
        }),
        CADASTRO_CARGA_MESSAGES.empresaInvalida,
      ],
      [
        'característica de outra conta',
        payload({ carga: { ...payload().carga, caracteristicaId: outraCaracteristicaId } }),
        CADASTRO_CARGA_MESSAGES.caracteristicaInvalida,
      ],
      [
        'transportadora que não é transportadora',
        payload({ visibilidade: 2, transportadoras: [clientes[0]!.id] }),
        CARGA_ACAO_MESSAGES.transportadoraInvalida,
      ],
      [
        'transportadora de outra conta',
        payload({ visibilidade: 2, transportadoras: [empresaDoTrial] }),
        CARGA_ACAO_MESSAGES.transportadoraInvalida,
      ],
    ];
    const antes = await contagens();
    for (const [caso, body, message] of casos) {
      const response = await cadastrar(admin, body);
      expect(response.statusCode, caso).toBe(400);
      expect(response.json().message, caso).toBe(message);
    }
    // Every problem is listed.
    const varios = await cadastrar(
      admin,
      payload({
        carga: { ...payload().carga, caracteristicaId: outraCaracteristicaId },
        visibilidade: 2,
        transportadoras: [empresaDoTrial],
      }),
    );
    expect(varios.json().messages).toEqual([
      CARGA_ACAO_MESSAGES.transportadoraInvalida,
      CADASTRO_CARGA_MESSAGES.caracteristicaInvalida,
    ]);
    expect(await contagens()).toEqual(antes);
    await ativarEmpresa(t.database.db, inativa.id, true);
  });

  it('answers every kind of bad input with 400 and its message, writing nothing', async () => {
    const base = payload();
    const [origem, parada, destino] = base.origemDestino as [
      TCadastroCargaInput['origemDestino'][number],
      TCadastroCargaInput['origemDestino'][number],
      TCadastroCargaInput['origemDestino'][number],
    ];
    const documento = base.documentos![0]!;
    // [case, body, message, the field it is under in `campos` (none: a message of the whole load)]
    const casos: [string, unknown, string, string?][] = [
      [
        'sem rota',
        { ...base, origemDestino: [origem] },
        doCampo('origemDestino', CADASTRO_CARGA_MESSAGES.rotaMinima),
        'origemDestino',
      ],
      [
        'rota fora de ordem',
        { ...base, origemDestino: [destino, origem] },
        doCampo('origemDestino', CADASTRO_CARGA_MESSAGES.rotaOrdem),
        'origemDestino',
      ],
      [
        'mais de 30 pontos',
        { ...base, origemDestino: [origem, ...Array(29).fill(parada), destino] },
        doCampo('origemDestino', CADASTRO_CARGA_MESSAGES.rotaMaxima),
        'origemDestino',
      ],
      [
        'data anterior ao ponto anterior',
        { ...base, origemDestino: [origem, { ...destino, dhInicio: '2030-06-09T10:00:00.000Z' }] },
        doCampo('dhInicio', CADASTRO_CARGA_MESSAGES.dataAnterior),
        'origemDestino.1.dhInicio',
      ],
      [
        'fim antes do início',
        { ...base, origemDestino: [{ ...origem, dhFim: '2030-06-10T10:00:00.000Z' }, destino] },
        doCampo('dhFim', CADASTRO_CARGA_MESSAGES.fimAntesDoInicio),
        'origemDestino.0.dhFim',
      ],
      [
        'data inválida',
        { ...base, origemDestino: [{ ...origem, dhInicio: 'amanhã' }, destino] },
        doCampo('dhInicio', MESSAGES.invalidDate),
        'origemDestino.0.dhInicio',
      ],
      [
        'direcionada sem transportadoras',
        { ...base, visibilidade: 2 },
        doCampo('transportadoras', CADASTRO_CARGA_MESSAGES.transportadorasObrigatorias),
        'transportadoras',
      ],
      [
        'restrita com transportadoras',
        { ...base, transportadoras: [carrierEmpresaId] },
        // The text names its field already: no prefix.
        CADASTRO_CARGA_MESSAGES.transportadorasSomenteDirecionada,
        'transportadoras',
      ],
      [
        'visibilidade 99',
        { ...base, visibilidade: 99 },
        CADASTRO_CARGA_MESSAGES.visibilidadeInvalida,
        'visibilidade',
      ],
      [
        'valor com três casas',
        { ...base, pagamento: { ...base.pagamento, valorFrete: 10.005 } },
        doCampo('valorFrete', CADASTRO_CARGA_MESSAGES.maxCentavos),
        'pagamento.valorFrete',
      ],
      [
        'peso zero',
        { ...base, carga: { ...base.carga, pesoBruto: 0 } },
        `${rotuloDoCampo('pesoBruto')} ${MESSAGES.greaterThanZero}`,
        'carga.pesoBruto',
      ],
      [
        'tipo de frete desconhecido',
        { ...base, carga: { ...base.carga, tipoFrete: 9 } },
        doCampo('tipoFrete', MESSAGES.invalidValue),
        'carga.tipoFrete',
      ],
      [
        'UF inválida',
        { ...base, origemDestino: [{ ...origem, uf: 'S1' }, destino] },
        UF_INVALIDA,
        'origemDestino.0.uf',
      ],
      // Issue 16: two letters are not enough, only the 27 UFs.
      [
        'UF XX',
        { ...base, origemDestino: [origem, { ...destino, uf: 'XX' }] },
        UF_INVALIDA,
        'origemDestino.1.uf',
      ],
      [
        'UF em branco',
        { ...base, origemDestino: [{ ...origem, uf: '' }, destino] },
        requiredMessage('UF', 'f'),
        'origemDestino.0.uf',
      ],
      [
        'cidade em branco',
        { ...base, origemDestino: [{ ...origem, cidade: ' ' }, destino] },
        requiredMessage(rotuloDoCampo('cidade'), 'f'),
        'origemDestino.0.cidade',
      ],
      [
        'sem data prevista',
        { ...base, origemDestino: [{ ...origem, dhInicio: undefined }, destino] },
        requiredMessage('Data prevista', 'f'),
        'origemDestino.0.dhInicio',
      ],
      [
        'peso negativo',
        { ...base, carga: { ...base.carga, pesoBruto: -5 } },
        `${rotuloDoCampo('pesoBruto')} ${MESSAGES.greaterThanZero}`,
        'carga.pesoBruto',
      ],
      [
        'volume negativo',
        { ...base, carga: { ...base.carga, volume: -1 } },
        doCampo('volume', `${MESSAGES.minValue}0`),
        'carga.volume',
      ],
      [
        'telefone inválido',
        { ...base, contatos: { telefone: '123' } },
        doCampo('telefone', MESSAGES.invalidFormat),
        'contatos.telefone',
      ],
      [
        'e-mail inválido',
        { ...base, contatos: { email: 'marina@' } },
        doCampo('email', MESSAGES.invalidEmail),
        'contatos.email',
      ],
      [
        'chave de NF inválida',
        { ...base, documentos: [{ ...documento, chaveNf: '123' }] },
        doCampo('chaveNf', MESSAGES.invalidFormat),
        'documentos.0.chaveNf',
      ],
      [
        'documento sem número',
        { ...base, documentos: [{ ...documento, numero: '' }] },
        requiredMessage('Número do documento'),
        'documentos.0.numero',
      ],
      [
        'mais de 200 documentos',
        { ...base, documentos: Array(201).fill({ numero: 'D' }) },
        CADASTRO_CARGA_MESSAGES.maxDocumentos,
        'documentos',
      ],
      [
        'mais de 500 itens',
        { ...base, documentos: [{ numero: 'D', itens: Array(501).fill({ descricao: 'x', quantidade: 1 }) }] },
        CADASTRO_CARGA_MESSAGES.maxItens,
        'documentos.0.itens',
      ],
      [
        'transportadora com id inválido',
        { ...base, visibilidade: 2, transportadoras: ['nao-e-um-guid'] },
        doCampo('transportadoras', MESSAGES.invalidFormat),
        'transportadoras.0',
      ],
      // Beyond their columns (issue 16): refused by the schema, naming the field and the largest value.
      [
        'peso além de numeric(14,3)',
        { ...base, carga: { ...base.carga, pesoBruto: 1e15 } },
        doCampo('pesoBruto', `${MESSAGES.maxValue}${COLUMN_MAX.measure}`),
        'carga.pesoBruto',
      ],
      [
        'valor além de numeric(14,2)',
        { ...base, carga: { ...base.carga, valorCarga: 1e13 } },
        doCampo('valorCarga', `${MESSAGES.maxValue}${COLUMN_MAX.money}`),
        'carga.valorCarga',
      ],
      [
        'distância além de integer',
        { ...base, distancia: 2 ** 31 },
        doCampo('distancia', `${MESSAGES.maxValue}${COLUMN_MAX.integer}`),
        'distancia',
      ],
      [
        'altura do documento além de numeric(14,3)',
        { ...base, documentos: [{ ...documento, altura: 1e12 }] },
        doCampo('altura', `${MESSAGES.maxValue}${COLUMN_MAX.measure}`),
        'documentos.0.altura',
      ],
      ['sem corpo', undefined, requiredMessage('Corpo da requisição')],
    ];
    const antes = await contagens();
    for (const [caso, body, message, campo] of casos) {
      const response = await cadastrar(admin, body);
      expect(response.statusCode, caso).toBe(400);
      const {
        message: texto,
        messages,
        campos,
      } = response.json<{ message: string; messages?: string[]; campos?: Record<string, string> }>();
      expect([texto, ...(messages ?? [])], caso).toContain(message);
      if (campo) expect(campos?.[campo], caso).toBe(message);
    }
    expect(await contagens()).toEqual(antes);
    expect(mensagens).toEqual([]);
  });
});

describe('GET /api/carga-mongo/{id}/dadosEdicao', () => {
  it('rebuilds the form values from the stored load, with the companies’ names', async () => {
    const enviado = payload({ visibilidade: 2, transportadoras: [carrierEmpresaId] });
    const { id, codigo } = (await cadastrar(admin, enviado)).json<{ id: string; codigo: number }>();
    const response = await dadosEdicao(admin, id);
    expect(response.statusCode).toBe(200);
    const body = response.json<TDadosEdicaoCarga>();
    expect(ZDadosEdicaoCarga.strict().safeParse(body).success).toBe(true);
    expect(body).toMatchObject({ ofertaCargaId: id, codigo, situacao: 1, version: 1, editavel: true });
    expect(body.dados).toEqual(valoresDoCadastro(ZCadastroCarga.parse(enviado)));
    expect(body.entregas).toEqual([
      { ordem: 1, empresaId: clientes[0]!.id, nome: clientes[0]!.nome },
      { ordem: 3, empresaId: clientes[1]!.id, nome: clientes[1]!.nome },
    ]);
    // The values are a valid payload again.
    expect(ZCadastroCarga.safeParse(body.dados).success).toBe(true);
  });

  it('reads a demo load (documents without items) and marks closed loads as not editable', async () => {
    for (const [situacao, editavel] of [
      [1, true],
      [2, true],
      [8, true],
      [4, false],
      [5, false],
      [99, false],
    ] as const) {
      const carga = await demo.carga(t.database.db, {
        ownerId: shipperOwnerId,
        situacao,
        unidadeNegocioId: unidade.matriz,
      });
      const response = await dadosEdicao(admin, carga.id);
      expect(response.statusCode, `situacao ${situacao}`).toBe(200);
      const body = response.json<TDadosEdicaoCarga>();
      expect(body.editavel, `situacao ${situacao}`).toBe(editavel);
      expect(body.dados.origemDestino.length).toBeGreaterThanOrEqual(2);
      expect(body.dados.documentos.length).toBeGreaterThan(0);
    }
  });

  it('is the owner’s only: another tenant → 404, a carrier → 403, out of the unit scope → 404', async () => {
    const { id } = (
      await cadastrar(admin, payload({ visibilidade: 2, transportadoras: [carrierEmpresaId] }))
    ).json();
    expect((await dadosEdicao(trial, id)).statusCode).toBe(404);
    expect((await dadosEdicao(carrier, id)).statusCode).toBe(403);
    const foraDoEscopo = await dadosEdicao({ ...admin, businessunitfilter: unidade.curitiba }, id);
    expect(foraDoEscopo.statusCode).toBe(404);
  });

  it('is documented in OpenAPI with the values schema', async () => {
    const doc = (await http.get('/api/docs/json')).json<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>();
    const documented = JSON.stringify(doc.paths['/api/carga-mongo/{id}/dadosEdicao']?.get?.responses['200']);
    for (const field of ['dados', 'origemDestino', 'pesoBruto', 'itens', 'entregas']) {
      expect(documented).toContain(field);
    }
    expect(doc.paths['/api/carga-mongo/cadastrar']?.post).toBeTruthy();
    expect(doc.paths['/api/carga-documento/{id}']?.patch).toBeTruthy();
  });
});

describe('PUT /api/carga-mongo/{id}/editar', () => {
  async function nova(body = payload()) {
    return (await cadastrar(admin, body)).json<{ id: string; codigo: number }>();
  }

  async function estado(id: string) {
    const db = t.database.db;
    const [carga] = await db.select().from(cargas).where(eq(cargas.id, id));
    return {
      carga,
      rotas: await rotasDaCarga(db, id),
      documentos: await documentosDaCarga(db, id),
      itens: await itensDaCarga(db, id),
      ofertas: await ofertasDaCarga(db, id),
      historico: await historico(id),
    };
  }

  it('saves the changes: load, route (ids kept), documents and items, carriers; version, history, event', async () => {
    const { id, codigo } = await nova(payload({ visibilidade: 2, transportadoras: [carrierEmpresaId] }));
    const antes = await estado(id);
    const lido = (await dadosEdicao(admin, id)).json<TDadosEdicaoCarga>();
    const dados = lido.dados;
    const [origem, parada, destino] = dados.origemDestino;
    const response = await editar(admin, id, {
      ...dados,
      carga: { ...dados.carga, pesoBruto: 9000, caracteristicaId: undefined },
      origemDestino: [
        origem,
        parada,
        { rota: 2, cidade: 'Ponta Grossa', uf: 'PR', dhInicio: '2030-06-11T08:00:00.000Z' },
        { ...destino, dhInicio: '2030-06-12T12:00:00.000Z' },
      ],
      transportadoras: [outraTransportadoraId],
      documentos: [
        { ...dados.documentos[0]!, descricao: undefined, itens: [{ descricao: 'Monitor', quantidade: 2 }] },
        { numero: 'DOC-2', itens: [] },
      ],
      ofertaCargaId: id,
      version: lido.version,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Carga atualizada com sucesso!', id, codigo });

    const depois = await estado(id);
    expect(depois.carga).toMatchObject({
      version: 2,
      peso: '9000.000',
      caracteristicaId: null,
      situacao: 1,
      etapaId: antes.carga!.etapaId,
    });
    expect(depois.carga!.dhEntrega?.toISOString()).toBe('2030-06-12T12:00:00.000Z');
    // The first points keep their rows; the destination moved to the 4th position.
    expect(depois.rotas.map((r) => r.id).slice(0, 3)).toEqual(antes.rotas.map((r) => r.id));
    expect(depois.rotas.map((r) => [r.ordem, r.rota, r.cidade])).toEqual([
      [1, 1, 'São Paulo'],
      [2, 2, 'Campinas'],
      [3, 2, 'Ponta Grossa'],
      [4, 3, 'Curitiba'],
    ]);
    expect(depois.documentos.map((d) => [d.id === antes.documentos[0]!.id, d.numero, d.descricao])).toEqual([
      [true, 'DOC-1', null],
      [false, 'DOC-2', null],
    ]);
    expect(depois.itens.map((i) => i.descricao)).toEqual(['Monitor']);
    // The demo carrier is no longer directed (its open offer cancelled); the other carrier is.
    expect(
      depois.ofertas
        .map((o) => [o.transportadoraEmpresaId, o.situacao])
        .sort(([a], [b]) => String(a).localeCompare(String(b))),
    ).toEqual(
      [
        [carrierEmpresaId, 5],
        [outraTransportadoraId, 1],
      ].sort(([a], [b]) => String(a).localeCompare(String(b))),
    );
    const [entrada] = depois.historico;
    expect(entrada).toMatchObject({
      acao: 'editar',
      descricao:
        'Carga alterada por Mariana Costa Ribeiro: Característica, Peso bruto, Rota, Transportadoras, Documentos.',
    });
    const { title, body, channelType } = (await notificacoesDoEvento(t.database.db, id)).at(-1)!;
    expect({ title, body, channelType }).toEqual({
      title: `Carga ${codigo} alterada`,
      body: entrada!.descricao,
      channelType: 'CARGA',
    });
    // The carrier it was directed to hears of it (its board drops the card).
    const [evento] = await eventos(id);
    expect(evento).toMatchObject({ type: 'CargaPronta', transportadoraOwnerIds: [carrierOwnerId] });
    expect((await http.get(url(`/${id}`), carrier)).statusCode).toBe(404);
    const relido = (await dadosEdicao(admin, id)).json<TDadosEdicaoCarga>();
    expect(relido.version).toBe(2);
    expect(relido.dados.transportadoras).toEqual([outraTransportadoraId]);
    expect(relido.dados.documentos.map((d) => d.numero)).toEqual(['DOC-1', 'DOC-2']);

    // Saving it back unchanged writes nothing.
    const igual = await editar(admin, id, { ...relido.dados, ofertaCargaId: id, version: 2 });
    expect(igual.statusCode).toBe(200);
    expect((await estado(id)).carga!.version).toBe(2);
  });

  it('edits a load in progress keeping what happened on the route (dh_realizada)', async () => {
    const carga = await demo.carga(t.database.db, {
      ownerId: shipperOwnerId,
      situacao: 2,
      unidadeNegocioId: unidade.matriz,
      comPontoRealizado: true,
    });
    const lido = (await dadosEdicao(admin, carga.id)).json<TDadosEdicaoCarga>();
    const response = await editar(admin, carga.id, {
      ...lido.dados,
      contatos: { contato: 'Novo contato' },
      ofertaCargaId: carga.id,
      version: lido.version,
    });
    expect(response.statusCode).toBe(200);
    const [origem] = await rotasDaCarga(t.database.db, carga.id);
    expect(origem!.dhRealizada).not.toBeNull();
    const [entrada] = await historico(carga.id);
    expect(entrada!.descricao).toBe('Carga alterada por Mariana Costa Ribeiro: Contato.');
  });

  it('refuses a stale version (409 conflitoEdicao) and changes nothing', async () => {
    const { id } = await nova();
    const lido = (await dadosEdicao(admin, id)).json<TDadosEdicaoCarga>();
    const primeira = await editar(admin, id, {
      ...lido.dados,
      carga: { ...lido.dados.carga, pesoBruto: 100 },
      ofertaCargaId: id,
      version: lido.version,
    });
    expect(primeira.statusCode).toBe(200);
    const antes = await estado(id);
    mensagens.length = 0;
    const atrasada = await editar(admin, id, {
      ...lido.dados,
      carga: { ...lido.dados.carga, pesoBruto: 200 },
      ofertaCargaId: id,
      version: lido.version,
    });
    expect(atrasada.statusCode).toBe(409);
    expect(atrasada.json().message).toBe(CADASTRO_CARGA_MESSAGES.conflitoEdicao);
    expect(await estado(id)).toEqual(antes);
    expect(mensagens).toEqual([]);
  });

  it('refuses closed loads (finished, cancelled, deactivated) with 409 and changes nothing', async () => {
    for (const situacao of [4, 5, 99]) {
      const carga = await demo.carga(t.database.db, {
        ownerId: shipperOwnerId,
        situacao,
        unidadeNegocioId: unidade.matriz,
        ordem: 'codigo desc',
      });
      const lido = (await dadosEdicao(admin, carga.id)).json<TDadosEdicaoCarga>();
      const antes = await estado(carga.id);
      const response = await editar(admin, carga.id, {
        ...lido.dados,
        contatos: { contato: 'Outro' },
        ofertaCargaId: carga.id,
        version: lido.version,
      });
      expect(response.statusCode, `situacao ${situacao}`).toBe(409);
      expect(response.json().message).toBe(MESSAGES.recordLocked);
      expect(await estado(carga.id)).toEqual(antes);
    }
  });

  it('refuses another tenant’s load (404), another load’s id in the body and bad input (400)', async () => {
    const { id } = await nova();
    const lido = (await dadosEdicao(admin, id)).json<TDadosEdicaoCarga>();
    const body = { ...lido.dados, contatos: { contato: 'Outro' }, ofertaCargaId: id, version: lido.version };
    const antes = await estado(id);
    expect((await editar(trial, id, body)).statusCode).toBe(404);
    const outra = (await demo.cargas(t.database.db, { ownerId: shipperOwnerId })).find((c) => c.id !== id);
    const trocada = await editar(admin, id, { ...body, ofertaCargaId: outra!.id });
    expect(trocada.statusCode).toBe(400);
    expect(trocada.json().message).toBe(CARGA_ACAO_MESSAGES.ofertaCargaDiferente);
    const semVersao = await editar(admin, id, { ...body, version: undefined });
    expect(semVersao.statusCode).toBe(400);
    expect(semVersao.json().message).toBe('Versão é obrigatória!');
    const invalida = await editar(admin, id, { ...body, origemDestino: body.origemDestino.slice(0, 1) });
    expect(invalida.statusCode).toBe(400);
    expect(invalida.json().message).toBe(doCampo('origemDestino', CADASTRO_CARGA_MESSAGES.rotaMinima));
    expect(invalida.json().campos).toEqual({
      origemDestino: doCampo('origemDestino', CADASTRO_CARGA_MESSAGES.rotaMinima),
    });
    const empresa = await editar(admin, id, { ...body, visibilidade: 2, transportadoras: [empresaDoTrial] });
    expect(empresa.statusCode).toBe(400);
    expect(empresa.json().message).toBe(CARGA_ACAO_MESSAGES.transportadoraInvalida);
    expect(await estado(id)).toEqual(antes);
  });
});

describe('PATCH /api/carga-documento/{id}', () => {
  function patch(headers: Headers, id: string, body: unknown) {
    return http.patch(`/api/carga-documento/${id}`, headers, body as object);
  }

  async function documentoDe(cargaId: string) {
    const [documento] = await documentosDaCarga(t.database.db, cargaId);
    return documento!;
  }

  it('changes some fields, clears others, bumps the load’s version and writes its history', async () => {
    const { id } = (await cadastrar(admin, payload())).json<{ id: string }>();
    const documento = await documentoDe(id);
    await eventos(id);
    mensagens.length = 0;
    const response = await patch(admin, documento.id as string, {
      numeroNf: '777888',
      descricao: null,
      valor: 99.9,
      comprimento: null,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: CADASTRO_CARGA_MESSAGES.documentoAtualizado,
      documento: {
        id: documento.id,
        numero: 'DOC-1',
        numeroNf: '777888',
        descricao: null,
        valor: '99.90',
        comprimento: null,
      },
    });
    const depois = await documentoDe(id);
    expect(depois).toMatchObject({
      numeroNf: '777888',
      descricao: null,
      quantidade: 10,
      chaveNf: CHAVE_NF,
    });
    const carga = await colunasDaCarga(t.database.db, id, ['version']);
    expect(carga.version).toBe(2);
    const [entrada] = await historico(id);
    expect(entrada).toMatchObject({
      acao: 'editar-documento',
      descricao: 'Documento DOC-1 alterado por Mariana Costa Ribeiro.',
    });
    expect(entrada!.dados.campos).toEqual(['descricao', 'valor', 'comprimento', 'numeroNf']);
    expect(await eventos(id)).toHaveLength(1);
  });

  it('is tenant scoped (404), refuses closed loads (409), empty and bad bodies (400)', async () => {
    const { id } = (await cadastrar(admin, payload())).json<{ id: string }>();
    const documento = await documentoDe(id);
    const docId = documento.id as string;
    expect((await patch(trial, docId, { numeroNf: '1' })).statusCode).toBe(404);
    expect((await patch(carrier, docId, { numeroNf: '1' })).statusCode).toBe(403);
    expect((await patch(admin, '00000000-0000-4000-8000-000000000000', { numeroNf: '1' })).statusCode).toBe(
      404,
    );
    const vazio = await patch(admin, docId, {});
    expect(vazio.statusCode).toBe(400);
    // A rule of the whole body: labelled as the body, under no field.
    expect(vazio.json()).toMatchObject({
      message: `Corpo da requisição: ${CADASTRO_CARGA_MESSAGES.documentoSemCampos}`,
      campos: {},
    });
    const chave = await patch(admin, docId, { chaveNf: '123' });
    expect(chave.statusCode).toBe(400);
    expect(chave.json().message).toBe(doCampo('chaveNf', MESSAGES.invalidFormat));
    expect(chave.json().campos).toEqual({ chaveNf: doCampo('chaveNf', MESSAGES.invalidFormat) });
    const numero = await patch(admin, docId, { numero: '' });
    expect(numero.statusCode).toBe(400);
    expect(numero.json().message).toBe(requiredMessage('Número do documento'));
    expect(await documentoDe(id)).toEqual(documento);

    const cargaFechada = await demo.carga(t.database.db, {
      ownerId: shipperOwnerId,
      situacao: 4,
      unidadeNegocioId: unidade.matriz,
      comDocumentos: true,
    });
    const [fechada] = await documentosDaCarga(t.database.db, cargaFechada.id);
    const response = await patch(admin, fechada!.id, { numeroNf: '1' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(MESSAGES.recordLocked);
  });
});
