import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Button.css';
import { Button, Center, Loader, type MantineSpacing, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { describeApiError } from '../api-error-handler';

/** The loader of a section whose data has not arrived yet. */
export function SectionLoader({ py = 'lg' }: { py?: MantineSpacing }) {
  return (
    <Center py={py}>
      <Loader size="sm" aria-label="Carregando" />
    </Center>
  );
}

export interface QueryErrorProps {
  error: unknown;
  onRetry: () => void;
}

/** A section's read that failed: the generic handler's text (01 §8) and 'Tentar novamente'. */
export function QueryError({ error, onRetry }: QueryErrorProps) {
  return (
    <Stack gap="xs" align="flex-start" role="alert">
      <Text c="red.8">{describeApiError(error).message}</Text>
      <Button variant="light" onClick={onRetry}>
        Tentar novamente
      </Button>
    </Stack>
  );
}

/**
 * What a section shows until its query answers: the loader, or the failure with a retry. Used as
 * `if (query.isPending || query.isError) return <QueryPending query={query} />;`.
 */
export function QueryPending({
  query,
  py,
}: {
  query: UseQueryResult<unknown, unknown>;
  py?: MantineSpacing;
}) {
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  return <SectionLoader py={py} />;
}
