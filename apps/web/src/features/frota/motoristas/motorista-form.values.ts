import {
  formatPhone,
  onlyDigits,
  parseBrDate,
  type TMotorista,
  type TMotoristaRequestInput,
  VisibilidadeMotorista,
} from '@embarca/domain';

/** The driver form as typed (strings; selects hold the code as text). */
export interface TMotoristaFormValues {
  nome: string;
  cpf: string;
  cnhNumero: string;
  cnhCategoria: string;
  /** 'dd/mm/aaaa' as typed. */
  cnhValidade: string;
  telefone: string;
  email: string;
  visibilidade: string;
  transportadoraEmpresaId: string;
}

function mascarar(digits: string, pattern: string): string {
  let out = '';
  let i = 0;
  for (const slot of pattern) {
    if (i >= digits.length) break;
    if (slot === '#') out += digits[i++];
    else out += slot;
  }
  return out;
}

/** The CPF as it is typed, masked progressively as `000.000.000-00` (01 §5). */
export function maskCpfInput(value: string): string {
  return mascarar(onlyDigits(value).slice(0, 11), '###.###.###-##');
}

/** A date as it is typed, masked as `dd/mm/aaaa`. */
export function maskDataInput(value: string): string {
  return mascarar(onlyDigits(value).slice(0, 8), '##/##/####');
}

/** 'yyyy-MM-dd' → 'dd/MM/yyyy'. */
export function dataBr(iso: string | null | undefined): string {
  if (!iso) return '';
  const [ano, mes, dia] = iso.split('-');
  return `${dia}/${mes}/${ano}`;
}

export function motoristaFormValues(motorista: TMotorista | null): TMotoristaFormValues {
  return {
    nome: motorista?.nome ?? '',
    cpf: maskCpfInput(motorista?.cpf ?? ''),
    cnhNumero: motorista?.cnhNumero ?? '',
    cnhCategoria: motorista?.cnhCategoria ?? '',
    cnhValidade: dataBr(motorista?.cnhValidade),
    telefone: motorista?.telefone ? formatPhone(motorista.telefone) : '',
    email: motorista?.email ?? '',
    visibilidade: String(motorista?.visibilidade ?? VisibilidadeMotorista.Funcionario),
    transportadoraEmpresaId: motorista?.transportadoraEmpresaId ?? '',
  };
}

/** The form as the request the domain schema parses (`ZMotoristaRequest`). */
export function motoristaRequestInput(values: TMotoristaFormValues): TMotoristaRequestInput {
  const validade = values.cnhValidade.trim();
  return {
    nome: values.nome,
    cpf: values.cpf,
    cnhNumero: values.cnhNumero,
    cnhCategoria: (values.cnhCategoria || null) as TMotoristaRequestInput['cnhCategoria'],
    // A complete date goes as 'yyyy-MM-dd'; anything else as typed, for the schema to refuse.
    cnhValidade: validade === '' ? null : (parseBrDate(validade) ?? validade),
    telefone: values.telefone,
    email: values.email,
    visibilidade: Number(values.visibilidade) as TMotoristaRequestInput['visibilidade'],
    transportadoraEmpresaId: values.transportadoraEmpresaId || null,
  };
}
