import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sessionHeaders } from '../../../lib/api-client';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { stubApi } from '../../../test/fetch-routes';
import { renderRoutes } from '../../../test/render-app';
import { BusinessUnitFilter, UNIT_FILTER_LABEL } from '../components/business-unit-filter';
import { BusinessUnitSwitcher, SWITCH_UNIT_TITLE } from '../components/business-unit-switcher';

const UNITS = [
  { id: '00000000-0000-4000-8000-0000000000a1', descricao: 'Matriz Campinas', ativo: true },
  { id: '00000000-0000-4000-8000-0000000000a2', descricao: 'Filial Jundiaí', ativo: true },
];
const [MATRIZ, FILIAL] = UNITS as [(typeof UNITS)[0], (typeof UNITS)[0]];

function renderSwitcher(reload: () => void) {
  stubApi({ 'GET /api/unidade-negocio/listwithaccess': { body: UNITS } });
  renderRoutes([{ path: '/home', element: <BusinessUnitSwitcher reload={reload} /> }], '/home');
}

describe('BusinessUnitSwitcher', () => {
  it('selects the first unit on first use, with no unit filter (the unit alone scopes), without reloading', async () => {
    const reload = vi.fn();
    renderSwitcher(reload);
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.selectedUnit)).toBe(MATRIZ.id));
    expect(localStorage.getItem(STORAGE_KEYS.unitFilter)).toBeNull();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.unitsCache) ?? '[]')).toHaveLength(2);
    expect(reload).not.toHaveBeenCalled();
  });

  it('falls back to the first unit and reloads when the stored unit is no longer accessible', async () => {
    localStorage.setItem(STORAGE_KEYS.selectedUnit, '00000000-0000-4000-8000-0000000000ff');
    localStorage.setItem(STORAGE_KEYS.unitFilter, '00000000-0000-4000-8000-0000000000ff');
    const reload = vi.fn();
    renderSwitcher(reload);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem(STORAGE_KEYS.selectedUnit)).toBe(MATRIZ.id);
    expect(localStorage.getItem(STORAGE_KEYS.unitFilter)).toBeNull();
  });

  it("asks 'Trocar unidade de negócio' before switching, then stores the unit and reloads", async () => {
    localStorage.setItem(STORAGE_KEYS.selectedUnit, MATRIZ.id);
    const reload = vi.fn();
    renderSwitcher(reload);
    const select = await screen.findByRole('combobox', { name: 'Unidade de negócio' });
    await waitFor(() => expect(select).toHaveProperty('value', MATRIZ.descricao));
    expect(reload).not.toHaveBeenCalled();

    // Cancelling keeps the unit.
    fireEvent.click(select);
    fireEvent.click(await screen.findByRole('option', { name: FILIAL.descricao }));
    let dialog = await screen.findByRole('dialog', { name: SWITCH_UNIT_TITLE });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: SWITCH_UNIT_TITLE })).toBeNull());
    expect(localStorage.getItem(STORAGE_KEYS.selectedUnit)).toBe(MATRIZ.id);
    expect(reload).not.toHaveBeenCalled();

    fireEvent.click(select);
    fireEvent.click(await screen.findByRole('option', { name: FILIAL.descricao }));
    dialog = await screen.findByRole('dialog', { name: SWITCH_UNIT_TITLE });
    expect(dialog.textContent).toContain('A página será recarregada');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Trocar' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem(STORAGE_KEYS.selectedUnit)).toBe(FILIAL.id);
  });
});

describe('BusinessUnitFilter (top bar)', () => {
  function renderFilter() {
    stubApi({ 'GET /api/unidade-negocio/listwithaccess': { body: UNITS } });
    renderRoutes([{ path: '/home', element: <BusinessUnitFilter /> }], '/home');
  }

  it('is not shown where the page does not use the filter', async () => {
    localStorage.setItem(STORAGE_KEYS.selectedUnit, MATRIZ.id);
    localStorage.setItem(STORAGE_KEYS.unitFilterStatus, 'false');
    renderFilter();
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.unitsCache)).not.toBeNull());
    expect(screen.queryByRole('button', { name: /^Unidades:/ })).toBeNull();
  });

  it('starts with the selected unit; marking another sends both, unmarking it forgets the filter', async () => {
    localStorage.setItem(STORAGE_KEYS.selectedUnit, MATRIZ.id);
    localStorage.setItem(STORAGE_KEYS.unitFilterStatus, 'true');
    renderFilter();
    fireEvent.click(await screen.findByRole('button', { name: `Unidades: ${MATRIZ.descricao}` }));
    const group = await screen.findByRole('group', { name: UNIT_FILTER_LABEL });
    expect(within(group).getByRole('checkbox', { name: MATRIZ.descricao })).toHaveProperty('checked', true);
    fireEvent.click(within(group).getByRole('checkbox', { name: FILIAL.descricao }));
    expect(localStorage.getItem(STORAGE_KEYS.unitFilter)).toBe(`${MATRIZ.id},${FILIAL.id}`);
    expect(sessionHeaders().BusinessUnitFilter).toBe(`${MATRIZ.id},${FILIAL.id}`);
    await screen.findByRole('button', { name: 'Unidades: 2 unidades' });
    fireEvent.click(within(group).getByRole('checkbox', { name: FILIAL.descricao }));
    expect(localStorage.getItem(STORAGE_KEYS.unitFilter)).toBeNull();
    expect(sessionHeaders()).not.toHaveProperty('BusinessUnitFilter');
  });

  it('switching the unit drops the filter', async () => {
    localStorage.setItem(STORAGE_KEYS.selectedUnit, MATRIZ.id);
    localStorage.setItem(STORAGE_KEYS.unitFilter, `${MATRIZ.id},${FILIAL.id}`);
    const reload = vi.fn();
    renderSwitcher(reload);
    const select = await screen.findByRole('combobox', { name: 'Unidade de negócio' });
    fireEvent.click(select);
    fireEvent.click(await screen.findByRole('option', { name: FILIAL.descricao }));
    const dialog = await screen.findByRole('dialog', { name: SWITCH_UNIT_TITLE });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Trocar' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem(STORAGE_KEYS.selectedUnit)).toBe(FILIAL.id);
    expect(localStorage.getItem(STORAGE_KEYS.unitFilter)).toBeNull();
  });
});
