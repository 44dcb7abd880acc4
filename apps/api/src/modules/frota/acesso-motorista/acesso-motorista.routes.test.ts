import {
  ACESSO_MOTORISTA_MESSAGES,
  cpfCheckDigits,
  HTTP_MESSAGES,
  MESSAGES,
  MOTORISTA_CODIGO_TENTATIVAS,
  OrigemPosicao,
  rotuloDoCampo,
  SituacaoCarga,
  type TCargaDoMotorista,
  type TCargaDoMotoristaDetalhe,
  type TMotoristaEntrarResponse,
  ZCargaDoMotoristaDetalhe,
  ZCargasDoMotorista,
  ZMotoristaEntrarResponse,
} from '@embarca/domain';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as demo from '../../../../test/factories/demo';
import { criarMotorista } from '../../../../test/factories/frota';
import { sequencia } from '../../../../test/factories/sequencia';
import { signInAs } from '../../../../test/factories/sessoes';
import { codeIn, createFakeMailer, createFakeSms } from '../../../../test/helpers/fake-mailer';
import { sqlRows } from '../../../../test/helpers/sql-rows';
import { usarTestApp } from '../../../../test/helpers/test-app';
import { motoristaCodigosAcesso } from '../../../db/schema';

type Headers = Record<string, string>;

const mailer = createFakeMailer();
const sms = createFakeSms();
const t = usarTestApp({ mailer, sms });
let shipper: Headers;
let shipperOwnerId: string;
let carrierOwnerId: string;
let shipperUnidadeId: string;

/** Each call from its own client address, so the routes' rate limit (10 a minute) does not mix tests. */
let endereco = 0;
function post(url: string, payload: unknown, ip = `10.0.0.${++endereco % 250}`) {
  return t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: ip });
}
const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

function novoCpf(): string {
  const base = String(800_000_000 + sequencia());
  return `${base}${cpfCheckDigits(base)}`;
}

async function pedirCodigo(cpf: string) {
  const response = await post('/api/motorista/acesso/codigo', { cpf });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toEqual({ message: ACESSO_MOTORISTA_MESSAGES.codigoEnviado, validadeMinutos: 10 });
}

const ultimoSms = (telefone: string) => codeIn(sms.sent.filter((m) => m.to === telefone).at(-1)!.text);

async function entrar(cpf: string, codigo: string) {
  return post('/api/motorista/acesso/entrar', { cpf, codigo });
}

async function codigos(motoristaId: string) {
  return t.database.db
    .select()
    .from(motoristaCodigosAcesso)
    .where(eq(motoristaCodigosAcesso.motoristaId, motoristaId));
}

/** Moves the driver's codes back in time (the resend throttle and the expiry). */
async function envelhecer(motoristaId: string, segundos: number) {
  await t.database.db.execute(
    sql`update motorista_codigos_acesso set created_at = created_at - make_interval(secs => ${segundos}),
      expira_em = expira_em - make_interval(secs => ${segundos}) where motorista_id = ${motoristaId}`,
  );
}

beforeAll(async () => {
  const s = await signInAs(t.app, 'admin@embarcador.demo');
  shipper = s.headers;
  shipperOwnerId = s.ownerId;
  shipperUnidadeId = s.headers.businessunitid as string;
  carrierOwnerId = (await signInAs(t.app, 'admin@transportadora.demo')).ownerId;
});

describe('driver sign-in: the code', () => {
  it('sends a 6-digit code by SMS, stores only its hash, and signs in once with it', async () => {
    const cpf = novoCpf();
    const motorista = await criarMotorista(t.database.db, {
      ownerId: shipperOwnerId,
      cpf,
      telefone: '11970000001',
    });
    await pedirCodigo(cpf);
    const codigo = ultimoSms('11970000001');
    expect(codigo).toMatch(/^\d{6}$/);
    const [row] = await codigos(motorista.id);
    expect(row!.codigoHash).not.toContain(codigo);
    expect(row!.canal).toBe(1);
    expect(row!.expiraEm.getTime() - row!.createdAt.getTime()).toBe(10 * 60 * 1000);

    const ok = await entrar(cpf, codigo);
    expect(ok.statusCode, ok.body).toBe(200);
    const sessao = ok.json<TMotoristaEntrarResponse>();
    expect(ZMotoristaEntrarResponse.safeParse(sessao).success).toBe(true);
    expect(sessao.nome).toBe(motorista.nome);
    expect(sessao.cadastros.map((c) => c.motoristaId)).toEqual([motorista.id]);
    const eu = await get('/api/motorista/eu', bearer(sessao.token));
    expect(eu.statusCode).toBe(200);
    // Single use.
    const again = await entrar(cpf, codigo);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(ACESSO_MOTORISTA_MESSAGES.codigoInvalido);
  });

  it('uses the e-mail when there is no phone; a resend is throttled, and a new code replaces the earlier one', async () => {
    const cpf = novoCpf();
    const motorista = await criarMotorista(t.database.db, {
      ownerId: shipperOwnerId,
      cpf,
      telefone: null,
      email: 'motorista.sem.celular@teste.com.br',
    });
    await pedirCodigo(cpf);
    await pedirCodigo(cpf);
    const mails = mailer.to('motorista.sem.celular@teste.com.br');
    expect(mails).toHaveLength(1);
    expect((await codigos(motorista.id))[0]!.canal).toBe(2);
    // After the throttle a new code goes out and the earlier one stops working.
    const primeiro = codeIn(mails[0]!.text);
    await envelhecer(motorista.id, 31);
    await pedirCodigo(cpf);
    const segundo = codeIn(mailer.to('motorista.sem.celular@teste.com.br').at(-1)!.text);
    expect(mailer.to('motorista.sem.celular@teste.com.br')).toHaveLength(2);
    if (primeiro !== segundo) expect((await entrar(cpf, primeiro)).statusCode).toBe(401);
    expect((await entrar(cpf, segundo)).statusCode).toBe(200);
  });

  it('gives the same answer for an unknown CPF, an inactive driver and one without channels, sending nothing', async () => {
    const antes = sms.sent.length + mailer.sent.length;
    const inativo = novoCpf();
    await criarMotorista(t.database.db, { ownerId: shipperOwnerId, cpf: inativo, ativo: false });
    const semCanal = novoCpf();
    const semCanalRow = await criarMotorista(t.database.db, {
      ownerId: shipperOwnerId,
      cpf: semCanal,
      telefone: null,
    });
    for (const cpf of [novoCpf(), inativo, semCanal]) await pedirCodigo(cpf);
    expect(sms.sent.length + mailer.sent.length).toBe(antes);
    expect(await codigos(semCanalRow.id)).toEqual([]);
    // And the sign-in answer is the same 401 too.
    const unknown = await entrar(novoCpf(), '123456');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe(ACESSO_MOTORISTA_MESSAGES.codigoInvalido);
  });

  it(`kills the code after ${MOTORISTA_CODIGO_TENTATIVAS} wrong attempts`, async () => {
    const cpf = novoCpf();
    const motorista = await criarMotorista(t.database.db, {
      ownerId: shipperOwnerId,
      cpf,
      telefone: '11970000002',
    });
    await pedirCodigo(cpf);
    const codigo = ultimoSms('11970000002');
    const errado = codigo === '000000' ? '111111' : '000000';
    for (let i = 0; i < MOTORISTA_CODIGO_TENTATIVAS; i++) {
      expect((await entrar(cpf, errado)).statusCode).toBe(401);
    }
    expect((await codigos(motorista.id))[0]!.tentativas).toBe(MOTORISTA_CODIGO_TENTATIVAS);
    expect((await entrar(cpf, codigo)).statusCode).toBe(401);
  });

  it('refuses an expired code', async () => {
    const cpf = novoCpf();
    const motorista = await criarMotorista(t.database.db, {
      ownerId: shipperOwnerId,
      cpf,
      telefone: '11970000003',
    });
    await pedirCodigo(cpf);
    const codigo = ultimoSms('11970000003');
    await envelhecer(motorista.id, 10 * 60 + 1);
    expect((await entrar(cpf, codigo)).statusCode).toBe(401);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const cpf = await post('/api/motorista/acesso/codigo', { cpf: '123.456.789-01' });
    expect(cpf.statusCode).toBe(400);
    expect(cpf.json().message).toContain('CPF inválido');
    const codigo = await post('/api/motorista/acesso/entrar', { cpf: novoCpf(), codigo: '12ab' });
    expect(codigo.statusCode).toBe(400);
    expect(codigo.json().message).toContain(ACESSO_MOTORISTA_MESSAGES.codigoFormato);
  });

  it('rate-limits the code requests per client address (429)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await post('/api/motorista/acesso/codigo', { cpf: novoCpf() }, '10.9.9.9')).statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('driver session', () => {
  let token: string;
  let cargaId: string;
  let motoristaIds: string[];
  let cpf: string;

  beforeAll(async () => {
    // One CPF, a driver of two companies: one code reaches both, one session covers both.
    cpf = novoCpf();
    const noEmbarcador = await criarMotorista(t.database.db, {
      ownerId: shipperOwnerId,
      cpf,
      telefone: '11970000009',
    });
    const naTransportadora = await criarMotorista(t.database.db, {
      ownerId: carrierOwnerId,
      cpf,
      telefone: null,
      email: 'dois.cadastros@teste.com.br',
    });
    motoristaIds = [noEmbarcador.id, naTransportadora.id].sort();
    const carga = await demo.carga(t.database.db, {
      ownerId: shipperOwnerId,
      unidadeNegocioId: shipperUnidadeId,
      situacao: SituacaoCarga.EmAndamento,
    });
    cargaId = carga.id;
    await t.database.db.execute(
      sql`update cargas set motorista_id = ${noEmbarcador.id} where id = ${cargaId}`,
    );
    await pedirCodigo(cpf);
    const codigo = ultimoSms('11970000009');
    expect(codeIn(mailer.to('dois.cadastros@teste.com.br').at(-1)!.text)).toBe(codigo);
    const ok = await entrar(cpf, codigo);
    expect(ok.statusCode, ok.body).toBe(200);
    const body = ok.json<TMotoristaEntrarResponse>();
    expect(body.cadastros.map((c) => c.motoristaId).sort()).toEqual(motoristaIds);
    token = body.token;
  });

  it('lists the allocated loads (in progress first) and one load with its route', async () => {
    const list = await get('/api/motorista/cargas', bearer(token));
    expect(list.statusCode, list.body).toBe(200);
    const cargas = list.json<TCargaDoMotorista[]>();
    expect(ZCargasDoMotorista.safeParse(cargas).success).toBe(true);
    const carga = cargas.find((c) => c.id === cargaId)!;
    expect(carga).toMatchObject({ emAndamento: true, situacao: 2, situacaoTexto: 'Em andamento' });
    expect(cargas[0]!.emAndamento).toBe(true);
    const detail = await get(`/api/motorista/cargas/${cargaId}`, bearer(token));
    expect(detail.statusCode, detail.body).toBe(200);
    const detalhe = detail.json<TCargaDoMotoristaDetalhe>();
    expect(ZCargaDoMotoristaDetalhe.safeParse(detalhe).success).toBe(true);
    expect(detalhe.rota.length).toBeGreaterThan(0);
    // A load not allocated to them: 404.
    const outra = await demo.carga(
      t.database.db,
      { ownerId: shipperOwnerId, situacao: SituacaoCarga.EmAndamento },
      1,
    );
    if (outra.id !== cargaId) {
      await t.database.db.execute(sql`update cargas set motorista_id = null where id = ${outra.id}`);
      expect((await get(`/api/motorista/cargas/${outra.id}`, bearer(token))).statusCode).toBe(404);
    }
  });

  it("shares the phone's position as the load's vehicle's, only during the trip; bad input writes nothing", async () => {
    const [veiculo] = await demo.veiculosAtivos(t.database.db, shipperOwnerId);
    await t.database.db.execute(sql`update cargas set veiculo_id = ${veiculo!.id} where id = ${cargaId}`);
    const url = `/api/motorista/cargas/${cargaId}/posicao`;
    const enviar = (payload: object, headers: Headers = bearer(token)) =>
      t.app.inject({ method: 'POST', url, headers, payload });
    const contar = async () =>
      Number(
        (
          await sqlRows<{ n: string }>(
            t.database.db,
            sql`select count(*) as n from veiculo_posicoes where veiculo_id = ${veiculo!.id}`,
          )
        )[0]!.n,
      );
    const antes = await contar();
    const dhPosicao = new Date().toISOString();

    const ok = await enviar({ latitude: -23.5, longitude: -46.6, dhPosicao, velocidadeKmh: 62 });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toEqual({ registradas: 1 });
    expect(await contar()).toBe(antes + 1);
    const [ultima] = await sqlRows<{ origem: number; motorista_id: string; latitude: number }>(
      t.database.db,
      sql`select origem, motorista_id, latitude from veiculo_ultimas_posicoes where veiculo_id = ${veiculo!.id}`,
    );
    expect(ultima).toMatchObject({ origem: OrigemPosicao.Motorista, latitude: -23.5 });
    expect(motoristaIds).toContain(ultima!.motorista_id);

    // Impossible coordinates: 400 naming the field, nothing written.
    const ruim = await enviar({ latitude: 95, longitude: -46.6, dhPosicao });
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().message).toBe('Latitude deve estar entre -90 e 90.');
    expect(await contar()).toBe(antes + 1);

    // Not on the road: 409; without a vehicle: 409; nothing written.
    await t.database.db.execute(
      sql`update cargas set situacao = ${SituacaoCarga.AguardandoContratacao} where id = ${cargaId}`,
    );
    const parada = await enviar({ latitude: -23.5, longitude: -46.6, dhPosicao });
    expect(parada.statusCode).toBe(409);
    expect(parada.json().message).toBe(ACESSO_MOTORISTA_MESSAGES.posicaoForaDeViagem);
    await t.database.db.execute(
      sql`update cargas set situacao = ${SituacaoCarga.EmAndamento}, veiculo_id = null where id = ${cargaId}`,
    );
    const semVeiculo = await enviar({ latitude: -23.5, longitude: -46.6, dhPosicao });
    expect(semVeiculo.statusCode).toBe(409);
    expect(semVeiculo.json().message).toBe(ACESSO_MOTORISTA_MESSAGES.posicaoSemVeiculo);
    expect(await contar()).toBe(antes + 1);
    await t.database.db.execute(sql`update cargas set veiculo_id = ${veiculo!.id} where id = ${cargaId}`);

    // Another load (not theirs): 404; a user's token: 401.
    const outra = await demo.carga(
      t.database.db,
      { ownerId: shipperOwnerId, situacao: SituacaoCarga.EmAndamento },
      2,
    );
    if (outra.id !== cargaId) {
      await t.database.db.execute(sql`update cargas set motorista_id = null where id = ${outra.id}`);
      const alheia = await t.app.inject({
        method: 'POST',
        url: `/api/motorista/cargas/${outra.id}/posicao`,
        headers: bearer(token),
        payload: { latitude: -23.5, longitude: -46.6, dhPosicao },
      });
      expect(alheia.statusCode).toBe(404);
    }
    expect(
      (
        await enviar(
          { latitude: -23.5, longitude: -46.6, dhPosicao },
          { authorization: shipper.authorization! },
        )
      ).statusCode,
    ).toBe(401);
    expect(await contar()).toBe(antes + 1);
  });

  it('keeps the audiences apart: a driver token is refused by the user API and a user token here', async () => {
    expect((await get('/api/frota/motoristas', bearer(token))).statusCode).toBe(401);
    expect((await get('/api/notificacoes', bearer(token))).statusCode).toBe(401);
    const userToken = shipper.authorization!;
    for (const url of ['/api/motorista/eu', '/api/motorista/cargas', `/api/motorista/cargas/${cargaId}`]) {
      expect((await get(url, { authorization: userToken })).statusCode, url).toBe(401);
    }
    expect((await get('/api/motorista/cargas', {})).statusCode).toBe(401);
    expect((await get('/api/motorista/cargas', bearer(`${token}x`))).statusCode).toBe(401);
  });

  it('stops covering a deactivated record; with none left the session ends', async () => {
    await t.database.db.execute(sql`update motoristas set ativo = false where id = ${motoristaIds[0]}`);
    await t.database.db.execute(sql`update motoristas set ativo = false where id = ${motoristaIds[1]}`);
    const eu = await get('/api/motorista/eu', bearer(token));
    expect(eu.statusCode).toBe(401);
    expect(eu.json().message).toBe(ACESSO_MOTORISTA_MESSAGES.sessaoInvalida);
    await t.database.db.execute(sql`update motoristas set ativo = true where cpf = ${cpf}`);
  });
});

describe('driver session: audit (issue 18)', () => {
  let token: string;
  /** A load in progress allocated to this driver, and one allocated to another driver (with a vehicle). */
  let minha: string;
  let deOutro: { id: string; veiculoId: string };
  /** The driver's record in another company, and a load allocated to it. */
  let outroCadastro: string;
  let doOutroCadastro: string;

  const posicoesDo = async (veiculoId: string) =>
    (
      await sqlRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from veiculo_posicoes where veiculo_id = ${veiculoId}`,
      )
    )[0]!.n;
  const posicao = () => ({ latitude: -23.5, longitude: -46.6, dhPosicao: new Date().toISOString() });

  beforeAll(async () => {
    const cpf = novoCpf();
    const motorista = await criarMotorista(t.database.db, {
      ownerId: shipperOwnerId,
      cpf,
      telefone: '11970000031',
    });
    outroCadastro = (
      await criarMotorista(t.database.db, {
        ownerId: carrierOwnerId,
        cpf,
        telefone: null,
        email: 'auditoria.dois.cadastros@teste.com.br',
      })
    ).id;
    const outro = await criarMotorista(t.database.db, { ownerId: shipperOwnerId });
    const [a, b, c] = await demo.cargas(t.database.db, {
      ownerId: shipperOwnerId,
      situacao: SituacaoCarga.EmAndamento,
      ordem: 'codigo desc',
    });
    const [veiculo] = await demo.veiculosAtivos(t.database.db, shipperOwnerId);
    await t.database.db.execute(sql`update cargas set motorista_id = ${motorista.id} where id = ${a!.id}`);
    await t.database.db.execute(
      sql`update cargas set motorista_id = ${outro.id}, veiculo_id = ${veiculo!.id} where id = ${b!.id}`,
    );
    await t.database.db.execute(sql`update cargas set motorista_id = ${outroCadastro} where id = ${c!.id}`);
    minha = a!.id;
    doOutroCadastro = c!.id;
    deOutro = { id: b!.id, veiculoId: veiculo!.id };
    await pedirCodigo(cpf);
    const ok = await entrar(cpf, ultimoSms('11970000031'));
    expect(ok.statusCode, ok.body).toBe(200);
    token = ok.json<TMotoristaEntrarResponse>().token;
  });

  it("lists only the driver's own loads; another driver's load is 404 on read and position, nothing written", async () => {
    const lista = await get('/api/motorista/cargas', bearer(token));
    expect(lista.statusCode).toBe(200);
    const ids = lista.json<TCargaDoMotorista[]>().map((carga) => carga.id);
    expect([...ids].sort()).toEqual([minha, doOutroCadastro].sort());
    expect((await get(`/api/motorista/cargas/${deOutro.id}`, bearer(token))).statusCode).toBe(404);
    const antes = await posicoesDo(deOutro.veiculoId);
    const alheia = await t.app.inject({
      method: 'POST',
      url: `/api/motorista/cargas/${deOutro.id}/posicao`,
      headers: bearer(token),
      payload: posicao(),
    });
    expect(alheia.statusCode).toBe(404);
    expect(await posicoesDo(deOutro.veiculoId)).toBe(antes);
  });

  it('answers 400 naming the id for a malformed one, and 401 without a token', async () => {
    const idInvalido = `${rotuloDoCampo('id')}: ${MESSAGES.invalidFormat}`;
    const leitura = await get('/api/motorista/cargas/nao-e-id', bearer(token));
    expect(leitura.statusCode).toBe(400);
    expect(leitura.json().message).toContain(idInvalido);
    const envio = await t.app.inject({
      method: 'POST',
      url: '/api/motorista/cargas/nao-e-id/posicao',
      headers: bearer(token),
      payload: posicao(),
    });
    expect(envio.statusCode).toBe(400);
    expect(envio.json().message).toContain(idInvalido);
    const semToken = await t.app.inject({
      method: 'POST',
      url: `/api/motorista/cargas/${minha}/posicao`,
      payload: posicao(),
    });
    expect(semToken.statusCode).toBe(401);
    expect(semToken.json().message).toBe(MESSAGES.invalidToken);
  });

  it('rate-limits the sign-in attempts per client address (429)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await post(
        '/api/motorista/acesso/entrar',
        { cpf: novoCpf(), codigo: '123456' },
        '10.9.9.8',
      );
      statuses.push(response.statusCode);
      if (i === 10) expect(response.json().message).toBe(HTTP_MESSAGES.tooManyRequests);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("stops showing a deactivated record's loads while the session goes on with the other", async () => {
    await t.database.db.execute(sql`update motoristas set ativo = false where id = ${outroCadastro}`);
    try {
      const lista = await get('/api/motorista/cargas', bearer(token));
      expect(lista.statusCode).toBe(200);
      expect(lista.json<TCargaDoMotorista[]>().map((carga) => carga.id)).toEqual([minha]);
      expect((await get(`/api/motorista/cargas/${doOutroCadastro}`, bearer(token))).statusCode).toBe(404);
      const envio = await t.app.inject({
        method: 'POST',
        url: `/api/motorista/cargas/${doOutroCadastro}/posicao`,
        headers: bearer(token),
        payload: posicao(),
      });
      expect(envio.statusCode).toBe(404);
    } finally {
      await t.database.db.execute(sql`update motoristas set ativo = true where id = ${outroCadastro}`);
    }
  });
});
