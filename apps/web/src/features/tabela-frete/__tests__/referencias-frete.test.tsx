import { TABELA_FRETE_MESSAGES, type TCoeficienteAntt, UFS } from '@embarca/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY } from '../../../lib/session';
import { callsTo, requestBody, stubApi } from '../../../test/fetch-routes';
import { fieldByLabel } from '../../../test/form-fields';
import { makeTokenObject } from '../../../test/jwt.fixtures';
import { renderRoutes } from '../../../test/render-app';
import { PainelAdminPage } from '../../painel-admin/pages/painel-admin-page';
import type { TAliquotaIcms } from '../api/use-referencias';
import { lerCoeficientes } from '../coeficientes-texto';
import { ReferenciasCoeficientes } from '../components/referencias-coeficientes';
import { ReferenciasIcms } from '../components/referencias-icms';
import { hojeIso } from '../formato';

const COEFICIENTES_URL = 'GET /api/tabela-frete/antt/coeficientes';
const ALIQUOTAS_URL = 'GET /api/tabela-frete/aliquotas-icms';

const coeficiente = (overrides: Partial<TCoeficienteAntt> = {}): TCoeficienteAntt => ({
  tabela: 'A',
  tipoCarga: 5,
  eixos: 5,
  ccd: '6.0112',
  cc: '612.00',
  vigenciaInicio: '2026-01-01',
  vigenciaFim: null,
  fonte: 'Resolução ANTT 6.067/2025',
  ...overrides,
});

const EM_VIGOR = [
  coeficiente(),
  // Figures a float would round: they show exactly as sent.
  coeficiente({ eixos: 9, ccd: '987.6543', cc: '99999.99' }),
  coeficiente({
    tabela: 'B',
    tipoCarga: 1,
    eixos: 3,
    ccd: '4.1873',
    cc: '436.62',
    vigenciaFim: '2026-12-31',
    fonte: null,
  }),
];

function signInSupport() {
  const token = makeTokenObject({ role: 'Administrador', UsuarioTipo: 100, sub: 'u', OwnerId: 'o' });
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(token));
}

/** The text of each body row's cells. */
const linhasDaTabela = (tabela: HTMLElement) =>
  within(tabela)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent));

/** The 27 × 27 rates of the migration: 12 % between UFs, 18 % inside each. */
function aliquotas(alteradas: Record<string, string> = {}): TAliquotaIcms[] {
  return UFS.flatMap((ufOrigem) =>
    UFS.map((ufDestino) => ({
      ufOrigem,
      ufDestino,
      aliquota: alteradas[`${ufOrigem}>${ufDestino}`] ?? (ufOrigem === ufDestino ? '18.00' : '12.00'),
    })),
  );
}

describe('lerCoeficientes', () => {
  it('reads pt-BR and plain decimals, tabs and a header, and names each bad line', () => {
    expect(
      lerCoeficientes('tabela;tipo de carga;eixos;ccd;cc\n\na;5;5;6,0112;1.234,5\nB\t1\t3\t4.1873\t436.62'),
    ).toEqual({
      coeficientes: [
        { tabela: 'A', tipoCarga: 5, eixos: 5, ccd: '6.0112', cc: '1234.5' },
        { tabela: 'B', tipoCarga: 1, eixos: 3, ccd: '4.1873', cc: '436.62' },
      ],
      erros: [],
    });
    expect(lerCoeficientes('A;13;1;6,01129;0\nA;5;5;1;1;1\nA;5;5;1;1\nA;5;5;2;2').erros).toEqual([
      'Linha 1: Tipo de carga deve ser um código de 1 a 12; recebido “13”.',
      'Linha 1: Eixos deve ser um número inteiro de 2 a 9; recebido “1”.',
      'Linha 1: CCD deve ser um número maior que zero, até 1.000, com até 4 casas decimais (ex.: 6,0112); recebido “6,01129”.',
      'Linha 1: CC deve ser um número maior que zero, até 100.000, com até 2 casas decimais (ex.: 612,00); recebido “0”.',
      'Linha 2: informe 5 campos separados por ponto e vírgula (tabela;tipo de carga;eixos;ccd;cc); encontrados 6.',
      'Linha 4: repete a tabela A, tipo de carga 5 e 5 eixos da linha 3.',
    ]);
    expect(lerCoeficientes('  \n').erros).toEqual(['Informe ao menos um coeficiente.']);
  });
});

describe('Referências de frete — coeficientes ANTT', { timeout: 30_000 }, () => {
  it('lists the coefficients in force today in the support panel, exact, filtered by table and cargo type', async () => {
    const fetchMock = stubApi({
      [COEFICIENTES_URL]: { body: EM_VIGOR },
      [ALIQUOTAS_URL]: { body: [] },
    });
    signInSupport();
    renderRoutes([{ path: '/', Component: PainelAdminPage }], '/?secao=referencias-frete');

    expect(await screen.findByRole('tab', { name: 'Referências de frete', selected: true })).toBeTruthy();
    const tabela = await screen.findByRole('table', {
      name: /^Coeficientes ANTT em vigor em \d{2}\/\d{2}\/\d{4}$/,
    });
    expect(String(fetchMock.mock.calls.find(([url]) => String(url).includes('/antt/'))?.[0])).toContain(
      `?data=${hojeIso()}`,
    );
    expect(
      within(tabela)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Tabela', 'Tipo de carga', 'Eixos', 'CCD (R$/km)', 'CC (R$)', 'Vigência', 'Fonte']);
    expect(linhasDaTabela(tabela)).toEqual([
      [
        'A',
        '5 — Carga geral',
        '5',
        '6,0112',
        '612,00',
        'A partir de 01/01/2026',
        'Resolução ANTT 6.067/2025',
      ],
      [
        'A',
        '5 — Carga geral',
        '9',
        '987,6543',
        '99.999,99',
        'A partir de 01/01/2026',
        'Resolução ANTT 6.067/2025',
      ],
      ['B', '1 — Granel sólido', '3', '4,1873', '436,62', '01/01/2026 a 31/12/2026', '—'],
    ]);
    expect(screen.getByText('3 coeficientes em vigor')).toBeTruthy();
    expect(await screen.findByText('Nenhuma alíquota de ICMS cadastrada.')).toBeTruthy();

    fireEvent.click(fieldByLabel(document.body, 'Tabela'));
    fireEvent.click(await screen.findByRole('option', { name: 'B — Só o veículo automotor' }));
    expect(linhasDaTabela(screen.getByRole('table', { name: /^Coeficientes ANTT/ }))).toHaveLength(1);
    expect(screen.getByText('1 de 3 coeficientes em vigor')).toBeTruthy();

    fireEvent.click(fieldByLabel(document.body, 'Tipo de carga'));
    fireEvent.click(await screen.findByRole('option', { name: '5 — Carga geral' }));
    expect(
      screen.getByText('Nenhum coeficiente em vigor para a tabela e o tipo de carga escolhidos.'),
    ).toBeTruthy();
  });

  it('reads another date, and says so when nothing is in force or the read fails', async () => {
    let falhar = false;
    const fetchMock = stubApi({
      [COEFICIENTES_URL]: () =>
        falhar ? { status: 503, body: { message: 'Serviço indisponível' } } : { body: [] },
    });
    renderRoutes([{ path: '/', element: <ReferenciasCoeficientes /> }], '/');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Em vigor em' }), {
      target: { value: '15/03/2019' },
    });
    expect(await screen.findByText('Nenhum coeficiente ANTT em vigor em 15/03/2019.')).toBeTruthy();
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toContain('?data=2019-03-15');

    falhar = true;
    fireEvent.change(screen.getByRole('textbox', { name: 'Em vigor em' }), {
      target: { value: '16/03/2019' },
    });
    expect(await screen.findByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
  });

  it('names the bad lines before sending, then registers a good set and shows it', async () => {
    const fetchMock = stubApi({
      [COEFICIENTES_URL]: { body: EM_VIGOR },
      'POST /api/tabela-frete/antt/coeficientes': {
        body: { message: TABELA_FRETE_MESSAGES.coeficientesSalvos },
      },
    });
    renderRoutes([{ path: '/', element: <ReferenciasCoeficientes /> }], '/');
    fireEvent.click(await screen.findByRole('button', { name: 'Registrar novos coeficientes' }));
    const modal = await screen.findByRole('dialog', { name: 'Registrar novos coeficientes ANTT' });
    const texto = within(modal).getByRole('textbox', { name: /^Coeficientes/ });

    fireEvent.change(texto, { target: { value: 'A;5;5;6,0112;612,00\nE;5;5;abc;612,00\nA;5;5;7;700' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Registrar coeficientes' }));
    const alerta = await within(modal).findByRole('alert');
    expect(
      within(alerta)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Linha 2: Tabela deve ser A, B, C ou D; recebido “E”.',
      'Linha 2: CCD deve ser um número maior que zero, até 1.000, com até 4 casas decimais (ex.: 6,0112); recebido “abc”.',
      'Linha 3: repete a tabela A, tipo de carga 5 e 5 eixos da linha 1.',
    ]);
    expect(within(modal).getByText('Vigência a partir de é obrigatória!')).toBeTruthy();
    expect(within(modal).getByText('Fonte é obrigatória!')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/tabela-frete/antt/coeficientes')).toHaveLength(0);

    fireEvent.change(within(modal).getByRole('textbox', { name: /^Vigência a partir de/ }), {
      target: { value: '01/07/2026' },
    });
    fireEvent.change(within(modal).getByRole('textbox', { name: /^Fonte/ }), {
      target: { value: 'Resolução ANTT 6.100/2026' },
    });
    fireEvent.change(texto, { target: { value: 'A;5;5;6,1234;620,5\n\nB\t1\t3\t4.2\t440' } });
    expect(within(modal).queryByRole('alert')).toBeNull();
    expect(within(modal).getByText('2 coeficientes lidos')).toBeTruthy();
    fireEvent.click(within(modal).getByRole('button', { name: 'Registrar coeficientes' }));

    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST /api/tabela-frete/antt/coeficientes')).toHaveLength(1),
    );
    expect(requestBody(callsTo(fetchMock, 'POST /api/tabela-frete/antt/coeficientes')[0])).toEqual({
      vigenciaInicio: '2026-07-01',
      fonte: 'Resolução ANTT 6.100/2026',
      coeficientes: [
        { tabela: 'A', tipoCarga: 5, eixos: 5, ccd: '6.1234', cc: '620.5' },
        { tabela: 'B', tipoCarga: 1, eixos: 3, ccd: '4.2', cc: '440' },
      ],
    });
    expect(await screen.findByText(TABELA_FRETE_MESSAGES.coeficientesSalvos)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The list shows the set from its start date.
    await waitFor(() => expect(String(fetchMock.mock.calls.at(-1)?.[0])).toContain('?data=2026-07-01'));
    expect(
      await screen.findByRole('table', { name: 'Coeficientes ANTT em vigor em 01/07/2026' }),
    ).toBeTruthy();
  });

  it('starts the text from the set in force', async () => {
    stubApi({ [COEFICIENTES_URL]: { body: EM_VIGOR } });
    renderRoutes([{ path: '/', element: <ReferenciasCoeficientes /> }], '/');
    await screen.findByRole('table', { name: /^Coeficientes ANTT/ });
    fireEvent.click(screen.getByRole('button', { name: 'Registrar novos coeficientes' }));
    const modal = await screen.findByRole('dialog', { name: 'Registrar novos coeficientes ANTT' });
    fireEvent.click(within(modal).getByRole('button', { name: /^Começar pelos coeficientes em vigor/ }));
    expect((within(modal).getByRole('textbox', { name: /^Coeficientes/ }) as HTMLTextAreaElement).value).toBe(
      'A;5;5;6,0112;612,00\nA;5;9;987,6543;99999,99\nB;1;3;4,1873;436,62',
    );
  });
});

describe('Referências de frete — alíquotas de ICMS', { timeout: 60_000 }, () => {
  it('shows the 27 × 27 matrix and sends only the changed cells', async () => {
    let atuais = aliquotas();
    const fetchMock = stubApi({
      [ALIQUOTAS_URL]: () => ({ body: atuais }),
      'PUT /api/tabela-frete/aliquotas-icms': (init) => {
        const { aliquotas: enviadas } = requestBody(init) as { aliquotas: TAliquotaIcms[] };
        atuais = aliquotas(
          Object.fromEntries(enviadas.map((item) => [`${item.ufOrigem}>${item.ufDestino}`, item.aliquota])),
        );
        return { body: { message: TABELA_FRETE_MESSAGES.aliquotasSalvas } };
      },
    });
    renderRoutes([{ path: '/', element: <ReferenciasIcms /> }], '/');
    const matriz = await screen.findByRole('table', { name: /^Alíquotas de ICMS/ });
    expect(within(matriz).getAllByRole('columnheader')).toHaveLength(28);
    expect(within(matriz).getAllByRole('rowheader')).toHaveLength(27);
    const celula = (origem: string, destino: string) =>
      within(matriz).getByRole('textbox', { name: `Alíquota de ICMS de ${origem} para ${destino} (%)` });
    expect((celula('SP', 'PR') as HTMLInputElement).value).toBe('12,00');
    expect((celula('SP', 'SP') as HTMLInputElement).value).toBe('18,00');
    expect(screen.getByRole('button', { name: 'Salvar alterações' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Descartar alterações' })).toHaveProperty('disabled', true);

    fireEvent.change(celula('SP', 'PR'), { target: { value: '7,5' } });
    fireEvent.change(celula('RS', 'AM'), { target: { value: '7' } });
    // Typed back to the rate it had: not a change.
    fireEvent.change(celula('MG', 'MG'), { target: { value: '18' } });
    expect(screen.getByText('2 alíquotas alteradas.')).toBeTruthy();
    // A cell left empty holds the save until it has a rate.
    fireEvent.change(celula('AC', 'AC'), { target: { value: '' } });
    expect(screen.getByRole('alert').textContent).toBe('Informe a alíquota de AC → AC (de 0 a 100%).');
    expect(celula('AC', 'AC').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('button', { name: 'Salvar alterações' })).toHaveProperty('disabled', true);
    fireEvent.change(celula('AC', 'AC'), { target: { value: '18,00' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));

    await waitFor(() => expect(callsTo(fetchMock, 'PUT /api/tabela-frete/aliquotas-icms')).toHaveLength(1));
    expect(requestBody(callsTo(fetchMock, 'PUT /api/tabela-frete/aliquotas-icms')[0])).toEqual({
      aliquotas: [
        { ufOrigem: 'SP', ufDestino: 'PR', aliquota: '7.5' },
        { ufOrigem: 'RS', ufDestino: 'AM', aliquota: '7' },
      ],
    });
    expect(await screen.findByText(TABELA_FRETE_MESSAGES.aliquotasSalvas)).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Nenhuma alteração.')).toBeTruthy());
    expect((celula('SP', 'PR') as HTMLInputElement).value).toBe('7,50');
    expect(callsTo(fetchMock, ALIQUOTAS_URL)).toHaveLength(2);
  });
});
