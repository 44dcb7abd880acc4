/**
 * `npm run bench:frota -w @embarca/bench` (issue 18): the fleet map and position ingestion at scale, on
 * PostgreSQL (BENCH_FROTA_DATABASE_URL, default a database `embarca_bench_frota` on 127.0.0.1, recreated).
 * The built server starts with the demo data; the fleet generator below adds 5,000 vehicles to the demo
 * shipper with their latest position and a day of history (10 positions each). Scenarios (autocannon):
 * - (frota-a) GET /api/frota/monitoramento with 5,000 vehicles of one company, 20 connections;
 * - (frota-b) POST /api/frota/posicoes in batches of 500 positions (integration token), 4 connections:
 *   positions per second = requests per second × 500.
 * Prints the figures and the plans of the map's queries; bench/RESULTS.md gets them by hand.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startBenchServer, stopBenchServer, waitForHealth } from './support/bench-server';
import { measureScenario, type ScenarioOutcome } from './support/load-scenario';

const URL_PADRAO = 'postgres://postgres@127.0.0.1:5432/embarca_bench_frota';
const databaseUrl = process.env.BENCH_FROTA_DATABASE_URL ?? URL_PADRAO;
const VEICULOS = Number(process.env.BENCH_FROTA_VEICULOS ?? 5000);
const LOTE = 500;

async function recriarBanco(url: string) {
  const alvo = new URL(url);
  const nome = alvo.pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`drop database if exists "${nome}" with (force)`);
  await client.query(`create database "${nome}"`);
  await client.end();
}

/** The fleet generator: VEICULOS trucks of the shipper, latest positions and 10 history points each. */
async function gerarFrota(url: string): Promise<{ ownerId: string; veiculoIds: string[] }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ owner_id: string }>(
    `select owner_id from usuarios where email = 'admin@embarcador.demo'`,
  );
  const ownerId = rows[0]!.owner_id;
  // Plates BNC0A00..: 3 letters + digit + letter + 2 digits (Mercosul), unique per index.
  await client.query(
    `insert into veiculos (owner_id, placa, tipo_veiculo, tipo_carroceria, frota, ativo)
     select $1::uuid,
            'B' || chr(65 + (i / 260000) % 26) || chr(65 + (i / 10000) % 26) || ((i / 1000) % 10)::text
              || chr(65 + (i / 100) % 10) || lpad((i % 100)::text, 2, '0'),
            1 + i % 4, 1 + i % 3, false, true
     from generate_series(1, $2::int) as i`,
    [ownerId, VEICULOS],
  );
  const ids = await client.query<{ id: string }>(
    `select id from veiculos where owner_id = $1 and placa like 'B%' order by placa`,
    [ownerId],
  );
  await client.query(
    `insert into veiculo_ultimas_posicoes (veiculo_id, owner_id, latitude, longitude, dh_posicao, velocidade_kmh, origem)
     select v.id, v.owner_id, -33 + random() * 30, -73 + random() * 38, now() - (random() * interval '3 hours'), 60, 1
     from veiculos v where v.owner_id = $1 and v.placa like 'B%'`,
    [ownerId],
  );
  await client.query(
    `insert into veiculo_posicoes (owner_id, veiculo_id, latitude, longitude, dh_posicao, velocidade_kmh, origem)
     select v.owner_id, v.id, -33 + random() * 30, -73 + random() * 38, now() - (h * interval '2 hours'), 60, 1
     from veiculos v cross join generate_series(1, 10) as h
     where v.owner_id = $1 and v.placa like 'B%'`,
    [ownerId],
  );
  await client.query(
    'analyze veiculos; analyze veiculo_ultimas_posicoes; analyze veiculo_posicoes; analyze cargas',
  );
  await client.end();
  return { ownerId, veiculoIds: ids.rows.map((row) => row.id) };
}

async function planos(url: string, ownerId: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const explicar = async (sql: string, params: unknown[]) =>
    (await client.query(`explain (analyze, buffers off, timing on, summary on) ${sql}`, params)).rows
      .map((row) => row['QUERY PLAN'] as string)
      .join('\n');
  const veiculos = await explicar(
    `select v.id, v.placa, u.latitude, u.longitude, u.dh_posicao, m.nome
     from veiculos v left join veiculo_ultimas_posicoes u on u.veiculo_id = v.id
     left join motoristas m on m.id = u.motorista_id
     where v.owner_id = $1 and v.ativo and v.tipo_equipamento is null order by v.placa`,
    [ownerId],
  );
  const ids = (await client.query(`select array_agg(id) as ids from veiculos where owner_id = $1`, [ownerId]))
    .rows[0].ids as string[];
  const usos = await explicar(
    `select id, codigo from cargas where situacao in (2, 7) and id <> '00000000-0000-0000-0000-000000000000'
       and (veiculo_id = any($1::uuid[]) or equipamento_ids && $1::uuid[])`,
    [ids],
  );
  await client.end();
  return [veiculos, usos];
}

async function main() {
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'embarca-bench-frota-'));
  console.log(`[bench:frota] recriando ${databaseUrl}`);
  await recriarBanco(databaseUrl);
  const server = await startBenchServer(
    {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: path.join(tempDir, 'data'),
      SEED_DEMO: 'true',
      SIMULADOR_POSICOES: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    path.join(tempDir, 'server.log'),
  );
  const outcomes: ScenarioOutcome[] = [];
  try {
    await waitForHealth(server, 300_000);
    const { ownerId, veiculoIds } = await gerarFrota(databaseUrl);
    console.log(`[bench:frota] frota gerada: ${veiculoIds.length} veículos`);
    const login = await fetch(`${server.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@embarcador.demo', password: 'demo1234', tipoAutenticacao: 1 }),
    });
    const { token } = (await login.json()) as { token: string };
    const sessao = { authorization: `Bearer ${token}` };
    const criado = await fetch(`${server.baseUrl}/api/frota/integracao/tokens`, {
      method: 'POST',
      headers: { ...sessao, 'content-type': 'application/json' },
      body: JSON.stringify({ nome: 'Benchmark' }),
    });
    const integracao = ((await criado.json()) as { token: string }).token;
    const mapa = await fetch(`${server.baseUrl}/api/frota/monitoramento`, { headers: sessao });
    const corpo = (await mapa.json()) as { veiculos: unknown[] };
    const bytes = JSON.stringify(corpo).length;
    console.log(`[bench:frota] mapa: ${corpo.veiculos.length} veículos, ${Math.round(bytes / 1024)} KiB`);

    outcomes.push(
      await measureScenario(
        {
          name: '(frota-a) GET /api/frota/monitoramento (5.000 veículos)',
          url: `${server.baseUrl}/api/frota/monitoramento`,
          headers: sessao,
        },
        { connections: 20, durationSeconds: 15, warmupSeconds: 3 },
      ),
    );
    const agora = Date.now();
    const posicoes = Array.from({ length: LOTE }, (_, i) => ({
      veiculoId: veiculoIds[(i * 7) % veiculoIds.length],
      latitude: -23.5 + (i % 100) / 1000,
      longitude: -46.6 + (i % 50) / 1000,
      dhPosicao: new Date(agora - i * 1000).toISOString(),
      velocidadeKmh: 70,
    }));
    outcomes.push(
      await measureScenario(
        {
          name: `(frota-b) POST /api/frota/posicoes (lotes de ${LOTE})`,
          url: `${server.baseUrl}/api/frota/posicoes`,
          method: 'POST',
          headers: { authorization: `Bearer ${integracao}` },
          body: { posicoes },
        },
        { connections: 4, durationSeconds: 15, warmupSeconds: 3 },
      ),
    );
    for (const outcome of outcomes) {
      if (outcome.status !== 'measured') {
        console.log(`${outcome.scenario.name}: recusado — ${outcome.reason}`);
        continue;
      }
      const extra =
        outcome.scenario.method === 'POST'
          ? ` — ${Math.round(outcome.requestsPerSecondMean * LOTE)} posições/s`
          : '';
      console.log(
        `${outcome.scenario.name}: ${outcome.connections} conexões, ${outcome.requestsPerSecondMean.toFixed(1)} req/s, p50 ${outcome.latencyP50Ms} ms, p95 ${outcome.latencyP95Ms} ms, p99 ${outcome.latencyP99Ms} ms, erros ${outcome.errors}, não-2xx ${outcome.non2xx}${extra}`,
      );
    }
    const [planoVeiculos, planoUsos] = await planos(databaseUrl, ownerId);
    console.log(`\n[bench:frota] plano — veículos com a última posição:\n${planoVeiculos}`);
    console.log(`\n[bench:frota] plano — cargas em andamento dos veículos:\n${planoUsos}`);
    console.log(
      `\ncarga média: ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(', ')}; ${os.cpus().length} núcleos`,
    );
  } finally {
    await stopBenchServer(server);
    fs.rmSync(tempDir, { recursive: true, force: true });
  }
}

await main();
