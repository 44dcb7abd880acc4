import type {
  TImportacaoTabelaPrevia,
  TModalidade,
  TStatusTabelaFrete,
  TTabelaFrete,
  TTabelaFreteLinha,
  TTabelaFreteRequest,
  TTabelaFreteResumo,
} from '@embarca/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useDeleteMutation, useInvalidatingMutation, useSaveMutation } from '../../../lib/crud-mutations';
import type { TListQuery } from '../../../lib/ui/list-query';
import { uploadFile } from '../../configuracoes/api/upload-file';
import { TABELA_FRETE_API, TABELAS_KEY, type TPagina } from './tabela-frete.keys';

const TABELAS = `${TABELA_FRETE_API}/tabelas`;

/** The tables list's own filters beside the search text. */
export interface TFiltrosTabela {
  status: TStatusTabelaFrete | null;
  transportadoraEmpresaId: string | null;
  modalidade: TModalidade | null;
}

export const FILTROS_TABELA_VAZIOS: TFiltrosTabela = {
  status: null,
  transportadoraEmpresaId: null,
  modalidade: null,
};

/** The search body (newest version of each table: `todasVersoes` false). */
export function toTabelaSearch(query: TListQuery, filtros: TFiltrosTabela) {
  return {
    page: query.page,
    qtdItem: query.qtdItem,
    filtro: query.filtro || null,
    ...filtros,
    todasVersoes: false,
  };
}

/** POST /api/tabela-frete/tabelas/search: one page of the company's tables. */
export function useTabelasSearch(query: TListQuery, filtros: TFiltrosTabela) {
  const body = toTabelaSearch(query, filtros);
  return useQuery({
    queryKey: [...TABELAS_KEY, 'search', body],
    queryFn: ({ signal }) =>
      apiRequest<TPagina<TTabelaFreteResumo>>(`${TABELAS}/search`, { method: 'POST', body, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/tabela-frete/tabelas/{id}: the header, with the family's versions. */
export function useTabela(id: string | null) {
  return useQuery({
    queryKey: [...TABELAS_KEY, 'uma', id],
    queryFn: ({ signal }) => apiRequest<TTabelaFrete>(`${TABELAS}/${id}`, { signal }),
    enabled: Boolean(id),
  });
}

/** GET /api/tabela-frete/tabelas/{id}/linhas?page&qtdItem: one page of the table's lines. */
export function useTabelaLinhas(id: string | null, page: number, qtdItem: number) {
  return useQuery({
    queryKey: [...TABELAS_KEY, 'linhas', id, page, qtdItem],
    queryFn: ({ signal }) =>
      apiRequest<TPagina<TTabelaFreteLinha>>(`${TABELAS}/${id}/linhas?page=${page}&qtdItem=${qtdItem}`, {
        signal,
      }),
    enabled: Boolean(id),
    placeholderData: keepPreviousData,
  });
}

/** The largest page the API gives (QTD_ITEM_MAX). */
const PAGINA_MAXIMA = 100;

/** Every line of a table, page after page (the draft's grid edits them all and sends them back). */
export async function lerTodasAsLinhas(id: string, limite: number): Promise<TTabelaFreteLinha[]> {
  const linhas: TTabelaFreteLinha[] = [];
  for (let page = 1; ; page += 1) {
    const pagina = await apiRequest<TPagina<TTabelaFreteLinha>>(
      `${TABELAS}/${id}/linhas?page=${page}&qtdItem=${PAGINA_MAXIMA}`,
    );
    linhas.push(...pagina.items);
    if (pagina.items.length === 0 || linhas.length >= pagina.total || linhas.length >= limite) return linhas;
  }
}

/** POST /api/tabela-frete/tabelas (a draft v1) or PUT /api/tabela-frete/tabelas/{id} (drafts only). */
export const useSaveTabela = () => useSaveMutation<TTabelaFreteRequest, TTabelaFrete>(TABELAS, TABELAS_KEY);

/** DELETE /api/tabela-frete/tabelas/{id} (drafts only). */
export const useExcluirTabela = () => useDeleteMutation<{ message: string }>(TABELAS, TABELAS_KEY);

/** POST /api/tabela-frete/tabelas/{id}/ativar: the family's previous active version becomes Expirada. */
export const useAtivarTabela = () =>
  useInvalidatingMutation(TABELAS_KEY, (id: string) =>
    apiRequest<TTabelaFrete>(`${TABELAS}/${id}/ativar`, { method: 'POST' }),
  );

/** POST /api/tabela-frete/tabelas/{id}/nova-versao: a draft copy v+1 with the lines. */
export const useNovaVersao = () =>
  useInvalidatingMutation(TABELAS_KEY, (id: string) =>
    apiRequest<TTabelaFrete>(`${TABELAS}/${id}/nova-versao`, { method: 'POST' }),
  );

/**
 * POST /api/tabela-frete/tabelas/{id}/importacao/previa (multipart `file`, the .xlsx, as the companies' and
 * loads' imports): every row read with its errors, nothing written.
 */
export const previaDaImportacao = (id: string, arquivo: File) =>
  uploadFile<TImportacaoTabelaPrevia>(`${TABELAS}/${id}/importacao/previa`, arquivo);

/** POST /api/tabela-frete/tabelas/{id}/importacao (multipart `file`): replaces the draft's lines, all or nothing. */
export const useImportarPlanilha = () =>
  useInvalidatingMutation(TABELAS_KEY, ({ id, arquivo }: { id: string; arquivo: File }) =>
    uploadFile<{ message: string; tabela: TTabelaFrete }>(`${TABELAS}/${id}/importacao`, arquivo),
  );

/** GET /api/tabela-frete/tabelas/{id}/exportacao: the table's lines as .xlsx. */
export const baixarExportacao = (id: string) =>
  apiRequest<Blob>(`${TABELAS}/${id}/exportacao`, { responseType: 'blob' });

/** GET /api/tabela-frete/importacao/modelo: the spreadsheet template. */
export const baixarModelo = () =>
  apiRequest<Blob>(`${TABELA_FRETE_API}/importacao/modelo`, { responseType: 'blob' });

/** The demo's example file: a carrier's lotação table, ready to import (GET …/importacao/exemplo). */
export const baixarExemplo = () =>
  apiRequest<Blob>(`${TABELA_FRETE_API}/importacao/exemplo`, { responseType: 'blob' });
