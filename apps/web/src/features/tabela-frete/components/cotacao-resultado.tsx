import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Alert.css';
import { TABELA_FRETE_MESSAGES, type TCotacaoFreteResponse, type TPrecoDaTabela } from '@embarca/domain';
import { Alert, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ToneBadge } from '../../../lib/ui/status-badge';
import { dataIso, moeda, numero } from '../formato';
import { descricaoDoPiso, formulaDoPiso } from './composicao-preco';
import { nomeDoMunicipio } from './municipio-select';
import { PrecoCard } from './preco-card';

export const NENHUMA_TABELA = 'Nenhuma tabela de frete atende a esta rota.';

/** The prices cheapest first (then by table name), as the engine's `ordenarPrecos` ranks them. */
export function precosOrdenados(precos: readonly TPrecoDaTabela[]): TPrecoDaTabela[] {
  return [...precos].sort(
    (a, b) => Number(a.total) - Number(b.total) || a.tabelaNome.localeCompare(b.tabelaNome, 'pt-BR'),
  );
}

export interface CotacaoResultadoProps {
  resultado: TCotacaoFreteResponse;
  /** The axles asked: without them the ANTT floor is not computed. */
  eixos: number | null | undefined;
  /** Buttons above the prices ('Salvar cotação'). */
  acoes?: ReactNode;
  onCriarCarga?: (preco: TPrecoDaTabela) => void;
  /** The table whose load is being created (its button shows it is loading). */
  criandoCargaDe?: string | null;
}

/**
 * A quote's answer: the lane, the distance (said 'estimada' when estimated), the ANTT floor for the input
 * (table A) and the prices ranked, cheapest first — or the empty state when no table serves the lane.
 */
export function CotacaoResultado({
  resultado,
  eixos,
  acoes,
  onCriarCarga,
  criandoCargaDe,
}: CotacaoResultadoProps) {
  const precos = precosOrdenados(resultado.precos);
  const piso = resultado.pisoAntt;
  return (
    <Stack gap="md" component="section" aria-label="Resultado da cotação">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={2} size="h4">
            {nomeDoMunicipio(resultado.origem)} → {nomeDoMunicipio(resultado.destino)}
          </Title>
          <Group gap="xs">
            <Text size="sm">
              Distância: <strong>{numero(resultado.distanciaKm, 1)} km</strong>
            </Text>
            {resultado.distanciaEstimada && <ToneBadge color="gray">estimada</ToneBadge>}
            <Text size="sm" c="gray.7">
              · Data: {dataIso(resultado.data)}
            </Text>
          </Group>
        </Stack>
        {acoes}
      </Group>

      <Alert color="blue" variant="light" title="Piso mínimo ANTT" p="sm">
        {piso ? (
          <Stack gap={2}>
            <Text size="sm">
              <strong>{moeda(piso.valor)}</strong> — {descricaoDoPiso(piso)}
            </Text>
            <Text size="xs" c="gray.8">
              {formulaDoPiso(piso)}
            </Text>
          </Stack>
        ) : (
          <Text size="sm">
            {eixos ? TABELA_FRETE_MESSAGES.semCoeficienteAntt : 'Informe os eixos para calcular o piso ANTT.'}
          </Text>
        )}
      </Alert>

      {precos.length === 0 ? (
        <Text c="gray.7" role="status" ta="center" py="lg">
          {NENHUMA_TABELA}
        </Text>
      ) : (
        <Stack
          component="ol"
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label="Preços por tabela"
        >
          {precos.map((preco, indice) => (
            <PrecoCard
              key={`${preco.tabelaId}-${preco.linhaId}`}
              preco={preco}
              posicao={indice + 1}
              onCriarCarga={onCriarCarga}
              criandoCarga={criandoCargaDe === preco.tabelaId}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
