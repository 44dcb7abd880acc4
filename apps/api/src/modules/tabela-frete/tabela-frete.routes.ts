import {
  MESSAGES,
  Modulo,
  Role,
  TABELA_FRETE_MESSAGES,
  TipoUsuario,
  ZAliquotasIcmsRequest,
  ZAliquotasIcmsResponse,
  ZCoeficientesAnttRequest,
  ZCoeficientesAnttResponse,
  ZCotacaoFreteRequest,
  ZCotacaoFreteResponse,
  ZCotacaoFreteSalva,
  ZCotacaoFreteSalvarRequest,
  ZCotacaoFreteSearchRequest,
  ZCotacaoFreteSearchResponse,
  ZFreteEsperadoResponse,
  ZImportacaoTabelaPrevia,
  ZImportacaoTabelaResponse,
  ZMunicipiosQuery,
  ZMunicipiosResponse,
  ZRegiaoFrete,
  ZRegiaoFreteRequest,
  ZRegiaoFreteSearchRequest,
  ZRegiaoFreteSearchResponse,
  ZRegraCalculoFrete,
  ZRegraCalculoFreteRequest,
  ZRegraCalculoFreteSearchRequest,
  ZRegraCalculoFreteSearchResponse,
  ZTabelaFrete,
  ZTabelaFreteLinhasQuery,
  ZTabelaFreteLinhasResponse,
  ZTabelaFreteRequest,
  ZTabelaFreteSearchRequest,
  ZTabelaFreteSearchResponse,
  zDiaIso,
} from '@embarca/domain';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { contentDisposition } from '../../lib/content-disposition';
import { buscarMunicipios } from '../../lib/municipios/municipios';
import {
  ERROR_RESPONSES,
  registerRecordRoutes,
  ZIdParams,
  ZMessageResponse,
} from '../../lib/route-contracts';
import { protectRoutes, requireAccess } from '../../plugins/access-guard';
import type { CadastrosService } from './cadastros.service';
import type { CotacaoService } from './cotacao.service';
import type { ImportacaoService } from './importacao.service';
import type { ReferenciasService } from './referencias.service';
import type { TabelasService } from './tabelas.service';

const tags = ['tabela-frete'];
const errors = ERROR_RESPONSES;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The guard of every freight-table route: the Oferecimento or the Formação module, an Operador. */
export const TABELA_FRETE_ACESSO = {
  anyModules: [Modulo.Oferecimento, Modulo.Formacao],
  role: Role.Operador,
};

/** The reference tables (ANTT coefficients, ICMS rates) are the support team's to change. */
const somenteSuporte: onRequestHookHandler = async (request) => {
  if (request.session?.claims.UsuarioTipo !== TipoUsuario.Suporte) throw new AppError('FORBIDDEN');
};

/** The .xlsx of a multipart upload (field `file`), as the loads import reads it. */
async function arquivoDaPlanilha(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const file = await request.file();
  if (!file) throw new AppError('VALIDATION', `Arquivo${MESSAGES.required}`);
  return file.toBuffer();
}

export interface TabelaFreteRoutesOptions {
  tabelas: TabelasService;
  cadastros: CadastrosService;
  cotacoes: CotacaoService;
  importacao: ImportacaoService;
  referencias: ReferenciasService;
}

/**
 * /api/tabela-frete (issue 19): the quote, the city search, the reference tables, the template and a load's
 * expected freight. Tables, regions, rules and saved quotes are the plugins below, one per resource.
 */
export const tabelaFreteRoutes: FastifyPluginAsyncZod<TabelaFreteRoutesOptions> = async (
  app,
  { cotacoes, importacao, referencias },
) => {
  protectRoutes(app, requireAccess(TABELA_FRETE_ACESSO));

  app.get(
    '/municipios',
    {
      schema: {
        tags,
        summary: 'Busca de municípios por nome ou UF (código IBGE)',
        querystring: ZMunicipiosQuery,
        response: { 200: ZMunicipiosResponse, ...errors },
      },
    },
    async (request) => buscarMunicipios(request.query.busca, { uf: request.query.uf }),
  );

  app.post(
    '/cotacao',
    {
      schema: {
        tags,
        summary: 'Cota o frete com todas as tabelas aplicáveis (nada é gravado)',
        body: ZCotacaoFreteRequest,
        response: { 200: ZCotacaoFreteResponse, ...errors },
      },
    },
    async (request) => cotacoes.cotar(request.session, request.body),
  );

  app.get(
    '/importacao/modelo',
    // No response schema: the answer is the file's bytes.
    { schema: { tags, summary: 'Planilha modelo da importação de uma tabela de frete' } },
    async (_request, reply) =>
      reply
        .header('content-type', XLSX)
        .header('content-disposition', contentDisposition('attachment', 'modelo-tabela-frete.xlsx'))
        .send(await importacao.modelo()),
  );

  app.get(
    '/importacao/exemplo',
    // No response schema: the answer is the file's bytes.
    { schema: { tags, summary: 'Planilha de exemplo: a tabela de uma transportadora para importar' } },
    async (_request, reply) =>
      reply
        .header('content-type', XLSX)
        .header('content-disposition', contentDisposition('attachment', 'exemplo-tabela-transportadora.xlsx'))
        .send(await importacao.exemplo()),
  );

  app.get(
    '/antt/coeficientes',
    {
      schema: {
        tags,
        summary: 'Coeficientes ANTT do piso mínimo em vigor numa data',
        querystring: z.object({ data: zDiaIso('Data').optional() }),
        response: { 200: ZCoeficientesAnttResponse, ...errors },
      },
    },
    async (request) => referencias.coeficientes(request.query.data),
  );

  app.post(
    '/antt/coeficientes',
    {
      onRequest: somenteSuporte,
      schema: {
        tags,
        summary: 'Registra um novo conjunto de coeficientes ANTT a partir de uma data (suporte)',
        body: ZCoeficientesAnttRequest,
        response: { 200: ZMessageResponse, ...errors },
      },
    },
    async (request) => {
      await referencias.registrarCoeficientes(request.body);
      return { message: TABELA_FRETE_MESSAGES.coeficientesSalvos };
    },
  );

  app.get(
    '/aliquotas-icms',
    {
      schema: {
        tags,
        summary: 'Alíquotas de ICMS por UF de origem e destino',
        response: { 200: ZAliquotasIcmsResponse, ...errors },
      },
    },
    async () => referencias.aliquotas(),
  );

  app.put(
    '/aliquotas-icms',
    {
      onRequest: somenteSuporte,
      schema: {
        tags,
        summary: 'Altera alíquotas de ICMS (suporte)',
        body: ZAliquotasIcmsRequest,
        response: { 200: ZMessageResponse, ...errors },
      },
    },
    async (request) => {
      await referencias.atualizarAliquotas(request.body);
      return { message: TABELA_FRETE_MESSAGES.aliquotasSalvas };
    },
  );

  app.get(
    '/cargas/:id/frete-esperado',
    {
      schema: {
        tags,
        summary: 'O frete esperado congelado na alocação da carga',
        params: ZIdParams,
        response: { 200: ZFreteEsperadoResponse, ...errors },
      },
    },
    async (request) => ({
      freteEsperado: await referencias.freteEsperado(request.session, request.params.id),
    }),
  );
};

/** /api/tabela-frete/tabelas: tables and their versions, lines and spreadsheet. */
export const tabelasRoutes: FastifyPluginAsyncZod<
  Pick<TabelaFreteRoutesOptions, 'tabelas' | 'importacao'>
> = async (app, { tabelas, importacao }) => {
  protectRoutes(app, requireAccess(TABELA_FRETE_ACESSO));
  await app.register(fastifyMultipart, { limits: { files: 1, fileSize: 20 * 1024 * 1024 } });

  app.post(
    '/search',
    {
      schema: {
        tags,
        summary: 'Pesquisa paginada de tabelas de frete',
        body: ZTabelaFreteSearchRequest,
        response: { 200: ZTabelaFreteSearchResponse, ...errors },
      },
    },
    async (request) => tabelas.search(request.session, request.body),
  );

  registerRecordRoutes(app, {
    tags,
    get: { summary: 'Uma versão de tabela de frete', response: ZTabelaFrete, run: tabelas.get },
    create: {
      summary: 'Cria uma tabela de frete (rascunho, versão 1)',
      body: ZTabelaFreteRequest,
      response: ZTabelaFrete,
      run: tabelas.create,
    },
    update: {
      summary: 'Altera uma tabela de frete em rascunho',
      body: ZTabelaFreteRequest,
      response: ZTabelaFrete,
      run: tabelas.update,
    },
    remove: {
      summary: 'Exclui uma tabela de frete em rascunho',
      message: TABELA_FRETE_MESSAGES.tabelaExcluida,
      run: tabelas.remove,
    },
  });

  app.get(
    '/:id/linhas',
    {
      schema: {
        tags,
        summary: 'Linhas de uma versão de tabela de frete, paginadas',
        params: ZIdParams,
        querystring: ZTabelaFreteLinhasQuery,
        response: { 200: ZTabelaFreteLinhasResponse, ...errors },
      },
    },
    async (request) =>
      tabelas.linhas(request.session, request.params.id, request.query.page, request.query.qtdItem),
  );

  app.post(
    '/:id/ativar',
    {
      schema: {
        tags,
        summary: 'Ativa um rascunho (a versão ativa anterior expira)',
        params: ZIdParams,
        response: { 200: ZTabelaFrete, ...errors },
      },
    },
    async (request) => tabelas.ativar(request.session, request.params.id),
  );

  app.post(
    '/:id/nova-versao',
    {
      schema: {
        tags,
        summary: 'Cria uma nova versão (rascunho) copiando esta',
        params: ZIdParams,
        response: { 200: ZTabelaFrete, ...errors },
      },
    },
    async (request) => tabelas.novaVersao(request.session, request.params.id),
  );

  app.post(
    '/:id/importacao/previa',
    {
      schema: {
        tags,
        summary: 'Pré-visualiza a importação de uma planilha nas linhas de um rascunho (nada é gravado)',
        params: ZIdParams,
        response: { 200: ZImportacaoTabelaPrevia, ...errors },
      },
    },
    async (request) =>
      importacao.previa(request.session, request.params.id, await arquivoDaPlanilha(request)),
  );

  app.post(
    '/:id/importacao',
    {
      schema: {
        tags,
        summary: 'Importa uma planilha: substitui as linhas do rascunho (tudo ou nada)',
        params: ZIdParams,
        response: { 200: ZImportacaoTabelaResponse, ...errors },
      },
    },
    async (request) =>
      importacao.importar(request.session, request.params.id, await arquivoDaPlanilha(request)),
  );

  app.get(
    '/:id/exportacao',
    {
      schema: {
        tags,
        summary: 'Exporta as linhas de uma versão como planilha',
        params: ZIdParams,
        // No response schema: the answer is the file's bytes.
      },
    },
    async (request, reply) => {
      const { nome, arquivo } = await importacao.exportar(request.session, request.params.id);
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', contentDisposition('attachment', `${nome}.xlsx`))
        .send(arquivo);
    },
  );
};

/** /api/tabela-frete/regioes and /regras: the named pieces tables refer to. */
export const regioesRoutes: FastifyPluginAsyncZod<Pick<TabelaFreteRoutesOptions, 'cadastros'>> = async (
  app,
  { cadastros },
) => {
  protectRoutes(app, requireAccess(TABELA_FRETE_ACESSO));
  app.post(
    '/search',
    {
      schema: {
        tags,
        summary: 'Pesquisa paginada de regiões',
        body: ZRegiaoFreteSearchRequest,
        response: { 200: ZRegiaoFreteSearchResponse, ...errors },
      },
    },
    async (request) => cadastros.regioes.search(request.session, request.body),
  );
  registerRecordRoutes(app, {
    tags,
    get: { summary: 'Uma região', response: ZRegiaoFrete, run: cadastros.regioes.get },
    create: {
      summary: 'Cadastra uma região',
      body: ZRegiaoFreteRequest,
      response: ZRegiaoFrete,
      run: cadastros.regioes.create,
    },
    update: {
      summary: 'Altera uma região',
      body: ZRegiaoFreteRequest,
      response: ZRegiaoFrete,
      run: cadastros.regioes.update,
    },
    remove: {
      summary: 'Exclui uma região fora de uso',
      message: TABELA_FRETE_MESSAGES.regiaoExcluida,
      run: cadastros.regioes.remove,
    },
  });
};

export const regrasRoutes: FastifyPluginAsyncZod<Pick<TabelaFreteRoutesOptions, 'cadastros'>> = async (
  app,
  { cadastros },
) => {
  protectRoutes(app, requireAccess(TABELA_FRETE_ACESSO));
  app.post(
    '/search',
    {
      schema: {
        tags,
        summary: 'Pesquisa paginada de regras de cálculo de frete',
        body: ZRegraCalculoFreteSearchRequest,
        response: { 200: ZRegraCalculoFreteSearchResponse, ...errors },
      },
    },
    async (request) => cadastros.regras.search(request.session, request.body),
  );
  registerRecordRoutes(app, {
    tags,
    get: {
      summary: 'Uma regra de cálculo de frete',
      response: ZRegraCalculoFrete,
      run: cadastros.regras.get,
    },
    create: {
      summary: 'Cadastra uma regra de cálculo de frete',
      body: ZRegraCalculoFreteRequest,
      response: ZRegraCalculoFrete,
      run: cadastros.regras.create,
    },
    update: {
      summary: 'Altera uma regra de cálculo de frete',
      body: ZRegraCalculoFreteRequest,
      response: ZRegraCalculoFrete,
      run: cadastros.regras.update,
    },
    remove: {
      summary: 'Exclui uma regra de cálculo fora de uso',
      message: TABELA_FRETE_MESSAGES.regraExcluida,
      run: cadastros.regras.remove,
    },
  });
};

/** /api/tabela-frete/cotacoes: saved quotes. */
export const cotacoesRoutes: FastifyPluginAsyncZod<Pick<TabelaFreteRoutesOptions, 'cotacoes'>> = async (
  app,
  { cotacoes },
) => {
  protectRoutes(app, requireAccess(TABELA_FRETE_ACESSO));
  app.post(
    '/search',
    {
      schema: {
        tags,
        summary: 'Pesquisa paginada de cotações salvas',
        body: ZCotacaoFreteSearchRequest,
        response: { 200: ZCotacaoFreteSearchResponse, ...errors },
      },
    },
    async (request) => cotacoes.search(request.session, request.body),
  );
  registerRecordRoutes(app, {
    tags,
    get: { summary: 'Uma cotação salva', response: ZCotacaoFreteSalva, run: cotacoes.get },
    create: {
      summary: 'Salva uma cotação (o resultado como cotado agora)',
      body: ZCotacaoFreteSalvarRequest,
      response: ZCotacaoFreteSalva,
      run: cotacoes.salvar,
    },
  });
};
