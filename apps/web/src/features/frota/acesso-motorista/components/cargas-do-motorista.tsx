import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/UnstyledButton.css';
import {
  formatDateTime,
  formatPlate,
  formatWeight,
  type TCargaDoMotorista,
  type TCargaDoMotoristaDetalhe,
} from '@embarca/domain';
import { Button, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconTruck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { QueryPending } from '../../../../lib/ui/query-state';
import { ToneBadge } from '../../../../lib/ui/status-badge';
import { motoristaRequest } from '../api/sessao-motorista';
import { CompartilharLocalizacao } from './compartilhar-localizacao';

const local = (ponto: { cidade: string | null; uf: string | null } | null) =>
  ponto?.cidade ? `${ponto.cidade}${ponto.uf ? `/${ponto.uf}` : ''}` : 'Local a definir';

const quando = (value: string | null) => (value ? formatDateTime(value) : 'a definir');

function SituacaoBadge({ carga }: { carga: TCargaDoMotorista }) {
  return (
    <ToneBadge color={carga.emAndamento ? 'blue' : carga.situacao === 1 ? 'gray' : 'teal'}>
      {carga.situacaoTexto}
    </ToneBadge>
  );
}

function CartaoDaCarga({ carga, onAbrir }: { carga: TCargaDoMotorista; onAbrir: () => void }) {
  return (
    <UnstyledButton onClick={onAbrir} style={{ display: 'block', width: '100%' }}>
      <Paper withBorder radius="md" p="md">
        <Stack gap={6}>
          <Group justify="space-between" wrap="nowrap">
            <Text fw={700}>Carga {carga.codigo}</Text>
            <SituacaoBadge carga={carga} />
          </Group>
          <Group gap={6} wrap="nowrap">
            <Text size="sm">{local(carga.origem)}</Text>
            <IconArrowRight size={14} aria-hidden="true" />
            <Text size="sm">{local(carga.destino)}</Text>
          </Group>
          <Text size="sm" c="gray.7">
            Coleta: {quando(carga.dhColeta)} · Entrega: {quando(carga.dhEntrega)}
          </Text>
          <Group gap={6} justify="space-between">
            <Text size="sm" c="gray.7">
              {carga.placa ? `Veículo ${formatPlate(carga.placa)}` : 'Veículo a definir'}
            </Text>
            <Text size="xs" c="gray.7">
              {carga.empresa}
            </Text>
          </Group>
        </Stack>
      </Paper>
    </UnstyledButton>
  );
}

/** The driver's loads: in progress first, then the next ones, then the earlier ones. */
export function ListaDeCargas({ token, onAbrir }: { token: string; onAbrir: (id: string) => void }) {
  const cargas = useQuery({
    queryKey: ['motorista', 'cargas', token],
    queryFn: ({ signal }) => motoristaRequest<TCargaDoMotorista[]>('/cargas', { token, signal }),
  });
  const grupos = [
    { titulo: 'Em andamento', itens: (cargas.data ?? []).filter((c) => c.emAndamento) },
    { titulo: 'Próximas', itens: (cargas.data ?? []).filter((c) => !c.emAndamento && c.situacao === 1) },
    { titulo: 'Anteriores', itens: (cargas.data ?? []).filter((c) => !c.emAndamento && c.situacao !== 1) },
  ].filter((grupo) => grupo.itens.length > 0);
  if (cargas.isPending || cargas.isError) return <QueryPending query={cargas} />;
  if (cargas.data.length === 0) {
    return (
      <Paper withBorder radius="md" p="lg">
        <Text c="gray.7">Nenhuma carga alocada a você por enquanto.</Text>
      </Paper>
    );
  }
  return (
    <Stack gap="lg">
      {grupos.map((grupo) => (
        <section key={grupo.titulo} aria-label={grupo.titulo}>
          <Title order={2} size="h4" mb="xs">
            {grupo.titulo}
          </Title>
          <Stack gap="sm">
            {grupo.itens.map((carga) => (
              <CartaoDaCarga key={carga.id} carga={carga} onAbrir={() => onAbrir(carga.id)} />
            ))}
          </Stack>
        </section>
      ))}
    </Stack>
  );
}

const TIPO_DO_PONTO: Record<number, string> = { 1: 'Coleta', 2: 'Parada', 3: 'Entrega' };

/** One load: its route, dates, vehicle and contact. */
export function DetalheDaCarga({ token, id, onVoltar }: { token: string; id: string; onVoltar: () => void }) {
  const carga = useQuery({
    queryKey: ['motorista', 'carga', token, id],
    queryFn: ({ signal }) => motoristaRequest<TCargaDoMotoristaDetalhe>(`/cargas/${id}`, { token, signal }),
  });
  return (
    <Stack gap="md">
      <Button
        variant="subtle"
        leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
        onClick={onVoltar}
        w="fit-content"
        px={0}
      >
        Voltar às cargas
      </Button>
      {carga.isPending || carga.isError ? (
        <QueryPending query={carga} />
      ) : (
        <DadosDaCarga token={token} data={carga.data} />
      )}
    </Stack>
  );
}

function DadosDaCarga({ token, data }: { token: string; data: TCargaDoMotoristaDetalhe }) {
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} size="h3">
          Carga {data.codigo}
        </Title>
        <SituacaoBadge carga={data} />
      </Group>
      <Text size="sm" c="gray.7">
        {data.empresa}
      </Text>
      <Paper withBorder radius="md" p="md">
        <Stack gap={4}>
          <Group gap={6}>
            <IconTruck size={16} aria-hidden="true" />
            <Text size="sm">{data.placa ? `Veículo ${formatPlate(data.placa)}` : 'Veículo a definir'}</Text>
          </Group>
          {data.peso !== null ? <Text size="sm">Peso: {formatWeight(data.peso)}</Text> : null}
          {data.quantidade !== null ? (
            <Text size="sm">
              Quantidade: {data.quantidade}
              {data.acondicionamento ? ` (${data.acondicionamento})` : ''}
            </Text>
          ) : null}
          {data.contato ? (
            <Text size="sm">
              Contato: {data.contato}
              {data.telefoneContato ? ` · ${data.telefoneContato}` : ''}
            </Text>
          ) : null}
        </Stack>
      </Paper>
      <section aria-label="Rota">
        <Title order={3} size="h4" mb="xs">
          Rota
        </Title>
        <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {data.rota.map((ponto) => (
            <Paper key={ponto.ordem} component="li" withBorder radius="md" p="sm">
              <Text size="sm" fw={600}>
                {ponto.ordem}. {TIPO_DO_PONTO[ponto.rota] ?? 'Parada'}: {local(ponto)}
              </Text>
              {ponto.localidade ? (
                <Text size="sm" c="gray.7">
                  {ponto.localidade}
                </Text>
              ) : null}
              <Text size="sm" c="gray.7">
                Previsto: {quando(ponto.dhPrevista)}
                {ponto.dhRealizada ? ` · Realizado: ${formatDateTime(ponto.dhRealizada)}` : ''}
              </Text>
            </Paper>
          ))}
        </Stack>
      </section>
      {data.emAndamento && data.placa ? <CompartilharLocalizacao token={token} cargaId={data.id} /> : null}
    </Stack>
  );
}
