import { TipoEmpresa } from '@embarca/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setSelectedBusinessUnit } from '../../../../lib/business-unit.storage';
import { fieldByLabel } from '../../../../test/form-fields';
import { signInOperador } from '../../../../test/session.fixtures';
import { abrirGaveta, digitar, formulario, UNIDADE } from './cadastro-harness';

/** Issue 16: the draft of 'Nova carga', kept per company and user until saved or discarded. */

const entrarComo = (userId: string, ownerId = 'o1') => {
  signInOperador({ sub: userId, OwnerId: ownerId, TipoEmpresa: TipoEmpresa.Embarcador });
  setSelectedBusinessUnit(UNIDADE);
};
const chave = (ownerId: string, userId: string) => `embarca.rascunhoNovaCarga:${ownerId}:${userId}`;
const identificador = (form: HTMLElement) =>
  (fieldByLabel(form, 'Código identificador') as HTMLInputElement).value;

describe('Nova carga: draft', { timeout: 60_000 }, () => {
  beforeEach(() => entrarComo('u1'));

  it('keeps what is typed for this user and company only, restores it with a notice, and discards it', async () => {
    abrirGaveta('cargas/cadastro-carga/new');
    let form = await formulario();
    expect(screen.queryByText('Rascunho restaurado')).toBeNull();
    digitar(form, 'Código identificador', 'PV-RASCUNHO-1');
    await waitFor(() => expect(localStorage.getItem(chave('o1', 'u1'))).toContain('PV-RASCUNHO-1'));
    cleanup();

    // Another user of the same company, in the same browser: an empty form.
    entrarComo('u2');
    abrirGaveta('cargas/cadastro-carga/new');
    form = await formulario();
    expect(identificador(form)).toBe('');
    expect(screen.queryByText('Rascunho restaurado')).toBeNull();
    cleanup();

    // The same user in another company: empty too.
    entrarComo('u1', 'o2');
    abrirGaveta('cargas/cadastro-carga/new');
    form = await formulario();
    expect(identificador(form)).toBe('');
    cleanup();

    // Back as the first user: the draft, said so.
    entrarComo('u1');
    abrirGaveta('cargas/cadastro-carga/new');
    form = await formulario();
    expect(await screen.findByText('Rascunho restaurado')).toBeTruthy();
    expect(identificador(form)).toBe('PV-RASCUNHO-1');

    fireEvent.click(screen.getByRole('button', { name: 'Descartar rascunho' }));
    form = await formulario();
    await waitFor(() => expect(identificador(form)).toBe(''));
    expect(screen.queryByText('Rascunho restaurado')).toBeNull();
    expect(localStorage.getItem(chave('o1', 'u1'))).toBeNull();
  });

  it('asks before Cancelar drops changes; Descartar drops the draft too', async () => {
    abrirGaveta('cargas/cadastro-carga/new');
    const form = await formulario();
    digitar(form, 'Código identificador', 'PV-RASCUNHO-2');
    await waitFor(() => expect(localStorage.getItem(chave('o1', 'u1'))).toContain('PV-RASCUNHO-2'));

    fireEvent.click(within(form).getByRole('button', { name: 'Cancelar' }));
    const pergunta = await screen.findByRole('dialog', { name: 'Descartar alterações?' });
    fireEvent.click(within(pergunta).getByRole('button', { name: 'Continuar editando' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Descartar alterações?' })).toBeNull());
    expect(identificador(form)).toBe('PV-RASCUNHO-2');

    fireEvent.click(within(form).getByRole('button', { name: 'Cancelar' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Descartar alterações?' })).getByRole('button', {
        name: 'Descartar',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Nova carga' })).toBeNull());
    expect(localStorage.getItem(chave('o1', 'u1'))).toBeNull();
  });
});
