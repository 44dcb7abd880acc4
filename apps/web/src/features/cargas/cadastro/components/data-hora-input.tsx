import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Input.css';
import '@mantine/dates/styles.css';
import 'dayjs/locale/pt-br';
import { DateInput } from '@mantine/dates';
import { type ReactNode, useRef } from 'react';
import { dataHoraDigitadaInvalida, lerDataHoraBr } from '../data-hora';

export interface DataHoraInputProps {
  label: string;
  /** 'YYYY-MM-DD HH:mm:ss' (São Paulo wall clock), the text typed when it is not a real date, or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  error?: ReactNode;
  withAsterisk?: boolean;
  disabled?: boolean;
}

const HORA = /\s(\d{2}:\d{2}:\d{2})$/;

/**
 * A planned date-time typed as 'dd/MM/yyyy HH:mm' (or picked from the calendar). A day picked in the
 * calendar keeps the time already typed (the calendar gives a day without a time: 00:00 when none).
 * A text that is not a real date ('31/02/2026 10:00') stays as typed and is given to `onChange` on blur
 * (the form then says 'Informe uma data válida.'); the calendar keeps the last real date meanwhile.
 */
export function DataHoraInput({ label, value, onChange, error, withAsterisk, disabled }: DataHoraInputProps) {
  const ultimaValida = useRef<string | null>(null);
  if (!dataHoraDigitadaInvalida(value)) ultimaValida.current = value;
  return (
    <DateInput
      label={label}
      withAsterisk={withAsterisk}
      withTime
      valueFormat="DD/MM/YYYY HH:mm"
      dateParser={lerDataHoraBr}
      locale="pt-br"
      placeholder="dd/mm/aaaa hh:mm"
      clearable={!disabled}
      clearButtonProps={{ 'aria-label': `Limpar ${label.toLowerCase()}` }}
      disabled={disabled}
      value={ultimaValida.current}
      fixOnBlur={false}
      onBlur={(event) => {
        const texto = event.currentTarget.value.trim();
        if (texto && lerDataHoraBr(texto) === null && texto !== value) onChange(texto);
      }}
      error={error}
      popoverProps={{ withinPortal: true }}
      onChange={(next) => {
        if (next && !HORA.test(next)) {
          const hora = value ? (HORA.exec(value)?.[1] ?? '00:00:00') : '00:00:00';
          onChange(`${next.slice(0, 10)} ${hora}`);
          return;
        }
        onChange(next);
      }}
    />
  );
}
