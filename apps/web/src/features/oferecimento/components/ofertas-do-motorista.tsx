import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import { formatDateTime, formatWeight, type TOfertaDoMotorista } from '@embarca/domain';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmModal, type TConfirmRequest } from '../../../lib/ui/confirm-modal';
import { notifyApiError, notifyInfo } from '../../../lib/ui/notify';
import { QueryPending } from '../../../lib/ui/query-state';
import { motoristaRequest } from '../../frota/acesso-motorista/api/sessao-motorista';
import { moeda } from '../../tabela-frete/formato';

const chave = (token: string) => ['motorista', 'ofertas', token] as const;
const local = (ponto: { cidade: string | null; uf: string | null } | null) =>
  ponto?.cidade ? `${ponto.cidade}${ponto.uf ? `/${ponto.uf}` : ''}` : 'Local a definir';

/** The open offers of the driver's carriers that let drivers accept them (empty otherwise). */
export function useOfertasDoMotorista(token: string) {
  return useQuery({
    queryKey: chave(token),
    queryFn: ({ signal }) => motoristaRequest<TOfertaDoMotorista[]>('/ofertas', { token, signal }),
    refetchInterval: 30_000,
  });
}

/**
 * /motorista › Ofertas (issue 20): the offers the driver's carrier received, when the carrier lets its
 * drivers accept them; 'Aceitar pela transportadora' hires the carrier at the shipper's value (confirmed
 * first). Phone-first, like the rest of the driver's page.
 */
export function OfertasDoMotorista({ token }: { token: string }) {
  const ofertas = useOfertasDoMotorista(token);
  const queryClient = useQueryClient();
  const [pedido, setPedido] = useState<TConfirmRequest | null>(null);
  const aceitar = useMutation({
    mutationFn: (ofertaId: string) =>
      motoristaRequest<{ message: string }>(`/ofertas/${ofertaId}/aceitar`, { method: 'POST', token }),
    onSuccess: (resposta) => notifyInfo(resposta.message, 'teal'),
    onError: notifyApiError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['motorista'] }),
  });
  if (ofertas.isPending || ofertas.isError) return <QueryPending query={ofertas} />;
  if (ofertas.data.length === 0) {
    return (
      <Paper withBorder radius="md" p="lg">
        <Text size="sm">Nenhuma oferta aberta para a sua transportadora.</Text>
      </Paper>
    );
  }
  return (
    <Stack gap="sm" component="section" aria-label="Ofertas da transportadora">
      {ofertas.data.map((oferta) => (
        <Paper
          key={oferta.ofertaId}
          withBorder
          radius="md"
          p="md"
          component="article"
          aria-label={`Oferta da carga ${oferta.carga.codigo}`}
        >
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap">
              <Text fw={700}>Carga {oferta.carga.codigo}</Text>
              <Text fw={700}>{oferta.valorAlvo ? moeda(oferta.valorAlvo) : 'A combinar'}</Text>
            </Group>
            <Group gap={6} wrap="nowrap">
              <Text size="sm">{local(oferta.carga.origem)}</Text>
              <IconArrowRight size={14} aria-hidden="true" />
              <Text size="sm">{local(oferta.carga.destino)}</Text>
            </Group>
            <Text size="sm" c="gray.7">
              {oferta.carga.embarcador}
              {oferta.carga.peso ? ` · ${formatWeight(Number(oferta.carga.peso))}` : ''}
              {oferta.carga.origem?.dhPrevista
                ? ` · coleta ${formatDateTime(oferta.carga.origem.dhPrevista)}`
                : ''}
            </Text>
            <Text size="sm" c="gray.7">
              Responder até {oferta.prazoResposta ? formatDateTime(oferta.prazoResposta) : 'sem prazo'} ·{' '}
              {oferta.transportadora}
            </Text>
            <Button
              mt={4}
              fullWidth
              color="teal.9"
              loading={aceitar.isPending && aceitar.variables === oferta.ofertaId}
              disabled={!oferta.valorAlvo}
              onClick={() =>
                setPedido({
                  title: `Aceitar a carga ${oferta.carga.codigo}`,
                  message: `A carga será contratada para ${oferta.transportadora} por ${oferta.valorAlvo ? moeda(oferta.valorAlvo) : ''}.`,
                  confirmLabel: 'Aceitar',
                  onConfirm: () => aceitar.mutateAsync(oferta.ofertaId),
                })
              }
            >
              Aceitar pela transportadora
            </Button>
          </Stack>
        </Paper>
      ))}
      <ConfirmModal request={pedido} onClose={() => setPedido(null)} />
    </Stack>
  );
}
