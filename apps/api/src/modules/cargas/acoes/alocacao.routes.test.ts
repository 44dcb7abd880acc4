import {
  ALOCACAO_MESSAGES,
  formatPlate,
  type TMotoristaFrota,
  type TSugestaoVeiculos,
  type TVeiculoFrota,
} from '@embarca/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as demo from '../../../../test/factories/demo';
import { colunasDaCarga, historicoDaCarga, ofertasDaCarga } from '../../../../test/helpers/carga-registros';
import { usarCargasFixture } from '../../../../test/helpers/cargas-fixture';
import { sqlRows } from '../../../../test/helpers/sql-rows';

/**
 * The allocation rule over HTTP (issue 16): capacity by weight and volume, one vehicle and one driver per
 * period — refused with 409 and a pt-BR message naming the reason, nothing written; the allocation form's
 * lists and 'Encontrar veículo' say the same.
 */

type Headers = Record<string, string>;

const f = usarCargasFixture();

let veiculos: demo.Veiculo[];
let equipamento: demo.Veiculo;
let motoristas: demo.Motorista[];

beforeAll(async () => {
  const db = f.t.database.db;
  const ativos = await demo.veiculosAtivos(db, f.shipperOwnerId);
  // The vehicles that carry a load (equipment rides with one), largest capacity first; those with a known
  // capacity (a tractor without its set has none: the rule cannot refuse it).
  veiculos = ativos
    .filter((v) => v.capacidadeKg !== null && v.tipoEquipamento === null)
    .sort((a, b) => Number(b.capacidadeKg) - Number(a.capacidadeKg));
  // A demo semi-trailer.
  equipamento = ativos.find((v) => v.tipoEquipamento !== null)!;
  motoristas = await demo.motoristasAtivos(db, f.shipperOwnerId);
});

const url = (path: string) => `/api/carga-mongo${path}`;
const alocar = (id: string, body: object, headers: Headers = f.admin) =>
  f.t.app.inject({
    method: 'POST',
    url: url(`/${id}/alocar`),
    headers,
    payload: { tipoAlocacao: 1, ...body },
  });

let periodo = 0;
/** A load awaiting allocation, weighing `pesoKg`, alone in a far period of its own (day offset returned). */
async function cargaLivre(pesoKg: number, volumeM3 = 1) {
  const carga = await f.cargas.nova({ situacao: 1 });
  periodo += 1;
  const dias = 200 + periodo * 10;
  await f.t.database.db.execute(
    sql`update cargas set peso = ${pesoKg}, volume = ${volumeM3}, volume_unidade = 7,
          dh_coleta = now() + make_interval(days => ${dias}),
          dh_entrega = now() + make_interval(days => ${dias + 2})
        where id = ${carga.id}`,
  );
  return { ...carga, dias };
}

/** Another of the company's loads on the road with `veiculo`/`motorista`, over days `de`..`ate` from now. */
async function emAndamento(uso: { veiculoId?: string; motoristaId?: string; de: number; ate: number }) {
  const outra = await f.cargas.nova({ situacao: 2, unidadeNegocioId: f.unidade.matriz });
  await f.t.database.db.execute(
    sql`update cargas set veiculo_id = ${uso.veiculoId ?? null}, motorista_id = ${uso.motoristaId ?? null},
          equipamento_ids = '{}'::uuid[],
          dh_coleta = now() + make_interval(days => ${uso.de}),
          dh_entrega = now() + make_interval(days => ${uso.ate})
        where id = ${outra.id}`,
  );
  return outra;
}

/** Everything an allocation would write: the row, its history, its offers. */
async function gravado(id: string) {
  const db = f.t.database.db;
  return {
    carga: await colunasDaCarga(db, id, [
      'situacao',
      'version',
      'veiculoId',
      'motoristaId',
      'equipamentoIds',
      'transportadoraEmpresaId',
    ]),
    historico: (await historicoDaCarga(db, id)).length,
    ofertas: await ofertasDaCarga(db, id),
  };
}

async function expectRecusa(id: string, body: object, message: string) {
  const before = await gravado(id);
  const response = await alocar(id, body);
  expect(response.statusCode).toBe(409);
  expect(response.json().message).toBe(message);
  expect(await gravado(id)).toEqual(before);
  expect(await f.eventos(id, 1, 300)).toEqual([]);
}

describe('POST /{id}/alocar under the allocation rule', () => {
  it('allocates a vehicle that fits and a driver free in the period', async () => {
    const carga = await cargaLivre(8_740);
    const veiculo = veiculos.find((v) => Number(v.capacidadeKg) >= 8_740)!;
    const response = await alocar(carga.id, { veiculoId: veiculo.id, motoristaId: motoristas[0]!.id });
    expect(response.statusCode).toBe(200);
    expect(await colunasDaCarga(f.t.database.db, carga.id, ['situacao', 'veiculoId'])).toEqual({
      situacao: 2,
      veiculoId: veiculo.id,
    });
  });

  it('409 when the load weighs more than the vehicle takes (or takes more volume); nothing written', async () => {
    const carga = await cargaLivre(8_740, 10);
    const pequeno = veiculos.at(-1)!;
    expect(Number(pequeno.capacidadeKg)).toBeLessThan(8_740);
    await expectRecusa(
      carga.id,
      { veiculoId: pequeno.id, motoristaId: motoristas[0]!.id },
      ALOCACAO_MESSAGES.semCapacidadePeso(formatPlate(pequeno.placa), 8_740, Number(pequeno.capacidadeKg)),
    );
    // The message reads as an operator writes it.
    expect(ALOCACAO_MESSAGES.semCapacidadePeso('ABC-1234', 8_740, 3_000)).toBe(
      'O veículo ABC-1234 não comporta a carga: 8,74 Ton para 3,00 Ton de capacidade.',
    );

    const volumosa = carga;
    await f.t.database.db.execute(sql`update cargas set peso = 100, volume = 500 where id = ${carga.id}`);
    const grande = veiculos[0]!;
    await expectRecusa(
      volumosa.id,
      { veiculoId: grande.id, motoristaId: motoristas[0]!.id },
      ALOCACAO_MESSAGES.semCapacidadeVolume(formatPlate(grande.placa), 500, Number(grande.capacidadeM3)),
    );
  });

  it('409 when the vehicle is on another load in an overlapping period, naming that load; nothing written', async () => {
    const carga = await cargaLivre(100);
    const veiculo = veiculos[1]!;
    const outra = await emAndamento({ veiculoId: veiculo.id, de: carga.dias + 1, ate: carga.dias + 5 });
    await expectRecusa(
      carga.id,
      { veiculoId: veiculo.id, motoristaId: motoristas[1]!.id },
      `O veículo ${formatPlate(veiculo.placa)} já está alocado na carga ${outra.codigo} no mesmo período.`,
    );
    // Equipment too: a semi-trailer on another load in the period.
    const comEquipamento = await emAndamento({ de: carga.dias + 1, ate: carga.dias + 5 });
    await f.t.database.db.execute(
      sql`update cargas set equipamento_ids = array[${equipamento.id}]::uuid[] where id = ${comEquipamento.id}`,
    );
    await expectRecusa(
      carga.id,
      { veiculoId: veiculos[0]!.id, motoristaId: motoristas[1]!.id, equipamentos: [equipamento.id] },
      ALOCACAO_MESSAGES.veiculoOcupado(formatPlate(equipamento.placa), comEquipamento.codigo),
    );
    await f.t.database.db.execute(
      sql`update cargas set equipamento_ids = '{}'::uuid[], situacao = 4 where id = ${comEquipamento.id}`,
    );
    // The period after that load ends is free.
    const depois = await cargaLivre(100);
    await f.t.database.db.execute(
      sql`update cargas set dh_coleta = now() + make_interval(days => ${carga.dias + 6}),
            dh_entrega = now() + make_interval(days => ${carga.dias + 8}) where id = ${depois.id}`,
    );
    expect(
      (await alocar(depois.id, { veiculoId: veiculo.id, motoristaId: motoristas[1]!.id })).statusCode,
    ).toBe(200);
  });

  it('409 when the driver is on another load in an overlapping period; nothing written', async () => {
    const carga = await cargaLivre(100);
    const motorista = motoristas[2]!;
    const outra = await emAndamento({ motoristaId: motorista.id, de: carga.dias - 1, ate: carga.dias });
    await expectRecusa(
      carga.id,
      { veiculoId: veiculos[0]!.id, motoristaId: motorista.id },
      `O motorista ${motorista.nome} já está alocado na carga ${outra.codigo} no mesmo período.`,
    );
  });

  it('409 when the vehicle is unavailable in the fleet agenda (maintenance) over the period; nothing written', async () => {
    const carga = await cargaLivre(100);
    const veiculo = veiculos[2]!;
    const [janela] = await sqlRows<{ dh_coleta: Date; dh_entrega: Date }>(
      f.t.database.db,
      sql`select dh_coleta, dh_entrega from cargas where id = ${carga.id}`,
    );
    const inicio = new Date(new Date(janela!.dh_coleta).getTime() + 3_600_000);
    const fim = new Date(new Date(janela!.dh_entrega).getTime() + 86_400_000);
    const manutencao = await f.t.app.inject({
      method: 'POST',
      url: '/api/frota/agenda/indisponibilidades',
      headers: f.admin,
      payload: { veiculoId: veiculo.id, tipo: 2, dhInicio: inicio.toISOString(), dhFim: fim.toISOString() },
    });
    expect(manutencao.statusCode).toBe(201);
    const mensagem = ALOCACAO_MESSAGES.veiculoIndisponivel(
      formatPlate(veiculo.placa),
      'Manutenção',
      inicio,
      fim,
    );
    expect(mensagem).toMatch(
      /^O veículo .+ está indisponível \(manutenção\) de \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} a /,
    );
    await expectRecusa(carga.id, { veiculoId: veiculo.id, motoristaId: motoristas[3]!.id }, mensagem);
    // The allocation form's list and 'Encontrar veículo' say the same.
    const lista = await f.t.app.inject({
      method: 'GET',
      url: `/api/frota/veiculos?paraCargaId=${carga.id}`,
      headers: f.admin,
    });
    expect(lista.json<TVeiculoFrota[]>().find((v) => v.id === veiculo.id)?.impedimento).toEqual({
      motivo: 'veiculo-indisponivel',
      mensagem,
    });
    const sugestao = (
      await f.t.app.inject({ method: 'GET', url: url(`/veiculo/${carga.id}/sugerir`), headers: f.admin })
    ).json<TSugestaoVeiculos>();
    expect(sugestao.veiculos.map((v) => v.placa)).not.toContain(veiculo.placa);
    expect(sugestao.descartados.indisponiveis).toBeGreaterThanOrEqual(1);
    // Once the maintenance is deleted the vehicle may go.
    const id = manutencao.json().id;
    await f.t.app.inject({
      method: 'DELETE',
      url: `/api/frota/agenda/indisponibilidades/${id}`,
      headers: f.admin,
    });
    expect(
      (await alocar(carga.id, { veiculoId: veiculo.id, motoristaId: motoristas[3]!.id })).statusCode,
    ).toBe(200);
  });

  it('two allocations of the same vehicle at once over one period: one wins, the other is 409', async () => {
    const a = await cargaLivre(100);
    const b = await cargaLivre(100);
    await f.t.database.db.execute(
      sql`update cargas set dh_coleta = (select dh_coleta from cargas where id = ${a.id}),
            dh_entrega = (select dh_entrega from cargas where id = ${a.id}) where id = ${b.id}`,
    );
    const veiculo = veiculos[0]!;
    const respostas = await Promise.all([
      alocar(a.id, { veiculoId: veiculo.id, motoristaId: motoristas[0]!.id }),
      alocar(b.id, { veiculoId: veiculo.id, motoristaId: motoristas[1]!.id }),
    ]);
    expect(respostas.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const usados = await sqlRows<{ n: number }>(
      f.t.database.db,
      sql`select count(*)::int as n from cargas where id in (${a.id}, ${b.id}) and veiculo_id = ${veiculo.id}`,
    );
    expect(usados[0]?.n).toBe(1);
  });

  it('PUT atualizar-veiculo follows the same rule', async () => {
    const carga = await cargaLivre(8_740);
    const grande = veiculos[0]!;
    expect(
      (await alocar(carga.id, { veiculoId: grande.id, motoristaId: motoristas[0]!.id })).statusCode,
    ).toBe(200);
    const pequeno = veiculos.at(-1)!;
    const before = await gravado(carga.id);
    const response = await f.t.app.inject({
      method: 'PUT',
      url: url(`/${carga.id}/atualizar-veiculo`),
      headers: f.admin,
      payload: { veiculoId: pequeno.id, motoristaId: motoristas[0]!.id },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      ALOCACAO_MESSAGES.semCapacidadePeso(formatPlate(pequeno.placa), 8_740, Number(pequeno.capacidadeKg)),
    );
    expect(await gravado(carga.id)).toEqual(before);
  });
});

describe('the allocation form and Encontrar veículo apply the same rule', () => {
  it('GET /api/frota/veiculos|motoristas?paraCargaId= says why each one cannot take the load', async () => {
    const carga = await cargaLivre(8_740);
    const ocupado = veiculos[0]!;
    const motorista = motoristas[0]!;
    const outra = await emAndamento({
      veiculoId: ocupado.id,
      motoristaId: motorista.id,
      de: carga.dias,
      ate: carga.dias + 1,
    });
    const query = `ativos=true&paraCargaId=${carga.id}`;
    const lista = await f.t.app.inject({
      method: 'GET',
      url: `/api/frota/veiculos?${query}`,
      headers: f.admin,
    });
    expect(lista.statusCode).toBe(200);
    const porPlaca = new Map(
      lista.json<TVeiculoFrota[]>().map((v) => [v.placa, v.impedimento?.mensagem ?? null] as const),
    );
    expect(porPlaca.get(ocupado.placa)).toBe(
      ALOCACAO_MESSAGES.veiculoOcupado(formatPlate(ocupado.placa), outra.codigo),
    );
    for (const veiculo of veiculos.slice(1)) {
      expect(porPlaca.get(veiculo.placa)).toBe(
        Number(veiculo.capacidadeKg) < 8_740
          ? ALOCACAO_MESSAGES.semCapacidadePeso(
              formatPlate(veiculo.placa),
              8_740,
              Number(veiculo.capacidadeKg),
            )
          : null,
      );
    }
    const pessoas = await f.t.app.inject({
      method: 'GET',
      url: `/api/frota/motoristas?${query}`,
      headers: f.admin,
    });
    const impedido = pessoas.json<TMotoristaFrota[]>().find((m) => m.id === motorista.id);
    expect(impedido?.impedimento).toEqual({
      motivo: 'motorista-ocupado',
      mensagem: ALOCACAO_MESSAGES.motoristaOcupado(motorista.nome, outra.codigo),
    });
    // Without paraCargaId the lists are as before.
    const simples = await f.t.app.inject({ method: 'GET', url: '/api/frota/veiculos', headers: f.admin });
    expect(simples.json<TVeiculoFrota[]>()[0]).not.toHaveProperty('impedimento');

    // 'Encontrar veículo' leaves out exactly the vehicles the list marks.
    const sugestao = await f.t.app.inject({
      method: 'GET',
      url: url(`/veiculo/${carga.id}/sugerir`),
      headers: f.admin,
    });
    const sugeridos = sugestao
      .json<TSugestaoVeiculos>()
      .veiculos.map((v) => v.placa)
      .sort();
    const equipamentos = new Set(
      lista
        .json<TVeiculoFrota[]>()
        .filter((v) => v.equipamento)
        .map((v) => v.placa),
    );
    expect(sugeridos).toEqual(
      [...porPlaca]
        .filter(([placa, impedimento]) => impedimento === null && !equipamentos.has(placa))
        .map(([placa]) => placa)
        .sort(),
    );
  });

  it('paraCargaId of a load the caller may not change is 404', async () => {
    const alheia = await demo.cargasDeTeste(f.t.database.db, { ownerId: f.sessoes.trial.ownerId }).qualquer();
    const response = await f.t.app.inject({
      method: 'GET',
      url: `/api/frota/veiculos?paraCargaId=${alheia.id}`,
      headers: f.admin,
    });
    expect(response.statusCode).toBe(404);
  });
});
