import {
  formatCep,
  formatPhone,
  type TEmpresa,
  type TEmpresaRequestInput,
  TipoEmpresa,
  TipoVinculo,
} from '@embarca/domain';
import { maskCnpjInput } from '../../lib/ui/input-masks';

/** The company form as typed (strings; selects hold the code as text). */
export interface TEmpresaFormValues {
  cnpj: string;
  nome: string;
  nomeFantasia: string;
  tipo: string;
  tipoVinculo: string;
  telefone: string;
  email: string;
  cep: string;
  logradouro: string;
  numero: string;
  complemento: string;
  bairro: string;
  cidade: string;
  uf: string;
  codigoIbge: string;
}

export function empresaFormValues(empresa: TEmpresa | null): TEmpresaFormValues {
  return {
    cnpj: maskCnpjInput(empresa?.cnpj ?? ''),
    nome: empresa?.nome ?? '',
    nomeFantasia: empresa?.nomeFantasia ?? '',
    tipo: String(empresa?.tipo ?? TipoEmpresa.Cliente),
    tipoVinculo: String(empresa?.tipoVinculo ?? TipoVinculo.Cliente),
    telefone: empresa?.telefone ? formatPhone(empresa.telefone) : '',
    email: empresa?.email ?? '',
    cep: empresa?.cep ? formatCep(empresa.cep) : '',
    logradouro: empresa?.logradouro ?? '',
    numero: empresa?.numero ?? '',
    complemento: empresa?.complemento ?? '',
    bairro: empresa?.bairro ?? '',
    cidade: empresa?.cidade ?? '',
    uf: empresa?.uf ?? '',
    codigoIbge: empresa?.codigoIbge ?? '',
  };
}

/** The form as the request the domain schema parses (`ZEmpresaRequest`). */
export function empresaRequestInput(values: TEmpresaFormValues): TEmpresaRequestInput {
  return {
    ...values,
    tipo: Number(values.tipo) as TEmpresaRequestInput['tipo'],
    tipoVinculo: Number(values.tipoVinculo) as TEmpresaRequestInput['tipoVinculo'],
  };
}
