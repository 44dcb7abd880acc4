import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { LerPlanilha } from '../../lib/planilha';
import type { CargasContext } from '../cargas/cargas.context';
import { createCadastrosService } from './cadastros.service';
import { createCotacaoService } from './cotacao.service';
import { createImportacaoService } from './importacao.service';
import { createReferenciasService } from './referencias.service';
import { createTabelaFreteAccess } from './tabela-frete.access';
import {
  cotacoesRoutes,
  regioesRoutes,
  regrasRoutes,
  tabelaFreteRoutes,
  tabelasRoutes,
} from './tabela-frete.routes';
import { createTabelasService } from './tabelas.service';

/**
 * Freight tables, calculation rules, regions, quotes and the ANTT floor (issue 19) under /api/tabela-frete.
 * The price of a load is the domain's `precificarCarga` over the lines `precificador.ts` finds; the cargas
 * module's allocation freezes it (`frete-esperado.ts`) on its own transaction.
 */
export async function registerTabelaFreteModule(
  app: FastifyInstance,
  {
    db,
    cargas,
    lerPlanilha,
  }: { db: Database; cargas: Pick<CargasContext, 'access'>; lerPlanilha: LerPlanilha },
): Promise<void> {
  const access = createTabelaFreteAccess(db);
  const tabelas = createTabelasService({ db, access });
  const cadastros = createCadastrosService({ db, access });
  const cotacoes = createCotacaoService({ db, access });
  const importacao = createImportacaoService({ tabelas, lerPlanilha });
  const prefixo = '/api/tabela-frete';
  await app.register(tabelaFreteRoutes, {
    prefix: prefixo,
    tabelas,
    cadastros,
    cotacoes,
    importacao,
    referencias: createReferenciasService({ db, cargas }),
  });
  await app.register(tabelasRoutes, { prefix: `${prefixo}/tabelas`, tabelas, importacao });
  await app.register(regioesRoutes, { prefix: `${prefixo}/regioes`, cadastros });
  await app.register(regrasRoutes, { prefix: `${prefixo}/regras`, cadastros });
  await app.register(cotacoesRoutes, { prefix: `${prefixo}/cotacoes`, cotacoes });
}
