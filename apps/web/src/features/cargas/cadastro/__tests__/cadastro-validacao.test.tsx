import { CADASTRO_CARGA_MESSAGES } from '@embarca/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo } from '../../../../test/fetch-routes';
import {
  abrirGaveta,
  digitar,
  formulario,
  ponto,
  preencherMinimo,
  preencherPonto,
  salvar,
  usarSessao,
} from './cadastro-harness';

usarSessao();

describe('Nova carga: validation with the contract', { timeout: 20_000 }, () => {
  it('shows the required fields with the catalogue texts at their fields and sends nothing', async () => {
    const fetchMock = abrirGaveta('cargas/cadastro-carga/new');
    const form = await formulario();
    await salvar(form);

    expect(await within(form).findByText('Peso bruto é obrigatório!')).toBeTruthy();
    for (const nome of ['Origem', 'Destino final']) {
      const grupo = ponto(form, nome);
      expect(within(grupo).getByText('Cidade é obrigatória!')).toBeTruthy();
      expect(within(grupo).getByText('UF é obrigatória!')).toBeTruthy();
      expect(within(grupo).getByText('Data prevista é obrigatória!')).toBeTruthy();
    }
    expect(
      within(form)
        .getByLabelText(/^Peso bruto/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(within(form).getByText('7 campos a corrigir.')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/carga-mongo/cadastrar')).toHaveLength(0);
  });

  it('refuses a stop planned before the previous point and an end before the start', async () => {
    abrirGaveta('cargas/cadastro-carga/new');
    const form = await formulario();
    digitar(form, /^Peso bruto/, '1500');
    fireEvent.click(within(form).getByRole('button', { name: 'Adicionar parada' }));

    preencherPonto(ponto(form, 'Origem'), { cidade: 'Campinas', uf: 'SP', inicio: '10/05/2035 08:00' });
    preencherPonto(ponto(form, 'Parada 1'), {
      cidade: 'Curitiba',
      uf: 'PR',
      inicio: '09/05/2035 10:00',
    });
    preencherPonto(ponto(form, 'Destino final'), {
      cidade: 'Porto Alegre',
      uf: 'RS',
      inicio: '12/05/2035 18:00',
      fim: '12/05/2035 17:00',
    });
    await salvar(form);

    const parada = ponto(form, 'Parada 1');
    expect(await within(parada).findByText(CADASTRO_CARGA_MESSAGES.dataAnterior)).toBeTruthy();
    expect(
      within(ponto(form, 'Destino final')).getByText(CADASTRO_CARGA_MESSAGES.fimAntesDoInicio),
    ).toBeTruthy();
    // The UF is one of the 27, chosen in a select.
    expect((within(parada).getByLabelText(/^UF/) as HTMLSelectElement).value).toBe('PR');
    expect(within(ponto(form, 'Origem')).queryByRole('alert')).toBeNull();
  });

  it('asks for the carriers of a directed load once the rest is valid', async () => {
    abrirGaveta('cargas/cadastro-carga/new');
    const form = await formulario();
    preencherMinimo(form);
    fireEvent.click(within(form).getByRole('radio', { name: /^Direcionada/ }));
    await salvar(form);
    expect(await within(form).findByText(CADASTRO_CARGA_MESSAGES.transportadorasObrigatorias)).toBeTruthy();
    expect(screen.getAllByLabelText(/^Transportadoras/)[0]?.getAttribute('aria-invalid')).toBe('true');
  });

  it('moves the stops between the origin and the final destination and removes them', async () => {
    abrirGaveta('cargas/cadastro-carga/new');
    const form = await formulario();
    fireEvent.click(within(form).getByRole('button', { name: 'Adicionar parada' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Adicionar parada' }));
    digitar(ponto(form, 'Parada 1'), /^Cidade/, 'Curitiba');
    digitar(ponto(form, 'Parada 2'), /^Cidade/, 'Joinville');

    expect(
      (
        within(ponto(form, 'Parada 1')).getByRole('button', {
          name: 'Mover Parada 1 para cima',
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true);
    fireEvent.click(
      within(ponto(form, 'Parada 1')).getByRole('button', { name: 'Mover Parada 1 para baixo' }),
    );
    expect((within(ponto(form, 'Parada 1')).getByLabelText(/^Cidade/) as HTMLInputElement).value).toBe(
      'Joinville',
    );
    expect((within(ponto(form, 'Parada 2')).getByLabelText(/^Cidade/) as HTMLInputElement).value).toBe(
      'Curitiba',
    );

    fireEvent.click(within(ponto(form, 'Parada 1')).getByRole('button', { name: 'Remover Parada 1' }));
    expect(within(form).queryByRole('group', { name: 'Parada 2' })).toBeNull();
    expect((within(ponto(form, 'Parada 1')).getByLabelText(/^Cidade/) as HTMLInputElement).value).toBe(
      'Curitiba',
    );
    // Origin and final destination cannot be removed.
    expect(within(ponto(form, 'Origem')).queryByRole('button', { name: /Remover/ })).toBeNull();
  });
});
