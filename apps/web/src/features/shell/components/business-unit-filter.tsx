import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Popover.css';
import { Button, Checkbox, Popover, Stack, Text } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import {
  getSelectedBusinessUnit,
  getStoredBusinessUnitFilter,
  isBusinessUnitFilterOn,
  setBusinessUnitFilter,
  subscribeBusinessUnitScope,
} from '../../../lib/business-unit.storage';
import { useBusinessUnitScopeKey } from '../../../lib/use-business-unit-scope';
import { useBusinessUnits } from '../api/use-business-units';

export const UNIT_FILTER_LABEL = 'Filtro de unidades';

export interface BusinessUnitFilterProps {
  /** Where it sits: the top bar (a compact button) or the side menu on a phone (full width). */
  variant?: 'topbar' | 'menu';
}

/**
 * The top bar's unit filter (01 §6, §7 BusinessUnitFilter): shown on the pages whose route uses it
 * (useBusinessUnitFilter) to a user with several units. It starts with the selected unit; marking other
 * units makes the requests carry them in BusinessUnitFilter, and the page's queries (keyed by the scope)
 * are read again at once, without a reload. Unmarking back to the selected unit alone forgets the filter.
 */
export function BusinessUnitFilter({ variant = 'topbar' }: BusinessUnitFilterProps) {
  const units = useBusinessUnits();
  const on = useSyncExternalStore(subscribeBusinessUnitScope, isBusinessUnitFilterOn, () => false);
  // Read again whenever the scope changes (here or in another tab).
  useBusinessUnitScopeKey();
  const list = units.data ?? [];
  const selected = getSelectedBusinessUnit();
  if (!on || list.length < 2 || !selected) return null;

  const stored = getStoredBusinessUnitFilter().filter((id) => list.some((unit) => unit.id === id));
  const value = stored.length > 0 ? stored : [selected];
  const names = list.filter((unit) => value.includes(unit.id)).map((unit) => unit.descricao);
  const resumo = names.length === 1 ? names[0] : `${names.length} unidades`;

  return (
    <Popover position="bottom-end" shadow="md" withArrow trapFocus returnFocus>
      <Popover.Target>
        <Button
          variant="default"
          size="sm"
          fullWidth={variant === 'menu'}
          justify={variant === 'menu' ? 'space-between' : undefined}
          leftSection={<IconFilter size={16} aria-hidden="true" />}
          styles={{
            label: { overflow: 'hidden', textOverflow: 'ellipsis', maxWidth: variant === 'menu' ? 200 : 220 },
          }}
        >
          Unidades: {resumo}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Checkbox.Group
          label={UNIT_FILTER_LABEL}
          description="A página mostra os dados das unidades marcadas."
          value={value}
          onChange={(ids) =>
            setBusinessUnitFilter(list.map((unit) => unit.id).filter((id) => ids.includes(id)))
          }
        >
          <Stack gap="xs" mt="xs">
            {list.map((unit) => (
              <Checkbox key={unit.id} value={unit.id} label={unit.descricao} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Text size="xs" c="gray.7" mt="sm" maw={260}>
          Sem outra unidade marcada, vale a unidade selecionada no menu.
        </Text>
      </Popover.Dropdown>
    </Popover>
  );
}
