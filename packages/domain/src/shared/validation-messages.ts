import { FIELD_LABELS } from './field-labels';
import { MESSAGES, REQUIRED_FEMININE, requiredMessage } from './messages';

/**
 * pt-BR texts the spec's catalogue does not have, used by the API's error handler (HTTP-level
 * problems). Kept beside the formatter so the web can show the same words.
 */
export const HTTP_MESSAGES = {
  /** 413: the body is larger than the server's limit (BODY_LIMIT). */
  payloadTooLarge: 'Requisição muito grande.',
  /** 415: a body in a format the API does not read (only JSON, unless a route says otherwise). */
  unsupportedMediaType: 'Tipo de conteúdo não suportado. Envie os dados em JSON.',
  /** 400: the body could not be read as JSON. */
  malformedJson: 'Formato inválido. O corpo da requisição não é um JSON válido.',
  /** 429: too many requests from one client (rate limit). */
  tooManyRequests: 'Muitas requisições. Aguarde um instante e tente novamente.',
  /** 400: a strict object received a key it does not know (`fieldNotAllowed('x')`). */
  fieldNotAllowed: 'Campo não permitido: ',
} as const;

/** The issue shape the formatter reads: zod's issues, or anything carrying the same fields. */
export interface ValidationIssueLike {
  readonly code: string;
  readonly path: readonly PropertyKey[];
  readonly message?: string;
  readonly input?: unknown;
  readonly origin?: string;
  readonly format?: string;
  readonly minimum?: number | bigint;
  readonly maximum?: number | bigint;
  readonly inclusive?: boolean;
  readonly keys?: readonly string[];
}

/** Field labels by dotted path (`{ email: 'E-mail', 'endereco.cep': 'CEP' }`); `''` labels the whole input. */
export type FieldLabels = Readonly<Record<string, string>>;

/** Zod's own (English) default messages; a message set in the schema (pt-BR) is kept as written. */
const ZOD_DEFAULT_MESSAGE = /^(Invalid|Too (small|big)|Unrecognized key|Expected|Required)/;

/**
 * Turns zod issues into the pt-BR catalogue's texts, one per issue (01 §5):
 * missing → '<label> é obrigatório!'; wrong type or format → 'Formato inválido.'; e-mail → 'Informe um e-mail
 * válido.'; dates → 'Informe uma data válida.'; number limits → 'Valor mínimo: N' / 'Valor máximo: N';
 * string lengths → 'Tamanho mínimo/máximo: N caracteres'; unknown keys → 'Campo não permitido: x'.
 * The label is `labels[path]`, else the field's path (`itens.0.peso`).
 */
export function formatZodIssues(issues: readonly ValidationIssueLike[], labels: FieldLabels = {}): string[] {
  return issues.flatMap((issue) => {
    const key = issue.path.map(String).join('.');
    return formatIssue(issue, labels[key] ?? (key || 'Valor'));
  });
}

/** One validation message and the field it is about (dotted path; `''` = the whole input). */
export interface FieldValidationMessage {
  readonly campo: string;
  readonly mensagem: string;
}

/**
 * Like `formatZodIssues`, but every message names its field (issue 15): `<label>: <text>`, unless the text
 * already names it ('Nome é obrigatório!', 'CNPJ inválido', 'Peso deve ser maior que zero!'). The label is
 * `labels[path]`, else the dictionary's label of the field's key (`FIELD_LABELS`), else the path; `''`
 * labels the whole input. Each message comes with its field's path, for a per-field map.
 */
export function formatZodIssuesByField(
  issues: readonly ValidationIssueLike[],
  labels: FieldLabels = {},
): FieldValidationMessage[] {
  return issues.flatMap((issue) => {
    const campo = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      // 'Campo não permitido: x' names its field already.
      return (issue.keys ?? []).map((name) => {
        const path = campo ? `${campo}.${name}` : name;
        return { campo: path, mensagem: `${HTTP_MESSAGES.fieldNotAllowed}${path}` };
      });
    }
    const label = fieldLabel(campo, issue.path, labels);
    return formatIssue(issue, label).map((texto) => ({ campo, mensagem: withLabel(texto, label) }));
  });
}

/** The label of a field: the caller's by path, else the dictionary's by key, else the path itself. */
function fieldLabel(campo: string, path: readonly PropertyKey[], labels: FieldLabels): string {
  const own = labels[campo];
  if (own) return own;
  if (!campo) return 'Valor';
  const key = [...path].reverse().find((part) => typeof part === 'string' && !/^\d+$/.test(part));
  return (typeof key === 'string' && FIELD_LABELS[key]) || campo;
}

/** Catalogue texts that name no field: always prefixed with the label. */
const UNNAMED_TEXTS: ReadonlySet<string> = new Set([
  MESSAGES.invalidFormat,
  MESSAGES.invalidValue,
  MESSAGES.invalidDate,
  MESSAGES.invalidEmail,
  MESSAGES.invalidPlate,
]);
const LIMIT_PREFIXES = [
  MESSAGES.minValue,
  MESSAGES.maxValue,
  ...[MESSAGES.minLength, MESSAGES.maxLength].map((m) => m.split('#x')[0] ?? m),
];

function withLabel(texto: string, label: string): string {
  const named =
    !UNNAMED_TEXTS.has(texto) &&
    !LIMIT_PREFIXES.some((prefix) => texto.startsWith(prefix)) &&
    (comparable(texto).includes(comparable(label)) ||
      texto.endsWith(MESSAGES.required) ||
      texto.endsWith(REQUIRED_FEMININE));
  return named ? texto : `${label}: ${texto}`;
}

function comparable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

function formatIssue(issue: ValidationIssueLike, label: string): string[] {
  const key = issue.path.map(String).join('.');

  if (issue.code === 'custom' || (issue.message && !ZOD_DEFAULT_MESSAGE.test(issue.message))) {
    return [issue.message ?? MESSAGES.invalidValue];
  }

  switch (issue.code) {
    case 'invalid_type':
      return [isMissing(issue) ? requiredMessage(label) : MESSAGES.invalidFormat];
    case 'invalid_format':
      if (issue.format === 'email') return [MESSAGES.invalidEmail];
      if (issue.format && DATE_FORMATS.has(issue.format)) return [MESSAGES.invalidDate];
      return [MESSAGES.invalidFormat];
    case 'too_small':
      return [limitMessage(issue, 'min', label)];
    case 'too_big':
      return [limitMessage(issue, 'max', label)];
    case 'unrecognized_keys':
      return (issue.keys ?? []).map(
        (name) => `${HTTP_MESSAGES.fieldNotAllowed}${key ? `${key}.` : ''}${name}`,
      );
    case 'invalid_value':
    case 'invalid_union':
    case 'not_multiple_of':
      return [MESSAGES.invalidValue];
    default:
      return [MESSAGES.invalidFormat];
  }
}

const DATE_FORMATS = new Set(['date', 'datetime', 'time', 'duration']);

function isMissing(issue: ValidationIssueLike): boolean {
  if ('input' in issue) return issue.input === undefined || issue.input === null;
  return /received (undefined|null)$/.test(issue.message ?? '');
}

function limitMessage(issue: ValidationIssueLike, side: 'min' | 'max', label: string): string {
  const limit = side === 'min' ? issue.minimum : issue.maximum;
  const value = limit === undefined ? '' : String(limit);
  switch (issue.origin) {
    case 'number':
    case 'int':
    case 'bigint':
      if (side === 'min' && issue.inclusive === false && Number(limit) === 0) {
        return `${label} ${MESSAGES.greaterThanZero}`;
      }
      return `${side === 'min' ? MESSAGES.minValue : MESSAGES.maxValue}${value}`;
    case 'string':
      return (side === 'min' ? MESSAGES.minLength : MESSAGES.maxLength).replace('#x', value);
    case 'array':
    case 'set':
      if (side === 'min' && Number(limit) === 1) return requiredMessage(label);
      return MESSAGES.invalidValue;
    case 'date':
      return MESSAGES.invalidDate;
    default:
      return MESSAGES.invalidValue;
  }
}
