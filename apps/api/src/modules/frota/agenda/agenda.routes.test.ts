import {
  AGENDA_MESSAGES,
  hojeEmSaoPaulo,
  MESSAGES,
  rotuloDoCampo,
  somarDias,
  type TAgenda,
  TipoAtividadeVeiculo,
  TipoDocumentoVeiculo,
  type TMotoristaFrota,
  type TVeiculoFrota,
  type TVencimentosList,
} from '@embarca/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { criarMotorista, criarVeiculo } from '../../../../test/factories/frota';
import { negarModulos } from '../../../../test/helpers/carga-registros';
import { usarCargasFixture } from '../../../../test/helpers/cargas-fixture';
import { httpDe } from '../../../../test/helpers/http';
import { sqlRows } from '../../../../test/helpers/sql-rows';
import { veiculoAtividades, veiculoDocumentos } from '../../../db/schema';
import { createVencimentosRepository } from '../vencimentos/vencimentos.repository';
import { createVencimentosService } from '../vencimentos/vencimentos.service';

/**
 * The fleet agenda over HTTP (issue 18): the timeline of a vehicle (loads, return times, unavailability,
 * overlaps), the unavailability's create/edit/delete with bad input, tenancy and access; the expiry list,
 * the selector alerts and the daily notice (idempotent).
 */

const f = usarCargasFixture();
const http = httpDe(() => f.t.app);
const db = () => f.t.database.db;

const URL_INDISPONIBILIDADES = '/api/frota/agenda/indisponibilidades';

let veiculo: { id: string; placa: string };
let carga: { id: string; codigo: number };

const atividadesDo = async (veiculoId: string) =>
  sqlRows<{ id: string; tipo: number }>(
    db(),
    sql`select id, tipo from veiculo_atividades where veiculo_id = ${veiculoId} order by dh_inicio`,
  );

beforeAll(async () => {
  veiculo = await criarVeiculo(db(), { ownerId: f.shipperOwnerId });
  const nova = await f.cargas.nova({ situacao: 2, unidadeNegocioId: f.unidade.matriz });
  carga = nova;
  await db().execute(
    sql`update cargas set veiculo_id = ${veiculo.id}, equipamento_ids = '{}'::uuid[],
          dh_coleta = '2030-03-05T11:00:00Z', dh_entrega = '2030-03-06T20:00:00Z'
        where id = ${nova.id}`,
  );
  // The trip's return time (tipo 1): after the delivery; never an overlap with its own load.
  await db()
    .insert(veiculoAtividades)
    .values({
      ownerId: f.shipperOwnerId,
      veiculoId: veiculo.id,
      cargaId: nova.id,
      tipo: TipoAtividadeVeiculo.Viagem,
      dhInicio: new Date('2030-03-05T11:00:00Z'),
      dhRetorno: new Date('2030-03-07T12:00:00Z'),
    });
});

describe('unavailability: create, edit, delete', () => {
  let manutencaoId: string;

  it('creates a maintenance over the load (201) and lists it on the agenda with the overlaps flagged', async () => {
    const response = await http.post(URL_INDISPONIBILIDADES, f.admin, {
      veiculoId: veiculo.id,
      tipo: TipoAtividadeVeiculo.Manutencao,
      dhInicio: '2030-03-06T12:00:00Z',
      dhFim: '2030-03-08T12:00:00Z',
      observacao: ' Troca de pneus ',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      veiculoId: veiculo.id,
      tipo: 2,
      dhInicio: '2030-03-06T12:00:00.000Z',
      dhFim: '2030-03-08T12:00:00.000Z',
      observacao: 'Troca de pneus',
      message: AGENDA_MESSAGES.criada,
    });
    manutencaoId = response.json().id;
    const folga = await http.post(URL_INDISPONIBILIDADES, f.operador, {
      veiculoId: veiculo.id,
      tipo: TipoAtividadeVeiculo.Folga,
      dhInicio: '2030-03-09T12:00:00Z',
      dhFim: '2030-03-09T20:00:00Z',
    });
    expect(folga.statusCode).toBe(201);

    const agenda = await http.get(
      `/api/frota/agenda?inicio=2030-03-04&fim=2030-03-10&placa=${veiculo.placa.slice(0, 3)}-${veiculo.placa.slice(3)}`,
      f.admin,
    );
    expect(agenda.statusCode).toBe(200);
    const body = agenda.json<TAgenda>();
    expect(body).toMatchObject({
      inicio: '2030-03-04T03:00:00.000Z',
      fim: '2030-03-11T03:00:00.000Z',
      total: 1,
    });
    const [linha] = body.veiculos;
    expect(linha?.placa).toBe(veiculo.placa);
    expect(linha?.itens.map((item) => [item.tipo, item.descricao, item.sobreposto])).toEqual([
      [
        'carga',
        expect.stringMatching(new RegExp(`^Carga ${carga.codigo} — .+/[A-Z]{2} → .+/[A-Z]{2}$`)),
        true,
      ],
      ['retorno', `Retorno da carga ${carga.codigo}`, true],
      ['indisponibilidade', 'Manutenção', true],
      ['indisponibilidade', 'Folga', false],
    ]);
    expect(linha?.itens[0]).toMatchObject({
      cargaId: carga.id,
      cargaCodigo: carga.codigo,
      equipamento: false,
      inicio: '2030-03-05T11:00:00.000Z',
      fim: '2030-03-06T20:00:00.000Z',
    });
    expect(linha?.itens[2]).toMatchObject({
      id: manutencaoId,
      tipoAtividade: 2,
      observacao: 'Troca de pneus',
    });
  });

  it('pages the company vehicles by plate and leaves a period outside the items empty', async () => {
    const page = (
      await http.get('/api/frota/agenda?inicio=2031-01-01&fim=2031-01-07&pageSize=2', f.admin)
    ).json<TAgenda>();
    expect(page.veiculos).toHaveLength(2);
    expect(page.total).toBeGreaterThan(2);
    const placas = page.veiculos.map((v) => v.placa);
    expect([...placas].sort()).toEqual(placas);
    expect(page.veiculos.every((v) => v.itens.length === 0)).toBe(true);
  });

  it('edits and deletes it', async () => {
    const put = await http.put(`${URL_INDISPONIBILIDADES}/${manutencaoId}`, f.admin, {
      veiculoId: veiculo.id,
      tipo: TipoAtividadeVeiculo.Indisponivel,
      dhInicio: '2030-03-06T12:00:00Z',
      dhFim: '2030-03-07T12:00:00Z',
      observacao: '',
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ tipo: 4, observacao: null, message: AGENDA_MESSAGES.atualizada });
    const del = await http.delete(`${URL_INDISPONIBILIDADES}/${manutencaoId}`, f.admin);
    expect(del.statusCode).toBe(200);
    expect(del.json().message).toBe(AGENDA_MESSAGES.excluida);
    expect((await atividadesDo(veiculo.id)).map((row) => row.id)).not.toContain(manutencaoId);
    expect((await http.delete(`${URL_INDISPONIBILIDADES}/${manutencaoId}`, f.admin)).statusCode).toBe(404);
  });

  it('refuses bad input with 400 naming the field, and writes nothing', async () => {
    const antes = await atividadesDo(veiculo.id);
    const base = {
      veiculoId: veiculo.id,
      tipo: TipoAtividadeVeiculo.Manutencao,
      dhInicio: '2030-04-01T12:00:00Z',
      dhFim: '2030-04-02T12:00:00Z',
    };
    const casos: [object, string, string][] = [
      [{ ...base, dhFim: '2030-04-01T11:00:00Z' }, 'Data de fim', AGENDA_MESSAGES.fimAntesDoInicio],
      [{ ...base, dhFim: '2030-08-01T11:00:00Z' }, 'Data de fim', AGENDA_MESSAGES.indisponibilidadeLonga],
      [{ ...base, tipo: TipoAtividadeVeiculo.Viagem }, 'Tipo', AGENDA_MESSAGES.tipoIndisponibilidade],
      [{ ...base, dhInicio: 'amanhã' }, 'Data de início', MESSAGES.invalidDate],
      [{ ...base, veiculoId: 'x' }, 'Veículo', ''],
    ];
    for (const [payload, campo, texto] of casos) {
      const response = await http.post(URL_INDISPONIBILIDADES, f.admin, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message.toLowerCase()).toContain(campo.toLowerCase());
      expect(response.json().message).toContain(texto);
    }
    const put = await http.put(`${URL_INDISPONIBILIDADES}/${antes[1]?.id}`, f.admin, {
      ...base,
      dhFim: '2030-03-01T00:00:00Z',
    });
    expect(put.statusCode).toBe(400);
    expect(await atividadesDo(veiculo.id)).toEqual(antes);
    // The agenda's own period.
    const longo = await http.get('/api/frota/agenda?inicio=2030-01-01&fim=2030-03-01', f.admin);
    expect(longo.statusCode).toBe(400);
    expect(longo.json().message).toContain(AGENDA_MESSAGES.periodoLongo);
    expect((await http.get('/api/frota/agenda?inicio=2030-01-01', f.admin)).statusCode).toBe(400);
  });

  it('answers 404 for another company’s vehicle or unavailability, and for a trip’s activity', async () => {
    const alheio = await criarVeiculo(db(), { ownerId: f.carrierOwnerId });
    const [alheia] = await db()
      .insert(veiculoAtividades)
      .values({
        ownerId: f.carrierOwnerId,
        veiculoId: alheio.id,
        tipo: TipoAtividadeVeiculo.Folga,
        dhInicio: new Date('2030-03-05T00:00:00Z'),
        dhRetorno: new Date('2030-03-06T00:00:00Z'),
      })
      .returning();
    const payload = {
      veiculoId: alheio.id,
      tipo: TipoAtividadeVeiculo.Manutencao,
      dhInicio: '2030-03-06T12:00:00Z',
      dhFim: '2030-03-08T12:00:00Z',
    };
    expect((await http.post(URL_INDISPONIBILIDADES, f.admin, payload)).statusCode).toBe(404);
    const meu = { ...payload, veiculoId: veiculo.id };
    expect((await http.put(`${URL_INDISPONIBILIDADES}/${alheia!.id}`, f.admin, meu)).statusCode).toBe(404);
    expect((await http.delete(`${URL_INDISPONIBILIDADES}/${alheia!.id}`, f.admin)).statusCode).toBe(404);
    const viagem = (await atividadesDo(veiculo.id)).find((row) => row.tipo === TipoAtividadeVeiculo.Viagem);
    expect((await http.delete(`${URL_INDISPONIBILIDADES}/${viagem!.id}`, f.admin)).statusCode).toBe(404);
    // My vehicle moved onto another company's vehicle: 404 and nothing changed.
    const folga = (await atividadesDo(veiculo.id)).find((row) => row.tipo === TipoAtividadeVeiculo.Folga);
    expect((await http.put(`${URL_INDISPONIBILIDADES}/${folga!.id}`, f.admin, payload)).statusCode).toBe(404);
    expect((await atividadesDo(alheio.id)).map((row) => row.id)).toEqual([alheia!.id]);
    // The carrier's agenda does not show the shipper's vehicle.
    const deles = (
      await http.get(`/api/frota/agenda?inicio=2030-03-04&fim=2030-03-10&placa=${veiculo.placa}`, f.carrier)
    ).json<TAgenda>();
    expect(deles.total).toBe(0);
  });
});

describe('demo data (frota-agenda-seed.ts)', () => {
  it('gives the demo shipper a maintenance over a load (the overlap), a day off and a CNH about to expire', async () => {
    const [manutencao] = await sqlRows<{ veiculo_id: string; dh_inicio: Date; placa: string }>(
      db(),
      sql`select a.veiculo_id, a.dh_inicio, v.placa from veiculo_atividades a join veiculos v on v.id = a.veiculo_id
          where a.owner_id = ${f.shipperOwnerId} and a.tipo = 2 and a.carga_id is null`,
    );
    expect(manutencao).toBeDefined();
    const dia = hojeEmSaoPaulo(new Date(manutencao!.dh_inicio));
    const body = (
      await http.get(
        `/api/frota/agenda?inicio=${somarDias(dia, -3)}&fim=${somarDias(dia, 3)}&placa=${manutencao!.placa}`,
        f.admin,
      )
    ).json<TAgenda>();
    const itens = body.veiculos[0]?.itens ?? [];
    expect(
      itens.find((item) => item.tipo === 'indisponibilidade' && item.tipoAtividade === 2)?.sobreposto,
    ).toBe(true);
    expect(itens.some((item) => item.tipo === 'carga' && item.sobreposto)).toBe(true);
    expect(itens.some((item) => item.tipoAtividade === TipoAtividadeVeiculo.Folga)).toBe(true);
    const lista = (await http.get('/api/frota/vencimentos', f.admin)).json<TVencimentosList>();
    expect(lista.items.find((item) => item.nome === 'Edson Luiz Cardoso')).toMatchObject({
      documento: 'CNH',
      diasRestantes: 10,
    });
  });
});

describe('document expiry', () => {
  const hoje = hojeEmSaoPaulo(new Date());
  let motorista: { id: string; nome: string };
  let caminhao: { id: string; placa: string };

  beforeAll(async () => {
    motorista = await criarMotorista(db(), { ownerId: f.shipperOwnerId, cnhValidade: somarDias(hoje, 5) });
    caminhao = await criarVeiculo(db(), { ownerId: f.shipperOwnerId });
    await db()
      .insert(veiculoDocumentos)
      .values([
        {
          ownerId: f.shipperOwnerId,
          veiculoId: caminhao.id,
          tipo: TipoDocumentoVeiculo.Crlv,
          validade: somarDias(hoje, -2),
        },
        {
          ownerId: f.shipperOwnerId,
          veiculoId: caminhao.id,
          tipo: TipoDocumentoVeiculo.Rntrc,
          validade: somarDias(hoje, 200),
        },
      ]);
  });

  it('lists what expires within the window (default 30 days), expired first', async () => {
    const response = await http.get('/api/frota/vencimentos', f.admin);
    expect(response.statusCode).toBe(200);
    const body = response.json<TVencimentosList>();
    expect(body).toMatchObject({ dias: 30, hoje });
    expect(body.items.find((item) => item.registroId === caminhao.id)).toMatchObject({
      origem: 'veiculo',
      documento: 'CRLV',
      diasRestantes: -2,
      vencido: true,
    });
    expect(body.items.find((item) => item.registroId === motorista.id)).toMatchObject({
      origem: 'motorista',
      documento: 'CNH',
      nome: motorista.nome,
      diasRestantes: 5,
      vencido: false,
    });
    expect(body.items.some((item) => item.documento.startsWith('RNTRC'))).toBe(false);
    const ano = (await http.get('/api/frota/vencimentos?dias=365', f.admin)).json<TVencimentosList>();
    expect(
      ano.items.some((item) => item.registroId === caminhao.id && item.documento.startsWith('RNTRC')),
    ).toBe(true);
    for (const dias of ['0', '366', 'x']) {
      const bad = await http.get(`/api/frota/vencimentos?dias=${dias}`, f.admin);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('Informe um número de dias entre 1 e 365.');
    }
    // Another company sees none of these.
    const deles = (await http.get('/api/frota/vencimentos?dias=365', f.carrier)).json<TVencimentosList>();
    expect(deles.items.some((item) => [caminhao.id, motorista.id].includes(item.registroId))).toBe(false);
  });

  it('follows the owner preference (validated 1–365)', async () => {
    const invalida = await http.post('/api/owner-preferences', f.admin, {
      nome: 'DiasAvisoVencimento',
      valor: 400,
    });
    expect(invalida.statusCode).toBe(400);
    const ok = await http.post('/api/owner-preferences', f.admin, { nome: 'DiasAvisoVencimento', valor: 3 });
    expect(ok.statusCode).toBeLessThan(300);
    const body = (await http.get('/api/frota/vencimentos', f.admin)).json<TVencimentosList>();
    expect(body.dias).toBe(3);
    expect(body.items.some((item) => item.registroId === motorista.id)).toBe(false);
    await db().execute(sql`delete from owner_preferences where nome = 'DiasAvisoVencimento'`);
  });

  it('carries the alerts on the selector lists the allocation form uses', async () => {
    const motoristas = (await http.get('/api/frota/motoristas', f.admin)).json<TMotoristaFrota[]>();
    expect(motoristas.find((m) => m.id === motorista.id)?.alertas).toEqual([
      expect.objectContaining({ tipo: 'cnh-a-vencer', diasRestantes: 5, validade: somarDias(hoje, 5) }),
    ]);
    const veiculos = (await http.get('/api/frota/veiculos', f.admin)).json<TVeiculoFrota[]>();
    expect(veiculos.find((v) => v.id === caminhao.id)?.alertas).toEqual([
      expect.objectContaining({ tipo: 'documento-vencido', diasRestantes: -2 }),
    ]);
    expect(veiculos.find((v) => v.id === veiculo.id)?.alertas).toEqual([]);
  });

  it('notifies the company once per document and expiry date (the daily job is idempotent)', async () => {
    const service = createVencimentosService({ repository: createVencimentosRepository(db()) });
    const notify = f.t.app.notificacoes.notify;
    const primeira = await service.avisar(notify);
    expect(primeira).toBeGreaterThanOrEqual(2);
    const avisos = await sqlRows<{ event_id: string; title: string; body: string; destinatarios: number }>(
      db(),
      sql`select n.event_id, n.title, n.body,
            (select count(*)::int from notificacao_destinatarios d where d.notificacao_id = n.id) as destinatarios
          from notificacoes n where n.owner_id = ${f.shipperOwnerId} and n.event_id like 'frota-vencimento:%'`,
    );
    const doMotorista = avisos.filter(
      (aviso) => aviso.event_id === `frota-vencimento:motorista:${motorista.id}:${somarDias(hoje, 5)}`,
    );
    expect(doMotorista).toHaveLength(1);
    expect(doMotorista[0]?.body).toContain(`A CNH de ${motorista.nome} vence em 5 dias`);
    expect(doMotorista[0]?.destinatarios).toBeGreaterThan(0);
    const [crlv] = await sqlRows<{ id: string }>(
      db(),
      sql`select id from veiculo_documentos where veiculo_id = ${caminhao.id} and tipo = 1`,
    );
    const doCaminhao = avisos.filter((aviso) => aviso.event_id.includes(crlv!.id));
    expect(doCaminhao.map((aviso) => aviso.title)).toEqual(['Documento da frota vencido']);
    // A second run (the next day's, or a retry) sends nothing new.
    expect(await service.avisar(notify)).toBe(0);
    const depois = await sqlRows(
      db(),
      sql`select id from notificacoes where owner_id = ${f.shipperOwnerId} and event_id like 'frota-vencimento:%'`,
    );
    expect(depois).toHaveLength(avisos.length);
  });
});

describe('access', () => {
  it('needs a session (401) and the Frota module (403)', async () => {
    expect((await http.get('/api/frota/agenda?inicio=2030-03-04&fim=2030-03-10')).statusCode).toBe(401);
    await negarModulos(db(), 'operador@embarcador.demo', ['frota']);
    const { signInAs } = await import('../../../../test/factories/sessoes');
    const semFrota = (await signInAs(f.t.app, 'operador@embarcador.demo')).headers;
    const payload = {
      veiculoId: veiculo.id,
      tipo: TipoAtividadeVeiculo.Manutencao,
      dhInicio: '2030-03-06T12:00:00Z',
      dhFim: '2030-03-08T12:00:00Z',
    };
    const id = '00000000-0000-4000-8000-000000000000';
    const respostas = [
      await http.get('/api/frota/agenda?inicio=2030-03-04&fim=2030-03-10', semFrota),
      await http.post(URL_INDISPONIBILIDADES, semFrota, payload),
      await http.put(`${URL_INDISPONIBILIDADES}/${id}`, semFrota, payload),
      await http.delete(`${URL_INDISPONIBILIDADES}/${id}`, semFrota),
      await http.get('/api/frota/vencimentos', semFrota),
    ];
    for (const response of respostas) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(MESSAGES.forbidden);
    }
    await negarModulos(db(), 'operador@embarcador.demo', []);
  });
});

describe('audit (issue 18)', () => {
  const payload = () => ({
    veiculoId: veiculo.id,
    tipo: TipoAtividadeVeiculo.Manutencao,
    dhInicio: '2030-05-06T12:00:00Z',
    dhFim: '2030-05-08T12:00:00Z',
  });
  const linhasDo = (veiculoId: string) =>
    sqlRows<{
      id: string;
      tipo: number;
      dh_inicio: Date;
      dh_retorno: Date | null;
      observacao: string | null;
    }>(
      db(),
      sql`select id, tipo, dh_inicio, dh_retorno, observacao from veiculo_atividades
          where veiculo_id = ${veiculoId} order by id`,
    );

  it('answers 400 naming the id for a malformed one on edit and delete, writing nothing', async () => {
    const antes = await linhasDo(veiculo.id);
    for (const response of [
      await http.put(`${URL_INDISPONIBILIDADES}/nao-e-id`, f.admin, payload()),
      await http.delete(`${URL_INDISPONIBILIDADES}/nao-e-id`, f.admin),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(`${rotuloDoCampo('id')}: ${MESSAGES.invalidFormat}`);
    }
    expect(await linhasDo(veiculo.id)).toEqual(antes);
  });

  it('answers 404 when editing a trip’s activity, and leaves it as it was', async () => {
    const antes = await linhasDo(veiculo.id);
    const viagem = antes.find((row) => row.tipo === TipoAtividadeVeiculo.Viagem);
    expect(viagem).toBeDefined();
    const response = await http.put(`${URL_INDISPONIBILIDADES}/${viagem!.id}`, f.admin, payload());
    expect(response.statusCode).toBe(404);
    expect(await linhasDo(veiculo.id)).toEqual(antes);
  });

  it('the expiry list needs a session (401)', async () => {
    const response = await http.get('/api/frota/vencimentos');
    expect(response.statusCode).toBe(401);
  });
});
