import { MESSAGES } from '../../shared/messages';
import { UF_INVALIDA } from '../../shared/uf';
import { CADASTRO_CARGA_MESSAGES, ZCadastroCarga } from './cadastro.schemas';
import { cargaImportMensagens, cargaImportRecordToLinha, dataDaCelula } from './importacao.rules';

const linha = {
  ' Código identificador ': 'PED-77',
  'Tipo de frete': 'FOB Dirigido',
  MODALIDADE: 'lotação',
  Característica: 'Seca',
  'Peso bruto (kg)': '12.500,5',
  Volume: 40,
  'Unidade de volume': 'm3',
  Quantidade: 20,
  'Valor da carga': 1500.25,
  'Tipo de tarifa': 'A combinar',
  'CNPJ da origem': '12.345.678/0001-90',
  'Cidade de origem': 'São Paulo',
  'UF de origem': 'sp',
  'Data de coleta': new Date(Date.UTC(2030, 5, 10, 8, 30)),
  'Cidade de destino': 'Curitiba',
  'UF de destino': 'PR',
  'Data de entrega': '11/06/2030 14:00',
  'Transportadoras (CNPJ)': '11.111.111/0001-11; 22222222000122',
  Telefone: 11987654321,
  'Número da NF': 4567,
};

describe('dataDaCelula', () => {
  it('reads date cells and dd/MM/aaaa [HH:mm] text as São Paulo wall time', () => {
    expect(dataDaCelula(new Date(Date.UTC(2030, 5, 10, 8, 30)))).toBe('2030-06-10T11:30:00.000Z');
    expect(dataDaCelula('10/06/2030 08:30')).toBe('2030-06-10T11:30:00.000Z');
    // Excel's day fractions come back a hair off: the nearest minute.
    expect(dataDaCelula(new Date(Date.UTC(2030, 6, 1, 7, 59, 59, 999)))).toBe('2030-07-01T11:00:00.000Z');
    expect(dataDaCelula('10/06/2030')).toBe('2030-06-10T03:00:00.000Z');
    // An Excel date serial that came as a plain number: 2030-06-10 08:30.
    expect(dataDaCelula(47_644 + 8.5 / 24)).toBe('2030-06-10T11:30:00.000Z');
  });

  it('empty → undefined (required), anything else → "" (invalid date)', () => {
    expect(dataDaCelula(null)).toBeUndefined();
    expect(dataDaCelula('  ')).toBeUndefined();
    expect(dataDaCelula('31/02/2030')).toBe('');
    expect(dataDaCelula('amanhã')).toBe('');
    expect(dataDaCelula(true)).toBe('');
  });
});

describe('cargaImportRecordToLinha', () => {
  it('reads a row (columns matched without case or accents) into a valid payload and its references', () => {
    const { cadastro, referencias } = cargaImportRecordToLinha(linha);
    expect(referencias).toEqual({
      origemCnpj: '12345678000190',
      transportadorasCnpj: ['11111111000111', '22222222000122'],
      caracteristica: 'Seca',
    });
    const parsed = ZCadastroCarga.parse({
      ...cadastro,
      transportadoras: ['0b7c2f7e-1111-4c2d-8e3f-9a0b1c2d3e4f'],
    });
    expect(parsed.carga).toMatchObject({
      codIdentificador: 'PED-77',
      tipoFrete: 3,
      modalidade: 1,
      pesoBruto: 12500.5,
      volume: 40,
      volumeUnidade: 7,
      acondicionamentoQtd: 20,
      valorCarga: 1500.25,
    });
    expect(parsed.pagamento.tipoTarifa).toBe(2);
    expect(parsed.visibilidade).toBe(2);
    expect(parsed.contatos.telefone).toBe('11987654321');
    expect(parsed.origemDestino.map((p) => [p.rota, p.cidade, p.uf, p.dhInicio.toISOString()])).toEqual([
      [1, 'São Paulo', 'SP', '2030-06-10T11:30:00.000Z'],
      [3, 'Curitiba', 'PR', '2030-06-11T17:00:00.000Z'],
    ]);
    expect(parsed.documentos).toEqual([{ numero: '4567', numeroNf: '4567', itens: [] }]);
  });

  it('is restricted without carriers, without a document when no number is given', () => {
    const { cadastro, referencias } = cargaImportRecordToLinha({
      'Tipo de frete': 1,
      Modalidade: 2,
      'Peso bruto (kg)': 100,
      'Cidade de origem': 'A',
      'UF de origem': 'SP',
      'Data de coleta': '10/06/2030',
      'Cidade de destino': 'B',
      'UF de destino': 'SP',
      'Data de entrega': '10/06/2030',
    });
    expect(referencias).toEqual({ transportadorasCnpj: [] });
    expect(cadastro.visibilidade).toBe(1);
    expect(cadastro.documentos).toEqual([]);
    expect(ZCadastroCarga.safeParse(cadastro).success).toBe(true);
  });
});

describe('cargaImportMensagens', () => {
  it('names the column of each problem', () => {
    const { cadastro } = cargaImportRecordToLinha({
      ...linha,
      'Tipo de frete': 'Aéreo',
      'Peso bruto (kg)': 'muito',
      'Data de coleta': null,
      'Data de entrega': '10/06/2030 07:00',
      'UF de destino': 'P1',
      Telefone: '123',
    });
    const result = ZCadastroCarga.safeParse(cadastro);
    expect(result.success).toBe(false);
    expect(cargaImportMensagens(result.error?.issues ?? [])).toEqual(
      expect.arrayContaining([
        `Tipo de frete: ${MESSAGES.invalidValue}`,
        `Peso bruto (kg): ${MESSAGES.invalidValue}`,
        'Data de coleta: Data prevista é obrigatória!',
        `UF de destino: ${UF_INVALIDA}`,
        `Telefone: ${MESSAGES.invalidFormat}`,
      ]),
    );
  });

  it('names the later date when it comes before the collection', () => {
    const { cadastro } = cargaImportRecordToLinha({ ...linha, 'Data de entrega': '10/06/2030 07:00' });
    const result = ZCadastroCarga.safeParse({
      ...cadastro,
      transportadoras: ['0b7c2f7e-1111-4c2d-8e3f-9a0b1c2d3e4f'],
    });
    expect(cargaImportMensagens(result.error?.issues ?? [])).toEqual([
      `Data de entrega: ${CADASTRO_CARGA_MESSAGES.dataAnterior}`,
    ]);
  });
});
