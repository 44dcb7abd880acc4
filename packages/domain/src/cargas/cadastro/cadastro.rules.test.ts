import { podeEditarCarga, SITUACOES_EDITAVEIS } from '../acoes/acoes.rules';
import { camposAlteradosDoCadastro, datasDaRota, totaisDosItens, valoresDoCadastro } from './cadastro.rules';
import { type TCadastroCargaInput, ZCadastroCarga } from './cadastro.schemas';

const T1 = '0b7c2f7e-1111-4c2d-8e3f-9a0b1c2d3e4f';
const T2 = '1c8d3a8f-2222-4d3e-9f4a-0b1c2d3e4f5a';

const entrada: TCadastroCargaInput = {
  carga: { tipoFrete: 1, modalidade: 1, pesoBruto: 1000, codIdentificador: 'P-1' },
  pagamento: { valorFrete: 500, impostoSuspenso: false },
  contatos: { telefone: '11987654321' },
  origemDestino: [
    { rota: 1, cidade: 'São Paulo', uf: 'SP', dhInicio: '2030-06-10T11:00:00Z' },
    { rota: 3, cidade: 'Curitiba', uf: 'PR', dhInicio: '2030-06-11T12:00:00Z' },
  ],
  visibilidade: 2,
  transportadoras: [T1, T2],
  documentos: [{ numero: 'D1', itens: [{ descricao: 'x', quantidade: 1 }] }],
};
const valores = (over: Partial<TCadastroCargaInput> = {}) =>
  valoresDoCadastro(ZCadastroCarga.parse({ ...entrada, ...over }));

describe('datasDaRota', () => {
  it('collection is the first point\u2019s planned start, delivery the last one\u2019s (stops between ignored)', () => {
    expect(datasDaRota([{ dhInicio: 'origem' }, { dhInicio: 'parada' }, { dhInicio: 'destino' }])).toEqual({
      coleta: 'origem',
      entrega: 'destino',
    });
  });

  it('one point is both; no point leaves both undefined', () => {
    expect(datasDaRota([{ dhInicio: 1 }])).toEqual({ coleta: 1, entrega: 1 });
    expect(datasDaRota([])).toEqual({ coleta: undefined, entrega: undefined });
  });
});

describe('valoresDoCadastro', () => {
  it('writes a parsed payload as values: ISO dates, optional fields left out', () => {
    const v = valores();
    expect(v.origemDestino[0]?.dhInicio).toBe('2030-06-10T11:00:00.000Z');
    expect('volume' in v.carga).toBe(false);
    expect(v.carga.volumeUnidade).toBe(7);
  });
});

describe('camposAlteradosDoCadastro', () => {
  it('lists nothing when the values are the same, whatever the key order or the carriers’ order', () => {
    const antes = valores();
    const carga = Object.fromEntries(Object.entries(antes.carga).reverse()) as typeof antes.carga;
    const reordenado = { ...antes, carga };
    expect(Object.keys(reordenado.carga)).not.toEqual(Object.keys(antes.carga));
    expect(camposAlteradosDoCadastro(antes, reordenado)).toEqual([]);
    expect(camposAlteradosDoCadastro(antes, valores({ transportadoras: [T2, T1.toUpperCase()] }))).toEqual(
      [],
    );
  });

  it('names each changed field in the form’s order', () => {
    const depois = valores({
      carga: { ...entrada.carga, pesoBruto: 900, codIdentificador: undefined },
      pagamento: { valorFrete: 500, impostoSuspenso: true },
      contatos: {},
      tempo: 30,
      origemDestino: [
        entrada.origemDestino[0]!,
        { ...entrada.origemDestino[1]!, cidade: 'Joinville', uf: 'SC' },
      ],
      transportadoras: [T1],
      documentos: [],
    });
    expect(camposAlteradosDoCadastro(valores(), depois)).toEqual([
      'Peso bruto',
      'Código identificador',
      'Imposto suspenso',
      'Telefone',
      'Tempo',
      'Rota',
      'Transportadoras',
      'Documentos',
    ]);
  });

  it('sees a change inside a document’s items and a visibility change', () => {
    const depois = valores({
      visibilidade: 1,
      transportadoras: [],
      documentos: [{ numero: 'D1', itens: [{ descricao: 'x', quantidade: 2 }] }],
    });
    expect(camposAlteradosDoCadastro(valores(), depois)).toEqual([
      'Visibilidade',
      'Transportadoras',
      'Documentos',
    ]);
  });
});

describe('podeEditarCarga', () => {
  it('allows every open situacao and refuses finished, cancelled and deactivated loads', () => {
    expect(SITUACOES_EDITAVEIS).toEqual([1, 2, 3, 7, 8]);
    for (const situacao of [1, 2, 3, 7, 8]) expect(podeEditarCarga(situacao)).toBe(true);
    for (const situacao of [4, 5, 99, 0, 6]) expect(podeEditarCarga(situacao)).toBe(false);
  });
});

describe('totaisDosItens', () => {
  it('multiplies unit weight by a fractional quantity and adds the values exactly', () => {
    expect(
      totaisDosItens([
        { quantidade: '2.5', peso: '0.1', valor: '0.10' },
        { quantidade: 3, peso: '0.2', valor: '0.20' },
        { quantidade: null, peso: '5', valor: null },
      ]),
    ).toEqual({ peso: '0.850', valor: '0.30' });
  });

  it('rounds each item’s weight to the gram', () => {
    expect(totaisDosItens([{ quantidade: '0.333', peso: '1.001', valor: '' }])).toEqual({
      peso: '0.333',
      valor: '0.00',
    });
  });
});
