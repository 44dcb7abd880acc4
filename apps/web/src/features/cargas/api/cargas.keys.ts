/**
 * Query keys of the loads feature. Invalidate `CARGAS_KEY` after a change to a load (board, card, details
 * and history all refresh); `ETAPAS_KEY` after a stage change; `PERSONALIZACAO_CARD_KEY` after saving the
 * card layout.
 */
export const CARGAS_KEY = ['cargas'] as const;
export const QUADRO_KEY = [...CARGAS_KEY, 'quadro'] as const;
export const TOTALIZADORES_KEY = [...CARGAS_KEY, 'totalizadores'] as const;
export const cargaKey = (cargaId: string) => [...CARGAS_KEY, 'carga', cargaId] as const;
export const cargaDetailsKey = (cargaId: string) => [...CARGAS_KEY, 'details', cargaId] as const;
export const cargaHistoricoKey = (cargaId: string) => [...CARGAS_KEY, 'historico', cargaId] as const;
export const ETAPAS_KEY = ['kanban', 'etapas'] as const;
export const FRETE_CHAVE_KEY = ['frete', 'chave'] as const;
export const PERSONALIZACAO_CARD_KEY = ['owner-preferences', 'PersonalizacaoCardCarga'] as const;
