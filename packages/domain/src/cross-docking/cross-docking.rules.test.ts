import { ESTAGIO_REMESSA_LABELS, TIPO_MODAL_LABELS } from './cross-docking.enums';
import {
  crossDockingStageForUnit,
  isEstagioVisible,
  isRemessaOnBoard,
  type RemessaEstagioInput,
} from './cross-docking.rules';

const UN = 'un-campinas';
const OUTRA = 'un-santos';

function remessa(extra: Partial<RemessaEstagioInput>): RemessaEstagioInput {
  return {
    situacao: 2,
    unidadeNegocioId: OUTRA,
    liberadaParaCarga: false,
    historicoAtualSituacao: null,
    ...extra,
  };
}

const transfer = (historicoAtualSituacao: number, extra: Partial<RemessaEstagioInput> = {}) =>
  remessa({
    historicoAtualSituacao,
    historicoAtualUnidadeNegocioOrigemId: OUTRA,
    historicoAtualUnidadeNegocioDestinoId: UN,
    ...extra,
  });

describe('crossDockingStageForUnit', () => {
  it("'a coletar': the shipment belongs to the unit and has no current history", () => {
    expect(crossDockingStageForUnit(remessa({ unidadeNegocioId: UN }), UN)).toBe('a coletar');
  });

  it("'a coletar': the unit is the history destination and the shipment is pending", () => {
    expect(crossDockingStageForUnit(transfer(2, { situacao: 1 }), UN)).toBe('a coletar');
  });

  it("'aguardando recebimento': the unit is the destination and the history is not executed", () => {
    expect(crossDockingStageForUnit(transfer(1), UN)).toBe('aguardando recebimento');
    expect(crossDockingStageForUnit(transfer(2), UN)).toBe('aguardando recebimento');
  });

  it("'no estoque': executed and not released for load", () => {
    expect(crossDockingStageForUnit(transfer(3), UN)).toBe('no estoque');
  });

  it("'liberada para carga': executed and released", () => {
    expect(crossDockingStageForUnit(transfer(3, { liberadaParaCarga: true }), UN)).toBe(
      'liberada para carga',
    );
  });

  it("'expedido': resolved", () => {
    expect(crossDockingStageForUnit(remessa({ situacao: 3, historicoAtualSituacao: 3 }), UN)).toBe(
      'expedido',
    );
  });

  it("'expedido': the unit is the origin but not the destination", () => {
    expect(crossDockingStageForUnit(transfer(2), OUTRA)).toBe('expedido');
  });

  it("otherwise 'limbo', which is hidden", () => {
    const stage = crossDockingStageForUnit(transfer(2), 'un-terceira');
    expect(stage).toBe('limbo');
    expect(isEstagioVisible(stage)).toBe(false);
    expect(isEstagioVisible('no estoque')).toBe(true);
  });

  it('a shipment of the unit WITH history is not "a coletar" by ownership alone', () => {
    expect(crossDockingStageForUnit(remessa({ unidadeNegocioId: UN, historicoAtualSituacao: 2 }), UN)).toBe(
      'limbo',
    );
  });

  it('a cancelled shipment is limbo and leaves the board', () => {
    expect(crossDockingStageForUnit(remessa({ unidadeNegocioId: UN, situacao: 99 }), UN)).toBe('limbo');
    expect(isRemessaOnBoard({ situacao: 99 })).toBe(false);
    expect(isRemessaOnBoard({ situacao: 1 })).toBe(true);
    expect(isRemessaOnBoard({ situacao: 2 })).toBe(true);
  });

  it('labels', () => {
    expect(ESTAGIO_REMESSA_LABELS['liberada para carga']).toBe('Liberada para carga');
    expect(TIPO_MODAL_LABELS[3]).toBe('Marítimo');
  });
});
