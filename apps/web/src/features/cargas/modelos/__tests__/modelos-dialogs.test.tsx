import {
  diaEmSaoPaulo,
  formatDate,
  formatDateTime,
  Licenca,
  Modulo,
  somarDias,
  type TCadastroCargaInput,
  type TModeloCargaListaItem,
} from '@embarca/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSessionToken } from '../../../../lib/session';
import { callsTo, stubApi } from '../../../../test/fetch-routes';
import { makeTokenObject } from '../../../../test/jwt.fixtures';
import { renderRoutes } from '../../../../test/render-app';
import { signInOperador } from '../../../../test/session.fixtures';
import { CriarLoteButton } from '../components/criar-lote-button';
import { CriarLoteDialog } from '../components/criar-lote-dialog';
import { SalvarModeloDialog } from '../components/salvar-modelo-dialog';

const PAYLOAD: TCadastroCargaInput = {
  carga: { tipoFrete: 1, modalidade: 1, pesoBruto: 1000 },
  origemDestino: [
    { rota: 1, cidade: 'Campinas', uf: 'SP', dhInicio: '2026-03-10T11:00:00.000Z' },
    { rota: 3, cidade: 'Curitiba', uf: 'PR', dhInicio: '2026-03-11T20:00:00.000Z' },
  ],
  visibilidade: 1,
};

const MODELO: TModeloCargaListaItem = {
  id: '9f0e8d7c-6b5a-4c3d-8e2f-1a0b9c8d7e6f',
  descricao: 'Coleta diária Campinas',
  model: { ...PAYLOAD, origemDestino: PAYLOAD.origemDestino.map((p) => ({ ...p, empresa: null })) },
};

const body = (init: RequestInit | undefined) => JSON.parse(String(init?.body));

beforeEach(() => {
  signInOperador({ TipoEmpresa: 3 });
});
afterEach(() => {
  clearSession();
});

describe('SalvarModeloDialog', () => {
  function renderDialog(answer: { status?: number; body?: unknown }) {
    const onClose = vi.fn();
    const fetchMock = stubApi({ 'POST /api/carga-modelo': answer });
    renderRoutes(
      [{ path: '/', element: <SalvarModeloDialog opened onClose={onClose} payload={PAYLOAD} /> }],
      '/',
    );
    return { onClose, fetchMock };
  }

  it('requires the description', async () => {
    const { fetchMock } = renderDialog({ status: 201, body: {} });
    fireEvent.click(await screen.findByRole('button', { name: 'Salvar modelo' }));
    expect(await screen.findByText('Descrição é obrigatório!')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/carga-modelo')).toHaveLength(0);
  });

  it("saves the form's payload under the description and says so", async () => {
    const { onClose, fetchMock } = renderDialog({
      status: 201,
      body: { message: 'Modelo de carga cadastrado com sucesso!', id: MODELO.id },
    });
    fireEvent.change(await screen.findByRole('textbox', { name: /Descrição/ }), {
      target: { value: '  Coleta diária Campinas ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar modelo' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(body(callsTo(fetchMock, 'POST /api/carga-modelo')[0])).toEqual({
      descricao: 'Coleta diária Campinas',
      model: PAYLOAD,
    });
    expect(await screen.findByText('Modelo de carga cadastrado com sucesso!')).toBeTruthy();
  });

  it("shows the server's refusal and stays open", async () => {
    const { onClose } = renderDialog({
      status: 400,
      body: { message: 'Informe uma empresa válida.', messages: ['Informe uma empresa válida.'] },
    });
    fireEvent.change(await screen.findByRole('textbox', { name: /Descrição/ }), { target: { value: 'X' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar modelo' }));
    const form = screen.getByRole('form', { name: 'Salvar como modelo' });
    const alerta = await within(form).findByRole('alert');
    expect(alerta.textContent).toContain('Informe uma empresa válida.');
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('CriarLoteDialog', { timeout: 20_000 }, () => {
  const hoje = diaEmSaoPaulo(new Date());
  const dia1 = somarDias(hoje, 1);
  const dia2 = somarDias(hoje, 2);
  const diaBr = (dia: string) => formatDate(`${dia}T12:00:00Z`);
  const linha = (dia: string, horas: number) => ({
    data: dia,
    coleta: `${dia}T11:00:00.000Z`,
    entrega: new Date(Date.parse(`${dia}T11:00:00.000Z`) + horas * 3_600_000).toISOString(),
    pontos: [],
  });

  function renderDialog(post: { status?: number; body?: unknown }) {
    const onClose = vi.fn();
    const fetchMock = stubApi({
      'GET /api/carga-modelo': { body: [MODELO] },
      'GET /api/cargalote/listarGradeHorarios': { body: { items: [linha(dia1, 33), linha(dia2, 33)] } },
      'POST /api/cargalote/criarlote': post,
    });
    renderRoutes([{ path: '/', element: <CriarLoteDialog opened onClose={onClose} /> }], '/');
    return { onClose, fetchMock };
  }

  async function escolherModeloEDatas() {
    const select = (await screen.findAllByLabelText(/^Modelo de carga/))[0] as HTMLInputElement;
    select.focus();
    fireEvent.click(select);
    fireEvent.click(await screen.findByRole('option', { name: MODELO.descricao }));
    fireEvent.click(screen.getByRole('button', { name: diaBr(dia1) }));
    fireEvent.click(screen.getByRole('button', { name: diaBr(dia2) }));
  }

  it('previews the collection and delivery times of each chosen date, then creates the lot', async () => {
    const { onClose, fetchMock } = renderDialog({
      status: 201,
      body: { message: 'Lote com 2 cargas cadastrado com sucesso!', loteId: 'l1', cargas: [] },
    });
    await escolherModeloEDatas();
    expect(screen.getByText('2 datas escolhidas.')).toBeTruthy();
    const tabela = await screen.findByRole('table', { name: 'Horários das cargas do lote' });
    const linhas = within(tabela).getAllByRole('row').slice(1);
    expect(
      linhas.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      [diaBr(dia1), formatDateTime(`${dia1}T11:00:00.000Z`), formatDateTime(linha(dia1, 33).entrega)],
      [diaBr(dia2), formatDateTime(`${dia2}T11:00:00.000Z`), formatDateTime(linha(dia2, 33).entrega)],
    ]);
    const grade = callsTo(fetchMock, 'GET /api/cargalote/listarGradeHorarios');
    expect(grade.length).toBeGreaterThan(0);
    const url = String(fetchMock.mock.calls.find(([u]) => String(u).includes('listarGradeHorarios'))?.[0]);
    expect(url).toContain(`modeloId=${MODELO.id}`);

    fireEvent.click(screen.getByRole('button', { name: 'Criar 2 cargas' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(body(callsTo(fetchMock, 'POST /api/cargalote/criarlote')[0])).toEqual({
      modeloId: MODELO.id,
      datas: [dia1, dia2],
    });
    expect(await screen.findByText('Lote com 2 cargas cadastrado com sucesso!')).toBeTruthy();
  });

  it('cannot create without a template and a date, and shows a refusal', async () => {
    renderDialog({ status: 400, body: { message: 'Informe datas de coleta a partir de hoje.' } });
    expect((await screen.findByRole('button', { name: 'Criar lote' })).hasAttribute('disabled')).toBe(true);
    await escolherModeloEDatas();
    fireEvent.click(screen.getByRole('button', { name: 'Criar 2 cargas' }));
    const dialog = screen.getByRole('dialog', { name: 'Criar lote de cargas' });
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Informe datas de coleta a partir de hoje.',
    );
  });

  it('offers no date before today', async () => {
    renderDialog({});
    const ontem = screen.queryByRole('button', { name: diaBr(somarDias(hoje, -1)) });
    // Yesterday is either in another month (not shown) or disabled.
    if (ontem)
      expect(ontem.hasAttribute('disabled') || ontem.getAttribute('data-disabled') === 'true').toBe(true);
  });
});

describe('the board header button', () => {
  it('is shown to an Operador', () => {
    stubApi({});
    renderRoutes([{ path: '/', element: <CriarLoteButton /> }], '/');
    expect(screen.getByRole('button', { name: 'Criar lote' })).toBeTruthy();
  });

  it.each([
    ['the Free licence', { License: Licenca.Free, TipoEmpresa: 3 }],
    ['a carrier', { License: Licenca.Cliente, TipoEmpresa: 1 }],
  ])('is hidden from %s', (_quem, extra) => {
    saveSessionToken(
      makeTokenObject({ sub: 'u1', role: 'Operador', AuthorizedModule: [Modulo.Cargas], ...extra }),
    );
    stubApi({});
    renderRoutes([{ path: '/', element: <CriarLoteButton /> }], '/');
    expect(screen.queryByRole('button', { name: 'Criar lote' })).toBeNull();
  });
});
