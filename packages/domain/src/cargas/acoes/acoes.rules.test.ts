import { SituacaoCarga, type TSituacaoCarga } from '../cargas.enums';
import { FINISH_CARGA_DENIAL_MESSAGES } from '../cargas.rules';
import { ZAlocarCargaBody, ZCancelarCargaQuery } from '../cargas.schemas';
import {
  ACAO_CARGA_SUCCESS_MESSAGES,
  AcaoCarga,
  acaoCargaRefusal,
  availableAcoesCarga,
  canApplyAcaoCarga,
  desativarLoteSuccessMessage,
  REVERTER_FINALIZACAO_NOT_CREATOR,
  situacaoAoReativar,
  type TAcaoCarga,
} from './acoes.rules';

const OWNER = '3f0c4f8e-1d0a-4b7a-9a55-0f6d0c7e2a11';
const OTHER = '9b1e2c3d-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
const ALL: TSituacaoCarga[] = [1, 2, 3, 4, 5, 7, 8, 99];

/** Every allowed (action, from) pair and where it leads; every other pair is refused. */
const ALLOWED: Record<TAcaoCarga, Partial<Record<TSituacaoCarga, TSituacaoCarga>>> = {
  alocar: { 1: 2 },
  cancelar: { 1: 5, 2: 5, 7: 5 },
  reabrir: { 5: 1 },
  finalizar: { 8: 4 },
  'reverter-finalizacao': { 4: 8 },
  desativar: { 1: 99, 2: 99, 3: 99, 4: 99, 7: 99, 8: 99 },
  reativar: { 99: 1 },
  'alterar-unidade': { 1: 1, 2: 2, 3: 3, 4: 4, 7: 7, 8: 8 },
  'atualizar-veiculo': { 2: 2, 7: 7, 8: 8 },
};

const carga = (situacao: number, extra: Record<string, unknown> = {}) => ({
  situacao,
  ownerCriadorDaCarga: OWNER,
  ...extra,
});

describe('canApplyAcaoCarga: every action from every situacao', () => {
  for (const action of Object.values(AcaoCarga)) {
    for (const from of ALL) {
      const to = ALLOWED[action][from];
      if (to !== undefined) {
        it(`${action}: ${from} → ${to}`, () => {
          expect(canApplyAcaoCarga(action, carga(from), { ownerId: OWNER })).toEqual({
            allowed: true,
            situacao: to,
          });
        });
      } else {
        it(`${action}: refused from ${from}`, () => {
          const result = canApplyAcaoCarga(action, carga(from), { ownerId: OWNER });
          expect(result).toEqual({ allowed: false, message: acaoCargaRefusal(action, from) });
        });
      }
    }
  }
});

describe('refusal messages (pt-BR)', () => {
  it('names the situacao and the action', () => {
    expect(acaoCargaRefusal('alocar', SituacaoCarga.Finalizada)).toBe(
      'Uma carga finalizada não pode ser alocada.',
    );
    expect(acaoCargaRefusal('finalizar', SituacaoCarga.Cancelada)).toBe(
      'Uma carga cancelada não pode ser finalizada.',
    );
    expect(acaoCargaRefusal('atualizar-veiculo', SituacaoCarga.AguardandoContratacao)).toBe(
      'Uma carga aguardando contratação não pode ter o veículo atualizado.',
    );
    expect(acaoCargaRefusal('alterar-unidade', SituacaoCarga.Desativada)).toBe(
      'Uma carga desativada não pode mudar de unidade de negócio.',
    );
    expect(acaoCargaRefusal('reverter-finalizacao', SituacaoCarga.EmAndamento)).toBe(
      'Uma carga em andamento não pode ter a finalização revertida.',
    );
  });

  it('says the load is already there when the action leads to its situacao', () => {
    expect(acaoCargaRefusal('cancelar', SituacaoCarga.Cancelada)).toBe('A carga já está cancelada.');
    expect(acaoCargaRefusal('finalizar', SituacaoCarga.Finalizada)).toBe('A carga já está finalizada.');
    expect(acaoCargaRefusal('desativar', SituacaoCarga.Desativada)).toBe('A carga já está desativada.');
  });
});

describe('finishing and reverting: only the creator owner', () => {
  it('refuses another company (finishing reuses canFinishCarga)', () => {
    expect(canApplyAcaoCarga('finalizar', carga(8), { ownerId: OTHER })).toEqual({
      allowed: false,
      message: FINISH_CARGA_DENIAL_MESSAGES['not-creator-owner'],
    });
    expect(canApplyAcaoCarga('reverter-finalizacao', carga(4), { ownerId: OTHER })).toEqual({
      allowed: false,
      message: REVERTER_FINALIZACAO_NOT_CREATOR,
    });
  });

  it('accepts the creator flag of the card', () => {
    expect(canApplyAcaoCarga('finalizar', { situacao: 8, ownerCriadorDaCarga: true }).allowed).toBe(true);
    expect(canApplyAcaoCarga('finalizar', { situacao: 8, ownerCriadorDaCarga: false }).allowed).toBe(false);
    expect(canApplyAcaoCarga('finalizar', { situacao: 8 }).allowed).toBe(false);
  });

  it('the success text of finishing is the catalogue one', () => {
    expect(ACAO_CARGA_SUCCESS_MESSAGES.finalizar).toBe('Contratação finalizada com sucesso!');
    expect(ACAO_CARGA_SUCCESS_MESSAGES.desativar).toBe('Carga desativada com sucesso!');
    expect(ACAO_CARGA_SUCCESS_MESSAGES.reativar).toBe('Carga reativada com sucesso!');
    expect(desativarLoteSuccessMessage(3)).toBe('3 cargas desativadas com sucesso!');
    expect(desativarLoteSuccessMessage(1)).toBe('Carga desativada com sucesso!');
  });
});

describe('reactivation', () => {
  it('returns to the situacao before deactivation', () => {
    for (const anterior of [1, 2, 3, 4, 7, 8] as const) {
      expect(canApplyAcaoCarga('reativar', carga(99, { situacaoAnterior: anterior }))).toEqual({
        allowed: true,
        situacao: anterior,
      });
    }
  });

  it('returns to 1 when the previous situacao is unknown or not a board one', () => {
    expect(situacaoAoReativar(null)).toBe(1);
    expect(situacaoAoReativar(undefined)).toBe(1);
    expect(situacaoAoReativar(5)).toBe(1);
    expect(situacaoAoReativar(99)).toBe(1);
    expect(situacaoAoReativar(42)).toBe(1);
  });
});

describe('availableAcoesCarga', () => {
  it('lists what applies now, in order', () => {
    expect(availableAcoesCarga(carga(1), { ownerId: OWNER })).toEqual([
      'alocar',
      'cancelar',
      'desativar',
      'alterar-unidade',
    ]);
    expect(availableAcoesCarga(carga(8), { ownerId: OWNER })).toEqual([
      'finalizar',
      'desativar',
      'alterar-unidade',
      'atualizar-veiculo',
    ]);
    expect(availableAcoesCarga(carga(8), { ownerId: OTHER })).not.toContain('finalizar');
    expect(availableAcoesCarga(carga(99))).toEqual(['reativar']);
    expect(availableAcoesCarga(carga(5))).toEqual(['reabrir']);
  });
});

describe('ZAlocarCargaBody', () => {
  const V = '7d444840-9dc0-11d1-b245-5ffdce74fad2';
  const M = '0b3c0b5e-7a2f-4f7e-9a43-0d1c2b3a4f5e';
  const T = '5a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d';

  it('parses a fleet allocation with defaults', () => {
    expect(ZAlocarCargaBody.parse({ tipoAlocacao: 1, veiculoId: V, motoristaId: M })).toEqual({
      tipoAlocacao: 1,
      veiculoId: V,
      motoristaId: M,
      equipamentos: [],
    });
  });

  it('requires the carrier for type 2 and refuses it for the others', () => {
    const missing = ZAlocarCargaBody.safeParse({ tipoAlocacao: 2, veiculoId: V, motoristaId: M });
    expect(missing.error?.issues.map((i) => i.message)).toEqual(['Transportadora é obrigatório!']);
    const extra = ZAlocarCargaBody.safeParse({
      tipoAlocacao: 3,
      veiculoId: V,
      motoristaId: M,
      transportadoraEmpresaId: T,
    });
    expect(extra.error?.issues.map((i) => i.message)).toEqual([
      'Informe a transportadora somente na alocação por transportadoras.',
    ]);
    expect(
      ZAlocarCargaBody.safeParse({
        tipoAlocacao: 2,
        veiculoId: V,
        motoristaId: M,
        transportadoraEmpresaId: T,
      }).success,
    ).toBe(true);
  });

  it('checks the type, the ids and the equipment', () => {
    expect(
      ZAlocarCargaBody.safeParse({ tipoAlocacao: 4, veiculoId: V, motoristaId: M }).error?.issues[0]?.message,
    ).toBe('Informe um valor válido.');
    expect(ZAlocarCargaBody.safeParse({ tipoAlocacao: 1, motoristaId: M }).error?.issues[0]?.message).toBe(
      'Veículo é obrigatório!',
    );
    expect(
      ZAlocarCargaBody.safeParse({ tipoAlocacao: 1, veiculoId: 'x', motoristaId: M }).error?.issues[0]
        ?.message,
    ).toBe('Formato inválido.');
    expect(
      ZAlocarCargaBody.safeParse({ tipoAlocacao: 1, veiculoId: V, motoristaId: M, equipamentos: [V] }).error
        ?.issues[0]?.message,
    ).toBe('O veículo principal não pode ser também um equipamento.');
  });

  it('cancelling needs a reason of at most 500 characters', () => {
    expect(ZCancelarCargaQuery.safeParse({}).error?.issues[0]?.message).toBe('Motivo é obrigatório!');
    expect(ZCancelarCargaQuery.safeParse({ motivo: 'x'.repeat(501) }).success).toBe(false);
  });
});
