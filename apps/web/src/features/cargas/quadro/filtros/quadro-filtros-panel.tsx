import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/dates/styles.css';
import 'dayjs/locale/pt-br';
import {
  MESSAGES,
  parseBrDate,
  SITUACAO_CARGA_CARD_LABELS,
  TIPO_FRETE_LABELS,
  type TQuadroCargaFiltros,
  VISIBILIDADE_CARGA_LABELS,
  ZQuadroCargaFiltros,
} from '@embarca/domain';
import {
  Button,
  Divider,
  Drawer,
  Group,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { type FormEvent, useEffect, useState } from 'react';
import { schemaErrors } from '../../../../lib/schema-form';
import { TransportadoraSelect } from './transportadora-select';
import {
  countFiltrosAtivos,
  filtrosFromSearch,
  filtrosToSearch,
  filtrosWire,
  SITUACOES_QUADRO,
} from './use-quadro-filtros';

export { countFiltrosAtivos } from './use-quadro-filtros';

export interface QuadroFiltrosPanelProps {
  value: TQuadroCargaFiltros;
  onChange: (next: TQuadroCargaFiltros) => void;
  opened: boolean;
  onClose: () => void;
}

const VISIBILIDADE_OPTIONS = Object.entries(VISIBILIDADE_CARGA_LABELS).map(([value, label]) => ({
  value,
  label,
}));
const TIPO_FRETE_OPTIONS = Object.entries(TIPO_FRETE_LABELS).map(([value, label]) => ({ value, label }));
// The filter picks cards, so it names each situacao as the card shows it (code 3: 'Ofertada').
const SITUACAO_OPTIONS = SITUACOES_QUADRO.map((situacao) => ({
  value: String(situacao),
  label: SITUACAO_CARGA_CARD_LABELS[situacao],
}));

type TBoolKey = 'comOcorrencia' | 'ultimaEntregaRealizada' | 'possuiRedespacho';
const BOOL_FILTERS: readonly { key: TBoolKey; label: string }[] = [
  { key: 'comOcorrencia', label: 'Com ocorrência' },
  { key: 'ultimaEntregaRealizada', label: 'Última entrega realizada' },
  { key: 'possuiRedespacho', label: 'Possui redespacho' },
];
const TRI_STATE = [
  { value: 'any', label: 'Todas' },
  { value: 'true', label: 'Sim' },
  { value: 'false', label: 'Não' },
];

const TEXT_KEYS = ['origem', 'destino', 'query', 'motorista', 'placa'] as const;

/** The draft as it will be applied: texts trimmed, empty values and lists left out. */
function limparRascunho(draft: TQuadroCargaFiltros): TQuadroCargaFiltros {
  const clean: TQuadroCargaFiltros = { ...draft };
  for (const key of TEXT_KEYS) {
    const text = clean[key]?.trim();
    if (text) clean[key] = key === 'placa' ? text.toUpperCase() : text;
    else delete clean[key];
  }
  for (const key of ['visibilidades', 'tiposFrete', 'numerosNF', 'situacao'] as const) {
    if (clean[key]?.length === 0) delete clean[key];
  }
  for (const key of Object.keys(clean) as (keyof TQuadroCargaFiltros)[]) {
    if (clean[key] === undefined || clean[key] === null) delete clean[key];
  }
  return clean;
}

/** The panel's error per field: the contract's messages, plus "to" before "from" in a date range. */
function validar(draft: TQuadroCargaFiltros): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(schemaErrors(ZQuadroCargaFiltros, filtrosWire(draft)))) {
    const field = path.split('.')[0] ?? path;
    errors[field] ??= message;
  }
  if (draft.dhColetaIni && draft.dhColetaFim && draft.dhColetaFim < draft.dhColetaIni) {
    errors.dhColetaFim = MESSAGES.invalidDate;
  }
  if (draft.dhEntregaIni && draft.dhEntregaFim && draft.dhEntregaFim < draft.dhEntregaIni) {
    errors.dhEntregaFim = MESSAGES.invalidDate;
  }
  return errors;
}

/** 'dd/MM/yyyy' typed in a date input → 'yyyy-MM-dd' (null when it is not a real day). */
const parseDia = (text: string) => parseBrDate(text);

interface DateRangeProps {
  label: string;
  from: string | undefined;
  to: string | undefined;
  toError?: string;
  onChange: (from: string | undefined, to: string | undefined) => void;
}

function DateRange({ label, from, to, toError, onChange }: DateRangeProps) {
  const common = {
    valueFormat: 'DD/MM/YYYY',
    dateParser: parseDia,
    locale: 'pt-br',
    placeholder: 'dd/mm/aaaa',
    clearable: true,
    popoverProps: { withinPortal: true },
  } as const;
  return (
    <SimpleGrid cols={2} spacing="sm">
      <DateInput
        {...common}
        label={`${label}: de`}
        value={from ?? null}
        onChange={(value) => onChange(value ?? undefined, to)}
      />
      <DateInput
        {...common}
        label={`${label}: até`}
        value={to ?? null}
        minDate={from}
        error={toError}
        onChange={(value) => onChange(from, value ?? undefined)}
      />
    </SimpleGrid>
  );
}

function TriState({
  label,
  value,
  onChange,
}: {
  label: string;
  value: boolean | undefined;
  onChange: (value: boolean | undefined) => void;
}) {
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <Text component="legend" size="sm" fw={500} mb={4} p={0}>
        {label}
      </Text>
      <SegmentedControl
        fullWidth
        size="xs"
        data={TRI_STATE}
        value={value === undefined ? 'any' : String(value)}
        onChange={(next) => onChange(next === 'any' ? undefined : next === 'true')}
      />
    </fieldset>
  );
}

/**
 * The board's filter panel (02 §3 "Board filters"): edits a draft and applies it with Aplicar;
 * Limpar removes every filter. The business units are the shell's unit filter, not a field here.
 */
export function QuadroFiltrosPanel({ value, onChange, opened, onClose }: QuadroFiltrosPanelProps) {
  const [draft, setDraft] = useState<TQuadroCargaFiltros>(value);
  const [errors, setErrors] = useState<Record<string, string>>({});

  // Each opening starts from the filters in force.
  useEffect(() => {
    if (opened) {
      setDraft(value);
      setErrors({});
    }
  }, [opened, value]);

  const set = <K extends keyof TQuadroCargaFiltros>(key: K, next: TQuadroCargaFiltros[K]) => {
    setDraft((current) => ({ ...current, [key]: next }));
    setErrors((current) => {
      const { [key as string]: _removed, ...rest } = current;
      return rest;
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const clean = limparRascunho(draft);
    const found = validar(clean);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onChange(filtrosFromSearch(filtrosToSearch(clean)));
    onClose();
  };

  const limpar = () => {
    setDraft({});
    setErrors({});
    onChange({});
    onClose();
  };

  const ativos = countFiltrosAtivos(limparRascunho(draft));

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="md"
      title="Filtros do quadro"
      closeButtonProps={{ 'aria-label': 'Fechar filtros' }}
    >
      <form onSubmit={submit} noValidate aria-label="Filtros do quadro">
        <Stack gap="sm">
          <Text size="xs" c="gray.7">
            As unidades de negócio seguem a unidade selecionada no menu e o filtro de unidades do topo da
            página.
          </Text>
          <TextInput
            label="Busca livre"
            description="Código, código identificador ou cidade da rota"
            value={draft.query ?? ''}
            error={errors.query}
            onChange={(event) => set('query', event.currentTarget.value)}
          />
          <NumberInput
            label="Código"
            allowDecimal={false}
            allowNegative={false}
            hideControls
            value={draft.codigo ?? ''}
            error={errors.codigo}
            onChange={(next) => set('codigo', typeof next === 'number' ? next : undefined)}
          />
          <SimpleGrid cols={2} spacing="sm">
            <TextInput
              label="Origem"
              value={draft.origem ?? ''}
              error={errors.origem}
              onChange={(event) => set('origem', event.currentTarget.value)}
            />
            <TextInput
              label="Destino"
              value={draft.destino ?? ''}
              error={errors.destino}
              onChange={(event) => set('destino', event.currentTarget.value)}
            />
          </SimpleGrid>
          <DateRange
            label="Coleta"
            from={draft.dhColetaIni}
            to={draft.dhColetaFim}
            toError={errors.dhColetaFim}
            onChange={(from, to) =>
              setDraft((current) => ({ ...current, dhColetaIni: from, dhColetaFim: to }))
            }
          />
          <DateRange
            label="Entrega"
            from={draft.dhEntregaIni}
            to={draft.dhEntregaFim}
            toError={errors.dhEntregaFim}
            onChange={(from, to) =>
              setDraft((current) => ({ ...current, dhEntregaIni: from, dhEntregaFim: to }))
            }
          />
          <MultiSelect
            label="Visibilidade"
            data={VISIBILIDADE_OPTIONS}
            value={(draft.visibilidades ?? []).map(String)}
            onChange={(next) =>
              set('visibilidades', next.map(Number) as NonNullable<TQuadroCargaFiltros['visibilidades']>)
            }
            comboboxProps={{ withinPortal: true }}
          />
          <MultiSelect
            label="Tipo de frete"
            data={TIPO_FRETE_OPTIONS}
            value={(draft.tiposFrete ?? []).map(String)}
            onChange={(next) =>
              set('tiposFrete', next.map(Number) as NonNullable<TQuadroCargaFiltros['tiposFrete']>)
            }
            comboboxProps={{ withinPortal: true }}
          />
          <MultiSelect
            label="Situação"
            data={SITUACAO_OPTIONS}
            value={(draft.situacao ?? []).map(String)}
            onChange={(next) => set('situacao', next.map(Number))}
            comboboxProps={{ withinPortal: true }}
          />
          <TransportadoraSelect
            value={draft.transportadora}
            onChange={(next) => set('transportadora', next)}
          />
          <SimpleGrid cols={2} spacing="sm">
            <TextInput
              label="Motorista"
              description="Nome ou documento"
              value={draft.motorista ?? ''}
              error={errors.motorista}
              onChange={(event) => set('motorista', event.currentTarget.value)}
            />
            <TextInput
              label="Placa"
              description="Com ou sem hífen"
              value={draft.placa ?? ''}
              error={errors.placa}
              onChange={(event) => set('placa', event.currentTarget.value)}
            />
          </SimpleGrid>
          <TagsInput
            label="Números de NF"
            description="Digite o número e tecle Enter"
            splitChars={[',', ' ', ';']}
            value={draft.numerosNF ?? []}
            error={errors.numerosNF}
            onChange={(next) =>
              set(
                'numerosNF',
                next.map((numero) => numero.replace(/,/g, '').trim()),
              )
            }
            clearable
          />
          <Divider />
          {BOOL_FILTERS.map((filter) => (
            <TriState
              key={filter.key}
              label={filter.label}
              value={draft[filter.key]}
              onChange={(next) => set(filter.key, next)}
            />
          ))}
          <Group justify="space-between" mt="md">
            <Text size="sm" c="gray.7" aria-live="polite">
              {ativos === 1 ? '1 filtro' : `${ativos} filtros`}
            </Text>
            <Group gap="sm">
              <Button variant="default" onClick={limpar}>
                Limpar
              </Button>
              <Button type="submit">Aplicar</Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Drawer>
  );
}
