import { enumLabel } from '../shared/enum';
import {
  GrupoQuadro,
  SITUACAO_CARGA_CARD_LABELS,
  SITUACAO_CARGA_LABELS,
  SituacaoCarga,
  TIPO_FRETE_LABELS,
  UnidadeMedida,
  VisibilidadeCarga,
  ZSituacaoCarga,
} from './cargas.enums';
import {
  boardGroupOfSituacao,
  type CargaCardInput,
  CargaCardMenuItem,
  canFinishCarga,
  cargaCardMenuItems,
  EMPTY_GUID,
  FinishCargaDenial,
  hasDocumentPopover,
  isEmptyGuid,
  isImageFileName,
  isProgressComplete,
  swapEtapaOrdem,
  volumeEmMetrosCubicos,
} from './cargas.rules';

const base: CargaCardInput = {
  situacao: SituacaoCarga.EmAndamento,
  visibilidade: VisibilidadeCarga.Restrita,
};

describe('load enumerations', () => {
  it('keeps both readings of situacao 3', () => {
    expect(SITUACAO_CARGA_LABELS[3]).toBe('Entregue');
    expect(SITUACAO_CARGA_CARD_LABELS[3]).toBe('Ofertada');
    expect(SITUACAO_CARGA_CARD_LABELS[1]).toBe('Aguardando contratação');
    expect(enumLabel(SITUACAO_CARGA_LABELS, 99)).toBe('Carga cancelada');
    expect(ZSituacaoCarga.safeParse(6).success).toBe(false);
    expect(TIPO_FRETE_LABELS[3]).toBe('FOB Dirigido');
  });
});

describe('boardGroupOfSituacao', () => {
  it.each([
    [1, GrupoQuadro.AguardandoAlocacao],
    [2, GrupoQuadro.EmAndamento],
    [7, GrupoQuadro.EmAndamento],
    [3, GrupoQuadro.Entregue],
    [8, GrupoQuadro.Entregue],
    [4, GrupoQuadro.Entregue],
    [5, null],
    [99, null],
  ])('situacao %i → %s', (situacao, grupo) => {
    expect(boardGroupOfSituacao(situacao)).toBe(grupo);
  });
});

describe('cargaCardMenuItems', () => {
  it('shows Carriers only when the visibility is directed', () => {
    expect(cargaCardMenuItems({ ...base, visibilidade: VisibilidadeCarga.Direcionada })).toContain(
      CargaCardMenuItem.Transportadoras,
    );
    expect(cargaCardMenuItems(base)).not.toContain(CargaCardMenuItem.Transportadoras);
    expect(cargaCardMenuItems({ ...base, visibilidade: VisibilidadeCarga.DirecionadaParaMim })).not.toContain(
      CargaCardMenuItem.Transportadoras,
    );
  });

  it('shows View negotiation only when not in a lot and with negotiations in progress', () => {
    expect(cargaCardMenuItems({ ...base, qntNegociacoesEmAndamento: 2 })).toContain(
      CargaCardMenuItem.Negociacao,
    );
    expect(cargaCardMenuItems({ ...base, qntNegociacoesEmAndamento: 2, lote: true })).not.toContain(
      CargaCardMenuItem.Negociacao,
    );
    expect(cargaCardMenuItems({ ...base, qntNegociacoesEmAndamento: 0 })).not.toContain(
      CargaCardMenuItem.Negociacao,
    );
  });

  it('shows Documents only when the load has documents', () => {
    expect(cargaCardMenuItems({ ...base, documentos: [{}] })).toContain(CargaCardMenuItem.Documentos);
    expect(cargaCardMenuItems({ ...base, itens: [{}] })).toContain(CargaCardMenuItem.Documentos);
    expect(cargaCardMenuItems({ ...base, documentos: [] })).not.toContain(CargaCardMenuItem.Documentos);
  });

  it('hides History when the visibility is directed-to-me', () => {
    expect(cargaCardMenuItems(base)).toContain(CargaCardMenuItem.Historico);
    expect(cargaCardMenuItems({ ...base, visibilidade: VisibilidadeCarga.DirecionadaParaMim })).not.toContain(
      CargaCardMenuItem.Historico,
    );
  });

  it('shows Follow-up only in the in-progress and delivered groups', () => {
    expect(cargaCardMenuItems({ ...base, situacao: 2 })).toContain(CargaCardMenuItem.Acompanhamento);
    expect(cargaCardMenuItems({ ...base, situacao: 8 })).toContain(CargaCardMenuItem.Acompanhamento);
    expect(cargaCardMenuItems({ ...base, situacao: 1 })).not.toContain(CargaCardMenuItem.Acompanhamento);
    expect(cargaCardMenuItems({ ...base, situacao: 1 }, { grupo: GrupoQuadro.Entregue })).toContain(
      CargaCardMenuItem.Acompanhamento,
    );
  });

  it('shows Add return time only in those groups and for a contracted fleet vehicle', () => {
    const fleet = { ...base, veiculoContratadoFrota: true };
    expect(cargaCardMenuItems(fleet)).toContain(CargaCardMenuItem.AdicionarHorarioRetorno);
    expect(cargaCardMenuItems({ ...fleet, situacao: 4 })).toContain(
      CargaCardMenuItem.AdicionarHorarioRetorno,
    );
    expect(cargaCardMenuItems({ ...fleet, situacao: 1 })).not.toContain(
      CargaCardMenuItem.AdicionarHorarioRetorno,
    );
    expect(cargaCardMenuItems(base)).not.toContain(CargaCardMenuItem.AdicionarHorarioRetorno);
  });

  it('always shows the other items, in the spec order', () => {
    expect(cargaCardMenuItems({ situacao: 1 })).toEqual([
      'detalhes',
      'rotograma',
      'encontrar-veiculo',
      'anexos',
      'historico',
      'desativar',
      'editar',
      'mover-para',
      'alterar-unidade-negocio',
      'gerar-romaneio',
      'gerar-romaneio-sem-itens',
      'gerar-pdf',
    ]);
  });

  it('has a document popover except for cross-docking loads', () => {
    expect(hasDocumentPopover({ origemCarga: 1 })).toBe(true);
    expect(hasDocumentPopover({ origemCarga: 6 })).toBe(false);
  });
});

describe('canFinishCarga', () => {
  const owner = { ownerId: 'owner-1' };

  it('allows a delivered-but-not-finished load to its creator owner', () => {
    expect(canFinishCarga({ situacao: 8, ownerCriadorDaCarga: 'owner-1' }, owner)).toEqual({ allowed: true });
    expect(canFinishCarga({ situacao: 8, ownerCriadorDaCarga: true }, owner)).toEqual({ allowed: true });
  });

  it('is only in the delivered group', () => {
    for (const situacao of [1, 2, 5, 7, 99]) {
      expect(canFinishCarga({ situacao, ownerCriadorDaCarga: true }, owner)).toEqual({
        allowed: false,
        reason: FinishCargaDenial.NotDeliveredGroup,
      });
    }
  });

  it('is not offered for situacao 3 and 4', () => {
    for (const situacao of [3, 4]) {
      expect(canFinishCarga({ situacao, ownerCriadorDaCarga: true }, owner)).toEqual({
        allowed: false,
        reason: FinishCargaDenial.SituacaoNotAllowed,
      });
    }
  });

  it('is refused to an owner that did not create the load', () => {
    const denied = { allowed: false, reason: FinishCargaDenial.NotCreatorOwner };
    expect(canFinishCarga({ situacao: 8, ownerCriadorDaCarga: 'owner-2' }, owner)).toEqual(denied);
    expect(canFinishCarga({ situacao: 8, ownerCriadorDaCarga: false }, owner)).toEqual(denied);
    expect(canFinishCarga({ situacao: 8 }, owner)).toEqual(denied);
  });
});

describe('board stages and helpers', () => {
  const etapas = [
    { id: 'a', ordem: 1, grupoEtapa: 1 },
    { id: 'b', ordem: 2, grupoEtapa: 1 },
    { id: 'c', ordem: 1, grupoEtapa: 2 },
  ];

  it('swaps the order within the same group only', () => {
    expect(swapEtapaOrdem(etapas, 'a', 'b')).toEqual([
      { id: 'a', ordem: 2, grupoEtapa: 1 },
      { id: 'b', ordem: 1, grupoEtapa: 1 },
      { id: 'c', ordem: 1, grupoEtapa: 2 },
    ]);
    expect(swapEtapaOrdem(etapas, 'a', 'c')).toEqual(etapas);
  });

  it('recognises image extensions, progress completion and the empty GUID', () => {
    expect(isImageFileName('foto.JPEG')).toBe(true);
    expect(isImageFileName('nota.pdf')).toBe(false);
    expect(isImageFileName('png')).toBe(false);
    expect(isProgressComplete({ value: 3, total: 3 })).toBe(true);
    expect(isProgressComplete({ value: 2, total: 3 })).toBe(false);
    expect(isEmptyGuid(EMPTY_GUID)).toBe(true);
    expect(isEmptyGuid('7f0c…')).toBe(false);
  });
});

describe('volumeEmMetrosCubicos', () => {
  it('keeps m³, divides litres by 1,000 exactly, and has no volume without one', () => {
    expect(volumeEmMetrosCubicos('48.500', UnidadeMedida.MetroCubico)).toBe('48.500');
    expect(volumeEmMetrosCubicos('30000', UnidadeMedida.Litros)).toBe('30.000');
    expect(volumeEmMetrosCubicos('0.3', UnidadeMedida.Litros)).toBe('0.000');
    expect(volumeEmMetrosCubicos('1234.567', UnidadeMedida.Litros)).toBe('1.235');
    expect(volumeEmMetrosCubicos(null, UnidadeMedida.Litros)).toBeNull();
  });
});
