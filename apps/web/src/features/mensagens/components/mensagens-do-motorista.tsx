import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Paper.css';
import {
  AutorMensagem,
  formatDateTime,
  MENSAGENS,
  type TConversaDoMotorista,
  type TConversaDoMotoristaDetalhe,
  type TEnviarMensagemRequest,
  type TMensagem,
} from '@embarca/domain';
import {
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { QueryPending } from '../../../lib/ui/query-state';
import { motoristaRequest } from '../../frota/acesso-motorista/api/sessao-motorista';
import { ConversaThread } from './conversa-thread';

/** The driver's conversations (the driver page has no hub: it reads again every 5 s). */
export function useConversasDoMotorista(token: string) {
  return useQuery({
    queryKey: ['motorista', 'conversas', token],
    queryFn: ({ signal }) => motoristaRequest<TConversaDoMotorista[]>('/conversas', { token, signal }),
    refetchInterval: MENSAGENS.pollingMotoristaMs,
  });
}

function ConversaDoMotorista({ token, id, onVoltar }: { token: string; id: string; onVoltar: () => void }) {
  const queryClient = useQueryClient();
  const detalhe = useQuery({
    queryKey: ['motorista', 'conversa', token, id],
    queryFn: ({ signal }) =>
      motoristaRequest<TConversaDoMotoristaDetalhe>(`/conversas/${id}`, { token, signal }),
    refetchInterval: MENSAGENS.pollingMotoristaMs,
  });
  const enviar = useMutation({
    mutationFn: (body: TEnviarMensagemRequest) =>
      motoristaRequest<TMensagem>(`/conversas/${id}/mensagens`, { method: 'POST', body, token }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['motorista'] }),
  });
  const buscarFoto = (mensagemId: string) =>
    apiRequest<Blob>(`/motorista/conversas/mensagens/${mensagemId}/anexo`, {
      anonymous: true,
      responseType: 'blob',
      headers: { Authorization: `Bearer ${token}` },
    });
  return (
    <Stack gap="sm">
      <Button
        variant="subtle"
        leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
        onClick={onVoltar}
        style={{ alignSelf: 'flex-start' }}
      >
        Voltar às conversas
      </Button>
      {detalhe.isPending || detalhe.isError ? (
        <QueryPending query={detalhe} />
      ) : (
        <Paper
          withBorder
          radius="md"
          p="sm"
          component="section"
          aria-label={`Conversa sobre a carga ${detalhe.data.conversa.cargaCodigo}`}
        >
          <Title order={2} size="h4">
            Carga {detalhe.data.conversa.cargaCodigo}
          </Title>
          <Text size="sm" c="gray.7" mb="xs">
            {detalhe.data.conversa.empresa} · {detalhe.data.conversa.origem ?? '—'} →{' '}
            {detalhe.data.conversa.destino ?? '—'}
          </Text>
          <ConversaThread
            titulo={`Mensagens da carga ${detalhe.data.conversa.cargaCodigo}`}
            mensagens={detalhe.data.mensagens}
            proprio={AutorMensagem.Motorista}
            buscarFoto={buscarFoto}
            enviando={enviar.isPending}
            onEnviar={(envio) => enviar.mutateAsync(envio)}
          />
        </Paper>
      )}
    </Stack>
  );
}

/**
 * The "Mensagens" area of /motorista (issue 20), built for 390 px: the driver's conversations (unread
 * first shown by a badge) and one thread, where they answer with text and photos.
 */
export function MensagensDoMotorista({
  token,
  conversaId,
  onAbrir,
}: {
  token: string;
  conversaId: string | null;
  onAbrir: (id: string | null) => void;
}) {
  const conversas = useConversasDoMotorista(token);
  if (conversaId) return <ConversaDoMotorista token={token} id={conversaId} onVoltar={() => onAbrir(null)} />;
  if (conversas.isPending || conversas.isError) return <QueryPending query={conversas} />;
  if (conversas.data.length === 0) {
    return (
      <Paper withBorder radius="md" p="lg">
        <Text c="gray.7" ta="center">
          Nenhuma conversa ainda. Quando a empresa falar com você sobre uma carga, ela aparece aqui.
        </Text>
      </Paper>
    );
  }
  return (
    <Stack gap="sm" component="nav" aria-label="Minhas conversas">
      {conversas.data.map((conversa) => (
        <UnstyledButton
          key={conversa.id}
          onClick={() => onAbrir(conversa.id)}
          style={{ display: 'block', width: '100%' }}
        >
          <Paper withBorder radius="md" p="md">
            <Group justify="space-between" wrap="nowrap">
              <Text fw={700}>
                <VisuallyHidden>Conversa sobre a </VisuallyHidden>
                Carga {conversa.cargaCodigo}
              </Text>
              {conversa.naoLidas > 0 ? (
                <Badge color="red.8">
                  {conversa.naoLidas > 99 ? '99+' : conversa.naoLidas}
                  <VisuallyHidden> não lidas</VisuallyHidden>
                </Badge>
              ) : null}
            </Group>
            <Text size="sm" c="gray.7">
              {conversa.empresa}
            </Text>
            <Text size="sm" truncate>
              {conversa.ultimaMensagem ?? 'Sem mensagens'}
            </Text>
            {conversa.dhUltimaMensagem ? (
              <Text size="xs" c="gray.7">
                {formatDateTime(conversa.dhUltimaMensagem)}
              </Text>
            ) : null}
          </Paper>
        </UnstyledButton>
      ))}
    </Stack>
  );
}
