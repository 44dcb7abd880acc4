import type { TCargaDetails, TCargaQuadroCard } from '@embarca/domain';
import { makeCard } from '../../quadro/__tests__/quadro-fixtures';

/**
 * A load's details as GET /api/carga-mongo/{id}/details answers them (the drawers read them first): a board
 * card (`card` picks its fields) with no documents, route points or carriers; `overrides` replace the rest.
 */
export function makeCargaDetails(
  overrides: Partial<TCargaDetails> = {},
  card: Partial<TCargaQuadroCard> = {},
): TCargaDetails {
  return {
    ...makeCard({ qntDocumentos: 0, ...card }),
    documentos: [],
    unidadeNegocio: { id: '00000000-0000-4000-8000-00000000aaaa', nome: 'Matriz São Paulo' },
    modalidade: null,
    tipoTarifa: null,
    valorTotalFrete: null,
    impostoSuspenso: false,
    acondicionamento: null,
    distancia: null,
    tempo: null,
    motivoDesativacao: null,
    dhFinalizacao: null,
    criadoEm: '2026-03-01T12:00:00.000Z',
    criadoPor: 'Ana',
    rotas: [],
    transportadoras: [],
    ...overrides,
  };
}
