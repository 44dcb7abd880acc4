import {
  COMPORTAMENTO_OFERECIMENTO_LABELS,
  enumLabel,
  type TCardOferecimento,
  type TCardOfertaRecebida,
  TIPO_OFERTA_LABELS,
} from '@embarca/domain';
import { Group, Stack, Text } from '@mantine/core';
import { ToneBadge } from '../../../lib/ui/status-badge';
import { moeda, peso } from '../../tabela-frete/formato';
import { coletaDaCarga, rotaDaCarga } from './formato-oferta';
import classes from './oferecimento.module.css';
import { SituacaoOfertaBadge } from './oferta-negociacao';
import { PrazoTexto } from './prazo-texto';

function Linha({ children }: { children: React.ReactNode }) {
  return (
    <Text size="xs" c="gray.8">
      {children}
    </Text>
  );
}

function DadosDaCarga({ carga }: { carga: TCardOferecimento['carga'] }) {
  const detalhes = [
    coletaDaCarga(carga) && `Coleta ${coletaDaCarga(carga)}`,
    peso(carga.peso),
    carga.tipoVeiculo,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <>
      <Text size="sm">{rotaDaCarga(carga)}</Text>
      {detalhes && <Linha>{detalhes}</Linha>}
    </>
  );
}

/** The card's title: a button whose click area covers the whole card (the card's other texts stay plain). */
function AbrirCard({ codigo, onAbrir }: { codigo: number; onAbrir: () => void }) {
  return (
    <h3 className={classes.cardTitulo}>
      <button type="button" className={classes.abrir} onClick={onAbrir}>
        Carga {codigo}
      </button>
    </h3>
  );
}

/** A shipper board card: the load, its behaviour, each carrier's offer, the best proposal and the nearest deadline. */
export function CardOferecimento({ card, onAbrir }: { card: TCardOferecimento; onAbrir: () => void }) {
  // The tender's behaviour, else the one the load's characteristic would use.
  const comportamento = card.comportamento ?? card.carga.caracteristica?.comportamentoOferecimento ?? null;
  return (
    <article className={classes.card} aria-label={`Carga ${card.carga.codigo}`}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <AbrirCard codigo={card.carga.codigo} onAbrir={onAbrir} />
          {comportamento && (
            <ToneBadge color="indigo">
              {enumLabel(COMPORTAMENTO_OFERECIMENTO_LABELS, comportamento)}
            </ToneBadge>
          )}
        </Group>
        <DadosDaCarga carga={card.carga} />
        {card.ofertas.length > 0 && (
          <Stack gap={2}>
            {card.ofertas.map((oferta) => (
              <Group key={oferta.id} gap={6} wrap="nowrap" justify="space-between">
                <Text size="xs" truncate="end">
                  {oferta.transportadora}
                </Text>
                <SituacaoOfertaBadge situacao={oferta.situacao} />
              </Group>
            ))}
          </Stack>
        )}
        {card.melhorProposta && <Linha>Melhor proposta: {moeda(card.melhorProposta)}</Linha>}
        {card.prazoMaisProximo && (
          <Group gap={4} wrap="nowrap">
            <Linha>Prazo:</Linha>
            <PrazoTexto prazo={card.prazoMaisProximo} size="xs" />
          </Group>
        )}
      </Stack>
    </article>
  );
}

/** A carrier board card: one offer it received — the load, the shipper's value, its own proposal, the deadline. */
export function CardOfertaRecebida({ card, onAbrir }: { card: TCardOfertaRecebida; onAbrir: () => void }) {
  return (
    <article className={classes.card} aria-label={`Carga ${card.carga.codigo}`}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <AbrirCard codigo={card.carga.codigo} onAbrir={onAbrir} />
          <SituacaoOfertaBadge situacao={card.situacao} />
        </Group>
        <Linha>
          {card.carga.embarcador} · {enumLabel(TIPO_OFERTA_LABELS, card.tipo)}
        </Linha>
        <DadosDaCarga carga={card.carga} />
        {card.valorAlvo && <Linha>Valor do embarcador: {moeda(card.valorAlvo)}</Linha>}
        {card.valorProposto && <Linha>Sua proposta: {moeda(card.valorProposto)}</Linha>}
        {card.vez === 'transportadora' && card.prazoResposta && (
          <Group gap={4} wrap="nowrap">
            <Linha>Responder:</Linha>
            <PrazoTexto prazo={card.prazoResposta} size="xs" />
          </Group>
        )}
      </Stack>
    </article>
  );
}
