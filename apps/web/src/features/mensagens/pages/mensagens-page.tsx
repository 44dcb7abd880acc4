import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Input.css';
import {
  AutorMensagem,
  formatDateTime,
  MENSAGENS,
  type TConversaGrupo,
  type TConversaResumo,
} from '@embarca/domain';
import {
  Badge,
  Box,
  Button,
  Grid,
  Group,
  Pagination,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowLeft, IconArrowRight, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { apiRequest } from '../../../lib/api-client';
import { ConfirmModal, type TConfirmRequest } from '../../../lib/ui/confirm-modal';
import { deleteRequest } from '../../../lib/ui/confirm-requests';
import { QueryPending } from '../../../lib/ui/query-state';
import {
  buscarFotoDaMensagem,
  MENSAGENS_KEY,
  useConversaDetalhe,
  useConversas,
  useEnviarMensagem,
  useMarcarLidas,
} from '../api/mensagens-api';
import { ConversaThread } from '../components/conversa-thread';
import { NovaConversaModal } from '../components/nova-conversa-modal';
import { MENSAGENS_PATH } from '../mensagens.rules';

function ItemDaConversa({ conversa, ativa }: { conversa: TConversaResumo; ativa: boolean }) {
  return (
    <UnstyledButton
      component={Link}
      to={`${MENSAGENS_PATH}/${conversa.id}`}
      aria-current={ativa ? 'page' : undefined}
      p="xs"
      style={{
        display: 'block',
        borderRadius: 6,
        background: ativa ? 'var(--mantine-color-blue-0)' : undefined,
      }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" fw={conversa.naoLidas > 0 ? 700 : 500} truncate>
          <VisuallyHidden>Conversa com </VisuallyHidden>
          {conversa.motoristaNome}
        </Text>
        {conversa.naoLidas > 0 ? (
          <Badge color="red.8" size="sm" circle={conversa.naoLidas < 10}>
            {conversa.naoLidas > 99 ? '99+' : conversa.naoLidas}
            <VisuallyHidden> não lidas</VisuallyHidden>
          </Badge>
        ) : null}
      </Group>
      <Text size="xs" c="gray.7" truncate>
        {conversa.ultimaMensagem ?? 'Sem mensagens'}
      </Text>
      {conversa.dhUltimaMensagem ? (
        <Text size="xs" c="gray.7">
          {formatDateTime(conversa.dhUltimaMensagem)}
        </Text>
      ) : null}
    </UnstyledButton>
  );
}

function GrupoDaCarga({ grupo, conversaId }: { grupo: TConversaGrupo; conversaId?: string }) {
  return (
    <Paper withBorder radius="md" p="xs" component="section" aria-label={`Carga ${grupo.cargaCodigo}`}>
      <Group gap={6} wrap="nowrap" mb={4}>
        <Text fw={700} size="sm">
          Carga {grupo.cargaCodigo}
        </Text>
        {grupo.hasUnread ? (
          <Badge size="xs" color="red.8">
            Não lidas
          </Badge>
        ) : null}
      </Group>
      <Group gap={4} wrap="nowrap" mb={4}>
        <Text size="xs" c="gray.7" truncate>
          {grupo.origem ?? '—'}
        </Text>
        <IconArrowRight size={12} aria-hidden="true" />
        <Text size="xs" c="gray.7" truncate>
          {grupo.destino ?? '—'}
        </Text>
      </Group>
      <Stack gap={2}>
        {grupo.conversasMotorista.map((conversa) => (
          <ItemDaConversa key={conversa.id} conversa={conversa} ativa={conversa.id === conversaId} />
        ))}
      </Stack>
    </Paper>
  );
}

function Caixa({ conversaId }: { conversaId?: string }) {
  const [pagina, setPagina] = useState(1);
  const [texto, setTexto] = useState('');
  const [query] = useDebouncedValue(texto.trim(), 300);
  const conversas = useConversas((pagina - 1) * MENSAGENS.pageSize, query);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new search starts on the first page.
  useEffect(() => setPagina(1), [query]);
  const paginas = Math.max(1, Math.ceil((conversas.data?.total ?? 0) / MENSAGENS.pageSize));
  return (
    <Stack gap="sm">
      <TextInput
        aria-label="Pesquisar conversas"
        placeholder="Carga, motorista ou cidade"
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={texto}
        onChange={(event) => setTexto(event.currentTarget.value)}
      />
      {conversas.isPending || conversas.isError ? (
        <QueryPending query={conversas} />
      ) : conversas.data.items.length === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <Text c="gray.7" size="sm" ta="center">
            {query
              ? 'Nenhuma conversa encontrada.'
              : 'Nenhuma conversa ainda. Comece uma em "Nova conversa".'}
          </Text>
        </Paper>
      ) : (
        <Stack gap="xs" component="nav" aria-label="Conversas por carga">
          {conversas.data.items.map((grupo) => (
            <GrupoDaCarga key={grupo.id} grupo={grupo} conversaId={conversaId} />
          ))}
        </Stack>
      )}
      {paginas > 1 ? (
        <Pagination
          total={paginas}
          value={pagina}
          onChange={setPagina}
          size="sm"
          getControlProps={(control) => ({
            'aria-label':
              control === 'previous' ? 'Página anterior' : control === 'next' ? 'Próxima página' : control,
          })}
        />
      ) : null}
    </Stack>
  );
}

function Conversa({ id }: { id: string }) {
  const detalhe = useConversaDetalhe(id);
  const enviar = useEnviarMensagem(id);
  const lidas = useMarcarLidas();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const naoLidas = detalhe.data?.conversa.naoLidas ?? 0;
  const ultima = detalhe.data?.mensagens.at(-1)?.id;
  const [confirmacao, setConfirmacao] = useState<TConfirmRequest | null>(null);

  // Opening the conversation (and each new message while it is open) marks it read.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs per conversation and per new unread.
  useEffect(() => {
    if (detalhe.data && naoLidas > 0) lidas.mutate(id);
  }, [id, naoLidas, ultima]);

  if (detalhe.isPending || detalhe.isError) return <QueryPending query={detalhe} />;
  const { conversa, mensagens } = detalhe.data;

  const excluir = () =>
    setConfirmacao(
      deleteRequest({
        item: 'Conversa',
        name: `conversa com ${conversa.motoristaNome}`,
        run: async () => {
          await apiRequest(`/conversacarga/${id}`, { method: 'DELETE' });
          await queryClient.invalidateQueries({ queryKey: MENSAGENS_KEY });
          void navigate(MENSAGENS_PATH);
        },
      }),
    );

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-label={`Conversa com ${conversa.motoristaNome}`}
    >
      <Group justify="space-between" wrap="nowrap" mb="sm" align="flex-start">
        <div>
          <Title order={2} size="h4">
            {conversa.motoristaNome}
          </Title>
          <Text size="sm" c="gray.7">
            Carga {conversa.cargaCodigo} · {conversa.origem ?? '—'} → {conversa.destino ?? '—'}
          </Text>
        </div>
        <Group gap="xs" wrap="nowrap">
          <Button
            component={Link}
            to={MENSAGENS_PATH}
            variant="subtle"
            size="xs"
            hiddenFrom="md"
            leftSection={<IconArrowLeft size={14} aria-hidden="true" />}
          >
            Voltar
          </Button>
          <Button
            variant="subtle"
            color="red.9"
            c="red.9"
            size="xs"
            onClick={excluir}
            leftSection={<IconTrash size={14} aria-hidden="true" />}
          >
            Excluir
          </Button>
        </Group>
      </Group>
      <ConversaThread
        titulo={`Mensagens com ${conversa.motoristaNome}`}
        mensagens={mensagens}
        proprio={AutorMensagem.Usuario}
        buscarFoto={(mensagemId) => buscarFotoDaMensagem(mensagemId)}
        enviando={enviar.isPending}
        onEnviar={(envio) => enviar.mutateAsync(envio)}
      />
      <ConfirmModal request={confirmacao} onClose={() => setConfirmacao(null)} />
    </Paper>
  );
}

/**
 * /mensagens and /mensagens/:conversaId (01 §2; issue 20): the inbox grouped per load (10 a page, search
 * by load, driver or city, unread per conversation) beside the open conversation; on a phone one at a time.
 */
export function MensagensPage() {
  const { conversaId } = useParams();
  const [nova, setNova] = useState(false);
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h3">
          Mensagens
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setNova(true)}>
          Nova conversa
        </Button>
      </Group>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 4 }} display={{ base: conversaId ? 'none' : 'block', md: 'block' }}>
          <Caixa conversaId={conversaId} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          {conversaId ? (
            <Conversa key={conversaId} id={conversaId} />
          ) : (
            <Box visibleFrom="md">
              <Paper withBorder radius="md" p="xl">
                <Text c="gray.7" ta="center">
                  Escolha uma conversa para ver as mensagens.
                </Text>
              </Paper>
            </Box>
          )}
        </Grid.Col>
      </Grid>
      {nova ? <NovaConversaModal opened={nova} onClose={() => setNova(false)} /> : null}
    </Stack>
  );
}
