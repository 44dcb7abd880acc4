import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Alert.css';
import { desativarLoteSuccessMessage, formatNumber, isProgressComplete } from '@embarca/domain';
import { Alert, Button, Group, List, Modal, Progress, ScrollArea, Stack, Text } from '@mantine/core';
import type { TProgressoDesativacao } from '../use-desativacao-em-massa';
import { AvisoDeSaida } from './aviso-de-saida';

export const AVISO_INTERRUPCAO =
  'A desativação das cargas ainda está em andamento. Se você sair desta página, o processo será interrompido e as cargas restantes não serão desativadas.';

export interface DesativacaoProgressoModalProps {
  progresso: TProgressoDesativacao;
  onClose: () => void;
}

/**
 * The progress dialog of a multi-load deactivation (02 §4): value of total, complete when they are equal;
 * each failure listed with its message. It cannot be dismissed while running, and leaving the page asks.
 */
export function DesativacaoProgressoModal({ progresso, onClose }: DesativacaoProgressoModalProps) {
  const completo = isProgressComplete(progresso);
  const { value, total, desativadas, falhas } = progresso;
  const contagem = `${formatNumber(value, 0)} de ${formatNumber(total, 0)}`;
  return (
    <>
      <Modal
        opened
        onClose={completo ? onClose : () => {}}
        title={completo ? 'Desativação concluída' : 'Desativando cargas…'}
        centered
        // Closed by its 'Fechar' button (or Escape) once complete; never while running.
        withCloseButton={false}
        closeOnEscape={completo}
        closeOnClickOutside={false}
      >
        <Stack gap="md">
          <Stack gap={4}>
            <Progress
              value={total === 0 ? 100 : (value / total) * 100}
              size="lg"
              animated={!completo}
              aria-label={`Cargas processadas: ${contagem}`}
            />
            <Text size="sm" aria-live="polite">
              {contagem} cargas processadas
            </Text>
          </Stack>
          {!completo && (
            <Text size="sm" c="gray.7">
              Aguarde o fim do processo: sair desta página o interrompe.
            </Text>
          )}
          {completo && desativadas > 0 && (
            <Alert color="teal" variant="light">
              {desativarLoteSuccessMessage(desativadas)}
            </Alert>
          )}
          {falhas.length > 0 && (
            <Stack gap={4}>
              <Text size="sm" fw={600} c="red.8">
                {falhas.length === 1
                  ? '1 carga não foi desativada:'
                  : `${falhas.length} cargas não foram desativadas:`}
              </Text>
              <ScrollArea.Autosize mah={200} type="auto">
                <List size="sm" spacing={2} aria-label="Cargas não desativadas">
                  {falhas.map((falha) => (
                    <List.Item key={falha.cargaId}>
                      Carga {falha.codigo}: {falha.mensagem}
                    </List.Item>
                  ))}
                </List>
              </ScrollArea.Autosize>
            </Stack>
          )}
          {completo && (
            <Group justify="flex-end">
              <Button onClick={onClose} data-autofocus>
                Fechar
              </Button>
            </Group>
          )}
        </Stack>
      </Modal>
      <AvisoDeSaida ativo={!completo} mensagem={AVISO_INTERRUPCAO} />
    </>
  );
}
