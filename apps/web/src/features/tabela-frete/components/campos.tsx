import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Input.css';
import '@mantine/dates/styles.css';
import 'dayjs/locale/pt-br';
import {
  enumOptions,
  MODALIDADE_LABELS,
  Modalidade,
  parseBrDate,
  TIPO_CARGA_ANTT_LABELS,
  TipoCargaAntt,
  TipoLookup,
} from '@embarca/domain';
import { DateInput } from '@mantine/dates';
import type { ReactNode } from 'react';
import { useLookupItens } from '../../frota/veiculos/api/use-lookup-itens';
import classes from './campos.module.css';

export { INTEIRO_BR, MOEDA_BR, NUMERO_BR } from '../../../lib/ui/numero-br';

/** The selects' options as text values. */
const comoTexto = <T extends string | number>(opcoes: { value: T; label: string }[]) =>
  opcoes.map(({ value, label }) => ({ value: String(value), label }));

export const MODALIDADE_OPTIONS = comoTexto(enumOptions(Modalidade, MODALIDADE_LABELS));
export const TIPO_CARGA_ANTT_OPTIONS = comoTexto(enumOptions(TipoCargaAntt, TIPO_CARGA_ANTT_LABELS));

/** The company's vehicle types (lookup TipoVeiculo) as select options; a stored one no longer active shows its code. */
export function useTiposVeiculo(atual?: string | null) {
  const itens = useLookupItens(TipoLookup.TipoVeiculo);
  const data = (itens.data ?? []).map((item) => ({ value: String(item.valor), label: item.texto }));
  if (atual && !data.some((item) => item.value === atual))
    data.push({ value: atual, label: `Código ${atual}` });
  return { data, carregando: itens.isPending };
}

export interface DataBrInputProps {
  label: string;
  /** 'yyyy-MM-dd' or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  error?: ReactNode;
  withAsterisk?: boolean;
  clearable?: boolean;
  disabled?: boolean;
}

/**
 * The calendar's arrows in pt-BR: Mantine leaves them without an accessible name (axe: button-name), and
 * the calendar opens as soon as the field takes the focus (Tab from 'Vigência de' into 'Vigência até').
 * The level button ('novembro 2026') keeps its visible text as its name.
 */
const ROTULOS_DO_CALENDARIO = {
  previousMonth: 'Mês anterior',
  nextMonth: 'Próximo mês',
  previousYear: 'Ano anterior',
  nextYear: 'Próximo ano',
  previousDecade: 'Década anterior',
  nextDecade: 'Próxima década',
} as const;

/** Readable weekday initials and weekend days (campos.module.css). */
const CLASSES_DO_CALENDARIO = { weekday: classes.diaDaSemana, day: classes.dia };

/** A calendar date typed as 'dd/MM/aaaa' (or picked from the calendar), kept as 'yyyy-MM-dd'. */
export function DataBrInput({
  label,
  value,
  onChange,
  error,
  withAsterisk,
  clearable = false,
  disabled,
}: DataBrInputProps) {
  return (
    <DateInput
      label={label}
      withAsterisk={withAsterisk}
      valueFormat="DD/MM/YYYY"
      dateParser={(texto) => parseBrDate(texto)}
      locale="pt-br"
      placeholder="dd/mm/aaaa"
      clearable={clearable && !disabled}
      clearButtonProps={{ 'aria-label': `Limpar ${label.toLowerCase()}` }}
      disabled={disabled}
      value={value}
      error={error}
      popoverProps={{ withinPortal: true }}
      ariaLabels={ROTULOS_DO_CALENDARIO}
      classNames={CLASSES_DO_CALENDARIO}
      // The neighbouring months' days are drawn at 1.7:1: left out.
      hideOutsideDates
      onChange={(next) => onChange(next ? String(next).slice(0, 10) : null)}
    />
  );
}
