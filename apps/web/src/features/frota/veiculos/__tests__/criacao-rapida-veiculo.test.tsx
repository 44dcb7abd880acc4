import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveSessionToken } from '../../../../lib/session';
import { stubApi } from '../../../../test/fetch-routes';
import { makeTokenObject } from '../../../../test/jwt.fixtures';
import { renderRoutes } from '../../../../test/render-app';
import { CATALOGO_CRIACAO, entradaConstruida } from '../../../criacao-rapida/catalogo';
import { FormularioCriacao } from '../../../criacao-rapida/components/formulario-criacao';

beforeEach(() => {
  saveSessionToken(makeTokenObject({ role: 'Operador' }));
});

describe("quick-create 'Veículo'", () => {
  it('is built and opens the new vehicle drawer', async () => {
    const entrada = CATALOGO_CRIACAO.find((item) => item.key === 'veiculo');
    expect(entrada && entradaConstruida(entrada)).toBe(true);
    stubApi({ 'GET /api/tipo': { body: [] }, 'GET /api/empresa/search': { body: [] } });
    renderRoutes(
      [
        {
          path: '/',
          element: <FormularioCriacao formulario={{ tipo: 'veiculo' }} opened onClose={() => {}} />,
        },
      ],
      '/',
    );
    expect(await screen.findByRole('dialog', { name: 'Novo veículo' })).toBeTruthy();
    expect(screen.getAllByLabelText(/Placa/).length).toBeGreaterThan(0);
  });
});
