// `npm run seed:scale -- --owners 20 --units 3 --loads 200000 [--veiculos 5000] [--tabelas-frete 50] [--linhas-por-tabela 5000] [--ofertas-por-unidade 2000] [--pedidos-por-unidade 10000] [--reset]`: benchmark data (see scale-seed.ts).
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { hashPassword } from '../lib/password';
import { DEMO_PASSWORD } from './demo-accounts';
import { insertScalePedidos } from './scale-formacao';
import { insertScaleOferecimento } from './scale-oferecimento';
import { findScaleOwners, resetScaleData, seedScaleData } from './scale-seed';

function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1)
    throw new Error(`--${name} deve ser um inteiro positivo (recebido: ${value})`);
  return parsed;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      owners: { type: 'string' },
      units: { type: 'string' },
      loads: { type: 'string' },
      chunk: { type: 'string' },
      veiculos: { type: 'string' },
      'tabelas-frete': { type: 'string' },
      'linhas-por-tabela': { type: 'string' },
      'ofertas-por-unidade': { type: 'string' },
      'pedidos-por-unidade': { type: 'string' },
      reset: { type: 'boolean', default: false },
    },
    strict: true,
  });
  const options = {
    owners: positiveInt('owners', values.owners, 20),
    unitsPerOwner: positiveInt('units', values.units, 3),
    loads: positiveInt('loads', values.loads, 200_000),
    chunkSize: positiveInt('chunk', values.chunk, 10_000),
    // Issue 18's benchmark: the monitoring map with 5,000 vehicles of one company.
    veiculos: values.veiculos === '0' ? 0 : positiveInt('veiculos', values.veiculos, 5_000),
    // Issue 19's benchmark: a quote against 50 active freight tables of 5,000 lines each.
    tabelasFrete:
      values['tabelas-frete'] === '0' ? 0 : positiveInt('tabelas-frete', values['tabelas-frete'], 50),
    linhasPorTabela: positiveInt('linhas-por-tabela', values['linhas-por-tabela'], 5_000),
    // Issue 20's benchmark: the shipper's offering board with 2,000 offers in one unit, carriers on the platform.
    ofertasPorUnidade:
      values['ofertas-por-unidade'] === '0'
        ? 0
        : positiveInt('ofertas-por-unidade', values['ofertas-por-unidade'], 2_000),
    // Issue 21's benchmark: the formation screen and drafts with 10,000 open orders per unit of escala-01.
    pedidosPorUnidade:
      values['pedidos-por-unidade'] === undefined || values['pedidos-por-unidade'] === '0'
        ? 0
        : positiveInt('pedidos-por-unidade', values['pedidos-por-unidade'], 0),
  };
  if (options.owners > 999) throw new Error('--owners deve ser no máximo 999');

  const config = loadConfig();
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const log = (message: string) => console.log(`[seed:scale] ${message}`);
  try {
    log(
      handle.driver === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite em ${config.dataDir} (mais lento)`,
    );
    await handle.migrate();
    if (values.reset) {
      const removed = await resetScaleData(handle.db, log);
      log(removed > 0 ? `${removed} empresas de escala removidas.` : 'Não havia dados de escala.');
    } else if (
      (await findScaleOwners(handle.db)).length > 0 &&
      (values['ofertas-por-unidade'] !== undefined || values['pedidos-por-unidade'] !== undefined)
    ) {
      // Scale data already there and only the offering or the orders asked for: add (or refresh) them, keep the rest.
      const started = Date.now();
      if (values['ofertas-por-unidade'] !== undefined) {
        log(`Dados de escala já existem: só o oferecimento (${options.ofertasPorUnidade} ofertas)...`);
        await insertScaleOferecimento(
          handle.db,
          { ofertas: options.ofertasPorUnidade, passwordHash: await hashPassword(DEMO_PASSWORD) },
          log,
        );
      }
      if (values['pedidos-por-unidade'] !== undefined) {
        log(
          `Dados de escala já existem: só os pedidos da formação de cargas (${options.pedidosPorUnidade} por unidade de escala-01)...`,
        );
        const result = await insertScalePedidos(
          handle.db,
          { pedidosPorUnidade: options.pedidosPorUnidade },
          log,
        );
        log(
          `pedidos: ${result.removidos} removidos, ${result.pedidos} gravados em ${result.unidades} unidades.`,
        );
      }
      log(`Concluído em ${((Date.now() - started) / 1000).toFixed(1)} s.`);
      return;
    } else if ((await findScaleOwners(handle.db)).length > 0) {
      log('Já existem dados de escala neste banco: nada foi feito. Use --reset para recriá-los.');
      process.exitCode = 2;
      return;
    }
    log(
      `Gerando ${options.owners} empresas × ${options.unitsPerOwner} unidades e ${options.loads} cargas ` +
        `(lotes de ${options.chunkSize}), ${options.veiculos} veículos, ${options.tabelasFrete} tabelas de frete ` +
        `× ${options.linhasPorTabela} linhas, ${options.ofertasPorUnidade} ofertas e ${options.pedidosPorUnidade} ` +
        'pedidos abertos por unidade em escala-01...',
    );
    const result = await seedScaleData(handle.db, options, log);
    log(
      `Concluído: ${result.owners} empresas, ${result.loads} cargas, ${result.veiculos} veículos, ` +
        `${result.tabelasFrete} tabelas de frete em ${result.seconds.toFixed(1)} s.`,
    );
    log(
      `Acesso: admin@escala-01.demo ... admin@escala-${String(result.owners).padStart(2, '0')}.demo, senha ${DEMO_PASSWORD}`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error('[seed:scale] Falhou:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
