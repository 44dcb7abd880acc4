import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import type { LerPlanilha } from '../../lib/planilha';
import type { ObjectStorage } from '../../lib/storage';
import type { LeadsOutbox } from '../leads/leads.outbox';
import type { Notify } from '../notificacoes/notificacoes.service';
import { acoesRoutes } from './acoes/acoes.routes';
import { acompanhamentoRoutes } from './acompanhamento/acompanhamento.routes';
import { anexosRoutes } from './anexos/anexos.routes';
import { cadastroRoutes, documentoRoutes } from './cadastro/cadastro.routes';
import { type CargasContext, createCargasContext } from './cargas.context';
import { detalhesRoutes } from './detalhes/detalhes.routes';
import { lotesRoutes } from './modelos/lotes.routes';
import { modelosRoutes } from './modelos/modelos.routes';
import { etapasRoutes, moverEtapaRoutes } from './quadro/etapas.routes';
import { pesquisaRapidaRoutes } from './quadro/pesquisa-rapida.routes';
import { quadroRoutes } from './quadro/quadro.routes';
import { createQuadroPageCache } from './quadro/quadro-page-cache';
import { createCargasHubBus } from './quadro/tempo-real.bus';
import { cargasHub } from './quadro/tempo-real.hub';
import { tempoRealRoutes } from './quadro/tempo-real.routes';
import { type CargasEvents, createCargasEvents, createCargasHubService } from './quadro/tempo-real.service';
import { romaneioRoutes } from './romaneio/romaneio.routes';
import { rotogramaRoutes } from './rotograma/rotograma.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The loads board's live events (tests wait for `listening` before they publish). */
    cargasEvents: CargasEvents & { listening: Promise<void> };
  }
}

export interface CargasModuleDeps {
  config: AppConfig;
  database: DatabaseHandle;
  notify: Notify;
  storage: ObjectStorage;
  readSpreadsheet: LerPlanilha;
  freteApiKey: string;
  /** The lead outbox of the register use case (modules/leads). */
  leads?: LeadsOutbox;
}

const CARGA_MONGO = '/api/carga-mongo';

/**
 * The loads (02): the board and its stages, real time and quick search (quadro), a load's reads
 * (detalhes), register/edit/import (cadastro), the state machine's actions (acoes), follow-up
 * (acompanhamento), attachments (anexos), templates and lots (modelos), manifests (romaneio) and the
 * route map with vehicle suggestions (rotograma). Returns the context: the fleet module reaches loads
 * through its gate, read model and write path.
 */
export async function registerCargasModule(
  app: FastifyInstance,
  deps: CargasModuleDeps,
): Promise<CargasContext> {
  const warn = (message: string) => (error: unknown) => app.log.warn({ err: error }, message);
  const bus = createCargasHubBus(deps.database, {
    onError: (error, context) => app.log.warn({ err: error, context }, 'barramento do quadro de cargas'),
  });
  app.addHook('onClose', async () => bus.close());
  const events = createCargasEvents({
    bus,
    onPublishError: warn('evento do quadro de cargas não publicado'),
  });
  app.decorate('cargasEvents', { ...events, listening: bus.listening });

  const ctx = createCargasContext({
    db: deps.database.db,
    events,
    notify: deps.notify,
    onAfterCommitError: warn('aviso de mudança na carga não enviado'),
  });
  const { config } = deps;
  await app.register(quadroRoutes, {
    prefix: '/api/frete',
    ctx,
    apiKey: deps.freteApiKey,
    pageCache:
      config.quadroCacheMb > 0
        ? createQuadroPageCache({ maxBytes: config.quadroCacheMb * 1024 * 1024 })
        : undefined,
  });
  await app.register(etapasRoutes, { prefix: '/api/kanbanpipecargas', ctx });
  await app.register(moverEtapaRoutes, { prefix: CARGA_MONGO, ctx });
  await app.register(pesquisaRapidaRoutes, { prefix: CARGA_MONGO, ctx });
  await app.register(detalhesRoutes, { prefix: CARGA_MONGO, ctx });
  await app.register(cadastroRoutes, {
    prefix: CARGA_MONGO,
    ctx,
    readSpreadsheet: deps.readSpreadsheet,
    leads: deps.leads,
  });
  await app.register(documentoRoutes, { prefix: '/api/carga-documento', ctx });
  await app.register(acoesRoutes, { prefix: CARGA_MONGO, ctx });
  await app.register(acompanhamentoRoutes, { prefix: CARGA_MONGO, ctx });
  await app.register(anexosRoutes, {
    prefix: CARGA_MONGO,
    ctx,
    storage: deps.storage,
    onStorageError: (error, key) => app.log.warn({ err: error, key }, 'arquivo de anexo no armazenamento'),
  });
  await app.register(romaneioRoutes, { prefix: CARGA_MONGO, ctx });
  await app.register(rotogramaRoutes, { prefix: CARGA_MONGO, ctx });
  await app.register(modelosRoutes, { prefix: '/api/carga-modelo', ctx });
  await app.register(lotesRoutes, { prefix: '/api/cargalote', ctx });

  const hub = createCargasHubService({ bus });
  await app.register(tempoRealRoutes, { prefix: '/api/cargashub', service: hub });
  await app.register(cargasHub, { prefix: '/hubs', service: hub });
  return ctx;
}
