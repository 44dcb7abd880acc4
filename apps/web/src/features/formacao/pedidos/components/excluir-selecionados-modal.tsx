import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/List.css';
import { PEDIDO_MESSAGES, type TPedidoDeleteManyResposta } from '@embarca/domain';
import { Alert, Button, Group, List, Modal, Progress, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { describeApiError } from '../../../../lib/api-error-handler';
import { DialogActions } from '../../../../lib/ui/dialog-actions';
import { FORMACAO_KEY } from '../api/pedidos.keys';
import { useExcluirVariosPedidos } from '../api/use-pedido-mutations';

/** Orders per POST /pedido/delete-many call. */
export const LOTE_EXCLUSAO = 50;

export interface TPedidoSelecionado {
  id: string;
  codigo: string;
}

type TFalha = TPedidoDeleteManyResposta['falhas'][number];

interface TResultado {
  excluidos: string[];
  falhas: TFalha[];
}

/** `ids` in chunks of `tamanho`. */
export function emLotes<T>(itens: readonly T[], tamanho: number): T[][] {
  const lotes: T[][] = [];
  for (let i = 0; i < itens.length; i += tamanho) lotes.push(itens.slice(i, i + tamanho));
  return lotes;
}

export const pedidosSelecionados = (n: number) =>
  `${n} ${n === 1 ? 'pedido selecionado' : 'pedidos selecionados'}`;

export interface ExcluirSelecionadosModalProps {
  /** The orders to delete; null = closed. */
  pedidos: readonly TPedidoSelecionado[] | null;
  onClose: () => void;
  /** After the last chunk: the ids deleted (the selection drops them). */
  onConcluido: (excluidos: string[]) => void;
}

/**
 * 'Excluir selecionados': asks first, then deletes in chunks of 50 with a progress bar, then says how many
 * were deleted and lists each failure with the order's code and the server's reason. A chunk the server
 * refuses as a whole fails its orders with that message.
 */
export function ExcluirSelecionadosModal({ pedidos, onClose, onConcluido }: ExcluirSelecionadosModalProps) {
  const excluir = useExcluirVariosPedidos();
  const queryClient = useQueryClient();
  const [processados, setProcessados] = useState(0);
  const [executando, setExecutando] = useState(false);
  const [resultado, setResultado] = useState<TResultado | null>(null);

  useEffect(() => {
    if (pedidos) {
      setProcessados(0);
      setExecutando(false);
      setResultado(null);
    }
  }, [pedidos]);

  const total = pedidos?.length ?? 0;

  const executar = async () => {
    if (!pedidos || executando) return;
    setExecutando(true);
    const codigos = new Map(pedidos.map((pedido) => [pedido.id, pedido.codigo]));
    const acumulado: TResultado = { excluidos: [], falhas: [] };
    for (const lote of emLotes(pedidos, LOTE_EXCLUSAO)) {
      const ids = lote.map((pedido) => pedido.id);
      try {
        const resposta = await excluir.mutateAsync(ids);
        acumulado.excluidos.push(...resposta.excluidos);
        acumulado.falhas.push(
          ...resposta.falhas.map((falha) => ({
            ...falha,
            codigo: falha.codigo ?? codigos.get(falha.id) ?? null,
          })),
        );
      } catch (error) {
        const message = describeApiError(error).message;
        acumulado.falhas.push(...lote.map((pedido) => ({ id: pedido.id, codigo: pedido.codigo, message })));
      }
      setProcessados((atual) => atual + lote.length);
    }
    setResultado(acumulado);
    setExecutando(false);
    await queryClient.invalidateQueries({ queryKey: FORMACAO_KEY });
    onConcluido(acumulado.excluidos);
  };

  const percentual = total === 0 ? 0 : Math.round((processados / total) * 100);

  return (
    <Modal
      opened={pedidos !== null}
      onClose={executando ? () => {} : onClose}
      withCloseButton={!executando}
      closeOnEscape={!executando}
      closeOnClickOutside={!executando}
      title="Excluir pedidos selecionados"
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      <Stack gap="sm">
        {!executando && !resultado && (
          <>
            <Text size="sm">
              Deseja excluir {total === 1 ? 'o pedido selecionado' : `os ${total} pedidos selecionados`}? Esta
              ação não pode ser desfeita.
            </Text>
            <DialogActions
              onCancel={onClose}
              confirmLabel="Excluir"
              confirmColor="red"
              onConfirm={() => void executar()}
              pending={false}
            />
          </>
        )}
        {(executando || resultado) && (
          <Stack gap={4}>
            <Progress value={percentual} aria-label="Progresso da exclusão" animated={executando} />
            <Text size="sm" c="gray.7" aria-live="polite">
              {processados} de {total} {total === 1 ? 'pedido processado' : 'pedidos processados'}
            </Text>
          </Stack>
        )}
        {resultado && (
          <>
            <Alert
              color={resultado.falhas.length === 0 ? 'teal' : 'yellow'}
              variant="light"
              role="status"
              title={PEDIDO_MESSAGES.excluidosEmLote(resultado.excluidos.length, resultado.falhas.length)}
            >
              {resultado.falhas.length > 0 && (
                <List size="sm" spacing={2} aria-label="Pedidos não excluídos">
                  {resultado.falhas.map((falha) => (
                    <List.Item key={falha.id}>
                      <strong>{falha.codigo ?? falha.id}</strong>: {falha.message}
                    </List.Item>
                  ))}
                </List>
              )}
            </Alert>
            <Group justify="flex-end">
              <Button onClick={onClose}>Fechar</Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
