import {
  cellsByField,
  codeFromCell,
  formatZodIssuesByField,
  numberFromCell,
  type SpreadsheetCell,
  TABELA_FRETE_COLUNAS,
  TABELA_FRETE_LIMITES,
  TABELA_FRETE_MESSAGES,
  TABELA_LINHA_CAMPOS,
  type TImportacaoTabelaPrevia,
  TIPO_LOCAL_FRETE_LABELS,
  type TModalidade,
  type TTabelaFrete,
  type TTabelaFreteLinhaRequest,
  textFromCell,
  ZTabelaFreteLinhaRequest,
} from '@embarca/domain';
import writeXlsxFile from 'write-excel-file/node';
import { type LerPlanilha, lerRegistrosDaPlanilha } from '../../lib/planilha';
import type { RequestSession } from '../../plugins/authenticate';
import { type CatalogoDasLinhas, descreverLocal, erroDasLinhas, prepararLinhas } from './linhas';
import type { TabelasService } from './tabelas.service';

/** The preview shows the first rows as read, and every row with an error. */
const LINHAS_NA_PREVIA = 200;

/** The spreadsheet's column of each line field. */
const COLUNAS = {
  origemTipo: TABELA_LINHA_CAMPOS.origemTipo,
  origemValor: TABELA_LINHA_CAMPOS.origem,
  destinoTipo: TABELA_LINHA_CAMPOS.destinoTipo,
  destinoValor: TABELA_LINHA_CAMPOS.destino,
  tipoVeiculo: TABELA_LINHA_CAMPOS.tipoVeiculoId,
  pesoInicialKg: TABELA_LINHA_CAMPOS.pesoInicialKg,
  pesoFinalKg: TABELA_LINHA_CAMPOS.pesoFinalKg,
  valor: TABELA_LINHA_CAMPOS.valor,
  excedentePorKg: TABELA_LINHA_CAMPOS.excedentePorKg,
  prazoDias: TABELA_LINHA_CAMPOS.prazoDias,
} as const;

/** The contract's field paths → the labels its messages use. */
const ROTULOS: Record<string, string> = {
  origemTipo: TABELA_LINHA_CAMPOS.origemTipo,
  origemValor: TABELA_LINHA_CAMPOS.origem,
  destinoTipo: TABELA_LINHA_CAMPOS.destinoTipo,
  destinoValor: TABELA_LINHA_CAMPOS.destino,
  tipoVeiculoId: TABELA_LINHA_CAMPOS.tipoVeiculoId,
  pesoInicialKg: TABELA_LINHA_CAMPOS.pesoInicialKg,
  pesoFinalKg: TABELA_LINHA_CAMPOS.pesoFinalKg,
  valor: TABELA_LINHA_CAMPOS.valor,
  excedentePorKg: TABELA_LINHA_CAMPOS.excedentePorKg,
  prazoDias: TABELA_LINHA_CAMPOS.prazoDias,
};

/** A number cell as the contract's decimal text ('1.234,5' and 1234.5 both → '1234.5'); empty → null. */
function decimalDaCelula(cell: SpreadsheetCell | undefined): string | number | null {
  const numero = numberFromCell(cell ?? null);
  if (numero === undefined) return null;
  if (Number.isNaN(numero)) return textFromCell(cell ?? null);
  return numero;
}

interface LinhaLida {
  /** The spreadsheet's row number (the header is row 1). */
  numero: number;
  bruta: {
    origem: string;
    destino: string;
    tipoVeiculo: string | null;
    pesoInicialKg: string | null;
    pesoFinalKg: string | null;
    valor: string | null;
  };
  linha: TTabelaFreteLinhaRequest | null;
  erros: string[];
}

/**
 * A freight table as a spreadsheet (issue 19): one row per lane × band, sheet 'Dados' (else the first),
 * header names trimmed and matched without case or accents (01 §5). Preview reads and checks every row and
 * writes nothing; import replaces a draft's lines with all the rows or none (400 'Linha N: …' per problem);
 * export writes a version's lines back in the same columns; the template is the header with two examples.
 */
export function createImportacaoService({
  tabelas,
  lerPlanilha,
}: {
  tabelas: TabelasService;
  lerPlanilha: LerPlanilha;
}) {
  async function ler(file: Buffer, catalogo: CatalogoDasLinhas): Promise<LinhaLida[]> {
    const { registros } = await lerRegistrosDaPlanilha(lerPlanilha, file, TABELA_FRETE_LIMITES.linhasMaximo);
    return registros.map(({ linha: numero, record }) => {
      const cells = cellsByField(COLUNAS, record);
      const texto = (campo: keyof typeof COLUNAS) => textFromCell(cells[campo] ?? null);
      const tipoVeiculoTexto = texto('tipoVeiculo');
      const tipoVeiculo = tipoVeiculoTexto
        ? catalogo.tiposVeiculo.find((tipo) => tipo.texto.toLowerCase() === tipoVeiculoTexto.toLowerCase())
        : undefined;
      const erros: string[] = [];
      if (tipoVeiculoTexto && !tipoVeiculo)
        erros.push(`${TABELA_LINHA_CAMPOS.tipoVeiculoId}: Informe um valor válido.`);
      const candidato = {
        origemTipo: codeFromCell(TIPO_LOCAL_FRETE_LABELS, cells.origemTipo ?? null),
        origemValor: texto('origemValor') ?? undefined,
        destinoTipo: codeFromCell(TIPO_LOCAL_FRETE_LABELS, cells.destinoTipo ?? null),
        destinoValor: texto('destinoValor') ?? undefined,
        tipoVeiculoId: tipoVeiculo?.valor ?? null,
        pesoInicialKg: decimalDaCelula(cells.pesoInicialKg),
        pesoFinalKg: decimalDaCelula(cells.pesoFinalKg),
        valor: decimalDaCelula(cells.valor) ?? undefined,
        excedentePorKg: decimalDaCelula(cells.excedentePorKg),
        prazoDias: numberFromCell(cells.prazoDias ?? null) ?? null,
      };
      const parsed = ZTabelaFreteLinhaRequest.safeParse(candidato);
      if (!parsed.success) {
        erros.push(...formatZodIssuesByField(parsed.error.issues, ROTULOS).map((issue) => issue.mensagem));
      }
      return {
        numero,
        bruta: {
          origem: [texto('origemTipo'), texto('origemValor')].filter(Boolean).join(': '),
          destino: [texto('destinoTipo'), texto('destinoValor')].filter(Boolean).join(': '),
          tipoVeiculo: tipoVeiculoTexto,
          pesoInicialKg: texto('pesoInicialKg'),
          pesoFinalKg: texto('pesoFinalKg'),
          valor: texto('valor'),
        },
        linha: parsed.success ? parsed.data : null,
        erros,
      };
    });
  }

  /** Every row read and checked: the contract per row, then the table's rules over the rows that passed. */
  async function verificar(session: RequestSession, tabelaId: string, file: Buffer) {
    const { tabela, catalogo } = await tabelas.rascunhoParaLinhas(session, tabelaId);
    const lidas = await ler(file, catalogo);
    const validas = lidas.filter((lida) => lida.linha !== null && lida.erros.length === 0);
    const { novas, problemas } = prepararLinhas(
      validas.map((lida) => lida.linha as TTabelaFreteLinhaRequest),
      catalogo,
      tabela.modalidade as TModalidade,
    );
    for (const problema of problemas) validas[problema.indice]?.erros.push(problema.mensagem);
    return { tabela, lidas, novas };
  }

  return {
    async previa(session: RequestSession, tabelaId: string, file: Buffer): Promise<TImportacaoTabelaPrevia> {
      const { lidas } = await verificar(session, tabelaId, file);
      const comErro = lidas.filter((lida) => lida.erros.length > 0);
      return {
        totalLinhas: lidas.length,
        totalErros: comErro.length,
        linhas: lidas
          .filter((lida, indice) => indice < LINHAS_NA_PREVIA || lida.erros.length > 0)
          .map((lida) => ({ linha: lida.numero, ...lida.bruta, erros: [...new Set(lida.erros)] })),
      };
    },

    async importar(
      session: RequestSession,
      tabelaId: string,
      file: Buffer,
    ): Promise<{ message: string; tabela: TTabelaFrete }> {
      const { lidas, novas } = await verificar(session, tabelaId, file);
      const problemas = lidas.flatMap((lida, indice) => lida.erros.map((mensagem) => ({ indice, mensagem })));
      if (problemas.length > 0)
        throw erroDasLinhas(problemas, (indice) => lidas[indice]?.numero ?? indice + 2);
      const tabela = await tabelas.substituirLinhas(session, tabelaId, novas);
      return { message: TABELA_FRETE_MESSAGES.importada, tabela };
    },

    /** A version's lines in the import's columns (municipalities as 'Nome/UF', regions by name). */
    async exportar(session: RequestSession, tabelaId: string): Promise<{ nome: string; arquivo: Buffer }> {
      const { tabela, linhas, catalogo } = await tabelas.todasAsLinhas(session, tabelaId);
      const tipoTexto = (tipo: number) =>
        TIPO_LOCAL_FRETE_LABELS[tipo as keyof typeof TIPO_LOCAL_FRETE_LABELS];
      const rows = linhas.map((linha) => [
        tipoTexto(linha.origemTipo),
        descreverParaPlanilha(linha.origemTipo, linha.origemValor, catalogo),
        tipoTexto(linha.destinoTipo),
        descreverParaPlanilha(linha.destinoTipo, linha.destinoValor, catalogo),
        catalogo.tiposVeiculo.find((tipo) => tipo.valor === linha.tipoVeiculo)?.texto ?? null,
        linha.pesoInicial === null ? null : Number(linha.pesoInicial),
        linha.pesoFinal === null ? null : Number(linha.pesoFinal),
        Number(linha.valor),
        linha.excedentePorKg === null ? null : Number(linha.excedentePorKg),
        linha.prazoDias,
      ]);
      return { nome: `${tabela.nome} v${tabela.versao}`, arquivo: await planilha(rows) };
    },

    /**
     * The demo's example file (issue 19): a carrier's lotação table for next year as a freight analyst
     * receives it — from the region 'Grande São Paulo' (a demo region) and from São Paulo to the capitals of
     * the South and Southeast, by vehicle type, with lead times.
     */
    async exemplo(): Promise<Buffer> {
      const origens = [
        ['Região', 'Grande São Paulo'],
        ['Município', 'Campinas/SP'],
      ] as const;
      const destinos = [
        ['Curitiba/PR', 4150, 2890, 1],
        ['Florianópolis/SC', 4980, 3460, 2],
        ['Porto Alegre/RS', 6120, 4270, 2],
        ['Rio de Janeiro/RJ', 3520, 2450, 1],
        ['Belo Horizonte/MG', 3740, 2610, 1],
        ['Vitória/ES', 5260, 3660, 2],
      ] as const;
      const rows = origens.flatMap(([tipo, origem], o) =>
        destinos.flatMap(([destino, carreta, truck, prazo]) => [
          [tipo, origem, 'Município', destino, 'Carreta', null, null, carreta + o * 120, null, prazo],
          [tipo, origem, 'Município', destino, 'Truck', null, null, truck + o * 90, null, prazo],
        ]),
      );
      return planilha(rows);
    },

    /** The template: the header and two example rows (a UF lane and a municipality lane with bands). */
    async modelo(): Promise<Buffer> {
      return planilha([
        ['UF', 'SP', 'UF', 'PR', null, 0, 1000, 850, null, 2],
        ['Município', 'São Paulo/SP', 'Município', 'Curitiba/PR', null, 1000.001, 5000, 1900, 0.35, 2],
      ]);
    },
  };
}

/** A lane end as the spreadsheet writes it (the import reads it back the same way). */
function descreverParaPlanilha(tipo: number, valor: string, catalogo: CatalogoDasLinhas): string {
  return descreverLocal(tipo, valor, catalogo);
}

/** One sheet 'Dados' with the header and the rows (numbers as numbers, empty cells as nothing). */
async function planilha(rows: readonly (readonly (string | number | null)[])[]): Promise<Buffer> {
  const celula = (value: string | number | null) =>
    value === null ? null : typeof value === 'number' ? { value, type: Number } : { value, type: String };
  const data = [
    TABELA_FRETE_COLUNAS.map((coluna) => ({ value: coluna, type: String, fontWeight: 'bold' as const })),
    ...rows.map((row) => row.map(celula)),
  ];
  return writeXlsxFile([{ sheet: 'Dados', data }] as never, {}).toBuffer();
}

export type ImportacaoService = ReturnType<typeof createImportacaoService>;
