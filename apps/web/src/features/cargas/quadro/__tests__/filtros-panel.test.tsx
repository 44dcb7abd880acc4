import { MESSAGES } from '@embarca/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { callsTo, stubApi } from '../../../../test/fetch-routes';
import { fieldByLabel } from '../../../../test/form-fields';
import { renderRoutes } from '../../../../test/render-app';
import { QuadroFiltrosPanel } from '../filtros/quadro-filtros-panel';
import { countFiltrosAtivos, useQuadroFiltros } from '../filtros/use-quadro-filtros';

const CARRIER = {
  id: '0b6f1c8e-2f43-4c47-9a51-3d0c2f7d9e10',
  nome: 'Transportes Rápido Sul',
  nomeFantasia: null,
  cnpj: '11222333000181',
  tipo: 1,
  tipoVinculo: 2,
  ativo: true,
  cidade: 'Curitiba',
  uf: 'PR',
};

/** The board's use of the panel: filters from the URL, a button with the active count. */
function Harness() {
  const [filtros, setFiltros] = useQuadroFiltros();
  const [opened, setOpened] = useState(false);
  const location = useLocation();
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Filtros ({countFiltrosAtivos(filtros)})
      </button>
      <output data-testid="search">{location.search}</output>
      <QuadroFiltrosPanel
        value={filtros}
        onChange={setFiltros}
        opened={opened}
        onClose={() => setOpened(false)}
      />
    </>
  );
}

function renderPanel(entry: string) {
  return renderRoutes([{ path: '/cargas/minhas-cargas', element: <Harness /> }], entry);
}

const search = () => new URLSearchParams(screen.getByTestId('search').textContent ?? '');

describe('QuadroFiltrosPanel', { timeout: 30_000 }, () => {
  it('applies the filled filters to the URL, keeping the drawer open', async () => {
    const fetchMock = stubApi({ 'POST /api/empresa/search-ativas': { body: [CARRIER] } });
    renderPanel('/cargas/minhas-cargas?drawer=cargas/detalhes/abc');
    fireEvent.click(screen.getByRole('button', { name: 'Filtros (0)' }));
    const form = await screen.findByRole('form', { name: 'Filtros do quadro' });

    fireEvent.change(fieldByLabel(form, 'Origem'), { target: { value: '  Campinas ' } });
    fireEvent.change(fieldByLabel(form, 'Placa'), { target: { value: 'abc-1d23' } });
    fireEvent.change(fieldByLabel(form, 'Coleta: de'), { target: { value: '01/05/2024' } });
    fireEvent.change(fieldByLabel(form, 'Coleta: até'), { target: { value: '31/05/2024' } });

    const nf = fieldByLabel(form, 'Números de NF');
    // Comboboxes take typing only from the focused input.
    nf.focus();
    fireEvent.change(nf, { target: { value: '123' } });
    fireEvent.keyDown(nf, { key: 'Enter' });

    fireEvent.click(fieldByLabel(form, 'Tipo de frete'));
    fireEvent.click(await screen.findByRole('option', { name: 'FOB Dirigido' }));

    const transportadora = fieldByLabel(form, 'Transportadora');
    fireEvent.click(transportadora);
    fireEvent.click(await screen.findByRole('option', { name: /Transportes Rápido Sul/ }));

    const ocorrencia = within(form).getByRole('group', { name: 'Com ocorrência' });
    fireEvent.click(within(ocorrencia).getByLabelText('Não'));

    fireEvent.click(within(form).getByRole('button', { name: 'Aplicar' }));

    await waitFor(() => expect(screen.queryByRole('form', { name: 'Filtros do quadro' })).toBeNull());
    const params = search();
    expect(params.get('drawer')).toBe('cargas/detalhes/abc');
    expect(params.get('origem')).toBe('Campinas');
    expect(params.get('placa')).toBe('ABC-1D23');
    expect(params.get('dhColetaIni')).toBe('2024-05-01');
    expect(params.get('dhColetaFim')).toBe('2024-05-31');
    expect(params.get('numerosNF')).toBe('123');
    expect(params.get('tiposFrete')).toBe('3');
    expect(params.get('transportadora')).toBe(CARRIER.id);
    expect(params.get('comOcorrencia')).toBe('false');
    expect(screen.getByRole('button', { name: 'Filtros (7)' })).toBeTruthy();
    const body = JSON.parse(String(callsTo(fetchMock, 'POST /api/empresa/search-ativas')[0]?.body));
    expect(body).toMatchObject({ tipoVinculo: 2 });
  });

  it('refuses a free search shorter than 3 characters and a range ending before it starts', async () => {
    stubApi({ 'POST /api/empresa/search-ativas': { body: [] } });
    renderPanel('/cargas/minhas-cargas');
    fireEvent.click(screen.getByRole('button', { name: 'Filtros (0)' }));
    const form = await screen.findByRole('form', { name: 'Filtros do quadro' });
    fireEvent.change(fieldByLabel(form, 'Busca livre'), { target: { value: 'ab' } });
    // 'até' first: once 'de' is set the picker itself refuses earlier days.
    fireEvent.change(fieldByLabel(form, 'Entrega: até'), { target: { value: '01/06/2024' } });
    fireEvent.change(fieldByLabel(form, 'Entrega: de'), { target: { value: '10/06/2024' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Aplicar' }));

    expect(await within(form).findByText(MESSAGES.minSearchLength)).toBeTruthy();
    expect(within(form).getByText(MESSAGES.invalidDate)).toBeTruthy();
    expect(search().toString()).toBe('');
  });

  it('starts from the URL filters and Limpar removes them all', async () => {
    stubApi({
      'POST /api/empresa/search-ativas': { body: [] },
      [`GET /api/empresa/${CARRIER.id}`]: { body: { ...CARRIER, telefone: null } },
    });
    renderPanel(`/cargas/minhas-cargas?codigo=12&transportadora=${CARRIER.id}&possuiRedespacho=true`);
    fireEvent.click(screen.getByRole('button', { name: 'Filtros (3)' }));
    const form = await screen.findByRole('form', { name: 'Filtros do quadro' });
    expect((fieldByLabel(form, 'Código') as HTMLInputElement).value).toBe('12');
    await waitFor(() =>
      expect((fieldByLabel(form, 'Transportadora') as HTMLInputElement).value).toBe(CARRIER.nome),
    );
    const redespacho = within(form).getByRole('group', { name: 'Possui redespacho' });
    expect((within(redespacho).getByLabelText('Sim') as HTMLInputElement).checked).toBe(true);

    fireEvent.click(within(form).getByRole('button', { name: 'Limpar' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Filtros (0)' })).toBeTruthy());
    expect(search().toString()).toBe('');
  });
});
