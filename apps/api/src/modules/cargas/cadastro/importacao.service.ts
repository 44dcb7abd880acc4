import {
  CADASTRO_CARGA_MESSAGES,
  CARGA_ACAO_MESSAGES,
  CARGA_IMPORT_MAX_ROWS,
  ChannelCode,
  ChannelType,
  cargaImportMensagem,
  cargaImportMensagens,
  cargaImportNotificacao,
  cargaImportRecordToLinha,
  ModoImportacao,
  OrigemCarga,
  spreadsheetColumnKey,
  type TCadastroCarga,
  type TCargaImportResponse,
  type TImportErroLinha,
  TipoNotificacao,
  ZCadastroCarga,
} from '@embarca/domain';
import { isAppError } from '../../../lib/app-error';
import { escapeHtml } from '../../../lib/mailer';
import { type LerPlanilha, lerRegistrosDaPlanilha, type RegistroDaPlanilha } from '../../../lib/planilha';
import type { RequestSession } from '../../../plugins/authenticate';
import { exigirUnidadeDoUsuario } from '../carga.access';
import { autorDaSessao } from '../carga.writer';
import type { CargasContext } from '../cargas.context';
import { avisarCadastro, type CargaCadastrada, cadastrarCarga } from './cadastrar-carga';
import { createCadastroRepository } from './cadastro.repository';

type Modo = (typeof ModoImportacao)[keyof typeof ModoImportacao];

/**
 * POST /carga-mongo/imports (02 §7): loads from a spreadsheet, one row = one load in the request's selected
 * unit, origin 2 (Excel import). Like the companies' import: the sheet 'Dados' (else the first), trimmed
 * column names (CARGA_IMPORT_COLUMNS), 'preview' writes nothing and 'importar' registers the valid rows;
 * every row with a problem is listed with its spreadsheet row number and pt-BR messages naming the column,
 * and nothing of it is saved. Each row is registered by `cadastrarCarga` in its own transaction (a row's
 * failure leaves the others; the code counter is never held for the whole file). The importer is notified
 * at the end (channel INTEGRACAO).
 */
export function createImportacaoService(ctx: CargasContext, readSpreadsheet: LerPlanilha) {
  const repository = createCadastroRepository(ctx.db);
  /** Each row as a parsed payload (ids of its CNPJs and characteristic resolved) or its messages. */
  async function validarLinhas(ownerId: string, registros: RegistroDaPlanilha[]) {
    const linhas = registros.map(({ linha, record }) => ({ linha, ...cargaImportRecordToLinha(record) }));
    const cnpjs = [
      ...new Set(
        linhas.flatMap(({ referencias }) => [
          ...(referencias.origemCnpj ? [referencias.origemCnpj] : []),
          ...(referencias.destinoCnpj ? [referencias.destinoCnpj] : []),
          ...referencias.transportadorasCnpj,
        ]),
      ),
    ];
    const empresas = new Map(
      (await repository.listEmpresasAtivasPorCnpj(ownerId, cnpjs)).map((e) => [e.cnpj ?? '', e]),
    );
    const caracteristicas = new Map(
      (await repository.listCaracteristicasCarga(ownerId)).map((c) => [
        spreadsheetColumnKey(c.descricao),
        c.id,
      ]),
    );

    const erros: TImportErroLinha[] = [];
    const validas: { linha: number; dados: TCadastroCarga }[] = [];
    for (const { linha, cadastro, referencias } of linhas) {
      const mensagens: string[] = [];
      const [origem, destino] = cadastro.origemDestino;
      for (const [cnpj, ponto, campo] of [
        [referencias.origemCnpj, origem, 'origemCnpj'],
        [referencias.destinoCnpj, destino, 'destinoCnpj'],
      ] as const) {
        if (!cnpj || !ponto) continue;
        const empresa = empresas.get(cnpj);
        if (empresa) ponto.empresaId = empresa.id;
        else mensagens.push(cargaImportMensagem(campo, CADASTRO_CARGA_MESSAGES.empresaInvalida));
      }
      const transportadoras = referencias.transportadorasCnpj.map((cnpj) => empresas.get(cnpj));
      const transportadoraInvalida = transportadoras.some((empresa) => !empresa?.transportadora);
      if (transportadoraInvalida) {
        mensagens.push(cargaImportMensagem('transportadoras', CARGA_ACAO_MESSAGES.transportadoraInvalida));
      }
      cadastro.transportadoras = transportadoras.flatMap((empresa) => (empresa ? [empresa.id] : []));
      if (referencias.caracteristica) {
        const id = caracteristicas.get(spreadsheetColumnKey(referencias.caracteristica));
        if (id) cadastro.carga.caracteristicaId = id;
        else
          mensagens.push(
            cargaImportMensagem('caracteristica', CADASTRO_CARGA_MESSAGES.caracteristicaInvalida),
          );
      }
      const parsed = ZCadastroCarga.safeParse(cadastro);
      if (!parsed.success) {
        // An unknown carrier CNPJ is already said; the contract would add 'no carrier' for the same column.
        const issues = parsed.error.issues.filter(
          (issue) => !(transportadoraInvalida && issue.path[0] === 'transportadoras'),
        );
        mensagens.push(...cargaImportMensagens(issues));
      }
      if (mensagens.length > 0) erros.push({ linha, mensagens: [...new Set(mensagens)] });
      else if (parsed.success) validas.push({ linha, dados: parsed.data });
    }
    return { total: linhas.length, erros, validas };
  }

  async function avisarImportador(session: RequestSession, resultado: TCargaImportResponse) {
    try {
      await ctx.notify({
        ownerId: session.ownerId,
        channelType: ChannelType.Integracao,
        channelCode: ChannelCode.Importacao,
        title: cargaImportNotificacao.titulo,
        body: escapeHtml(
          cargaImportNotificacao.corpo(
            resultado.importadas,
            resultado.total,
            resultado.erros.length,
            resultado.aba,
          ),
        ),
        tipo: resultado.erros.length > 0 ? TipoNotificacao.Amarelo : TipoNotificacao.Verde,
        recipients: [session.userId],
      });
    } catch (error) {
      ctx.onAfterCommitError(error);
    }
  }

  return {
    async importar(
      session: RequestSession,
      unidadeNegocioId: string,
      file: Buffer,
      modo: Modo,
    ): Promise<TCargaImportResponse> {
      exigirUnidadeDoUsuario(session, unidadeNegocioId);
      const { aba, registros } = await lerRegistrosDaPlanilha(readSpreadsheet, file, CARGA_IMPORT_MAX_ROWS);
      const { total, erros, validas } = await validarLinhas(session.ownerId, registros);
      const resposta = (importadas: CargaCadastrada[], cargas: TCargaImportResponse['cargas']) => ({
        modo,
        aba,
        total,
        validas: validas.length,
        importadas: importadas.length,
        erros: [...erros].sort((a, b) => a.linha - b.linha),
        cargas,
      });
      if (modo !== ModoImportacao.Importar) return resposta([], []);

      const caller = autorDaSessao(session);
      const importadas: CargaCadastrada[] = [];
      const cargas: TCargaImportResponse['cargas'] = [];
      for (const { linha, dados } of validas) {
        try {
          const carga = await ctx.writer.transaction((tx) =>
            cadastrarCarga(tx, caller, unidadeNegocioId, dados, {
              origemCarga: OrigemCarga.ImportacaoExcel,
            }),
          );
          importadas.push(carga);
          cargas.push({ linha, id: carga.id, codigo: carga.codigo });
        } catch (error) {
          // A reference that changed since the check (a company deactivated meanwhile): this row only.
          if (!isAppError(error) || error.code !== 'VALIDATION') throw error;
          erros.push({ linha, mensagens: error.messages ?? [error.message] });
        }
      }
      const resultado = resposta(importadas, cargas);
      await avisarCadastro(ctx, caller, importadas, {
        titulo: cargaImportNotificacao.tituloUnidade(importadas.length),
        descricao: cargaImportNotificacao.corpoUnidade(importadas.length, caller.nome),
      });
      await avisarImportador(session, resultado);
      return resultado;
    },
  };
}

export type ImportacaoService = ReturnType<typeof createImportacaoService>;
