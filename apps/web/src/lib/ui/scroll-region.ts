import type { ScrollAreaProps } from '@mantine/core';

/**
 * Props of a table's scroll container (`<Table.ScrollContainer scrollAreaProps={scrollRegion(label)}>`):
 * its viewport becomes a named, focusable region, so a keyboard user can scroll a table wider than the
 * drawer with the arrow keys (WCAG 2.1.1; axe `scrollable-region-focusable`, serious). The label is the
 * table's own.
 */
export function scrollRegion(label: string): ScrollAreaProps {
  return { viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label } };
}
