import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api-client';
import { RegistroDoDrawer } from '../registro-do-drawer';

interface TRegistro {
  id: string;
  nome: string;
}

function Drawer({ ler }: { ler: () => Promise<TRegistro> }) {
  const query = useQuery({ queryKey: ['registro'], queryFn: ler });
  return (
    <RegistroDoDrawer query={query} naoEncontrado="Registro não encontrado.">
      {(registro) => <p key={registro.id}>Formulário de {registro.nome}</p>}
    </RegistroDoDrawer>
  );
}

function renderDrawer(ler: () => Promise<TRegistro>) {
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <Drawer ler={ler} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('RegistroDoDrawer', () => {
  it('shows the loader, then the record', async () => {
    renderDrawer(async () => ({ id: 'r1', nome: 'Rota Sul' }));
    expect(screen.getByLabelText('Carregando')).toBeTruthy();
    expect(await screen.findByText('Formulário de Rota Sul')).toBeTruthy();
  });

  it('says the record was not found on a 404', async () => {
    renderDrawer(async () => {
      throw new ApiError(404, 'Not found');
    });
    const alerta = await screen.findByRole('alert');
    expect(alerta.textContent).toBe('Registro não encontrado.');
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
  });

  it('shows any other failure with a retry', async () => {
    renderDrawer(async () => {
      throw new ApiError(503, 'Unavailable');
    });
    expect(await screen.findByText('Serviço indisponível')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
  });
});
