/**
 * pt-BR number inputs (Mantine NumberInput props): comma decimals, dot thousands. A minus sign is kept as
 * typed, so '-5' is refused with the field's message instead of silently becoming 5 (issue 16).
 */
export const NUMERO_BR = {
  decimalSeparator: ',',
  thousandSeparator: '.',
  allowNegative: true,
  hideControls: true,
} as const;

/** Whole numbers (quantities, minutes, axles, days). */
export const INTEIRO_BR = { ...NUMERO_BR, allowDecimal: false } as const;

/** BRL amounts: two decimals, 'R$ ' before. */
export const MOEDA_BR = { ...NUMERO_BR, decimalScale: 2, fixedDecimalScale: true, prefix: 'R$ ' } as const;
