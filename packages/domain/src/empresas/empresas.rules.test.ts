import { TipoEmpresa, TipoVinculo } from './empresas.enums';
import { empresaImportRecordToInput } from './empresas.rules';
import { ZEmpresaRequest } from './empresas.schemas';

describe('empresaImportRecordToInput', () => {
  it('matches the columns without case or accents and reads labels or codes', () => {
    const input = empresaImportRecordToInput({
      'razao social': 'Mercado Teste Ltda',
      cnpj: 11222333000181,
      TIPO: 'cliente',
      Vinculo: 2,
      'E-MAIL': 'Contato@Teste.com.br',
      CEP: 1310200,
      Outra: 'ignorada',
    });
    expect(input).toMatchObject({
      nome: 'Mercado Teste Ltda',
      cnpj: '11222333000181',
      tipo: TipoEmpresa.Cliente,
      tipoVinculo: TipoVinculo.Transportadora,
      email: 'Contato@Teste.com.br',
      cep: '01310200',
    });
    const parsed = ZEmpresaRequest.parse(input);
    expect(parsed.email).toBe('contato@teste.com.br');
  });

  it('defaults the link to Cliente and makes an unknown type fail validation', () => {
    const input = empresaImportRecordToInput({
      'Razão social': 'X',
      CNPJ: '11.222.333/0001-81',
      Tipo: 'Banco',
    });
    expect(input.tipoVinculo).toBe(TipoVinculo.Cliente);
    expect(ZEmpresaRequest.safeParse(input).success).toBe(false);
  });
});
