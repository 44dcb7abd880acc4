import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Button.css';
import { MODALIDADE_LABELS, type TPrecoDaTabela } from '@embarca/domain';
import { Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconTruckDelivery } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { ToneBadge } from '../../../lib/ui/status-badge';
import { moeda, numero, peso } from '../formato';
import { tabelaDoPreco, transportadoraDoPreco } from '../preco';
import { ComposicaoPreco } from './composicao-preco';

const prazo = (dias: number | null) => (dias === null ? '—' : `${dias} ${dias === 1 ? 'dia' : 'dias'}`);

export interface PrecoCardProps {
  preco: TPrecoDaTabela;
  /** 1 = the cheapest. */
  posicao: number;
  /** 'Criar carga' with this price; absent when the session may not register loads. */
  onCriarCarga?: (preco: TPrecoDaTabela) => void;
  criandoCarga?: boolean;
}

/**
 * One table's price in the ranking: carrier, table and version, total, lead time, R$/kg and R$/m³, taxable
 * weight, the ANTT floor flags and the components on demand.
 */
export function PrecoCard({ preco, posicao, onCriarCarga, criandoCarga = false }: PrecoCardProps) {
  const [aberto, setAberto] = useState(false);
  const composicaoId = useId();
  const titulo = `${posicao}º ${transportadoraDoPreco(preco)} — ${tabelaDoPreco(preco)}`;
  return (
    <Paper component="li" withBorder p="md" radius="md" aria-label={titulo}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2}>
            <Text fw={700}>
              {posicao}º {transportadoraDoPreco(preco)}
            </Text>
            <Text size="sm" c="gray.7">
              {tabelaDoPreco(preco)} · {MODALIDADE_LABELS[preco.modalidade]}
            </Text>
          </Stack>
          <Stack gap={0} align="flex-end">
            <Text fw={700} size="xl" data-testid="total-do-preco">
              {moeda(preco.total)}
            </Text>
            <Text size="xs" c="gray.7">
              Total
            </Text>
          </Stack>
        </Group>
        <Text size="sm">
          Prazo: {prazo(preco.prazoDias)} · R$/kg: {numero(preco.precoPorKg, 4) || '—'} · R$/m³:{' '}
          {numero(preco.precoPorM3, 2) || '—'} · Peso taxado: {peso(preco.pesoTaxadoKg)}
        </Text>
        {(preco.abaixoDoPiso || preco.bloqueadaPeloPiso) && (
          <Group gap="xs">
            {preco.abaixoDoPiso && <ToneBadge color="orange">Abaixo do piso ANTT</ToneBadge>}
            {preco.bloqueadaPeloPiso && <ToneBadge color="red">Não ofertável (abaixo do piso)</ToneBadge>}
            {preco.abaixoDoPiso && preco.piso && (
              <Text size="sm" c="red.8">
                Piso {moeda(preco.piso.valor)} · diferença {moeda(preco.diferencaParaPiso)}
              </Text>
            )}
          </Group>
        )}
        <Group gap="xs">
          <Button
            variant="subtle"
            size="xs"
            aria-expanded={aberto}
            aria-controls={composicaoId}
            leftSection={
              aberto ? (
                <IconChevronUp size={14} aria-hidden="true" />
              ) : (
                <IconChevronDown size={14} aria-hidden="true" />
              )
            }
            onClick={() => setAberto((atual) => !atual)}
          >
            {aberto ? 'Ocultar composição' : 'Ver composição'}
          </Button>
          {onCriarCarga && (
            <Button
              variant="light"
              size="xs"
              leftSection={<IconTruckDelivery size={14} aria-hidden="true" />}
              onClick={() => onCriarCarga(preco)}
              loading={criandoCarga}
              disabled={preco.bloqueadaPeloPiso}
              aria-label={`Criar carga com ${tabelaDoPreco(preco)}`}
            >
              Criar carga
            </Button>
          )}
        </Group>
        <Box id={composicaoId} hidden={!aberto}>
          {aberto && (
            <ComposicaoPreco preco={preco} rotulo={`Composição do preço de ${tabelaDoPreco(preco)}`} />
          )}
        </Box>
      </Stack>
    </Paper>
  );
}
