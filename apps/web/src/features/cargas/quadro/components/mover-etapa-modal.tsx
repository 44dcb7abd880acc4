import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/ColorSwatch.css';
import { etapaDoCartao, type TCargaQuadroCard, type TGrupoQuadro, type TKanbanEtapa } from '@embarca/domain';
import { Button, ColorSwatch, Modal, Stack, Text } from '@mantine/core';
import { etapasDoGrupo } from '../quadro-state';

export interface MoverEtapaModalProps {
  /** The card to move; null closes the modal. */
  card: TCargaQuadroCard | null;
  grupo: TGrupoQuadro;
  etapas: readonly TKanbanEtapa[];
  onClose: () => void;
  onMover: (card: TCargaQuadroCard, etapa: TKanbanEtapa) => void;
}

/** 'Mover para...' (02 §2): the stages of the card's own group; the current one is shown, not offered. */
export function MoverEtapaModal({ card, grupo, etapas, onClose, onMover }: MoverEtapaModalProps) {
  const atual = card ? etapaDoCartao(card.etapa, grupo, etapas) : null;
  const opcoes = etapasDoGrupo(etapas, grupo);
  return (
    <Modal
      opened={card !== null}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': 'Fechar' }}
      title={card ? `Mover a carga ${card.codigo} para…` : ''}
      size="sm"
    >
      <Stack gap="xs">
        {opcoes.length <= 1 && <Text size="sm">Este grupo não tem outra etapa.</Text>}
        {opcoes.map((etapa) => {
          const isAtual = etapa.id === atual?.id;
          return (
            <Button
              key={etapa.id}
              variant={isAtual ? 'light' : 'default'}
              justify="flex-start"
              disabled={isAtual}
              leftSection={
                <ColorSwatch
                  color={etapa.cor ?? 'var(--mantine-color-gray-5)'}
                  size={12}
                  aria-hidden="true"
                />
              }
              onClick={() => {
                if (!card) return;
                onMover(card, etapa);
                onClose();
              }}
            >
              {isAtual ? `${etapa.descricao} (etapa atual)` : etapa.descricao}
            </Button>
          );
        })}
      </Stack>
    </Modal>
  );
}
