import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/VisuallyHidden.css';
import { formatDateTime, type TTarefaComFalha } from '@embarca/domain';
import { Button, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { notifyApiError, notifyInfo } from '../../../lib/ui/notify';
import { QueryPending } from '../../../lib/ui/query-state';
import { scrollRegion } from '../../../lib/ui/scroll-region';
import { usePainelTarefas } from '../api/use-painel-tarefas';
import { useReprocessarTarefa } from '../api/use-reprocessar-tarefa';

const numero = (value: number) => value.toLocaleString('pt-BR');

/**
 * 'Tarefas' tab of /painel-admin (issue 17): each background job queue with its jobs per state, and the jobs
 * that used up their attempts — what they were, how often they ran, the last error, when they gave up — each
 * with 'Reprocessar' (back to its queue with fresh attempts).
 */
export function TarefasSection() {
  const query = usePainelTarefas();
  const reprocessar = useReprocessarTarefa();
  const [enviando, setEnviando] = useState<string | null>(null);

  if (query.isPending || query.isError) return <QueryPending query={query} />;
  const { filas, falhas, papel } = query.data;

  async function reenviar(tarefa: TTarefaComFalha) {
    setEnviando(tarefa.id);
    try {
      const { message } = await reprocessar.mutateAsync(tarefa.id);
      notifyInfo(message, 'teal');
    } catch (error) {
      notifyApiError(error);
    } finally {
      setEnviando(null);
    }
  }

  return (
    <Stack gap="lg">
      <Text c="gray.7" size="sm">
        Tarefas executadas em segundo plano, como o envio do formulário de lead. As que esgotaram as
        tentativas aguardam o suporte e podem ser reprocessadas.
        {papel === 'web' ? ' Este servidor só enfileira tarefas: quem as executa são os workers.' : ''}
      </Text>

      <Table.ScrollContainer minWidth={720} scrollAreaProps={scrollRegion('Filas de tarefas')}>
        <Table striped withTableBorder fz="sm" aria-label="Filas de tarefas">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Fila</Table.Th>
              <Table.Th ta="right">Aguardando</Table.Th>
              <Table.Th ta="right">Novas tentativas</Table.Th>
              <Table.Th ta="right">Em execução</Table.Th>
              <Table.Th ta="right">Falharam</Table.Th>
              <Table.Th ta="right">Aguardando suporte</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {filas.map((fila) => (
              <Table.Tr key={fila.nome}>
                <Table.Th scope="row" fw="normal">
                  {fila.descricao}
                  <Text size="xs" c="gray.7">
                    {fila.nome}
                  </Text>
                </Table.Th>
                <Table.Td ta="right">{numero(fila.criadas)}</Table.Td>
                <Table.Td ta="right">{numero(fila.novasTentativas)}</Table.Td>
                <Table.Td ta="right">{numero(fila.ativas)}</Table.Td>
                <Table.Td ta="right">{numero(fila.falhas)}</Table.Td>
                <Table.Td ta="right" fw={fila.aguardandoSuporte > 0 ? 700 : undefined}>
                  {numero(fila.aguardandoSuporte)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      <Stack gap="xs">
        <Title order={2} size="h4">
          Tarefas que esgotaram as tentativas
        </Title>
        {falhas.length === 0 ? (
          <Text c="gray.7" size="sm">
            Nenhuma tarefa aguardando o suporte.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={860} scrollAreaProps={scrollRegion('Tarefas com falha')}>
            <Table striped withTableBorder fz="sm" aria-label="Tarefas com falha">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Fila</Table.Th>
                  <Table.Th>Tarefa</Table.Th>
                  <Table.Th ta="right">Tentativas</Table.Th>
                  <Table.Th>Último erro</Table.Th>
                  <Table.Th>Falhou em</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Ações</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {falhas.map((tarefa) => (
                  <Table.Tr key={tarefa.id}>
                    <Table.Td>{tarefa.descricaoFila}</Table.Td>
                    <Table.Td style={{ wordBreak: 'break-word' }}>{tarefa.resumo}</Table.Td>
                    <Table.Td ta="right">{tarefa.tentativas}</Table.Td>
                    <Table.Td style={{ wordBreak: 'break-word' }}>{tarefa.ultimoErro ?? '—'}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(tarefa.falhouEm)}</Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="light"
                        leftSection={<IconRefresh size={14} aria-hidden />}
                        loading={enviando === tarefa.id}
                        disabled={enviando !== null && enviando !== tarefa.id}
                        aria-label={`Reprocessar: ${tarefa.resumo}`}
                        onClick={() => void reenviar(tarefa)}
                      >
                        Reprocessar
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Stack>
  );
}
