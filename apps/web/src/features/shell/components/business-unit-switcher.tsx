import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { Select } from '@mantine/core';
import { IconBuildingWarehouse } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  getSelectedBusinessUnit,
  resolveBusinessUnit,
  sanitizedBusinessUnitFilter,
  setBusinessUnitFilter,
  setSelectedBusinessUnit,
} from '../../../lib/business-unit.storage';
import { ConfirmModal, useConfirm } from '../../../lib/ui/confirm-modal';
import { useBusinessUnits } from '../api/use-business-units';

export const SWITCH_UNIT_TITLE = 'Trocar unidade de negócio';

function reloadPage(): void {
  window.location.reload();
}

export interface BusinessUnitSwitcherProps {
  /** Reloads the page (tests replace it). */
  reload?: () => void;
}

/**
 * The business-unit dropdown of the side menu (01 §2, §4, §6): the selected unit is kept in local storage;
 * a stored unit that is no longer accessible falls back to the first and the page reloads; switching asks
 * 'Trocar unidade de negócio', drops the unit filter and reloads (every request then carries the new
 * `BusinessUnitId` alone).
 */
export function BusinessUnitSwitcher({ reload = reloadPage }: BusinessUnitSwitcherProps) {
  const units = useBusinessUnits();
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState(getSelectedBusinessUnit);
  const confirm = useConfirm();
  const loaded = units.isSuccess && !units.isPlaceholderData;

  useEffect(() => {
    if (!loaded) return;
    const resolution = resolveBusinessUnit(units.data, getSelectedBusinessUnit());
    if (resolution.action === 'none') return;
    if (resolution.action === 'keep') {
      const filter = sanitizedBusinessUnitFilter(units.data);
      if (filter) setBusinessUnitFilter(filter);
      return;
    }
    setSelectedBusinessUnit(resolution.unitId);
    setBusinessUnitFilter([]);
    setSelected(resolution.unitId);
    if (resolution.action === 'fallback') reload();
    // First unit chosen on first use: the page's requests are sent again with it.
    else
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'unidade-negocio' });
  }, [loaded, units.data, reload, queryClient]);

  const list = units.data ?? [];
  if (list.length === 0) return null;

  const choose = (id: string | null) => {
    if (!id || id === selected) return;
    const unit = list.find((item) => item.id === id);
    confirm.ask({
      title: SWITCH_UNIT_TITLE,
      message: `A página será recarregada. Deseja trocar para a unidade "${unit?.descricao ?? ''}"?`,
      confirmLabel: 'Trocar',
      onConfirm: async () => {
        setSelectedBusinessUnit(id);
        // Switching the unit means working in it: the top bar's filter (other units) is dropped.
        setBusinessUnitFilter([]);
        reload();
      },
    });
  };

  return (
    <>
      <Select
        label="Unidade de negócio"
        data={list.map((unit) => ({ value: unit.id, label: unit.descricao }))}
        value={selected && list.some((unit) => unit.id === selected) ? selected : null}
        onChange={choose}
        allowDeselect={false}
        checkIconPosition="right"
        leftSection={<IconBuildingWarehouse size={16} aria-hidden="true" />}
        comboboxProps={{ withinPortal: true }}
        size="sm"
      />
      <ConfirmModal {...confirm.modalProps} />
    </>
  );
}
