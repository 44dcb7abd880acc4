import { z } from 'zod';
import { isValidContainerCode, normalizeContainerCode } from './container-code';
import {
  isValidCnpj,
  isValidCpf,
  isValidDocumento,
  normalizeCnpj,
  normalizeCpf,
  onlyDigits,
} from './documents';
import { isValidEmail } from './email';
import { isValidCep, isValidPhone, normalizePhone, parseBrDate } from './formatters';
import { type Genero, MESSAGES, requiredMessage } from './messages';
import { isValidPlate, normalizePlate } from './plates';

/**
 * zod field builders for forms and contracts whose errors are the catalogue's pt-BR texts (01 §5).
 * Each builder gives a required field; add `.optional()`/`.nullable()` for optional ones. Document
 * fields are normalised in the parsed value (CNPJ/CPF without mask, plate without hyphen, …).
 */

/** '#documento inválido' with the document's name: invalidDocumentMessage('CNPJ') → 'CNPJ inválido'. */
export function invalidDocumentMessage(documento: string): string {
  return MESSAGES.invalidDocument.replace('#documento', documento);
}

/** 'O #documento informado já está cadastrado no sistema!' with the document's name. */
export function documentAlreadyExistsMessage(documento: string): string {
  return MESSAGES.documentAlreadyExists.replace('#documento', documento);
}

/** 'Tamanho máximo: #x caracteres' / 'Tamanho mínimo: #x caracteres' with the number. */
export function lengthMessage(side: 'min' | 'max', size: number): string {
  return (side === 'min' ? MESSAGES.minLength : MESSAGES.maxLength).replace('#x', String(size));
}

/** A trimmed, non-empty string: missing or blank → '<label> é obrigatório!' ('obrigatória!' with genero 'f'). */
export function zRequiredString(label: string, options: { max?: number; genero?: Genero } = {}) {
  const obrigatorio = requiredMessage(label, options.genero);
  const base = z.string({ error: obrigatorio }).trim().min(1, { error: obrigatorio });
  return options.max === undefined
    ? base
    : base.max(options.max, { error: lengthMessage('max', options.max) });
}

/** A string entry that must be present (any text) before the format check, with the required message. */
function requiredText(label: string) {
  return z
    .string({ error: requiredMessage(label) })
    .trim()
    .min(1, { error: requiredMessage(label) });
}

/** E-mail: 'Informe um e-mail válido.'; stored trimmed and lowercase. */
export function zEmail(label = 'E-mail') {
  return requiredText(label)
    .refine(isValidEmail, { error: MESSAGES.invalidEmail })
    .transform((value) => value.toLowerCase());
}

/** CNPJ (numeric or alphanumeric), masked or not: 'CNPJ inválido'; parsed without mask, uppercase. */
export function zCnpj(label = 'CNPJ') {
  return requiredText(label)
    .refine((value) => isValidCnpj(value), { error: invalidDocumentMessage('CNPJ') })
    .transform(normalizeCnpj);
}

/** CPF, masked or not: 'CPF inválido'; parsed as its 11 digits. */
export function zCpf(label = 'CPF') {
  return requiredText(label)
    .refine(isValidCpf, { error: invalidDocumentMessage('CPF') })
    .transform(normalizeCpf);
}

/** CPF or CNPJ: 'Documento inválido'; parsed without mask. */
export function zDocumento(label = 'Documento') {
  return requiredText(label)
    .refine(isValidDocumento, { error: invalidDocumentMessage('Documento') })
    .transform(normalizeCnpj);
}

/** Plate (ABC1234 or ABC1D23, hyphen allowed): 'Informe uma placa válida.'; parsed as 'ABC1234'. */
export function zPlaca(label = 'Placa') {
  return requiredText(label).refine(isValidPlate, { error: MESSAGES.invalidPlate }).transform(normalizePlate);
}

/** Phone with 10 or 11 digits (a leading 55 is dropped): 'Formato inválido.'; parsed as digits. */
export function zTelefone(label = 'Telefone') {
  return requiredText(label)
    .refine(isValidPhone, { error: MESSAGES.invalidFormat })
    .transform(normalizePhone);
}

/** CEP with 8 digits: 'Formato inválido.'; parsed as digits. */
export function zCep(label = 'CEP') {
  return requiredText(label).refine(isValidCep, { error: MESSAGES.invalidFormat }).transform(onlyDigits);
}

/** ISO 6346 container code with a right check digit: 'Formato inválido.'; parsed normalised. */
export function zContainerCode(label = 'Contêiner') {
  return requiredText(label)
    .refine(isValidContainerCode, { error: MESSAGES.invalidFormat })
    .transform(normalizeContainerCode);
}

/** A date given as 'dd/MM/yyyy': 'Informe uma data válida.'; parsed as 'yyyy-MM-dd'. */
export function zBrDate(label = 'Data') {
  return requiredText(label)
    .refine((value) => parseBrDate(value) !== null, { error: MESSAGES.invalidDate })
    .transform((value) => parseBrDate(value) ?? value);
}

/** An ISO date-time string or a Date: 'Informe uma data válida.'; parsed as a Date. Missing → required. */
export function zDateTime(label = 'Data', genero: Genero = 'm') {
  return z
    .union([z.string(), z.date()], { error: requiredMessage(label, genero) })
    .transform((value, ctx) => {
      const date = value instanceof Date ? value : new Date(value);
      if (value === '' || Number.isNaN(date.getTime())) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.invalidDate });
        return z.NEVER;
      }
      return date;
    });
}

/** A finite number: missing → required; not a number → 'Informe um valor válido.'; with min/max messages. */
export function zNumber(label: string, options: { min?: number; max?: number; genero?: Genero } = {}) {
  let schema = z.number({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? requiredMessage(label, options.genero)
        : MESSAGES.invalidValue,
  });
  if (options.min !== undefined)
    schema = schema.min(options.min, { error: `${MESSAGES.minValue}${options.min}` });
  if (options.max !== undefined)
    schema = schema.max(options.max, { error: `${MESSAGES.maxValue}${options.max}` });
  return schema;
}

/** A number greater than zero: '<label> deve ser maior que zero!'. */
export function zPositiveNumber(label: string, options: { max?: number; genero?: Genero } = {}) {
  return zNumber(label, options).positive({ error: `${label} ${MESSAGES.greaterThanZero}` });
}

/** A positive integer id (e.g. a lookup value chosen in a select): missing → '<label> é obrigatório!'. */
export function zRequiredId(label: string) {
  return z
    .number({ error: requiredMessage(label) })
    .int({ error: requiredMessage(label) })
    .positive({ error: requiredMessage(label) });
}
