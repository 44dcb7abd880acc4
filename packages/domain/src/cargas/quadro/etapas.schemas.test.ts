import type { TGrupoQuadro } from '../cargas.enums';
import { etapaDoCartao } from './etapas.schemas';

const etapas: { id: string; ordem: number; grupoEtapa: TGrupoQuadro }[] = [
  { id: 'a2', ordem: 2, grupoEtapa: 'aguardando-alocacao' },
  { id: 'a1', ordem: 1, grupoEtapa: 'aguardando-alocacao' },
  { id: 'e1', ordem: 1, grupoEtapa: 'em-andamento' },
];

describe('etapaDoCartao', () => {
  it("keeps the card's own stage when it belongs to the group", () => {
    expect(etapaDoCartao('a2', 'aguardando-alocacao', etapas)?.id).toBe('a2');
  });
  it("puts a card without a stage, or with another group's stage, in the group's first stage", () => {
    expect(etapaDoCartao(null, 'aguardando-alocacao', etapas)?.id).toBe('a1');
    expect(etapaDoCartao('e1', 'aguardando-alocacao', etapas)?.id).toBe('a1');
  });
  it('gives null when the group has no stage', () => {
    expect(etapaDoCartao(null, 'entregue', etapas)).toBeNull();
  });
});
