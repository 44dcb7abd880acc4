import { normalizeCnpj } from '../../shared/documents';
import { instanteDoHorarioSaoPaulo } from '../../shared/horario-sao-paulo';
import {
  cellsByField,
  codeFromCell,
  numberFromCell,
  type SpreadsheetCell,
  spreadsheetColumnKey,
  textFromCell,
} from '../../shared/spreadsheet';
import { formatZodIssues, type ValidationIssueLike } from '../../shared/validation-messages';
import {
  MODALIDADE_LABELS,
  TIPO_FRETE_LABELS,
  TIPO_TARIFA_LABELS,
  TipoRota,
  UNIDADE_MEDIDA_LABELS,
  UnidadeMedida,
  VisibilidadeCarga,
} from '../cargas.enums';
import type { TCadastroCargaInput } from './cadastro.schemas';
import { CARGA_IMPORT_COLUMNS, type CargaImportField } from './importacao.schemas';

/** What a row names by text and the server resolves to ids of the company's records. */
export interface CargaImportReferencias {
  /** CNPJs (normalised) of the origin's and the destination's company, when given. */
  origemCnpj?: string;
  destinoCnpj?: string;
  /** CNPJs (normalised) of the carriers the load is directed to. */
  transportadorasCnpj: string[];
  /** The description of a load characteristic, when given. */
  caracteristica?: string;
}

/** One row read: the register payload (without the ids the server resolves) and the references. */
export interface CargaImportLinha {
  cadastro: TCadastroCargaInput;
  referencias: CargaImportReferencias;
}

type Cells = Partial<Record<CargaImportField, SpreadsheetCell>>;

const pad = (value: number, size = 2) => String(value).padStart(size, '0');

/** Days between Excel's day 0 (1899-12-30) and the Unix epoch: a date serial read as a plain number. */
const EXCEL_EPOCH_DAYS = 25_569;

/**
 * A date cell as an ISO instant, read as São Paulo wall time: a date cell (read-excel-file gives the wall
 * time as UTC), an Excel date serial, or the text 'dd/MM/aaaa' / 'dd/MM/aaaa HH:mm'. Empty → undefined
 * (the contract says it is required); anything else → '' (the contract says 'Informe uma data válida.').
 */
export function dataDaCelula(cell: SpreadsheetCell): string | undefined {
  if (cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === ''))
    return undefined;
  let parede: string | undefined;
  // Excel keeps date-times as fractions of a day: read back, 08:00 may come as 07:59:59.999.
  const doUtc = (exato: Date) => {
    const date = new Date(Math.round(exato.getTime() / 60_000) * 60_000);
    return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}T${pad(
      date.getUTCHours(),
    )}:${pad(date.getUTCMinutes())}`;
  };
  if (cell instanceof Date) {
    parede = Number.isNaN(cell.getTime()) ? undefined : doUtc(cell);
  } else if (typeof cell === 'number') {
    parede = doUtc(new Date(Math.round((cell - EXCEL_EPOCH_DAYS) * 86_400) * 1000));
  } else if (typeof cell === 'string') {
    const match = /^(\d{2})\/(\d{2})\/(\d{4})(?:\s+(\d{2}):(\d{2}))?$/.exec(cell.trim());
    if (match) {
      const [, dia, mes, ano, hora = '00', minuto = '00'] = match;
      parede = `${ano}-${mes}-${dia}T${hora}:${minuto}`;
    }
  }
  return instanteDoHorarioSaoPaulo(parede)?.toISOString() ?? '';
}

/** A CNPJ cell: a number gets its leading zeros back; masked text loses the mask. */
function cnpjDaCelula(cell: SpreadsheetCell): string | undefined {
  const text = typeof cell === 'number' ? String(cell).padStart(14, '0') : textFromCell(cell ?? null);
  return text ? normalizeCnpj(text) : undefined;
}

/** 'm³', 'm3', 'Litros', 'l' or the code (5, 7). */
function unidadeDaCelula(cell: SpreadsheetCell): number | undefined {
  const code = codeFromCell(UNIDADE_MEDIDA_LABELS, cell);
  if (!Number.isNaN(code)) return code;
  const key = spreadsheetColumnKey(String(cell));
  if (key === 'm3' || key === 'm³') return UnidadeMedida.MetroCubico;
  if (key === 'l' || key === 'litro') return UnidadeMedida.Litros;
  return code;
}

/**
 * One spreadsheet record (keys: the trimmed column names of CARGA_IMPORT_COLUMNS, matched without case or
 * accents) as the register payload of a load from the origin to the destination, ready for ZCadastroCarga
 * once the server has put in the ids of the references (companies, carriers, characteristic).
 */
export function cargaImportRecordToLinha(
  record: Readonly<Record<string, SpreadsheetCell>>,
): CargaImportLinha {
  const v: Cells = cellsByField(CARGA_IMPORT_COLUMNS, record);
  const text = (field: CargaImportField) => textFromCell(v[field] ?? null) ?? undefined;
  const number = (field: CargaImportField) => numberFromCell(v[field] ?? null);
  const transportadorasCnpj = [
    ...new Set(
      (text('transportadoras') ?? '')
        .split(/[;,\n]/)
        .map((cnpj) => normalizeCnpj(cnpj.trim()))
        .filter(Boolean),
    ),
  ];
  const documentoNumero = text('documentoNumero');
  const numeroNf = text('numeroNf');
  const chaveNf = text('chaveNf');
  type Input = TCadastroCargaInput;
  const cadastro: Input = {
    carga: {
      tipoFrete: codeFromCell(TIPO_FRETE_LABELS, v.tipoFrete) as Input['carga']['tipoFrete'],
      modalidade: codeFromCell(MODALIDADE_LABELS, v.modalidade) as Input['carga']['modalidade'],
      pesoBruto: number('pesoBruto') as number,
      volume: number('volume'),
      volumeUnidade: (unidadeDaCelula(v.volumeUnidade ?? null) ??
        UnidadeMedida.MetroCubico) as Input['carga']['volumeUnidade'],
      acondicionamentoQtd: number('acondicionamentoQtd'),
      acondicionamento: text('acondicionamento'),
      codIdentificador: text('codIdentificador'),
      valorCarga: number('valorCarga'),
    },
    pagamento: {
      valorFrete: number('valorFrete'),
      valorTotalFrete: number('valorTotalFrete'),
      impostoSuspenso: false,
      tipoTarifa: codeFromCell(TIPO_TARIFA_LABELS, v.tipoTarifa) as NonNullable<
        Input['pagamento']
      >['tipoTarifa'],
    },
    contatos: { contato: text('contato'), telefone: text('telefone'), email: text('email') },
    origemDestino: [
      {
        rota: TipoRota.Origem,
        localidade: text('origemLocalidade'),
        cidade: text('origemCidade') as string,
        uf: text('origemUf') as string,
        dhInicio: dataDaCelula(v.dataColeta ?? null) as string,
      },
      {
        rota: TipoRota.Destino,
        localidade: text('destinoLocalidade'),
        cidade: text('destinoCidade') as string,
        uf: text('destinoUf') as string,
        dhInicio: dataDaCelula(v.dataEntrega ?? null) as string,
      },
    ],
    visibilidade: transportadorasCnpj.length > 0 ? VisibilidadeCarga.Direcionada : VisibilidadeCarga.Restrita,
    transportadoras: [],
    documentos:
      documentoNumero || numeroNf
        ? [{ numero: (documentoNumero ?? numeroNf) as string, numeroNf, chaveNf, itens: [] }]
        : [],
  };
  const origemCnpj = cnpjDaCelula(v.origemCnpj ?? null);
  const destinoCnpj = cnpjDaCelula(v.destinoCnpj ?? null);
  const caracteristica = text('caracteristica');
  return {
    cadastro,
    referencias: {
      transportadorasCnpj,
      ...(origemCnpj ? { origemCnpj } : {}),
      ...(destinoCnpj ? { destinoCnpj } : {}),
      ...(caracteristica ? { caracteristica } : {}),
    },
  };
}

/** The column of each payload path an import row fills. */
const COLUNA_DO_CAMINHO: Record<string, CargaImportField> = {
  'carga.tipoFrete': 'tipoFrete',
  'carga.modalidade': 'modalidade',
  'carga.caracteristicaId': 'caracteristica',
  'carga.pesoBruto': 'pesoBruto',
  'carga.volume': 'volume',
  'carga.volumeUnidade': 'volumeUnidade',
  'carga.acondicionamentoQtd': 'acondicionamentoQtd',
  'carga.acondicionamento': 'acondicionamento',
  'carga.codIdentificador': 'codIdentificador',
  'carga.valorCarga': 'valorCarga',
  'pagamento.valorFrete': 'valorFrete',
  'pagamento.valorTotalFrete': 'valorTotalFrete',
  'pagamento.tipoTarifa': 'tipoTarifa',
  'contatos.contato': 'contato',
  'contatos.telefone': 'telefone',
  'contatos.email': 'email',
  'origemDestino.0.empresaId': 'origemCnpj',
  'origemDestino.0.localidade': 'origemLocalidade',
  'origemDestino.0.cidade': 'origemCidade',
  'origemDestino.0.uf': 'origemUf',
  'origemDestino.0.dhInicio': 'dataColeta',
  'origemDestino.1.empresaId': 'destinoCnpj',
  'origemDestino.1.localidade': 'destinoLocalidade',
  'origemDestino.1.cidade': 'destinoCidade',
  'origemDestino.1.uf': 'destinoUf',
  'origemDestino.1.dhInicio': 'dataEntrega',
  transportadoras: 'transportadoras',
  'documentos.0.numero': 'documentoNumero',
  'documentos.0.numeroNf': 'numeroNf',
  'documentos.0.chaveNf': 'chaveNf',
};

/** A row's message about one column: 'Data de coleta: Informe uma data válida.'. */
export function cargaImportMensagem(field: CargaImportField, mensagem: string): string {
  return `${CARGA_IMPORT_COLUMNS[field]}: ${mensagem}`;
}

/** The contract's issues on a row as pt-BR messages, each naming its column (de-duplicated). */
export function cargaImportMensagens(issues: readonly ValidationIssueLike[]): string[] {
  const mensagens = issues.flatMap((issue) => {
    const field = COLUNA_DO_CAMINHO[issue.path.map(String).join('.')];
    return formatZodIssues([issue]).map((mensagem) =>
      field ? cargaImportMensagem(field, mensagem) : mensagem,
    );
  });
  return [...new Set(mensagens)];
}
