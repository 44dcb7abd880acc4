import {
  ACAO_CARGA_SUCCESS_MESSAGES,
  AcaoCarga,
  acaoCargaRefusal,
  CARGA_ACAO_MESSAGES,
  EMPTY_GUID,
  FINISH_CARGA_DENIAL_MESSAGES,
  formatPlate,
  MESSAGES,
  requiredMessage,
  rotuloDoCampo,
  type TAcaoCarga,
  TipoLookup,
} from '@embarca/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as demo from '../../../../test/factories/demo';
import { colocarNoLote, criarLote } from '../../../../test/factories/lotes';
import { criarTipo } from '../../../../test/factories/tipos';
import {
  colunasDaCarga,
  historicoDaCarga,
  notificacoesDoEvento,
  ofertasDaCarga,
} from '../../../../test/helpers/carga-registros';
import { usarCargasFixture } from '../../../../test/helpers/cargas-fixture';

/**
 * The load actions over HTTP on the demo database: each allowed transition (state, version, history,
 * notification, live event on the real bus), each refused one (400, nothing changed), bad input, tenancy,
 * roles, unit scope and concurrent changes.
 */

type Headers = Record<string, string>;

const f = usarCargasFixture();

let veiculos: demo.Veiculo[];
let equipamentos: demo.Veiculo[];
let carrierVeiculos: demo.Veiculo[];
let motoristas: demo.Motorista[];
let carrierMotoristas: demo.Motorista[];
let carrierEmpresaId: string;
let empresaPropriaId: string;

beforeAll(async () => {
  const db = f.t.database.db;
  const frota = await demo.veiculosAtivos(db, f.shipperOwnerId);
  // The vehicles that carry a load, and the demo semi-trailers (equipment rides with a vehicle).
  veiculos = frota.filter((v) => v.tipoEquipamento === null);
  equipamentos = frota.filter((v) => v.tipoEquipamento !== null);
  carrierVeiculos = await demo.veiculosAtivos(db, f.carrierOwnerId);
  motoristas = await demo.motoristasAtivos(db, f.shipperOwnerId);
  carrierMotoristas = await demo.motoristasAtivos(db, f.carrierOwnerId);
  carrierEmpresaId = (await demo.empresaDaTransportadora(db, f.shipperOwnerId, f.carrierOwnerId)).id;
  empresaPropriaId = (await demo.empresaPropria(db, f.shipperOwnerId)).id;
});

const url = (path: string) => `/api/carga-mongo${path}`;
function call(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, headers: Headers, payload?: object) {
  return f.t.app.inject({ method, url: url(path), headers, ...(payload === undefined ? {} : { payload }) });
}

const estado = (id: string) =>
  colunasDaCarga(f.t.database.db, id, [
    'situacao',
    'version',
    'situacaoAnterior',
    'motivoDesativacao',
    'motivoCancelamento',
    'ativo',
    'etapaId',
    'unidadeNegocioId',
    'veiculoId',
    'motoristaId',
    'transportadoraEmpresaId',
    'contratacaoId',
    'contratacaoOwnerId',
    'dhFinalizacao',
    'equipamentoIds',
  ]);
const historico = (id: string) => historicoDaCarga(f.t.database.db, id);
const notificacoes = (id: string) => notificacoesDoEvento(f.t.database.db, id);

/** Checks the common trail of a committed action: version +1, one history row, one notification, one event. */
async function expectTrail(
  id: string,
  before: { version: number; historico: number },
  trail: {
    acao: TAcaoCarga;
    descricao: string;
    evento?: 'CargaPronta' | 'CargaDesativada';
    notificados?: string[];
  },
) {
  const now = await estado(id);
  expect(now.version).toBe(before.version + 1);
  const history = await historico(id);
  expect(history).toHaveLength(before.historico + 1);
  expect(history[0]).toMatchObject({ acao: trail.acao, descricao: trail.descricao });
  const [notificacao] = (await notificacoes(id)).slice(-1);
  expect(notificacao).toMatchObject({ channelType: 'CARGA', body: trail.descricao });
  for (const userId of trail.notificados ?? []) expect(notificacao?.destinatarios).toContain(userId);
  // The acting user is not notified of their own change.
  expect(notificacao?.destinatarios).not.toContain(f.adminId);
  const [evento] = await f.eventos(id);
  expect(evento).toMatchObject({
    type: trail.evento ?? 'CargaPronta',
    cargaId: id,
    ownerId: f.shipperOwnerId,
  });
}

async function snapshot(id: string) {
  return { ...(await estado(id)), historico: (await historico(id)).length };
}

/** The request of an action on the load (valid input where the action takes one). */
function acao(action: TAcaoCarga, id: string, headers: Headers) {
  switch (action) {
    case AcaoCarga.Alocar:
      return call('POST', `/${id}/alocar`, headers, {
        tipoAlocacao: 1,
        veiculoId: veiculos[0]!.id,
        motoristaId: motoristas[0]!.id,
      });
    case AcaoCarga.Cancelar:
      return call(
        'DELETE',
        `/${id}/cancelar/${EMPTY_GUID}?motivo=${encodeURIComponent('Cliente desistiu')}`,
        headers,
      );
    case AcaoCarga.Reabrir:
      return call('DELETE', `/${id}/reabrir`, headers);
    case AcaoCarga.Finalizar:
      return call('PUT', `/${id}/finalizar`, headers);
    case AcaoCarga.ReverterFinalizacao:
      return call('PUT', `/${id}/reverter-finalizacao`, headers);
    case AcaoCarga.Desativar:
      return call('POST', `/${id}/desativar`, headers, { motivoId: 1, ofertaCargaId: id });
    case AcaoCarga.Reativar:
      return call('POST', `/${id}/reativar`, headers);
    case AcaoCarga.AlterarUnidade:
      return call('PATCH', `/${id}/alterar-unidade/${f.unidade.campinas}`, headers);
    case AcaoCarga.AtualizarVeiculo:
      return call('PUT', `/${id}/atualizar-veiculo`, headers, {
        veiculoId: veiculos[1]!.id,
        motoristaId: motoristas[1]!.id,
      });
  }
}

let periodo = 0;
/**
 * Keeps the allocation rule (capacity, one load per vehicle and driver in a period — alocacao.routes.test.ts)
 * out of the way of a test about something else: a light load alone in a far period of its own.
 */
async function semConflitoDeFrota(id: string) {
  periodo += 1;
  const dias = 400 + periodo * 10;
  await f.t.database.db.execute(
    sql`update cargas set peso = 100, volume = 1, volume_unidade = 7,
          dh_coleta = now() + make_interval(days => ${dias}),
          dh_entrega = now() + make_interval(days => ${dias + 2})
        where id = ${id}`,
  );
}

/** A validation message naming its field by the dictionary's label: `Veículo: Formato inválido.` (issue 15). */
const doCampo = (chave: string, texto: string) => `${rotuloDoCampo(chave)}: ${texto}`;

/** Loads directed to (or hired from) the demo carrier, in Matriz unless told otherwise (null: any unit). */
const directedToCarrier = (situacao: number, unidadeId: string | null = f.unidade.matriz) => ({
  situacao,
  direcionadaA: f.carrierOwnerId,
  ...(unidadeId === null ? {} : { unidadeNegocioId: unidadeId }),
});

describe('every refused transition answers 400 with the rule message and changes nothing', () => {
  const ALLOWED_FROM: Record<TAcaoCarga, number[]> = {
    alocar: [1],
    cancelar: [1, 2, 7],
    reabrir: [5],
    finalizar: [8],
    'reverter-finalizacao': [4],
    desativar: [1, 2, 3, 4, 7, 8],
    reativar: [99],
    'alterar-unidade': [1, 2, 3, 4, 7, 8],
    'atualizar-veiculo': [2, 7, 8],
  };
  for (const action of Object.values(AcaoCarga)) {
    it(action, async () => {
      for (const situacao of [1, 2, 3, 4, 5, 7, 8, 99].filter((s) => !ALLOWED_FROM[action].includes(s))) {
        // Refusals change nothing, so the same loads serve every action.
        const load = await f.cargas.qualquer({ situacao, unidadeNegocioId: f.unidade.matriz });
        const before = await snapshot(load.id);
        const response = await acao(action, load.id, f.admin);
        expect(response.statusCode, `${action} de ${situacao}`).toBe(400);
        expect(response.json().message).toBe(acaoCargaRefusal(action, situacao));
        expect(await snapshot(load.id)).toEqual(before);
      }
      expect(f.mensagens).toEqual([]);
    });
  }
});

describe('POST /{id}/alocar', () => {
  it('allocates an own-fleet vehicle: 1 → 2, first stage of the new group, offers closed, trail written', async () => {
    const load = await f.cargas.nova(directedToCarrier(1));
    await semConflitoDeFrota(load.id);
    const before = await snapshot(load.id);
    const response = await call('POST', `/${load.id}/alocar`, f.admin, {
      tipoAlocacao: 1,
      veiculoId: veiculos[0]!.id,
      motoristaId: motoristas[0]!.id,
      equipamentos: [equipamentos[0]!.id],
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Carga alocada com sucesso!');
    expect(body.cargaIds).toEqual([load.id]);
    expect(body.carga).toMatchObject({ id: load.id, situacao: 2, etapa: null });
    expect(body.carga.veiculo.id).toBe(veiculos[0]!.id);
    // The card shows the equipment allocated with the vehicle, by plate.
    expect(body.carga.veiculo.equipamentos).toEqual([formatPlate(equipamentos[0]!.placa)]);
    expect(body.carga.motorista.nome).toBe(motoristas[0]!.nome);
    const now = await estado(load.id);
    expect(now).toMatchObject({
      situacao: 2,
      etapaId: null,
      veiculoId: veiculos[0]!.id,
      motoristaId: motoristas[0]!.id,
      transportadoraEmpresaId: empresaPropriaId,
      contratacaoId: null,
      contratacaoOwnerId: null,
    });
    expect(String(now.equipamentoIds)).toContain(equipamentos[0]!.id);
    const ofertas = await ofertasDaCarga(f.t.database.db, load.id);
    expect(ofertas.every((o) => o.situacao === 5)).toBe(true);
    await expectTrail(load.id, before, {
      acao: 'alocar',
      descricao: `Carga alocada por Mariana Costa Ribeiro (frota): veículo ${body.carga.veiculo.placa}, motorista ${motoristas[0]!.nome}.`,
      notificados: [f.operadorId],
    });
    // The carrier it was directed to hears of it too (its board drops the card).
    const [evento] = await f.eventos(load.id);
    expect(evento?.transportadoraOwnerIds).toContain(f.carrierOwnerId);
    expect(
      (await f.t.app.inject({ method: 'GET', url: url(`/${load.id}`), headers: f.carrier })).statusCode,
    ).toBe(404);
  });

  it('hires a carrier on the platform with its own vehicle: the offer becomes the hiring, the carrier sees it', async () => {
    const load = await f.cargas.nova(directedToCarrier(1));
    await semConflitoDeFrota(load.id);
    const response = await call('POST', `/${load.id}/alocar`, f.operador, {
      tipoAlocacao: 2,
      transportadoraEmpresaId: carrierEmpresaId,
      veiculoId: carrierVeiculos[0]!.id,
      motoristaId: carrierMotoristas[0]!.id,
    });
    expect(response.statusCode).toBe(200);
    const now = await estado(load.id);
    const oferta = (await ofertasDaCarga(f.t.database.db, load.id)).find(
      (o) => o.transportadoraEmpresaId === carrierEmpresaId,
    );
    expect(oferta?.situacao).toBe(3);
    expect(now).toMatchObject({
      situacao: 2,
      contratacaoId: oferta?.id,
      contratacaoOwnerId: f.carrierOwnerId,
      transportadoraEmpresaId: carrierEmpresaId,
    });
    const [latest] = await historico(load.id);
    expect(latest).toMatchObject({ acao: 'alocar', usuarioId: f.operadorId });
    expect(latest?.descricao).toContain('por Rafael Almeida Santos (transportadora Transportadora');
    const [evento] = await f.eventos(load.id);
    expect(evento?.contratacaoOwnerId).toBe(f.carrierOwnerId);
    const seen = await f.t.app.inject({ method: 'GET', url: url(`/${load.id}`), headers: f.carrier });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().veiculo.id).toBe(carrierVeiculos[0]!.id);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const load = await f.cargas.qualquer({ situacao: 1, unidadeNegocioId: f.unidade.matriz });
    const before = await snapshot(load.id);
    const v = veiculos[0]!.id;
    const m = motoristas[0]!.id;
    const cases: [object, string][] = [
      [{ tipoAlocacao: 1, motoristaId: m }, requiredMessage('Veículo')],
      [{ tipoAlocacao: 1, veiculoId: 'abc', motoristaId: m }, doCampo('veiculoId', MESSAGES.invalidFormat)],
      [{ tipoAlocacao: 9, veiculoId: v, motoristaId: m }, doCampo('tipoAlocacao', MESSAGES.invalidValue)],
      [{ tipoAlocacao: 2, veiculoId: v, motoristaId: m }, requiredMessage('Transportadora')],
      [
        { tipoAlocacao: 1, veiculoId: v, motoristaId: m, transportadoraEmpresaId: carrierEmpresaId },
        CARGA_ACAO_MESSAGES.transportadoraSomenteTipo2,
      ],
      // Another tenant's vehicle or driver is not one of ours: 400, as for an unknown one.
      [
        { tipoAlocacao: 1, veiculoId: carrierVeiculos[0]!.id, motoristaId: m },
        CARGA_ACAO_MESSAGES.veiculoInvalido,
      ],
      [
        { tipoAlocacao: 3, veiculoId: v, motoristaId: carrierMotoristas[0]!.id },
        CARGA_ACAO_MESSAGES.motoristaInvalido,
      ],
      [
        { tipoAlocacao: 1, veiculoId: v, motoristaId: m, equipamentos: [carrierVeiculos[1]!.id] },
        CARGA_ACAO_MESSAGES.equipamentoInvalido,
      ],
      [
        { tipoAlocacao: 2, veiculoId: v, motoristaId: m, transportadoraEmpresaId: empresaPropriaId },
        CARGA_ACAO_MESSAGES.transportadoraInvalida,
      ],
      [
        { tipoAlocacao: 1, veiculoId: v, motoristaId: m, equipamentos: [v] },
        doCampo('equipamentos', CARGA_ACAO_MESSAGES.equipamentoRepetido),
      ],
      // A semi-trailer is not the load's vehicle; a truck is not equipment (issue 18).
      [
        { tipoAlocacao: 1, veiculoId: equipamentos[0]!.id, motoristaId: m },
        CARGA_ACAO_MESSAGES.equipamentoComoVeiculo(formatPlate(equipamentos[0]!.placa)),
      ],
      [
        { tipoAlocacao: 1, veiculoId: v, motoristaId: m, equipamentos: [veiculos[1]!.id] },
        CARGA_ACAO_MESSAGES.veiculoComoEquipamento(formatPlate(veiculos[1]!.placa)),
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await call('POST', `/${load.id}/alocar`, f.admin, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const malformed = await call('POST', '/nao-e-guid/alocar', f.admin, { tipoAlocacao: 1 });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().messages).toEqual([doCampo('id', MESSAGES.invalidFormat)]);
    expect(await snapshot(load.id)).toEqual(before);
  });
});

describe('DELETE /{id}/cancelar/{contratacaoId} and DELETE /{id}/reabrir', () => {
  it('cancels a load awaiting hiring with the zero GUID and the reason', async () => {
    const load = await f.cargas.nova({ situacao: 1, unidadeNegocioId: f.unidade.campinas });
    const before = await snapshot(load.id);
    const response = await call(
      'DELETE',
      `/${load.id}/cancelar/${EMPTY_GUID}?motivo=Cliente%20desistiu&reverterRemessa=true`,
      f.admin,
    );
    expect(response.statusCode).toBe(200);
    // A cancelled load leaves the board: no card in the answer.
    expect(response.json()).toEqual({
      message: 'Carga cancelada com sucesso!',
      carga: null,
      cargaIds: [load.id],
    });
    expect(await estado(load.id)).toMatchObject({
      situacao: 5,
      motivoCancelamento: 'Cliente desistiu',
      etapaId: null,
    });
    await expectTrail(load.id, before, {
      acao: 'cancelar',
      descricao: 'Carga cancelada por Mariana Costa Ribeiro. Motivo: Cliente desistiu',
      notificados: [f.operadorId],
    });
    expect((await historico(load.id))[0]?.dados).toMatchObject({
      motivo: 'Cliente desistiu',
      reverterRemessa: true,
    });
  });

  it('cancels a hired load with its hiring id (the offer is cancelled), then reopens it without vehicle nor hiring', async () => {
    const load = await f.cargas.nova(directedToCarrier(2));
    const hired = await estado(load.id);
    expect(hired.contratacaoId).not.toBeNull();
    const wrong = await call('DELETE', `/${load.id}/cancelar/${EMPTY_GUID}?motivo=x`, f.admin);
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().message).toBe(MESSAGES.recordLocked);
    const response = await call(
      'DELETE',
      `/${load.id}/cancelar/${hired.contratacaoId}?motivo=Atraso`,
      f.admin,
    );
    expect(response.statusCode).toBe(200);
    const oferta = (await ofertasDaCarga(f.t.database.db, load.id)).find((o) => o.id === hired.contratacaoId);
    expect(oferta?.situacao).toBe(5);
    // The hired carrier's board hears of it.
    const [evento] = await f.eventos(load.id);
    expect(evento?.contratacaoOwnerId).toBe(f.carrierOwnerId);

    f.mensagens.length = 0;
    const before = await snapshot(load.id);
    const reopened = await call('DELETE', `/${load.id}/reabrir`, f.admin);
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json().message).toBe('Carga reaberta com sucesso!');
    expect(reopened.json().carga).toMatchObject({
      id: load.id,
      situacao: 1,
      veiculo: null,
      contratacaoId: null,
    });
    expect(await estado(load.id)).toMatchObject({
      situacao: 1,
      veiculoId: null,
      motoristaId: null,
      contratacaoId: null,
      contratacaoOwnerId: null,
      transportadoraEmpresaId: null,
      motivoCancelamento: null,
    });
    await expectTrail(load.id, before, {
      acao: 'reabrir',
      descricao: 'Carga reaberta por Mariana Costa Ribeiro.',
    });
  });

  it('requires the reason and a GUID', async () => {
    const load = await f.cargas.qualquer({ situacao: 1, unidadeNegocioId: f.unidade.matriz });
    const before = await snapshot(load.id);
    const missing = await call('DELETE', `/${load.id}/cancelar/${EMPTY_GUID}`, f.admin);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(requiredMessage('Motivo'));
    const blank = await call('DELETE', `/${load.id}/cancelar/${EMPTY_GUID}?motivo=%20%20`, f.admin);
    expect(blank.json().message).toBe(requiredMessage('Motivo'));
    const malformed = await call('DELETE', `/${load.id}/cancelar/abc?motivo=x`, f.admin);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(doCampo('contratacaoId', MESSAGES.invalidFormat));
    expect(await snapshot(load.id)).toEqual(before);
  });
});

describe('PUT /{id}/finalizar and PUT /{id}/reverter-finalizacao', () => {
  it('finishes a delivered load (8 → 4) with the catalogue message, and reverts it (4 → 8)', async () => {
    const load = await f.cargas.nova({
      situacao: 8,
      unidadeNegocioId: [f.unidade.matriz, f.unidade.campinas],
    });
    let before = await snapshot(load.id);
    const response = await call('PUT', `/${load.id}/finalizar`, f.operador);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Contratação finalizada com sucesso!');
    expect(response.json().message).toBe(MESSAGES.hiringFinished);
    expect(response.json().carga.situacao).toBe(4);
    const finished = await estado(load.id);
    expect(finished.situacao).toBe(4);
    expect(finished.dhFinalizacao).not.toBeNull();
    // Same board group (delivered): the stage stays.
    expect(finished.etapaId).toBe(before.etapaId);
    const history = await historico(load.id);
    expect(history[0]).toMatchObject({
      acao: 'finalizar',
      descricao: 'Contratação finalizada por Rafael Almeida Santos.',
    });
    expect((await notificacoes(load.id)).at(-1)?.destinatarios).toContain(f.adminId);
    expect((await notificacoes(load.id)).at(-1)?.destinatarios).not.toContain(f.operadorId);

    f.mensagens.length = 0;
    before = await snapshot(load.id);
    const reverted = await call('PUT', `/${load.id}/reverter-finalizacao`, f.admin);
    expect(reverted.statusCode).toBe(200);
    expect(reverted.json().message).toBe(ACAO_CARGA_SUCCESS_MESSAGES['reverter-finalizacao']);
    expect(await estado(load.id)).toMatchObject({ situacao: 8, dhFinalizacao: null });
    await expectTrail(load.id, before, {
      acao: 'reverter-finalizacao',
      descricao: 'Finalização da contratação revertida por Mariana Costa Ribeiro.',
    });
  });

  it('only the company that created the load finishes it', async () => {
    const load = await f.cargas.nova({ situacao: 8 });
    await f.t.database.db.execute(
      sql`update cargas set owner_criador_id = ${f.carrierOwnerId} where id = ${load.id}`,
    );
    const before = await snapshot(load.id);
    const response = await call('PUT', `/${load.id}/finalizar`, f.admin);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(FINISH_CARGA_DENIAL_MESSAGES['not-creator-owner']);
    expect(await snapshot(load.id)).toEqual(before);
  });

  it('two finishes at once: one succeeds, the other is refused (409 or 400), one history row', async () => {
    const load = await f.cargas.nova({ situacao: 4 });
    expect((await call('PUT', `/${load.id}/reverter-finalizacao`, f.admin)).statusCode).toBe(200);
    const before = await snapshot(load.id);
    const responses = await Promise.all([
      call('PUT', `/${load.id}/finalizar`, f.admin),
      call('PUT', `/${load.id}/finalizar`, f.admin),
    ]);
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses[0]).toBe(200);
    expect([400, 409]).toContain(statuses[1]);
    const refused = responses.find((r) => r.statusCode !== 200)!;
    expect([MESSAGES.recordLocked, 'A carga já está finalizada.']).toContain(refused.json().message);
    const after = await snapshot(load.id);
    expect(after.situacao).toBe(4);
    expect(after.version).toBe(before.version + 1);
    expect(after.historico).toBe(before.historico + 1);
  });
});

describe('POST /{id}/desativar and POST /{id}/reativar', () => {
  it('deactivates with a kind-12 reason (remembering the situacao) and reactivates back to it', async () => {
    const load = await f.cargas.nova({ situacao: 2, unidadeNegocioId: f.unidade.matriz });
    const before = await snapshot(load.id);
    const response = await call('POST', `/${load.id}/desativar`, f.admin, {
      motivoId: 3,
      ofertaCargaId: load.id.toUpperCase(),
      reverterRemessas: 2,
      reverterFormacao: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Carga desativada com sucesso!',
      carga: null,
      cargaIds: [load.id],
    });
    expect(await estado(load.id)).toMatchObject({
      situacao: 99,
      situacaoAnterior: 2,
      motivoDesativacao: 3,
      ativo: false,
      etapaId: null,
    });
    await expectTrail(load.id, before, {
      acao: 'desativar',
      descricao: 'Carga desativada por Mariana Costa Ribeiro. Motivo: Erro de cadastro',
      evento: 'CargaDesativada',
      notificados: [f.operadorId],
    });
    expect((await historico(load.id))[0]?.dados).toMatchObject({
      motivoId: 3,
      reverterRemessas: 2,
      reverterFormacao: true,
      desativarLote: false,
    });

    f.mensagens.length = 0;
    const deactivated = await snapshot(load.id);
    const again = await call('POST', `/${load.id}/reativar`, f.admin);
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('Carga reativada com sucesso!');
    expect(again.json().carga).toMatchObject({ id: load.id, situacao: 2 });
    expect(await estado(load.id)).toMatchObject({
      situacao: 2,
      situacaoAnterior: null,
      motivoDesativacao: null,
      ativo: true,
    });
    await expectTrail(load.id, deactivated, {
      acao: 'reativar',
      descricao: 'Carga reativada por Mariana Costa Ribeiro (Em andamento).',
    });
  });

  it('reactivates a load deactivated without a recorded situacao to 1', async () => {
    const load = await f.cargas.nova({ situacao: 99, semSituacaoAnterior: true });
    const response = await call('POST', `/${load.id}/reativar`, f.admin);
    expect(response.statusCode).toBe(200);
    expect(await estado(load.id)).toMatchObject({ situacao: 1, ativo: true });
  });

  it("refuses a missing, unknown or another company's reason and a body for another load", async () => {
    const load = await f.cargas.qualquer({ situacao: 1, unidadeNegocioId: f.unidade.matriz });
    const motivo = { tipo: TipoLookup.DesativacaoCarga };
    await criarTipo(f.t.database.db, {
      ...motivo,
      ownerId: f.carrierOwnerId,
      valor: 9001,
      texto: 'Motivo da transportadora',
    });
    await criarTipo(f.t.database.db, {
      ...motivo,
      ownerId: f.shipperOwnerId,
      valor: 9002,
      texto: 'Motivo inativo',
      ativo: false,
    });
    const before = await snapshot(load.id);
    const cases: [object, string][] = [
      [{ ofertaCargaId: load.id }, requiredMessage('Motivo')],
      [{ motivoId: 999, ofertaCargaId: load.id }, CARGA_ACAO_MESSAGES.motivoDesativacaoInvalido],
      [{ motivoId: 9001, ofertaCargaId: load.id }, CARGA_ACAO_MESSAGES.motivoDesativacaoInvalido],
      [{ motivoId: 9002, ofertaCargaId: load.id }, CARGA_ACAO_MESSAGES.motivoDesativacaoInvalido],
      [{ motivoId: 1, ofertaCargaId: EMPTY_GUID }, CARGA_ACAO_MESSAGES.ofertaCargaDiferente],
      [
        { motivoId: 1, ofertaCargaId: load.id, reverterRemessas: 3 },
        doCampo('reverterRemessas', MESSAGES.invalidValue),
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await call('POST', `/${load.id}/desativar`, f.admin, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(await snapshot(load.id)).toEqual(before);
  });

  it('accepts a reason of the company itself', async () => {
    const load = await f.cargas.nova({ situacao: 3, unidadeNegocioId: f.unidade.matriz });
    await criarTipo(f.t.database.db, {
      ownerId: f.shipperOwnerId,
      tipo: TipoLookup.DesativacaoCarga,
      valor: 9003,
      texto: 'Motivo próprio',
    });
    const response = await call('POST', `/${load.id}/desativar`, f.admin, {
      motivoId: 9003,
      ofertaCargaId: load.id,
    });
    expect(response.statusCode).toBe(200);
    expect(await estado(load.id)).toMatchObject({
      situacao: 99,
      situacaoAnterior: 3,
      motivoDesativacao: 9003,
    });
  });

  it("deactivates every active load of the lot in the caller's scope, each with its history and event", async () => {
    const loteId = '6f1d2c3b-4a59-4e8d-9c7b-1a2b3c4d5e6f';
    const principal = await f.cargas.nova({ situacao: 1, unidadeNegocioId: f.unidade.campinas });
    const emAndamento = await f.cargas.nova({ situacao: 2, unidadeNegocioId: f.unidade.matriz });
    const cancelada = await f.cargas.nova({ situacao: 5, unidadeNegocioId: f.unidade.matriz });
    const foraDoEscopo = await f.cargas.nova({ situacao: 1, unidadeNegocioId: f.unidade.curitiba });
    const semLote = await f.cargas.nova({ situacao: 1, unidadeNegocioId: f.unidade.campinas });
    await criarLote(f.t.database.db, {
      id: loteId,
      ownerId: f.shipperOwnerId,
      unidadeNegocioId: principal.unidadeNegocioId,
      cargaIds: [principal.id, emAndamento.id, cancelada.id, foraDoEscopo.id],
    });
    const canceladaAntes = await snapshot(cancelada.id);
    const foraAntes = await snapshot(foraDoEscopo.id);
    // The operator acts on Matriz and Campinas only: the Curitiba load of the lot stays.
    const response = await call('POST', `/${principal.id}/desativar`, f.operador, {
      motivoId: 1,
      ofertaCargaId: principal.id,
      desativarLote: true,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('2 cargas desativadas com sucesso!');
    expect([...body.cargaIds].sort()).toEqual([principal.id, emAndamento.id].sort());
    for (const [id, anterior] of [
      [principal.id, 1],
      [emAndamento.id, 2],
    ] as const) {
      expect(await estado(id)).toMatchObject({
        situacao: 99,
        situacaoAnterior: anterior,
        motivoDesativacao: 1,
        ativo: false,
      });
      expect((await historico(id))[0]).toMatchObject({ acao: 'desativar', usuarioId: f.operadorId });
      expect((await f.eventos(id))[0]?.type).toBe('CargaDesativada');
    }
    expect((await historico(emAndamento.id))[0]?.descricao).toBe(
      `Carga desativada por Rafael Almeida Santos com o lote da carga ${principal.codigo}. Motivo: Carga duplicada`,
    );
    expect(await snapshot(cancelada.id)).toEqual(canceladaAntes);
    expect(await snapshot(foraDoEscopo.id)).toEqual(foraAntes);
    // The latest of the load (the demo seed already notified its history).
    const aviso = (await notificacoes(principal.id)).at(-1);
    expect(aviso?.title).toBe(`2 cargas do lote da carga ${principal.codigo} desativadas`);
    expect(aviso?.destinatarios).toContain(f.adminId);

    // Without desativarLote, only the load itself.
    await colocarNoLote(f.t.database.db, loteId, [semLote.id]);
    const only = await call('POST', `/${foraDoEscopo.id}/desativar`, f.admin, {
      motivoId: 1,
      ofertaCargaId: foraDoEscopo.id,
    });
    expect(only.json().cargaIds).toEqual([foraDoEscopo.id]);
    expect((await estado(semLote.id)).situacao).toBe(1);
  });
});

describe('PATCH /{id}/alterar-unidade/{unitId}', () => {
  it('moves the load to another unit of the company; both units hear of it', async () => {
    const load = await f.cargas.nova({ situacao: 1, unidadeNegocioId: f.unidade.campinas });
    const before = await snapshot(load.id);
    const response = await call('PATCH', `/${load.id}/alterar-unidade/${f.unidade.curitiba}`, f.admin);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Unidade de negócio alterada com sucesso!');
    expect(response.json().carga).toMatchObject({ id: load.id, unidadeNegocioId: f.unidade.curitiba });
    expect(await estado(load.id)).toMatchObject({
      unidadeNegocioId: f.unidade.curitiba,
      situacao: 1,
      etapaId: before.etapaId,
    });
    await expectTrail(load.id, before, {
      acao: 'alterar-unidade',
      descricao:
        'Unidade de negócio alterada de "Filial Campinas" para "CD Curitiba" por Mariana Costa Ribeiro.',
      // The operator works in Campinas: the load left its unit, so it is told.
      notificados: [f.operadorId],
    });
    const units = (await f.eventos(load.id, 2)).map((m) => m.unidadeNegocioId).sort();
    expect(units).toEqual([f.unidade.campinas, f.unidade.curitiba].sort());
  });

  it('the same unit changes nothing', async () => {
    const load = await f.cargas.qualquer({ situacao: 2, unidadeNegocioId: f.unidade.matriz });
    const before = await snapshot(load.id);
    const response = await call('PATCH', `/${load.id}/alterar-unidade/${f.unidade.matriz}`, f.admin);
    expect(response.statusCode).toBe(200);
    expect(response.json().cargaIds).toEqual([]);
    expect(await snapshot(load.id)).toEqual(before);
  });

  it("refuses a unit the user may not access (403), another company's or unknown unit (404), a malformed id (400)", async () => {
    const load = await f.cargas.qualquer({ situacao: 2, unidadeNegocioId: f.unidade.matriz });
    const before = await snapshot(load.id);
    const notMine = await call('PATCH', `/${load.id}/alterar-unidade/${f.unidade.curitiba}`, f.operador);
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json().message).toBe(MESSAGES.forbidden);
    expect((await call('PATCH', `/${load.id}/alterar-unidade/${f.carrierUnit}`, f.admin)).statusCode).toBe(
      404,
    );
    expect(
      (await call('PATCH', `/${load.id}/alterar-unidade/0b3c0b5e-7a2f-4f7e-9a43-0d1c2b3a4f5e`, f.admin))
        .statusCode,
    ).toBe(404);
    expect((await call('PATCH', `/${load.id}/alterar-unidade/${EMPTY_GUID}`, f.admin)).statusCode).toBe(400);
    const malformed = await call('PATCH', `/${load.id}/alterar-unidade/abc`, f.admin);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(doCampo('unitId', MESSAGES.invalidFormat));
    expect(await snapshot(load.id)).toEqual(before);
  });
});

describe('PUT /{id}/atualizar-veiculo', () => {
  it('changes the vehicle, driver and equipment of an allocated load', async () => {
    const load = await f.cargas.nova({ situacao: 7, unidadeNegocioId: f.unidade.matriz });
    await semConflitoDeFrota(load.id);
    const before = await snapshot(load.id);
    const response = await call('PUT', `/${load.id}/atualizar-veiculo`, f.admin, {
      veiculoId: veiculos.at(-1)!.id,
      motoristaId: motoristas[2]!.id,
      equipamentos: [equipamentos[1]!.id],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Veículo atualizado com sucesso!');
    expect(response.json().carga.situacao).toBe(7);
    const now = await estado(load.id);
    expect(now).toMatchObject({
      situacao: 7,
      veiculoId: veiculos.at(-1)!.id,
      motoristaId: motoristas[2]!.id,
    });
    expect(String(now.equipamentoIds)).toContain(equipamentos[1]!.id);
    await expectTrail(load.id, before, {
      acao: 'atualizar-veiculo',
      descricao: `Veículo atualizado por Mariana Costa Ribeiro: veículo ${response.json().carga.veiculo.placa}, motorista ${motoristas[2]!.nome}.`,
    });
  });

  it("accepts the hired carrier's vehicle, refuses another tenant's and bad input", async () => {
    const hired = await f.cargas.nova({ ...directedToCarrier(2, null), contratadaPor: f.carrierOwnerId });
    await semConflitoDeFrota(hired.id);
    const ok = await call('PUT', `/${hired.id}/atualizar-veiculo`, f.admin, {
      veiculoId: carrierVeiculos[1]!.id,
      motoristaId: carrierMotoristas[1]!.id,
    });
    expect(ok.statusCode).toBe(200);
    expect(await estado(hired.id)).toMatchObject({
      veiculoId: carrierVeiculos[1]!.id,
      motoristaId: carrierMotoristas[1]!.id,
    });
    const fleet = await f.cargas.nova({
      situacao: 2,
      contratadaPor: null,
      unidadeNegocioId: f.unidade.matriz,
    });
    const before = await snapshot(fleet.id);
    const cases: [object, string][] = [
      [
        { veiculoId: carrierVeiculos[0]!.id, motoristaId: motoristas[0]!.id },
        CARGA_ACAO_MESSAGES.veiculoInvalido,
      ],
      [
        { veiculoId: veiculos[0]!.id, motoristaId: carrierMotoristas[0]!.id },
        CARGA_ACAO_MESSAGES.motoristaInvalido,
      ],
      [{ motoristaId: motoristas[0]!.id }, requiredMessage('Veículo')],
      [{ veiculoId: veiculos[0]!.id, motoristaId: 'x' }, doCampo('motoristaId', MESSAGES.invalidFormat)],
      [
        { veiculoId: veiculos[0]!.id, motoristaId: motoristas[0]!.id, equipamentos: [veiculos[0]!.id] },
        doCampo('equipamentos', CARGA_ACAO_MESSAGES.equipamentoRepetido),
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await call('PUT', `/${fleet.id}/atualizar-veiculo`, f.admin, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(await snapshot(fleet.id)).toEqual(before);
  });
});

describe('who may act', () => {
  const ACTIONS = Object.values(AcaoCarga);

  it("a carrier: 403 on a load directed to it, 404 on the shipper's others; nothing changes", async () => {
    const directed = await f.cargas.qualquer(directedToCarrier(1));
    const other = await f.cargas.qualquer({ situacao: 1, semOfertas: true });
    const before = [await snapshot(directed.id), await snapshot(other.id)];
    for (const action of ACTIONS) {
      const forbidden = await acao(action, directed.id, f.carrier);
      expect(forbidden.statusCode, action).toBe(403);
      expect(forbidden.json().message).toBe(MESSAGES.forbidden);
      expect((await acao(action, other.id, f.carrier)).statusCode, action).toBe(404);
    }
    expect([await snapshot(directed.id), await snapshot(other.id)]).toEqual(before);
  });

  it('another company: 404 for every action', async () => {
    const load = await f.cargas.qualquer({ situacao: 1 });
    const before = await snapshot(load.id);
    for (const action of ACTIONS) {
      const response = await acao(action, load.id, f.trial);
      expect(response.statusCode, action).toBe(404);
      expect(response.json().message).toBe(MESSAGES.notFound);
    }
    expect(await snapshot(load.id)).toEqual(before);
  });

  it("keeps to the request's unit scope and requires BusinessUnitId", async () => {
    const load = await f.cargas.qualquer({ situacao: 1, unidadeNegocioId: f.unidade.curitiba });
    const before = await snapshot(load.id);
    // The operator has no access to Curitiba; the admin scoped to Matriz does not reach it either.
    expect((await acao('desativar', load.id, f.operador)).statusCode).toBe(404);
    const matrizOnly = { ...f.admin, businessunitid: f.unidade.matriz, businessunitfilter: f.unidade.matriz };
    expect((await acao('desativar', load.id, matrizOnly)).statusCode).toBe(404);
    const { businessunitid: _u, businessunitfilter: _f, ...bare } = f.admin;
    const missing = await acao('desativar', load.id, bare);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(requiredMessage('BusinessUnitId'));
    expect(await snapshot(load.id)).toEqual(before);
  });

  it('an unknown load is 404 and a malformed id 400 for every action', async () => {
    for (const action of ACTIONS) {
      expect((await acao(action, '0b3c0b5e-7a2f-4f7e-9a43-0d1c2b3a4f5e', f.admin)).statusCode, action).toBe(
        404,
      );
      const malformed = await acao(action, 'nao-e-guid', f.admin);
      expect(malformed.statusCode, action).toBe(400);
      expect(malformed.json().messages, action).toContain(doCampo('id', MESSAGES.invalidFormat));
      expect(malformed.json().campos, action).toMatchObject({ id: doCampo('id', MESSAGES.invalidFormat) });
    }
  });

  it('a stale view: two different actions on the same load at once, one wins, nothing is lost', async () => {
    const load = await f.cargas.nova({ situacao: 1, unidadeNegocioId: f.unidade.matriz });
    const before = await snapshot(load.id);
    const [allocate, deactivate] = await Promise.all([
      acao('alocar', load.id, f.admin),
      acao('desativar', load.id, f.operador),
    ]);
    const statuses = [allocate.statusCode, deactivate.statusCode];
    // Both are allowed from 1: whichever commits first wins; the other sees a changed version (409) or the
    // new situacao (400 for alocar after desativar; desativar after alocar is allowed and also succeeds).
    expect(statuses).toContain(200);
    for (const response of [allocate, deactivate]) {
      if (response.statusCode !== 200) expect([400, 409]).toContain(response.statusCode);
    }
    const after = await snapshot(load.id);
    const successes = statuses.filter((s) => s === 200).length;
    expect(after.version).toBe(before.version + successes);
    expect(after.historico).toBe(before.historico + successes);
  });
});
