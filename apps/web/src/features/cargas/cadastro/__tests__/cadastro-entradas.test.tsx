import { MESSAGES, UFS } from '@embarca/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo } from '../../../../test/fetch-routes';
import { fieldByLabel } from '../../../../test/form-fields';
import {
  abrirGaveta,
  digitar,
  formulario,
  gavetaFechada,
  ponto,
  preencherMinimo,
  salvar,
  usarSessao,
} from './cadastro-harness';

usarSessao();

const CADASTRADA = { status: 201, body: { message: 'Carga cadastrada com sucesso!', id: 'x', codigo: 1043 } };

/** Issue 16: bad input in "Nova carga" is refused or asked about, never taken silently. */
describe('Nova carga: bad input is never taken silently', { timeout: 30_000 }, () => {
  it('offers only the 27 UFs', async () => {
    abrirGaveta('cargas/cadastro-carga/new');
    const form = await formulario();
    const uf = fieldByLabel(ponto(form, 'Origem'), /^UF/) as unknown as HTMLSelectElement;
    expect(uf.tagName).toBe('SELECT');
    const opcoes = [...uf.options].map((opcao) => opcao.value).filter(Boolean);
    expect(opcoes).toEqual([...UFS]);
    fireEvent.change(uf, { target: { value: 'XX' } });
    expect(uf.value).not.toBe('XX');
  });

  it('keeps an impossible date as typed and says it is not a date', async () => {
    const fetchMock = abrirGaveta('cargas/cadastro-carga/new', {
      'POST /api/carga-mongo/cadastrar': CADASTRADA,
    });
    const form = await formulario();
    preencherMinimo(form);
    const origem = ponto(form, 'Origem');
    digitar(origem, /^Início previsto/, '31/02/2036 10:00');
    expect(fieldByLabel(origem, /^Início previsto/).value).toBe('31/02/2036 10:00');
    await salvar(form);
    expect(await within(origem).findByText(MESSAGES.invalidDate)).toBeTruthy();
    expect(within(origem).queryByText(/obrigatóri/)).toBeNull();
    expect(fieldByLabel(origem, /^Início previsto/).value).toBe('31/02/2036 10:00');
    expect(callsTo(fetchMock, 'POST /api/carga-mongo/cadastrar')).toHaveLength(0);
  });

  it('keeps a negative weight as typed and refuses it at its field', async () => {
    const fetchMock = abrirGaveta('cargas/cadastro-carga/new');
    const form = await formulario();
    preencherMinimo(form);
    digitar(form, /^Peso bruto/, '-5');
    expect(fieldByLabel(form, /^Peso bruto/).value).toBe('-5');
    await salvar(form);
    expect(await within(form).findByText(`Peso bruto ${MESSAGES.greaterThanZero}`)).toBeTruthy();
    digitar(form, 'Volume', '-1');
    await salvar(form);
    expect(await within(form).findByText(`${MESSAGES.minValue}0`)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/carga-mongo/cadastrar')).toHaveLength(0);
  });

  it('asks before saving a collection date already gone; Cancelar sends nothing, confirming saves', async () => {
    const fetchMock = abrirGaveta('cargas/cadastro-carga/new', {
      'POST /api/carga-mongo/cadastrar': CADASTRADA,
    });
    const form = await formulario();
    preencherMinimo(form);
    digitar(ponto(form, 'Origem'), /^Início previsto/, '01/01/2020 08:00');
    await salvar(form);
    const dialogo = await screen.findByRole('dialog', { name: 'Data de coleta no passado' });
    expect(
      within(dialogo).getByText('A data de coleta 01/01/2020 já passou. Deseja continuar?'),
    ).toBeTruthy();
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Data de coleta no passado' })).toBeNull(),
    );
    expect(callsTo(fetchMock, 'POST /api/carga-mongo/cadastrar')).toHaveLength(0);

    await salvar(form);
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Data de coleta no passado' })).getByRole('button', {
        name: 'Salvar mesmo assim',
      }),
    );
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/carga-mongo/cadastrar')).toHaveLength(1));
    await gavetaFechada();
  });
});
