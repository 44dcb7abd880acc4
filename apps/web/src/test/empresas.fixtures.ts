import type { TEmpresa } from '@embarca/domain';

/** A shipper company (type 3, client link) with a valid CNPJ and no address; override what a test is about. */
export function makeEmpresa(overrides: Pick<TEmpresa, 'id' | 'nome'> & Partial<TEmpresa>): TEmpresa {
  return {
    nomeFantasia: null,
    cnpj: '11222333000181',
    tipo: 3,
    tipoVinculo: 1,
    ativo: true,
    telefone: null,
    email: null,
    cep: null,
    logradouro: null,
    numero: null,
    complemento: null,
    bairro: null,
    cidade: null,
    uf: null,
    codigoIbge: null,
    vinculadaPlataforma: false,
    ...overrides,
  };
}
