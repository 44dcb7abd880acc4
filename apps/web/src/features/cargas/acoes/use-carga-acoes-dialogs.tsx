import { AcaoCarga, type TAcaoCarga, type TCargaAcaoResponse } from '@embarca/domain';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { notifyInfo } from '../../../lib/ui/notify';
import type { TCargaAcaoAlvo } from './acoes-da-carga';
import { AlocarVeiculoModal } from './components/alocar-veiculo-modal';
import { AlterarUnidadeModal } from './components/alterar-unidade-modal';
import { CancelarCargaModal } from './components/cancelar-carga-modal';
import { ConfirmarAcaoModal } from './components/confirmar-acao-modal';
import { DesativarCargaModal } from './components/desativar-carga-modal';

export interface TAcaoAberta {
  acao: TAcaoCarga;
  carga: TCargaAcaoAlvo;
  /** Allocation: the vehicle the form starts with ('Alocar este veículo' in Encontrar veículo). */
  veiculoId?: string;
}

/** What an action's dialog may start with. */
export interface TAbrirOpcoes {
  veiculoId?: string;
}

export interface UseCargaAcoesDialogsOptions {
  /** After the API applied the action (its success toast is already shown). */
  onConcluida?: (result: TCargaAcaoResponse, acao: TAcaoCarga) => void;
  /** false over the details drawer (see ManterGavetaAberta): the drawer's Escape closes the dialog. */
  closeOnEscape?: boolean;
}

/**
 * The dialog of each load action, one open at a time: `abrir(acao, carga)` shows its confirmation or form;
 * `dialogo` is rendered by the caller. Success: the API's message as a toast and the dialog closes; a
 * refusal stays in the dialog.
 */
export function useCargaAcoesDialogs(options: UseCargaAcoesDialogsOptions = {}) {
  const [aberta, setAberta] = useState<TAcaoAberta | null>(null);
  const closeOnEscape = options.closeOnEscape ?? true;
  const onConcluida = useRef(options.onConcluida);
  onConcluida.current = options.onConcluida;

  const abrir = useCallback(
    (acao: TAcaoCarga, carga: TCargaAcaoAlvo, opcoes: TAbrirOpcoes = {}) =>
      setAberta({ acao, carga, ...(opcoes.veiculoId ? { veiculoId: opcoes.veiculoId } : {}) }),
    [],
  );
  const fechar = useCallback(() => setAberta(null), []);

  let dialogo: ReactNode = null;
  if (aberta) {
    const { acao, carga, veiculoId } = aberta;
    const onSuccess = (result: TCargaAcaoResponse) => {
      notifyInfo(result.message, 'teal');
      setAberta(null);
      onConcluida.current?.(result, acao);
    };
    const props = { carga, onClose: fechar, onSuccess, closeOnEscape };
    // `key`: a new action (or load) starts from an empty form.
    const key = `${acao}:${carga.id}:${veiculoId ?? ''}`;
    switch (acao) {
      case AcaoCarga.Alocar:
      case AcaoCarga.AtualizarVeiculo:
        dialogo = <AlocarVeiculoModal key={key} acao={acao} veiculoInicial={veiculoId} {...props} />;
        break;
      case AcaoCarga.Cancelar:
        dialogo = <CancelarCargaModal key={key} {...props} />;
        break;
      case AcaoCarga.Desativar:
        dialogo = (
          <DesativarCargaModal
            key={key}
            cargas={[carga]}
            onClose={fechar}
            onSuccess={onSuccess}
            closeOnEscape={closeOnEscape}
          />
        );
        break;
      case AcaoCarga.AlterarUnidade:
        dialogo = <AlterarUnidadeModal key={key} {...props} />;
        break;
      case AcaoCarga.Finalizar:
      case AcaoCarga.ReverterFinalizacao:
      case AcaoCarga.Reabrir:
      case AcaoCarga.Reativar:
        dialogo = <ConfirmarAcaoModal key={key} acao={acao} {...props} />;
        break;
    }
  }
  return { abrir, fechar, dialogo, aberta: aberta !== null };
}
