import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/VisuallyHidden.css';
import {
  formatDateTime,
  MONITORAMENTO_MESSAGES,
  NOME_TOKEN_MAX,
  requiredMessage,
  type TTokenIntegracaoCriado,
} from '@embarca/domain';
import {
  Alert,
  Badge,
  Button,
  Code,
  CopyButton,
  Drawer,
  Group,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { ConfirmModal, type TConfirmRequest } from '../../../../lib/ui/confirm-modal';
import { notifyApiError, notifyInfo } from '../../../../lib/ui/notify';
import { QueryPending } from '../../../../lib/ui/query-state';
import {
  useCriarTokenIntegracao,
  useRevogarTokenIntegracao,
  useTokensIntegracao,
} from '../api/use-monitoramento';

/**
 * The company's integration tokens (administrators): a tracker gateway sends positions to
 * POST /api/frota/posicoes with `Authorization: Bearer <token>`. The whole token is shown once, right after
 * it is created; the list shows its prefix, when it was last used and whether it was revoked.
 */
export function IntegracoesDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const tokens = useTokensIntegracao(opened);
  const criar = useCriarTokenIntegracao();
  const revogar = useRevogarTokenIntegracao();
  const [nome, setNome] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const [criado, setCriado] = useState<TTokenIntegracaoCriado | null>(null);
  const [revogando, setRevogando] = useState<string | null>(null);
  const [confirmacao, setConfirmacao] = useState<TConfirmRequest | null>(null);

  const enviar = (event: FormEvent) => {
    event.preventDefault();
    if (!nome.trim()) {
      setErro(requiredMessage('Nome'));
      return;
    }
    setErro(null);
    criar.mutate(nome.trim(), {
      onSuccess: (answer) => {
        setCriado(answer);
        setNome('');
        notifyInfo(answer.message, 'green');
      },
      onError: notifyApiError,
    });
  };

  const fechar = () => {
    setCriado(null);
    setErro(null);
    onClose();
  };

  return (
    <Drawer
      opened={opened}
      onClose={fechar}
      position="right"
      size="lg"
      title="Integrações"
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      <Stack gap="md">
        <Text size="sm">
          Rastreadores e sistemas de gerenciamento de risco enviam as posições dos veículos para{' '}
          <Code>POST /api/frota/posicoes</Code> com o cabeçalho{' '}
          <Code>Authorization: Bearer &lt;token&gt;</Code>.
        </Text>
        <form onSubmit={enviar} noValidate>
          <Group align="flex-end" wrap="wrap">
            <TextInput
              label="Nome do token"
              description="Para reconhecer a integração (ex.: Rastreador Omnilink)"
              value={nome}
              onChange={(event) => setNome(event.currentTarget.value)}
              maxLength={NOME_TOKEN_MAX}
              error={erro}
              required
              style={{ flex: 1, minWidth: 220 }}
            />
            <Button type="submit" loading={criar.isPending}>
              Criar token
            </Button>
          </Group>
        </form>
        {criado && (
          <Alert color="green" title="Token criado" role="status">
            <Stack gap="xs">
              <Text size="sm">Copie o token agora: ele não será exibido novamente.</Text>
              <Code block data-testid="token-criado">
                {criado.token}
              </Code>
              <CopyButton value={criado.token}>
                {({ copied, copy }) => (
                  <Button size="xs" variant="light" onClick={copy}>
                    {copied ? 'Copiado' : 'Copiar token'}
                  </Button>
                )}
              </CopyButton>
            </Stack>
          </Alert>
        )}
        <Title order={2} size="h4">
          Tokens da empresa
        </Title>
        {tokens.isPending || tokens.isError ? (
          <QueryPending query={tokens} />
        ) : tokens.data.length === 0 ? (
          <Text c="gray.7" size="sm">
            Nenhum token criado.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={520}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Nome</Table.Th>
                  <Table.Th>Prefixo</Table.Th>
                  <Table.Th>Último uso</Table.Th>
                  <Table.Th>Situação</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Ações</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {tokens.data.map((token) => (
                  <Table.Tr key={token.id}>
                    <Table.Td>{token.nome}</Table.Td>
                    <Table.Td>
                      <Code>{token.prefixo}…</Code>
                    </Table.Td>
                    <Table.Td>{token.ultimoUsoEm ? formatDateTime(token.ultimoUsoEm) : 'Nunca'}</Table.Td>
                    <Table.Td>
                      {token.revogadoEm ? (
                        <Badge color="gray" variant="light">
                          Revogado
                        </Badge>
                      ) : (
                        <Badge color="green" variant="light">
                          Ativo
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {!token.revogadoEm && (
                        <Button
                          size="xs"
                          color="red"
                          variant="subtle"
                          loading={revogar.isPending && revogando === token.id}
                          aria-label={`Revogar o token ${token.nome}`}
                          onClick={() =>
                            setConfirmacao({
                              title: 'Revogar token',
                              message: `Revogar o token "${token.nome}"? As integrações que o usam deixam de enviar posições.`,
                              confirmLabel: 'Revogar',
                              danger: true,
                              onConfirm: () => {
                                setRevogando(token.id);
                                return revogar
                                  .mutateAsync(token.id)
                                  .then(
                                    () => notifyInfo(MONITORAMENTO_MESSAGES.tokenRevogado, 'green'),
                                    notifyApiError,
                                  );
                              },
                            })
                          }
                        >
                          Revogar
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <ConfirmModal request={confirmacao} onClose={() => setConfirmacao(null)} />
    </Drawer>
  );
}
