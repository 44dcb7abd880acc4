import type { z } from 'zod';
import { MESSAGES } from './messages';
import {
  documentAlreadyExistsMessage,
  invalidDocumentMessage,
  lengthMessage,
  zBrDate,
  zCep,
  zCnpj,
  zContainerCode,
  zCpf,
  zDateTime,
  zDocumento,
  zEmail,
  zNumber,
  zPlaca,
  zPositiveNumber,
  zRequiredId,
  zRequiredString,
  zTelefone,
} from './zod-fields';

function firstMessage(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('zod field builders', () => {
  it('zRequiredString: missing or blank gives "<label> é obrigatório!"', () => {
    expect(firstMessage(zRequiredString('Nome'), undefined)).toBe('Nome é obrigatório!');
    expect(firstMessage(zRequiredString('Nome'), '   ')).toBe('Nome é obrigatório!');
    expect(zRequiredString('Nome').parse('  Ana ')).toBe('Ana');
    expect(firstMessage(zRequiredString('Nome', { max: 3 }), 'Ana Maria')).toBe(
      'Tamanho máximo: 3 caracteres',
    );
  });

  it('zEmail', () => {
    expect(firstMessage(zEmail(), 'x@')).toBe(MESSAGES.invalidEmail);
    expect(firstMessage(zEmail(), '')).toBe('E-mail é obrigatório!');
    expect(zEmail().parse(' Admin@Embarcador.Demo ')).toBe('admin@embarcador.demo');
  });

  it('zCnpj accepts numeric and alphanumeric CNPJs and strips the mask', () => {
    expect(zCnpj().parse('11.222.333/0001-81')).toBe('11222333000181');
    expect(zCnpj().parse('12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(firstMessage(zCnpj(), '11.222.333/0001-80')).toBe('CNPJ inválido');
  });

  it('zCpf and zDocumento', () => {
    expect(zCpf().parse('529.982.247-25')).toBe('52998224725');
    expect(firstMessage(zCpf(), '529.982.247-24')).toBe('CPF inválido');
    expect(zDocumento().parse('11.222.333/0001-81')).toBe('11222333000181');
    expect(firstMessage(zDocumento(), '123')).toBe('Documento inválido');
  });

  it('zPlaca', () => {
    expect(zPlaca().parse('abc-1234')).toBe('ABC1234');
    expect(firstMessage(zPlaca(), 'AB-123')).toBe(MESSAGES.invalidPlate);
    expect(firstMessage(zPlaca(), undefined)).toBe('Placa é obrigatório!');
  });

  it('zTelefone, zCep and zContainerCode', () => {
    expect(zTelefone().parse('+55 (11) 93333-4444')).toBe('11933334444');
    expect(firstMessage(zTelefone(), '3333-4444')).toBe(MESSAGES.invalidFormat);
    expect(zCep().parse('01310-100')).toBe('01310100');
    expect(firstMessage(zCep(), '0131')).toBe(MESSAGES.invalidFormat);
    expect(zContainerCode().parse('csqu 305438-3')).toBe('CSQU3054383');
    expect(firstMessage(zContainerCode(), 'CSQU3054384')).toBe(MESSAGES.invalidFormat);
  });

  it('dates', () => {
    expect(zBrDate().parse('05/03/2024')).toBe('2024-03-05');
    expect(firstMessage(zBrDate(), '31/02/2024')).toBe(MESSAGES.invalidDate);
    expect(zDateTime().parse('2024-03-05T10:00:00Z')).toEqual(new Date('2024-03-05T10:00:00Z'));
    expect(firstMessage(zDateTime(), 'ontem')).toBe(MESSAGES.invalidDate);
    expect(firstMessage(zDateTime('Horário de retorno'), undefined)).toBe(
      'Horário de retorno é obrigatório!',
    );
    expect(firstMessage(zDateTime('Data de coleta', 'f'), undefined)).toBe('Data de coleta é obrigatória!');
  });

  it('numbers', () => {
    expect(firstMessage(zNumber('Peso'), undefined)).toBe('Peso é obrigatório!');
    expect(firstMessage(zNumber('Peso'), 'abc')).toBe(MESSAGES.invalidValue);
    expect(firstMessage(zNumber('Peso', { min: 1 }), 0)).toBe('Valor mínimo: 1');
    expect(firstMessage(zNumber('Peso', { max: 10 }), 11)).toBe('Valor máximo: 10');
    expect(firstMessage(zPositiveNumber('Peso'), 0)).toBe('Peso deve ser maior que zero!');
    expect(zPositiveNumber('Peso').parse(2.5)).toBe(2.5);
    expect(firstMessage(zRequiredId('Motivo'), undefined)).toBe('Motivo é obrigatório!');
    expect(zRequiredId('Motivo').parse(3)).toBe(3);
  });

  it('message helpers', () => {
    expect(invalidDocumentMessage('CNPJ')).toBe('CNPJ inválido');
    expect(documentAlreadyExistsMessage('CPF')).toBe('O CPF informado já está cadastrado no sistema!');
    expect(lengthMessage('min', 6)).toBe('Tamanho mínimo: 6 caracteres');
  });
});
