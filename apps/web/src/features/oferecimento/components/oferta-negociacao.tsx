import '@mantine/core/styles/Paper.css';
import {
  enumLabel,
  formatDateTime,
  SITUACAO_OFERTA_CARGA_LABELS,
  SituacaoOfertaCarga,
  TIPO_OFERTA_LABELS,
  type TOfertaCarga,
} from '@embarca/domain';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { ToneBadge } from '../../../lib/ui/status-badge';
import { moeda } from '../../tabela-frete/formato';
import type { TLadoOferta } from '../oferecimento-web.rules';
import { AcoesDaOferta } from './acoes-da-oferta';
import { SEM_VALOR } from './formato-oferta';
import { PrazoTexto } from './prazo-texto';
import { PropostasLista } from './propostas-lista';

/** The colour of an offer's situacao (badges of cards and drawers). */
export const COR_DA_SITUACAO_OFERTA: Record<number, string> = {
  [SituacaoOfertaCarga.Ofertada]: 'blue',
  [SituacaoOfertaCarga.Contraproposta]: 'orange',
  [SituacaoOfertaCarga.Contratada]: 'teal',
  [SituacaoOfertaCarga.Recusada]: 'red',
  [SituacaoOfertaCarga.Cancelada]: 'gray',
  [SituacaoOfertaCarga.Expirada]: 'gray',
};

export function SituacaoOfertaBadge({ situacao }: { situacao: number }) {
  return (
    <ToneBadge color={COR_DA_SITUACAO_OFERTA[situacao] ?? 'gray'}>
      {enumLabel(SITUACAO_OFERTA_CARGA_LABELS, situacao) || String(situacao)}
    </ToneBadge>
  );
}

export interface OfertaNegociacaoProps {
  oferta: TOfertaCarga;
  lado: TLadoOferta;
  /** The heading level of the carrier's name (h3 in a drawer with an h2 section). */
  nivel?: 3 | 4;
}

/**
 * One offer with its negotiation: the carrier (shipper side) or the shipper's value (carrier side), the
 * situacao, the values, the deadline, the thread and the answers the turn allows.
 */
export function OfertaNegociacao({ oferta, lado, nivel = 3 }: OfertaNegociacaoProps) {
  const nome = oferta.transportadora.nome;
  const titulo = lado === 'embarcador' ? nome : 'Sua negociação';
  return (
    <Paper withBorder p="sm" radius="sm" component="section" aria-label={`Oferta: ${titulo}`}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={0}>
            <Title order={nivel} size="h5">
              {titulo}
            </Title>
            <Text size="xs" c="gray.7">
              {enumLabel(TIPO_OFERTA_LABELS, oferta.tipo)}
              {oferta.rodada ? ` · rodada ${oferta.rodada}` : ''} · ofertada em{' '}
              {formatDateTime(oferta.ofertadaEm)}
            </Text>
          </Stack>
          <SituacaoOfertaBadge situacao={oferta.situacao} />
        </Group>
        <Group gap="lg" wrap="wrap">
          <Stack gap={0}>
            <Text size="xs" c="gray.7">
              Valor do embarcador
            </Text>
            <Text size="sm" fw={600}>
              {moeda(oferta.valorAlvo) || SEM_VALOR}
            </Text>
          </Stack>
          <Stack gap={0}>
            <Text size="xs" c="gray.7">
              Proposta da transportadora
            </Text>
            <Text size="sm" fw={600}>
              {moeda(oferta.valorProposto) || SEM_VALOR}
            </Text>
          </Stack>
          {oferta.vez && oferta.prazoResposta && (
            <Stack gap={0}>
              <Text size="xs" c="gray.7">
                Prazo de resposta
              </Text>
              <PrazoTexto prazo={oferta.prazoResposta} />
            </Stack>
          )}
        </Group>
        {oferta.vez && (
          <Text size="xs" c="gray.8">
            {oferta.vez === lado
              ? 'Aguardando sua resposta.'
              : lado === 'embarcador'
                ? 'Aguardando a transportadora.'
                : 'Aguardando o embarcador.'}
          </Text>
        )}
        {oferta.observacao && (
          <Text size="sm">
            <Text span size="xs" c="gray.7">
              Observação:{' '}
            </Text>
            {oferta.observacao}
          </Text>
        )}
        {oferta.motivoRecusa && (
          <Text size="sm">
            <Text span size="xs" c="gray.7">
              Motivo da recusa:{' '}
            </Text>
            {oferta.motivoRecusa}
          </Text>
        )}
        <PropostasLista
          propostas={oferta.propostas}
          rotulo={lado === 'embarcador' ? `Negociação com ${nome}` : 'Negociação'}
        />
        <AcoesDaOferta oferta={oferta} lado={lado} nome={lado === 'embarcador' ? nome : undefined} />
      </Stack>
    </Paper>
  );
}
