import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ToneBadgeProps {
  /** A theme colour name ('teal', 'red', 'gray', …). */
  color: string;
  children: ReactNode;
}

/** Colours whose darkest shade is still too light for white text (yellow.9 #e67700: 3.0:1); black reads. */
const TEXTO_ESCURO = new Set(['yellow', 'lime', 'orange', 'green']);

/**
 * A badge whose text keeps a WCAG AA contrast on white and on striped/hovered table rows (DESIGN.md §5):
 * white text on the colour's darkest shade, black on the light ones.
 */
export function ToneBadge({ color, children }: ToneBadgeProps) {
  return (
    <Badge
      variant="filled"
      color={`${color}.9`}
      c={TEXTO_ESCURO.has(color) ? 'black' : undefined}
      tt="none"
      maw="none"
      style={{ flexShrink: 0 }}
    >
      {children}
    </Badge>
  );
}

export interface StatusBadgeProps {
  ativo: boolean;
  /** Overrides the text (e.g. 'Bloqueado'). */
  label?: string;
  color?: string;
}

/** Ativo / Inativo (01 §4) as a badge. */
export function StatusBadge({ ativo, label, color }: StatusBadgeProps) {
  return (
    <ToneBadge color={color ?? (ativo ? 'teal' : 'gray')}>{label ?? (ativo ? 'Ativo' : 'Inativo')}</ToneBadge>
  );
}
