import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { stubApi } from '../../../test/fetch-routes';
import { renderRoutes } from '../../../test/render-app';
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
  it('selects the first unit and defaults the filter to every unit on first use, without reloading', async () => {
    const reload = vi.fn();
    renderSwitcher(reload);
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.selectedUnit)).toBe(MATRIZ.id));
    expect(localStorage.getItem(STORAGE_KEYS.unitFilter)).toBe(`${MATRIZ.id},${FILIAL.id}`);
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
    expect(localStorage.getItem(STORAGE_KEYS.unitFilter)).toBe(`${MATRIZ.id},${FILIAL.id}`);
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
