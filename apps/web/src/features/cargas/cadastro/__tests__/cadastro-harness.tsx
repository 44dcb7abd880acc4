import { type TCaracteristica, type TEmpresa, type TEmpresaResumo, TipoEmpresa } from '@embarca/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, expect } from 'vitest';
import { setSelectedBusinessUnit } from '../../../../lib/business-unit.storage';
import { makeEmpresa } from '../../../../test/empresas.fixtures';
import { stubApi, type TFakeRoutes } from '../../../../test/fetch-routes';
import { fieldByLabel } from '../../../../test/form-fields';
import { currentSearch, renderDrawer } from '../../../../test/render-drawer';
import { signInOperador } from '../../../../test/session.fixtures';

/** Test harness of the load form drawers (cadastro-*.test.tsx): the drawer outlet with a mocked API. */

export const UNIDADE = 'b6a7c1de-0000-4000-8000-000000000001';
export const CARGA_ID = '5d1f3a52-8f6e-4f0e-9a31-7a9c0d2b6e11';

const empresa = (id: string, nome: string, extra: Partial<TEmpresa> = {}) =>
  makeEmpresa({ id, nome, ...extra });

export const FABRICA = empresa('0a6f1d2e-1111-4000-8000-000000000001', 'Fábrica Campinas Ltda', {
  logradouro: 'Rua das Indústrias',
  numero: '100',
  bairro: 'Distrito Industrial',
  cidade: 'Campinas',
  uf: 'SP',
});
export const CLIENTE = empresa('0a6f1d2e-1111-4000-8000-000000000002', 'Cliente Porto Alegre SA', {
  logradouro: 'Avenida Sertório',
  numero: '2000',
  bairro: 'Navegantes',
  cidade: 'Porto Alegre',
  uf: 'RS',
});
export const TRANSPORTADORA = empresa('0a6f1d2e-2222-4000-8000-000000000009', 'Transportes Rápido Sul', {
  tipo: 1,
  tipoVinculo: 2,
  cidade: 'Curitiba',
  uf: 'PR',
});

const resumo = (item: TEmpresa): TEmpresaResumo => ({
  id: item.id,
  nome: item.nome,
  nomeFantasia: item.nomeFantasia,
  cnpj: item.cnpj,
  tipo: item.tipo,
  tipoVinculo: item.tipoVinculo,
  ativo: item.ativo,
  cidade: item.cidade,
  uf: item.uf,
});

export const CARACTERISTICAS: TCaracteristica[] = [
  {
    id: '7c000000-0000-4000-8000-000000000001',
    descricao: 'Carga seca',
    tipo: 1,
    icone: null,
    desativada: false,
    comportamentoOferecimento: 1,
    ownerId: 'o1',
  },
  {
    id: '7c000000-0000-4000-8000-000000000002',
    descricao: 'Refrigerada antiga',
    tipo: 1,
    icone: null,
    desativada: true,
    comportamentoOferecimento: 1,
    ownerId: 'o1',
  },
];

/** The pickers' reads: characteristics, the owner's companies and carriers, one company by id. */
export const ROTAS_DOS_SELETORES: TFakeRoutes = {
  'GET /api/caracteristica/getByOwner': { body: CARACTERISTICAS },
  'POST /api/empresa/search-ativas': (init) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as { tipoVinculo?: number };
    return { body: body.tipoVinculo === 2 ? [resumo(TRANSPORTADORA)] : [resumo(FABRICA), resumo(CLIENTE)] };
  },
  [`GET /api/empresa/${FABRICA.id}`]: { body: FABRICA },
  [`GET /api/empresa/${CLIENTE.id}`]: { body: CLIENTE },
  [`GET /api/empresa/${TRANSPORTADORA.id}`]: { body: TRANSPORTADORA },
};

/** A signed-in shipper's Operador with the Cargas module and a selected unit; the API unstubbed after. */
export function usarSessao() {
  beforeEach(() => {
    signInOperador({ TipoEmpresa: TipoEmpresa.Embarcador });
    setSelectedBusinessUnit(UNIDADE);
  });
}

/** The board page with the drawer open at `drawer`, the API answering `routes` (plus the pickers'). */
export function abrirGaveta(drawer: string, routes: TFakeRoutes = {}) {
  const fetchMock = stubApi({ ...ROTAS_DOS_SELETORES, ...routes });
  renderDrawer(drawer);
  return fetchMock;
}

/** Waits for the drawer to close (the drawer parameter gone from the URL). */
export const gavetaFechada = () => waitFor(() => expect(currentSearch()).toBe(''), { timeout: 5000 });

/** The form, once its lazy chunk has loaded. */
export const formulario = (nome = 'Nova carga') =>
  screen.findByRole('form', { name: nome }, { timeout: 15_000 });

export function digitar(container: HTMLElement, label: string | RegExp, value: string) {
  const input = fieldByLabel(container, label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

/** A route point's group: 'Origem', 'Parada 1', 'Destino final'. */
export const ponto = (form: HTMLElement, nome: string) => within(form).getByRole('group', { name: nome });

/** Fills a route point's city, UF and planned start ('dd/MM/yyyy HH:mm'). */
export function preencherPonto(
  grupo: HTMLElement,
  valores: { cidade: string; uf: string; inicio: string; fim?: string },
) {
  digitar(grupo, /^Cidade/, valores.cidade);
  digitar(grupo, /^UF/, valores.uf);
  digitar(grupo, /^Início previsto/, valores.inicio);
  if (valores.fim) digitar(grupo, /^Fim previsto/, valores.fim);
}

export async function salvar(form: HTMLElement) {
  fireEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
}

export { waitFor };

/** Fills what the contract requires: gross weight, the origin and the final destination. */
export function preencherMinimo(form: HTMLElement) {
  digitar(form, /^Peso bruto/, '1500');
  preencherPonto(ponto(form, 'Origem'), { cidade: 'Campinas', uf: 'SP', inicio: '10/05/2035 08:00' });
  preencherPonto(ponto(form, 'Destino final'), {
    cidade: 'Porto Alegre',
    uf: 'RS',
    inicio: '12/05/2035 18:00',
  });
}
