import {
  colunasAusentesMensagem,
  colunasDePedidoAusentes,
  formatZodIssues,
  PEDIDO_LIMITES,
  PEDIDO_MESSAGES,
  pedidoImportRecordToLinha,
  spreadsheetColumnKey,
  TipoCaracteristica,
  type TPedidoCadastro,
  type TPedidoImportacaoResposta,
  ZPedidoCadastro,
} from '@embarca/domain';
import type { Database } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { type LerPlanilha, lerRegistrosDaPlanilha } from '../../../lib/planilha';
import type { RequestSession } from '../../../plugins/authenticate';
import type { FormacaoAccess } from '../formacao.access';
import { createFormacaoRepository, type NovoPedido } from '../formacao.repository';
import { lerReferencias, linhasDoPedido } from './pedido-linhas';

/** How many row problems a refused import lists in `messages` (the preview lists them all). */
const MENSAGENS_MAXIMO = 50;

/**
 * POST /pedido/xlsx (02 §7): orders from a spreadsheet into the request's selected unit. The sheet 'Dados'
 * (else the first), trimmed column names (PEDIDO_IMPORT_COLUMNS); a sheet without a required column is
 * refused naming it. Each row is checked like the form (the contract, the company's characteristic by its
 * description, a registered company by CNPJ, the code unique in the sheet and the company, the place
 * geocoded from its city when it has no coordinates). `confirmar=false` answers the preview (every row with
 * its messages and whether its coordinates are approximate); `confirmar=true` writes every row in one
 * transaction — or, when any row has a problem, nothing (400 listing them).
 */
export function createImportacaoPedidos({
  db,
  access,
  lerPlanilha,
}: {
  db: Database;
  access: FormacaoAccess;
  lerPlanilha: LerPlanilha;
}) {
  const repository = createFormacaoRepository(db);

  return async function importar(
    session: RequestSession,
    unidadeId: string,
    arquivo: Buffer,
    confirmar: boolean,
  ): Promise<TPedidoImportacaoResposta> {
    access.unidade(session, unidadeId);
    const { registros } = await lerRegistrosDaPlanilha(
      lerPlanilha,
      arquivo,
      PEDIDO_LIMITES.linhasImportacaoMaximo,
    );
    const colunas = [...new Set(registros.flatMap((r) => Object.keys(r.record)))];
    const ausentes = colunasDePedidoAusentes(colunas);
    if (ausentes.length > 0) throw new AppError('VALIDATION', colunasAusentesMensagem(ausentes));

    const lidas = registros.map(({ linha, record }) => ({ linha, ...pedidoImportRecordToLinha(record) }));
    const cnpjs = [
      ...new Set(
        lidas.flatMap(({ referencias }) =>
          [referencias.origemCnpj, referencias.destinoCnpj].filter((c): c is string => !!c),
        ),
      ),
    ];
    const [empresas, caracteristicas, emUso] = await Promise.all([
      repository.empresasAtivasPorCnpj(session.ownerId, cnpjs),
      repository.caracteristicasDePedido(session.ownerId, TipoCaracteristica.Pedido),
      repository.codigosEmUso(
        session.ownerId,
        lidas.map((l) => String(l.cadastro.codigo ?? '').trim()).filter(Boolean),
      ),
    ]);
    const empresaPorCnpj = new Map(empresas.map((e) => [e.cnpj ?? '', e]));
    const caracteristicaPorNome = new Map(
      caracteristicas.map((c) => [spreadsheetColumnKey(c.descricao), c.id]),
    );

    const vistos = new Set<string>();
    const validas: { linha: number; dados: TPedidoCadastro }[] = [];
    const linhas: TPedidoImportacaoResposta['linhas'] = [];
    const porLinha = new Map<number, string[]>();
    for (const { linha, cadastro, referencias } of lidas) {
      const erros: string[] = [];
      if (referencias.origemCnpj)
        cadastro.origem.empresaId = empresaPorCnpj.get(referencias.origemCnpj)?.id ?? null;
      if (referencias.destinoCnpj)
        cadastro.destino.empresaId = empresaPorCnpj.get(referencias.destinoCnpj)?.id ?? null;
      if (referencias.caracteristica) {
        const id = caracteristicaPorNome.get(spreadsheetColumnKey(referencias.caracteristica));
        if (id) cadastro.caracteristicaId = id;
        else erros.push(PEDIDO_MESSAGES.caracteristicaInvalida);
      }
      const parsed = ZPedidoCadastro.safeParse(cadastro);
      if (!parsed.success) erros.push(...formatZodIssues(parsed.error.issues));
      const codigo = String(cadastro.codigo ?? '')
        .trim()
        .toLowerCase();
      if (codigo && (emUso.has(codigo) || vistos.has(codigo))) erros.push(PEDIDO_MESSAGES.codigoEmUso);
      if (codigo) vistos.add(codigo);
      if (parsed.success && erros.length === 0) validas.push({ linha, dados: parsed.data });
      porLinha.set(linha, erros);
    }

    // The rows that passed the contract: references and geocoding, read once for all.
    const referencias = await lerReferencias(
      repository,
      session.ownerId,
      validas.map((v) => v.dados),
    );
    const novos: NovoPedido[] = [];
    const aproximadas = new Set<number>();
    for (const { linha, dados } of validas) {
      const resultado = linhasDoPedido(dados, referencias);
      if (!resultado.ok) {
        porLinha.get(linha)?.push(...resultado.mensagens);
        continue;
      }
      if (resultado.campos.origemAproximada || resultado.campos.destinoAproximada) aproximadas.add(linha);
      novos.push({
        ...resultado.campos,
        ownerId: session.ownerId,
        unidadeNegocioId: unidadeId,
        criadoPor: session.userId,
      });
    }
    for (const { linha, cadastro } of lidas) {
      linhas.push({
        linha,
        codigo: String(cadastro.codigo ?? '') || null,
        destino: cadastro.destino.cidade ? `${cadastro.destino.cidade}/${cadastro.destino.uf ?? ''}` : null,
        pesoTotal:
          typeof cadastro.pesoTotal === 'number' && Number.isFinite(cadastro.pesoTotal)
            ? cadastro.pesoTotal
            : null,
        erros: porLinha.get(linha) ?? [],
        coordenadasAproximadas: aproximadas.has(linha),
      });
    }
    const comErro = linhas.filter((l) => l.erros.length > 0);
    const mensagens = comErro.flatMap((l) => l.erros.map((erro) => `Linha ${l.linha}: ${erro}`));
    if (!confirmar) {
      return {
        message:
          comErro.length === 0
            ? `${linhas.length} pedidos prontos para importar.`
            : `${comErro.length} de ${linhas.length} linhas com problemas: corrija a planilha e envie de novo.`,
        importados: 0,
        linhas,
      };
    }
    if (mensagens.length > 0) {
      throw new AppError('VALIDATION', mensagens[0], { messages: mensagens.slice(0, MENSAGENS_MAXIMO) });
    }
    await db.transaction((tx) => createFormacaoRepository(tx).inserirPedidos(novos));
    return { message: `${novos.length} pedidos importados com sucesso!`, importados: novos.length, linhas };
  };
}

export type ImportacaoPedidos = ReturnType<typeof createImportacaoPedidos>;
