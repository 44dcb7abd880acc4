import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The bar at the bottom of a form drawer that stays in view while the form scrolls (issue 16 item 9): its
 * actions (Cancelar / Salvar) and what they report. Full width of the drawer's body, above the fields it
 * overlaps. FormDrawer's content keeps `scrollPaddingBottom` so a focused field is never under it.
 */
export function RodapeFixo({ children }: { children: ReactNode }) {
  return (
    <Box
      pos="sticky"
      bottom={0}
      mt="md"
      mx="calc(var(--mantine-spacing-md) * -1)"
      px="md"
      py="sm"
      bg="var(--mantine-color-body)"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)', zIndex: 2 }}
    >
      {children}
    </Box>
  );
}
