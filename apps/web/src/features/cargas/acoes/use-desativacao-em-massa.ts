import { AcaoCarga, isProgressComplete, MESSAGES } from '@embarca/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { aplicarResultadoNoQuadro, executarCargaAcao, invalidarCargas } from '../api/use-carga-acao';
import { mensagemDaFalha, type TCargaAcaoAlvo } from './acoes-da-carga';
import type { TDesativacaoBase } from './components/desativar-carga-modal';

export interface TFalhaDesativacao {
  cargaId: string;
  codigo: number;
  mensagem: string;
}

/** The progress dialog's state (02 §4): complete when value equals total. */
export interface TProgressoDesativacao {
  value: number;
  total: number;
  desativadas: number;
  falhas: TFalhaDesativacao[];
}

/**
 * Deactivating many loads at once (02 §4 "In multi mode each failure is collected and progress is
 * reported"): one call after another, each load leaving the board as it is deactivated; a refusal is
 * collected with the API's message ('Não possível desativar a carga' when it has none) and the run goes on.
 * Leaving the page (unmount) stops it before the next call.
 */
export function useDesativacaoEmMassa() {
  const queryClient = useQueryClient();
  const [progresso, setProgresso] = useState<TProgressoDesativacao | null>(null);
  const montado = useRef(true);
  useEffect(() => {
    montado.current = true;
    return () => {
      montado.current = false;
    };
  }, []);

  const iniciar = useCallback(
    async (cargas: readonly TCargaAcaoAlvo[], base: TDesativacaoBase) => {
      const total = cargas.length;
      const falhas: TFalhaDesativacao[] = [];
      let desativadas = 0;
      setProgresso({ value: 0, total, desativadas, falhas: [] });
      try {
        for (const [index, carga] of cargas.entries()) {
          if (!montado.current) return;
          try {
            const result = await executarCargaAcao({
              acao: AcaoCarga.Desativar,
              cargaId: carga.id,
              // Each load on its own: a lot option here would also take loads the user did not pick.
              body: { ...base, ofertaCargaId: carga.id, desativarLote: false },
            });
            aplicarResultadoNoQuadro(queryClient, result);
            desativadas += 1;
          } catch (error) {
            falhas.push({
              cargaId: carga.id,
              codigo: carga.codigo,
              mensagem: mensagemDaFalha(error, MESSAGES.deactivateLoadFailed),
            });
          }
          if (montado.current) setProgresso({ value: index + 1, total, desativadas, falhas: [...falhas] });
        }
      } finally {
        void invalidarCargas(queryClient);
      }
    },
    [queryClient],
  );

  const fechar = useCallback(() => setProgresso(null), []);
  const emAndamento = progresso !== null && !isProgressComplete(progresso);
  return { progresso, iniciar, fechar, emAndamento };
}
