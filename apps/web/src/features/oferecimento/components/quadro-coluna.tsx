import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Badge.css';
import { Badge, Group, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './oferecimento.module.css';

export const COLUNA_VAZIA = 'Nenhuma carga';

export interface QuadroColunaProps<T> {
  id: string;
  titulo: string;
  total: number;
  cards: readonly T[];
  carregando: boolean;
  chave: (card: T) => string;
  renderCard: (card: T) => ReactNode;
}

/** One kanban column: the title with its count, the cards (buttons), skeletons while loading, the empty text. */
export function QuadroColuna<T>({
  id,
  titulo,
  total,
  cards,
  carregando,
  chave,
  renderCard,
}: QuadroColunaProps<T>) {
  const tituloId = `coluna-${id}`;
  return (
    <section className={classes.coluna} aria-labelledby={tituloId} data-etapa={id}>
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Title order={2} size="h5" id={tituloId}>
          {titulo}
        </Title>
        <Badge variant="filled" color="gray.8" tt="none" data-total={total}>
          {total}
          <VisuallyHidden>{total === 1 ? ' carga' : ' cargas'}</VisuallyHidden>
        </Badge>
      </Group>
      {carregando ? (
        <Stack gap="xs" aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={110} radius="sm" />
          ))}
        </Stack>
      ) : cards.length === 0 ? (
        <Text size="sm" c="gray.7">
          {COLUNA_VAZIA}
        </Text>
      ) : (
        <ul className={classes.cards} aria-labelledby={tituloId}>
          {cards.map((card) => (
            <li key={chave(card)}>{renderCard(card)}</li>
          ))}
        </ul>
      )}
      {!carregando && total > cards.length && (
        <Text size="xs" c="gray.7" mt="xs">
          Mostrando {cards.length} de {total}: refine a busca.
        </Text>
      )}
    </section>
  );
}
