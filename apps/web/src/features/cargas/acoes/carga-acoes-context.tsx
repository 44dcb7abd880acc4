import type { TAcaoCarga, TCargaQuadroCard } from '@embarca/domain';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { podeDesativar, type TCargaAcaoAlvo } from './acoes-da-carga';
import { DesativacaoProgressoModal } from './components/desativacao-progresso-modal';
import { DesativarCargaModal } from './components/desativar-carga-modal';
import { useCargaAcoesDialogs } from './use-carga-acoes-dialogs';
import { useDesativacaoEmMassa } from './use-desativacao-em-massa';

/** The board's selection of loads for a multi-deactivation. */
export interface TSelecaoCargas {
  ativa: boolean;
  selecionadas: ReadonlySet<string>;
  /** How many selected loads are on the board and may be deactivated. */
  quantidade: number;
  /** Some load on the board may be deactivated (otherwise the selection is not offered). */
  disponivel: boolean;
  alternarModo: () => void;
  alternar: (cargaId: string) => void;
  marcar: (cargaIds: readonly string[], marcado: boolean) => void;
  desativarSelecionadas: () => void;
}

export interface TCargaAcoesContexto {
  /** Opens the action's confirmation or form for the load. */
  abrir: (acao: TAcaoCarga, carga: TCargaAcaoAlvo) => void;
  selecao: TSelecaoCargas;
}

const CargaAcoesContext = createContext<TCargaAcoesContexto | null>(null);

/** The board's load actions; null outside the board (a card elsewhere offers no action). */
export function useCargaAcoesContexto(): TCargaAcoesContexto | null {
  return useContext(CargaAcoesContext);
}

export interface CargaAcoesProviderProps {
  /** The group's loaded cards (the selection is read against them). */
  cards: readonly TCargaQuadroCard[];
  children: ReactNode;
}

/**
 * The load actions of one board group: the dialogs opened from the cards' menus and Finish buttons, and
 * the selection mode with its multi-deactivation (form, then the progress dialog).
 */
export function CargaAcoesProvider({ cards, children }: CargaAcoesProviderProps) {
  const { abrir, dialogo } = useCargaAcoesDialogs();
  const massa = useDesativacaoEmMassa();
  const [ativa, setAtiva] = useState(false);
  const [selecionadas, setSelecionadas] = useState<ReadonlySet<string>>(new Set());
  const [formulario, setFormulario] = useState<TCargaQuadroCard[] | null>(null);

  // Loads that left the board (live updates, another browser) drop out of the count and the run.
  const escolhidas = useMemo(
    () => cards.filter((card) => selecionadas.has(card.id) && podeDesativar(card)),
    [cards, selecionadas],
  );
  const disponivel = useMemo(() => cards.some(podeDesativar), [cards]);

  const alternarModo = useCallback(() => {
    setAtiva((atual) => !atual);
    setSelecionadas(new Set());
  }, []);
  const alternar = useCallback((cargaId: string) => {
    setSelecionadas((atual) => {
      const next = new Set(atual);
      if (next.has(cargaId)) next.delete(cargaId);
      else next.add(cargaId);
      return next;
    });
  }, []);
  const marcar = useCallback((cargaIds: readonly string[], marcado: boolean) => {
    setSelecionadas((atual) => {
      const next = new Set(atual);
      for (const id of cargaIds) {
        if (marcado) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }, []);
  const desativarSelecionadas = useCallback(() => {
    if (escolhidas.length > 0) setFormulario(escolhidas);
  }, [escolhidas]);

  const value = useMemo<TCargaAcoesContexto>(
    () => ({
      abrir,
      selecao: {
        ativa,
        selecionadas,
        quantidade: escolhidas.length,
        disponivel,
        alternarModo,
        alternar,
        marcar,
        desativarSelecionadas,
      },
    }),
    [
      abrir,
      ativa,
      selecionadas,
      escolhidas.length,
      disponivel,
      alternarModo,
      alternar,
      marcar,
      desativarSelecionadas,
    ],
  );

  return (
    <CargaAcoesContext.Provider value={value}>
      {children}
      {dialogo}
      {formulario && (
        <DesativarCargaModal
          cargas={formulario}
          onClose={() => setFormulario(null)}
          onConfirmarVarias={(base) => {
            setFormulario(null);
            void massa.iniciar(formulario, base);
          }}
        />
      )}
      {massa.progresso && (
        <DesativacaoProgressoModal
          progresso={massa.progresso}
          onClose={() => {
            massa.fechar();
            setAtiva(false);
            setSelecionadas(new Set());
          }}
        />
      )}
    </CargaAcoesContext.Provider>
  );
}
