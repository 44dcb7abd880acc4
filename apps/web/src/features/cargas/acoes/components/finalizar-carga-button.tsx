import '@mantine/core/styles/Button.css';
import { AcaoCarga, type TCargaQuadroCard, type TGrupoQuadro } from '@embarca/domain';
import { Button } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { SyntheticEvent } from 'react';
import { podeFinalizar } from '../acoes-da-carga';
import { useCargaAcoesContexto } from '../carga-acoes-context';

const stop = (event: SyntheticEvent) => event.stopPropagation();

/**
 * The delivered group's Finish button (02 §2): only where finishing applies (situacao 8, the creator
 * company); it asks for confirmation, then PUT finalizar.
 */
export function FinalizarCargaButton({ card, grupo }: { card: TCargaQuadroCard; grupo: TGrupoQuadro }) {
  const contexto = useCargaAcoesContexto();
  if (!contexto || !podeFinalizar(card, grupo)) return null;
  return (
    <Button
      size="compact-xs"
      variant="light"
      color="teal"
      leftSection={<IconCircleCheck size={14} aria-hidden="true" />}
      aria-label={`Finalizar a contratação da carga ${card.codigo}`}
      onClick={() => contexto.abrir(AcaoCarga.Finalizar, card)}
      onPointerDown={stop}
      onDoubleClick={stop}
      style={{ alignSelf: 'flex-start' }}
    >
      Finalizar
    </Button>
  );
}
