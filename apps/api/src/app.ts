import path from 'node:path';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { readBuildInfo } from './lib/build-info';
import { buildLoggerOptions } from './lib/logger';
import { createMailer, type Mailer } from './lib/mailer';
import { loadOrCreateSecrets } from './lib/secrets';
import { createOutboxSmsSender, type SmsSender } from './lib/sms';
import { createObjectStorage } from './lib/storage';
import { createAnunciosRepository } from './modules/anuncios/anuncios.repository';
import {
  anunciosRoutes,
  painelAnunciosRoutes,
  painelNovidadesRoutes,
} from './modules/anuncios/anuncios.routes';
import { createAnunciosService } from './modules/anuncios/anuncios.service';
import { createAccountService } from './modules/auth/account.service';
import { createAuthRepository } from './modules/auth/auth.repository';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { createAuthTokensRepository } from './modules/auth/auth-tokens.repository';
import { createPasswordService } from './modules/auth/password.service';
import { createSessionIssuer } from './modules/auth/session.service';
import { createCaracteristicasRepository } from './modules/caracteristicas/caracteristicas.repository';
import { caracteristicasRoutes } from './modules/caracteristicas/caracteristicas.routes';
import { createCaracteristicasService } from './modules/caracteristicas/caracteristicas.service';
import { createCargasAcoesRepository } from './modules/cargas/acoes/acoes.repository';
import { cargaAcoesRoutes } from './modules/cargas/acoes/acoes.routes';
import { createCargasAcoesService } from './modules/cargas/acoes/acoes.service';
import { createCargasDesnormalizacaoService } from './modules/cargas/acoes/desnormalizar';
import { createCargasDesnormalizacaoRepository } from './modules/cargas/acoes/desnormalizar.repository';
import { cargaDesnormalizacaoRoutes } from './modules/cargas/acoes/desnormalizar.routes';
import { createCargasAcompanhamentoRepository } from './modules/cargas/acompanhamento/acompanhamento.repository';
import { cargaAcompanhamentoRoutes } from './modules/cargas/acompanhamento/acompanhamento.routes';
import { createCargasAcompanhamentoService } from './modules/cargas/acompanhamento/acompanhamento.service';
import { createCargasAnexosRepository } from './modules/cargas/anexos/anexos.repository';
import { cargaAnexosRoutes } from './modules/cargas/anexos/anexos.routes';
import { createCargasAnexosService } from './modules/cargas/anexos/anexos.service';
import { createCargasCadastroRepository } from './modules/cargas/cadastro/cadastro.repository';
import { cargaCadastroRoutes, cargaDocumentoRoutes } from './modules/cargas/cadastro/cadastro.routes';
import { cadastrarCarga, createCargasCadastroService } from './modules/cargas/cadastro/cadastro.service';
import { createCargasImportacaoService } from './modules/cargas/cadastro/importacao.service';
import { createCargasRepository } from './modules/cargas/carga.read-model';
import { cargaMongoRoutes } from './modules/cargas/detalhes/detalhes.routes';
import { createCargasService } from './modules/cargas/detalhes/detalhes.service';
import { createCargasLotesRepository } from './modules/cargas/modelos/lotes.repository';
import { cargaLoteRoutes } from './modules/cargas/modelos/lotes.routes';
import { createCargasLotesService } from './modules/cargas/modelos/lotes.service';
import { createCargasModelosRepository } from './modules/cargas/modelos/modelos.repository';
import { cargaModeloRoutes } from './modules/cargas/modelos/modelos.routes';
import {
  createCargasModelosService,
  validarReferenciasDoCadastro,
} from './modules/cargas/modelos/modelos.service';
import { createKanbanRepository } from './modules/cargas/quadro/etapas.repository';
import { kanbanRoutes } from './modules/cargas/quadro/etapas.routes';
import { createKanbanService } from './modules/cargas/quadro/etapas.service';
import { createPesquisaRapidaRepository } from './modules/cargas/quadro/pesquisa-rapida.repository';
import { pesquisaRapidaRoutes } from './modules/cargas/quadro/pesquisa-rapida.routes';
import { createPesquisaRapidaService } from './modules/cargas/quadro/pesquisa-rapida.service';
import { createQuadroRepository } from './modules/cargas/quadro/quadro.repository';
import { quadroRoutes } from './modules/cargas/quadro/quadro.routes';
import { createQuadroService } from './modules/cargas/quadro/quadro.service';
import { createQuadroPageCache } from './modules/cargas/quadro/quadro-page-cache';
import { createCargasHubBus } from './modules/cargas/quadro/tempo-real.bus';
import { cargasHub } from './modules/cargas/quadro/tempo-real.hub';
import { cargasHubRoutes } from './modules/cargas/quadro/tempo-real.routes';
import {
  type CargasEvents,
  createCargasEvents,
  createCargasHubService,
} from './modules/cargas/quadro/tempo-real.service';
import { createCargasRomaneioRepository } from './modules/cargas/romaneio/romaneio.repository';
import { cargasRomaneioRoutes } from './modules/cargas/romaneio/romaneio.routes';
import { createCargasRomaneioService } from './modules/cargas/romaneio/romaneio.service';
import { createRotasRepository } from './modules/cargas/rotograma/rotograma.repository';
import { rotasRoutes } from './modules/cargas/rotograma/rotograma.routes';
import { createRotasService } from './modules/cargas/rotograma/rotograma.service';
import { createEmpresasRepository } from './modules/empresas/empresas.repository';
import { empresasRoutes, parceirosRoutes } from './modules/empresas/empresas.routes';
import { createEmpresasService } from './modules/empresas/empresas.service';
import { readXlsxSheets } from './modules/empresas/empresas.spreadsheet';
import { createFrotaRepository } from './modules/frota/frota.repository';
import { frotaRoutes } from './modules/frota/frota.routes';
import { createFrotaService } from './modules/frota/frota.service';
import { createVeiculoAtividadesRepository } from './modules/frota/veiculo-atividades.repository';
import { veiculoAtividadesRoutes } from './modules/frota/veiculo-atividades.routes';
import { createVeiculoAtividadesService } from './modules/frota/veiculo-atividades.service';
import { healthRoutes } from './modules/health/health.routes';
import { createHealthService } from './modules/health/health.service';
import { createInicioRepository } from './modules/inicio/inicio.repository';
import { inicioRoutes } from './modules/inicio/inicio.routes';
import { createInicioService } from './modules/inicio/inicio.service';
import { createLeadsWorker } from './modules/leads/leads.worker';
import { createLookupProviders } from './modules/lookups/lookups.providers';
import { createLookupsRepository } from './modules/lookups/lookups.repository';
import { lookupsRoutes } from './modules/lookups/lookups.routes';
import { createLookupsService } from './modules/lookups/lookups.service';
import { createNotificationBus } from './modules/notificacoes/notificacoes.bus';
import { notificationHub } from './modules/notificacoes/notificacoes.hub';
import { createNotificacoesRepository } from './modules/notificacoes/notificacoes.repository';
import { notificacoesRoutes } from './modules/notificacoes/notificacoes.routes';
import { createNotificacoesService, type Notify } from './modules/notificacoes/notificacoes.service';
import { createPainelAdminRepository } from './modules/painel-admin/painel-admin.repository';
import { painelAdminRoutes } from './modules/painel-admin/painel-admin.routes';
import { createPainelAdminService } from './modules/painel-admin/painel-admin.service';
import { createPreferenciasRepository } from './modules/preferencias/preferencias.repository';
import { ownerPreferencesRoutes, userPreferencesRoutes } from './modules/preferencias/preferencias.routes';
import { createPreferenciasService } from './modules/preferencias/preferencias.service';
import { createUnidadesNegocioRepository } from './modules/unidades-negocio/unidades-negocio.repository';
import { unidadesNegocioRoutes } from './modules/unidades-negocio/unidades-negocio.routes';
import { createUnidadesNegocioService } from './modules/unidades-negocio/unidades-negocio.service';
import { createUsuariosRepository } from './modules/usuarios/usuarios.repository';
import { userRoutes, usuarioRoutes } from './modules/usuarios/usuarios.routes';
import { createUsuariosService } from './modules/usuarios/usuarios.service';
import { authenticatePlugin } from './plugins/authenticate';
import { errorsPlugin, toErrorResponse } from './plugins/errors';
import { jsonBodyPlugin } from './plugins/json-body';
import { jwtPlugin } from './plugins/jwt';
import { openApiPlugin } from './plugins/openapi';
import { genReqId, requestIdPlugin } from './plugins/request-id';
import { webAppPlugin } from './plugins/web-app';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    /** The open database (Drizzle `db`, driver, ping). Routes pass `app.database.db` to their services. */
    database: DatabaseHandle;
    /** Notifications (issue 4): `notify` for producers; `listening` resolves once LISTEN is in place. */
    notificacoes: { notify: Notify; listening: Promise<void> };
    /** Loads board real time (issue 6): the publisher load services depend on; `listening` for tests. */
    cargasEvents: CargasEvents & { listening: Promise<void> };
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** A pino logger to use, `false` for none (tests), or unset to build one from the config. */
  logger?: FastifyBaseLogger | boolean;
  /** Mail and SMS senders (tests pass capturing fakes); by default SMTP_URL or DATA_DIR/outbox. */
  mailer?: Mailer;
  sms?: SmsSender;
}

/**
 * Assembles the API (fastify/demo's order): error handling first (Fastify fixes a route's error handler
 * when the route is added), then external plugins, then application plugins, then the modules.
 * Nothing listens here: server.ts listens, tests use `app.inject`.
 */
export async function buildApp({ config, database, logger, mailer, sms }: BuildAppOptions) {
  const app = Fastify({
    ...loggerOption(config, logger),
    bodyLimit: config.bodyLimit,
    genReqId,
    requestIdHeader: false,
    routerOptions: { ignoreTrailingSlash: true },
    // Errors raised before routing (a malformed URL) get the same shape as every other error.
    frameworkErrors: sendFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);

  await app.register(errorsPlugin);
  await app.register(requestIdPlugin);

  // External plugins
  await app.register(jsonBodyPlugin);
  // Per-route limits only (the calls that send mail or codes); a global limit would count WebSocket upgrades.
  await app.register(fastifyRateLimit, { global: false });
  await app.register(openApiPlugin, { version: readBuildInfo(config).version });
  // Secrets from the environment, else generated once into DATA_DIR (never committed).
  const secrets =
    config.jwtSecret && config.freteApiKey
      ? { jwtSecret: config.jwtSecret, freteApiKey: config.freteApiKey }
      : loadOrCreateSecrets(config.dataDir);
  await app.register(jwtPlugin, { secret: config.jwtSecret ?? secrets.jwtSecret });
  await app.register(webAppPlugin, { distDir: config.webDistDir });

  // Modules, each under its service prefix (DESIGN.md §3)
  const buildInfo = readBuildInfo(config);
  await app.register(healthRoutes, {
    prefix: '/api',
    service: createHealthService({
      pingDatabase: () => database.ping(),
      driver: database.driver,
      buildInfo,
    }),
  });

  const db = database.db;
  // Loads board real time (issue 6): created first so load services get `cargasEvents`; hub and calls at the end.
  const cargasHubBus = createCargasHubBus(database, {
    onError: (error, context) => app.log.warn({ err: error, context }, 'barramento do quadro de cargas'),
  });
  app.addHook('onClose', async () => cargasHubBus.close());
  const cargasEvents = createCargasEvents({
    bus: cargasHubBus,
    onPublishError: (error) => app.log.warn({ err: error }, 'evento do quadro de cargas não publicado'),
  });
  app.decorate('cargasEvents', { ...cargasEvents, listening: cargasHubBus.listening });
  const outboxDir = path.join(config.dataDir, 'outbox');
  const logInfo = (message: string) => app.log.info(message);
  const onDeliveryError = (error: unknown) => app.log.error({ err: error }, 'falha ao enviar e-mail/SMS');
  const mail =
    mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir, log: logInfo });
  const textMessages = sms ?? createOutboxSmsSender({ outboxDir, log: logInfo });
  const authRepository = createAuthRepository(db);
  const authTokens = createAuthTokensRepository(db);
  const sessions = createSessionIssuer({
    tokens: authTokens,
    signToken: (claims, expiresIn) => app.jwt.sign(claims, { expiresIn }),
    now: () => new Date(),
  });
  const passwords = createPasswordService({
    repository: authRepository,
    tokens: authTokens,
    sessions,
    mailer: mail,
    publicUrl: config.publicUrl,
    onDeliveryError,
  });
  await app.register(authenticatePlugin, { sessions: authRepository });
  await app.register(authRoutes, {
    prefix: '/api',
    service: createAuthService({
      repository: authRepository,
      tokens: authTokens,
      sessions,
      createPasswordToken: passwords.createPasswordToken,
      mailer: mail,
      sms: textMessages,
      onDeliveryError,
    }),
    passwords,
    account: createAccountService({ repository: authRepository }),
  });
  await app.register(unidadesNegocioRoutes, {
    prefix: '/api/unidade-negocio',
    service: createUnidadesNegocioService({ repository: createUnidadesNegocioRepository(db) }),
  });
  const quadroService = createQuadroService({
    repository: createQuadroRepository(db),
    pageCache:
      config.quadroCacheMb > 0
        ? createQuadroPageCache({ maxBytes: config.quadroCacheMb * 1024 * 1024 })
        : undefined,
  });
  await app.register(quadroRoutes, {
    prefix: '/api/frete',
    apiKey: config.freteApiKey ?? secrets.freteApiKey,
    service: quadroService,
  });
  // Loads board (issue 6): stages, and the load reads and stage move gated by the board's visibility.
  const kanbanService = createKanbanService({ repository: createKanbanRepository(db) });
  await app.register(kanbanRoutes, { prefix: '/api/kanbanpipecargas', service: kanbanService });
  const cargasRepository = createCargasRepository(db);
  const cargasService = createCargasService({
    repository: cargasRepository,
    cards: quadroService,
    etapas: kanbanService,
    events: cargasEvents,
    onEventError: (error) => app.log.warn({ err: error }, 'evento do quadro de cargas não publicado'),
  });
  await app.register(cargaMongoRoutes, { prefix: '/api/carga-mongo', service: cargasService });
  // Manifests (issue 7): romaneio-detalhes and the unified manifest, gated by the board's visibility.
  await app.register(cargasRomaneioRoutes, {
    prefix: '/api/carga-mongo',
    service: createCargasRomaneioService({
      repository: createCargasRomaneioRepository(db),
      cards: quadroService,
    }),
  });
  // Quick search (issue 4): beside the load calls, cards from the board's service.
  await app.register(pesquisaRapidaRoutes, {
    prefix: '/api/carga-mongo',
    service: createPesquisaRapidaService({
      repository: createPesquisaRapidaRepository(db),
      cards: quadroService,
    }),
  });
  // The home's 'Visão geral' figures (issue 4).
  await app.register(inicioRoutes, {
    prefix: '/api/inicio',
    service: createInicioService({ repository: createInicioRepository(db) }),
  });

  // Administration (issue 5): companies and partners, users, preferences, lookups, characteristics, support panel.
  const empresasService = createEmpresasService({
    repository: createEmpresasRepository(db),
    readSpreadsheet: readXlsxSheets,
  });
  await app.register(empresasRoutes, { prefix: '/api/empresa', service: empresasService });
  await app.register(parceirosRoutes, { prefix: '/api/parceiro', service: empresasService });
  const usuariosService = createUsuariosService({
    repository: createUsuariosRepository(db),
    mailer: mail,
    publicUrl: config.publicUrl,
    createPasswordToken: passwords.createPasswordToken,
    endUserSessions: (userId) => authRepository.endUserSessions(userId),
    changePassword: (userId, hash, at) => authRepository.changePassword(userId, hash, at),
    issueSession: async (userId) => {
      const user = await authRepository.findLoginCandidateById(userId);
      if (!user) throw new Error('usuário não encontrado');
      return sessions.issue(user);
    },
    onDeliveryError,
  });
  await app.register(userRoutes, {
    prefix: '/api/user',
    service: usuariosService,
    empresas: empresasService,
  });
  await app.register(usuarioRoutes, {
    prefix: '/api/usuario',
    service: usuariosService,
    empresas: empresasService,
  });
  const preferenciasService = createPreferenciasService({ repository: createPreferenciasRepository(db) });
  await app.register(ownerPreferencesRoutes, {
    prefix: '/api/owner-preferences',
    service: preferenciasService,
  });
  await app.register(userPreferencesRoutes, {
    prefix: '/api/user-preferences',
    service: preferenciasService,
  });
  const lookupsRepository = createLookupsRepository(db);
  await app.register(lookupsRoutes, {
    prefix: '/api',
    service: createLookupsService({
      repository: lookupsRepository,
      ...createLookupProviders(config.lookups, lookupsRepository),
    }),
  });
  await app.register(caracteristicasRoutes, {
    prefix: '/api/caracteristica',
    service: createCaracteristicasService({ repository: createCaracteristicasRepository(db) }),
  });
  // Notifications (issue 4): created here so producers get `notify` injected; routes and hub at the end.
  const notificationBus = createNotificationBus(database, {
    onError: (error, context) => app.log.warn({ err: error, context }, 'barramento de notificações'),
  });
  app.addHook('onClose', async () => notificationBus.close());
  const notificacoesService = createNotificacoesService({
    repository: createNotificacoesRepository(db),
    bus: notificationBus,
    onPublishError: (error) => app.log.warn({ err: error }, 'notificação não publicada'),
  });
  app.decorate('notificacoes', { notify: notificacoesService.notify, listening: notificationBus.listening });

  // Load actions (issue 7): the state machine's calls under /api/carga-mongo, notifying and publishing after commit.
  const cargasAcoesService = createCargasAcoesService({
    repository: createCargasAcoesRepository(db),
    ofertas: cargasRepository,
    cargas: cargasService,
    cards: quadroService,
    events: cargasEvents,
    notify: notificacoesService.notify,
    onAfterCommitError: (error) => app.log.warn({ err: error }, 'aviso de ação na carga não enviado'),
  });
  await app.register(cargaAcoesRoutes, { prefix: '/api/carga-mongo', service: cargasAcoesService });
  // A load's copied columns recomputed from their sources (GET …/{id}/desnormalizar): Administrador only.
  await app.register(cargaDesnormalizacaoRoutes, {
    prefix: '/api/carga-mongo',
    service: createCargasDesnormalizacaoService({
      repository: createCargasDesnormalizacaoRepository(db),
      ofertas: cargasRepository,
      cargas: cargasService,
      cards: quadroService,
      events: cargasEvents,
      onAfterCommitError: (error) => app.log.warn({ err: error }, 'evento do quadro de cargas não publicado'),
    }),
  });
  // Load register, edit, import and document patch (issue 7): cadastrarCarga is shared with lots and import.
  const cargasCadastroRepository = createCargasCadastroRepository(db);
  const onCadastroAfterCommitError = (error: unknown) =>
    app.log.warn({ err: error }, 'aviso de cadastro de carga não enviado');
  const cargasCadastroService = createCargasCadastroService({
    db,
    repository: cargasCadastroRepository,
    cards: quadroService,
    usuarios: createCargasAcoesRepository(db),
    ofertas: cargasRepository,
    events: cargasEvents,
    notify: notificacoesService.notify,
    onAfterCommitError: onCadastroAfterCommitError,
    marketingLeadUrl: config.marketingLeadUrl,
  });
  await app.register(cargaCadastroRoutes, {
    prefix: '/api/carga-mongo',
    service: cargasCadastroService,
    importacao: createCargasImportacaoService({
      db,
      repository: cargasCadastroRepository,
      readSpreadsheet: readXlsxSheets,
      avisarCadastro: cargasCadastroService.avisarCadastro,
      notify: notificacoesService.notify,
      onAfterCommitError: onCadastroAfterCommitError,
    }),
  });
  await app.register(cargaDocumentoRoutes, {
    prefix: '/api/carga-documento',
    service: cargasCadastroService,
  });
  // Cargo templates (our path /api/carga-modelo) and lots (/api/cargalote), issue 7: lots register their
  // loads through cadastrarCarga in one transaction and are deactivated through the load action.
  const cargasModelosService = createCargasModelosService({
    repository: createCargasModelosRepository(db),
    validarReferencias: validarReferenciasDoCadastro(cargasCadastroRepository),
  });
  await app.register(cargaModeloRoutes, { prefix: '/api/carga-modelo', service: cargasModelosService });
  await app.register(cargaLoteRoutes, {
    prefix: '/api/cargalote',
    service: createCargasLotesService({
      db,
      repository: createCargasLotesRepository(db),
      modelos: cargasModelosService,
      cadastrar: cadastrarCarga,
      avisarCadastro: cargasCadastroService.avisarCadastro,
      acoes: cargasAcoesService,
      cards: quadroService,
    }),
  });
  // Route map and vehicle suggestions of a load (issue 7): under /api/carga-mongo, gated by the board.
  await app.register(rotasRoutes, {
    prefix: '/api/carga-mongo',
    service: createRotasService({
      repository: createRotasRepository(db),
      cards: quadroService,
      ofertas: cargasRepository,
      events: cargasEvents,
      onEventError: (error) => app.log.warn({ err: error }, 'evento do quadro de cargas não publicado'),
    }),
  });
  // The load's follow-up (issue 7): events done on the route points, deliveries; under /api/carga-mongo.
  await app.register(cargaAcompanhamentoRoutes, {
    prefix: '/api/carga-mongo',
    service: createCargasAcompanhamentoService({
      repository: createCargasAcompanhamentoRepository(db),
      ofertas: cargasRepository,
      cargas: cargasService,
      cards: quadroService,
      events: cargasEvents,
      onAfterCommitError: (error) => app.log.warn({ err: error }, 'evento do quadro de cargas não publicado'),
    }),
  });
  // A contracted fleet vehicle's return time (issue 7): /api/frota/veiculos/{id}/atividades.
  await app.register(veiculoAtividadesRoutes, {
    prefix: '/api/frota',
    service: createVeiculoAtividadesService({
      repository: createVeiculoAtividadesRepository(db),
      cards: quadroService,
    }),
  });
  // The lead form of trial companies' loads (issue 7): the outbox's sender runs with the server when
  // MARKETING_LEAD_URL is set (nothing is queued otherwise).
  if (config.marketingLeadUrl) {
    const leads = createLeadsWorker({ db, url: config.marketingLeadUrl, log: app.log });
    app.addHook('onReady', async () => leads.start());
    app.addHook('onClose', async () => leads.stop());
  }
  // The fleet lists the allocation form offers (issue 7), read-only.
  await app.register(frotaRoutes, {
    prefix: '/api/frota',
    service: createFrotaService({ repository: createFrotaRepository(db) }),
  });
  // Extra attachments of a load (issue 7): bytes in the configured storage (DATA_DIR/storage or S3).
  const storage = await createObjectStorage(config.storage, config.dataDir);
  await app.register(cargaAnexosRoutes, {
    prefix: '/api/carga-mongo',
    service: createCargasAnexosService({
      repository: createCargasAnexosRepository(db),
      cards: quadroService,
      storage,
      onStorageError: (error, key) => app.log.warn({ err: error, key }, 'arquivo de anexo no armazenamento'),
    }),
  });

  await app.register(painelAdminRoutes, {
    prefix: '/api/painel-admin',
    service: createPainelAdminService({
      repository: createPainelAdminRepository(db),
      notify: notificacoesService.notify,
    }),
  });

  // Announcements and what's new (issues 4/5): users read them under /api; support manages them in the panel.
  const anunciosService = createAnunciosService({ repository: createAnunciosRepository(db) });
  await app.register(anunciosRoutes, { prefix: '/api', service: anunciosService });
  await app.register(painelAnunciosRoutes, {
    prefix: '/api/painel-admin/anuncios',
    service: anunciosService,
  });
  await app.register(painelNovidadesRoutes, {
    prefix: '/api/painel-admin/novidades',
    service: anunciosService,
  });

  // Notifications (issue 4): the calls under /api/notificacoes and the real-time hub under /hubs.
  await app.register(notificacoesRoutes, { prefix: '/api/notificacoes', service: notificacoesService });
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });
  await app.register(notificationHub, {
    prefix: '/hubs',
    service: notificacoesService,
    bus: notificationBus,
  });
  // Loads board real time (issue 6): subscriptions under /api/cargashub, the hub under /hubs.
  const cargasHubService = createCargasHubService({ bus: cargasHubBus });
  await app.register(cargasHubRoutes, { prefix: '/api/cargashub', service: cargasHubService });
  await app.register(cargasHub, { prefix: '/hubs', service: cargasHubService });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

function sendFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const { statusCode, body } = toErrorResponse(error);
  reply.code(statusCode).send(body);
}

function loggerOption(
  config: AppConfig,
  logger: BuildAppOptions['logger'],
): Pick<FastifyServerOptions, 'logger' | 'loggerInstance'> {
  if (logger === false) return { logger: false };
  if (logger === undefined || logger === true) {
    return {
      logger: buildLoggerOptions({ level: config.logLevel, pretty: config.nodeEnv === 'development' }),
    };
  }
  return { loggerInstance: logger };
}
