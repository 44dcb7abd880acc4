import { z } from 'zod';
import { MESSAGES } from './messages';
import { formatZodIssues, HTTP_MESSAGES } from './validation-messages';

function issuesOf(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected the input to be invalid');
  return result.error.issues;
}

describe('formatZodIssues', () => {
  it('names a missing field with the catalogue text, using the path when there is no label', () => {
    const issues = issuesOf(z.object({ placa: z.string(), peso: z.number() }), {});
    expect(formatZodIssues(issues)).toEqual(['placa é obrigatório!', 'peso é obrigatório!']);
  });

  it('uses the given label and the dotted path of nested fields', () => {
    const schema = z.object({ endereco: z.object({ cep: z.string(), cidade: z.string() }) });
    const issues = issuesOf(schema, { endereco: {} });
    expect(formatZodIssues(issues, { 'endereco.cep': 'CEP' })).toEqual([
      'CEP é obrigatório!',
      'endereco.cidade é obrigatório!',
    ]);
  });

  it('treats null like a missing value', () => {
    expect(formatZodIssues(issuesOf(z.object({ nome: z.string() }), { nome: null }))).toEqual([
      'nome é obrigatório!',
    ]);
  });

  it('answers Formato inválido. for a wrong type or format', () => {
    const schema = z.object({ quantidade: z.number(), codigo: z.string().regex(/^\d+$/) });
    expect(formatZodIssues(issuesOf(schema, { quantidade: 'dez', codigo: 'abc' }))).toEqual([
      MESSAGES.invalidFormat,
      MESSAGES.invalidFormat,
    ]);
  });

  it('has dedicated texts for e-mails and dates', () => {
    const schema = z.object({ email: z.email(), dhColeta: z.iso.datetime() });
    expect(formatZodIssues(issuesOf(schema, { email: 'x@', dhColeta: 'ontem' }))).toEqual([
      'Informe um e-mail válido.',
      'Informe uma data válida.',
    ]);
  });

  it('gives number limits with their value', () => {
    const schema = z.object({ a: z.number().min(3), b: z.number().max(5), c: z.number().positive() });
    expect(formatZodIssues(issuesOf(schema, { a: 1, b: 9, c: 0 }), { c: 'Peso' })).toEqual([
      'Valor mínimo: 3',
      'Valor máximo: 5',
      'Peso deve ser maior que zero!',
    ]);
  });

  it('replaces #x in the string length messages', () => {
    const schema = z.object({ a: z.string().min(6), b: z.string().max(4) });
    expect(formatZodIssues(issuesOf(schema, { a: 'abc', b: 'abcdef' }))).toEqual([
      'Tamanho mínimo: 6 caracteres',
      'Tamanho máximo: 4 caracteres',
    ]);
  });

  it('lists every key a strict object does not allow', () => {
    const schema = z.strictObject({ a: z.string(), sub: z.strictObject({}) });
    expect(formatZodIssues(issuesOf(schema, { a: 'x', extra: 1, sub: { y: 2 } }))).toEqual([
      `${HTTP_MESSAGES.fieldNotAllowed}sub.y`,
      `${HTTP_MESSAGES.fieldNotAllowed}extra`,
    ]);
  });

  it('answers Informe um valor válido. for a value outside an enum', () => {
    expect(formatZodIssues(issuesOf(z.object({ tipo: z.enum(['A', 'B']) }), { tipo: 'C' }))).toEqual([
      MESSAGES.invalidValue,
    ]);
  });

  it('keeps a pt-BR message written in the schema and the message of a refinement', () => {
    const schema = z
      .object({ senha: z.string().min(6, MESSAGES.passwordLength), confirmacao: z.string() })
      .refine((v) => v.senha === v.confirmacao, {
        message: MESSAGES.passwordsNotEqual,
        path: ['confirmacao'],
      });
    expect(formatZodIssues(issuesOf(schema, { senha: '123', confirmacao: '123' }))).toEqual([
      MESSAGES.passwordLength,
    ]);
    expect(formatZodIssues(issuesOf(schema, { senha: '1234567', confirmacao: 'x' }))).toEqual([
      MESSAGES.passwordsNotEqual,
    ]);
  });

  it('reads issues that carry their input (reportInput)', () => {
    const result = z.object({ nome: z.string() }).safeParse({ nome: 5 }, { reportInput: true });
    expect(formatZodIssues(result.error?.issues ?? [])).toEqual([MESSAGES.invalidFormat]);
  });
});
