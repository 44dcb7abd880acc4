import type { TCadastroCargaInput } from '@embarca/domain';

export interface OpcoesDoCadastro extends Partial<TCadastroCargaInput> {
  /** The companies of the origin and of the final destination (route points 1 and 3). */
  empresas?: readonly { id: string }[];
  /** The collection day, YYYY-MM-DD (default 2026-03-10). */
  dia?: string;
}

/**
 * A valid register payload (POST /carga-mongo/cadastrar, a template's model, a lot's load): collected at
 * 08:00 (São Paulo) on `dia` with a window to 09:30, a stop at 14:30, delivered two days later at 17:00; one
 * document with its number, NF, key and an item. Every field of the payload can be given instead.
 */
export function cadastroDeCarga({
  empresas = [],
  dia = '2026-03-10',
  ...overrides
}: OpcoesDoCadastro = {}): TCadastroCargaInput {
  const dois = new Date(Date.parse(`${dia}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
  return {
    carga: {
      tipoFrete: 1,
      modalidade: 1,
      pesoBruto: 12500,
      volume: 48.5,
      volumeUnidade: 7,
      acondicionamentoQtd: 24,
      codIdentificador: 'ROTA-SUL-01',
    },
    pagamento: { valorFrete: 3500, valorTotalFrete: 3850.5, impostoSuspenso: true },
    contatos: { contato: 'Marina Costa', telefone: '11987654321', email: 'marina@exemplo.com.br' },
    distancia: 408_150,
    tempo: 375,
    origemDestino: [
      {
        rota: 1,
        empresaId: empresas[0]?.id,
        localidade: 'Doca 3',
        cidade: 'São Paulo',
        uf: 'SP',
        dhInicio: `${dia}T11:00:00.000Z`,
        dhFim: `${dia}T12:30:00.000Z`,
      },
      { rota: 2, cidade: 'Registro', uf: 'SP', dhInicio: `${dia}T17:30:00.000Z` },
      {
        rota: 3,
        empresaId: empresas[1]?.id,
        cidade: 'Curitiba',
        uf: 'PR',
        dhInicio: `${dois}T20:00:00.000Z`,
      },
    ],
    visibilidade: 1,
    documentos: [
      {
        codigo: 'REM-77',
        numero: 'ROM-98765',
        numeroNf: '998877',
        chaveNf: '35240512345678000190550010009988771234567890',
        descricao: 'Peças',
        itens: [{ codigo: 'SKU-1', descricao: 'Parafuso', quantidade: 100 }],
      },
    ],
    ...overrides,
  };
}
