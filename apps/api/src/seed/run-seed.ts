// `npm run seed`: applies the migrations and loads the demo data (DESIGN.md §6). Idempotent.
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { seedDemoData } from './demo-seed';

async function main(): Promise<void> {
  const config = loadConfig();
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const where = handle.driver === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite em ${config.dataDir}`;
    console.log(`Banco de dados: ${where}`);
    await handle.migrate();
    console.log('Migrações aplicadas.');
    const { created } = await seedDemoData(handle.db);
    console.log(
      created ? 'Dados de demonstração criados.' : 'Os dados de demonstração já existiam: nada foi alterado.',
    );
    console.log(`\nContas de demonstração (senha: ${DEMO_PASSWORD}):`);
    const width = Math.max(...DEMO_ACCOUNTS.map((account) => account.email.length));
    for (const account of DEMO_ACCOUNTS)
      console.log(`  ${account.email.padEnd(width)}  ${account.descricao}`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error('Falha ao carregar os dados de demonstração:', error);
  process.exitCode = 1;
});
