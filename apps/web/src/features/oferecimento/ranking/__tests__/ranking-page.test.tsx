import {
  RANKING_BASE_MINIMA,
  RANKING_MESSAGES,
  RANKING_PESOS,
  RANKING_TOLERANCIA_MINUTOS,
  type TRankingResponse,
  type TRankingTransportadora,
} from '@embarca/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../../test/fetch-routes';
import { renderRoutes } from '../../../../test/render-app';
import { diferencaBr, duracaoBr, percentualBr, pontuacaoBr, textoDaBase } from '../ranking-formato';
import { RankingTransportadorasPage } from '../ranking-page';

const semDados = (base = 0) => ({ valor: null, base });

const item = (extra: Partial<TRankingTransportadora>): TRankingTransportadora => ({
  posicao: null,
  transportadoraEmpresaId: 'e-0',
  nome: 'Transportadora',
  cnpj: null,
  naPlataforma: true,
  ativa: true,
  pontuacao: null,
  ofertasRecebidas: 0,
  cargasContratadas: 0,
  valorContratado: '0.00',
  taxaAceite: semDados(),
  tempoRespostaMinutos: semDados(),
  precoVsTabela: semDados(),
  abaixoDoPisoAntt: semDados(),
  coletaNoPrazo: semDados(),
  entregaNoPrazo: semDados(),
  ocorrenciasPorCarga: semDados(),
  acuraciaFatura: null,
  ...extra,
});

const resposta = (itens: TRankingTransportadora[]): TRankingResponse => ({
  inicio: '2026-01-01',
  fim: '2026-03-31',
  baseMinima: RANKING_BASE_MINIMA,
  toleranciaMinutos: RANKING_TOLERANCIA_MINUTOS,
  pesos: RANKING_PESOS,
  itens,
});

const URL = 'GET /api/oferecimento/ranking';

describe('ranking figures in pt-BR', () => {
  it('formats rates, durations, differences, the score and the base', () => {
    expect(percentualBr(66.7)).toBe('66,7%');
    expect(duracaoBr(25)).toBe('25 min');
    expect(duracaoBr(125)).toBe('2 h 5 min');
    expect(duracaoBr(120)).toBe('2 h');
    expect(diferencaBr(10)).toBe('+10,0%');
    expect(diferencaBr(-5.25)).toBe('−5,3%');
    expect(diferencaBr(0)).toBe('0,0%');
    expect(pontuacaoBr(73.2)).toBe('73,2');
    expect(pontuacaoBr(null)).toBe('sem dados');
    expect(textoDaBase(1, 'carga', 'cargas')).toBe('base: 1 carga');
    expect(textoDaBase(1200, 'carga', 'cargas')).toBe('base: 1.200 cargas');
  });
});

describe('RankingTransportadorasPage', { timeout: 20_000 }, () => {
  it('lists the carriers with each figure and its base, sem dados, and the criteria', async () => {
    stubApi({
      [URL]: {
        body: resposta([
          item({
            posicao: 1,
            transportadoraEmpresaId: 'e-a',
            nome: 'Rápido Sul',
            cnpj: '11222333000181',
            pontuacao: 73.2,
            ofertasRecebidas: 7,
            cargasContratadas: 3,
            valorContratado: '3000.00',
            taxaAceite: { valor: 60, base: 5 },
            tempoRespostaMinutos: { valor: 25, base: 4 },
            precoVsTabela: { valor: 10, base: 3 },
            abaixoDoPisoAntt: { valor: 1, base: 3 },
            coletaNoPrazo: { valor: 100, base: 3 },
            entregaNoPrazo: { valor: 66.7, base: 3 },
            ocorrenciasPorCarga: { valor: 0.67, base: 3 },
          }),
          item({
            transportadoraEmpresaId: 'e-b',
            nome: 'Nova Log',
            naPlataforma: false,
            ofertasRecebidas: 2,
            taxaAceite: semDados(2),
          }),
        ]),
      },
    });
    renderRoutes([{ path: '/', element: <RankingTransportadorasPage /> }], '/');
    expect(await screen.findByRole('heading', { name: 'Ranking de transportadoras' })).toBeTruthy();
    const tabela = await screen.findByRole('table');
    const linhaA = (await within(tabela).findByText('Rápido Sul')).closest('tr') as HTMLElement;
    for (const texto of [
      '1º',
      '11.222.333/0001-81',
      '73,2',
      '60%',
      'base: 5 ofertas',
      '25 min',
      'base: 4 respostas',
      '+10,0%',
      '1 carga',
      '100%',
      'base: 3 coletas',
      '66,7%',
      'base: 3 entregas',
      '0,67',
    ]) {
      expect(within(linhaA).getAllByText(texto).length, texto).toBeGreaterThan(0);
    }
    expect(within(linhaA).getByText(/R\$\s3\.000,00/)).toBeTruthy();
    expect(within(linhaA).getByText(RANKING_MESSAGES.acuraciaIndisponivel)).toBeTruthy();
    const linhaB = within(tabela).getByText('Nova Log').closest('tr') as HTMLElement;
    expect(within(linhaB).getAllByText('sem dados').length).toBeGreaterThan(1);
    expect(within(linhaB).getByText('base: 2 ofertas')).toBeTruthy();
    expect(within(linhaB).getByText('Fora da plataforma')).toBeTruthy();
    expect(screen.getByText('Como o ranking é calculado')).toBeTruthy();
    expect(screen.getByText(/Período de 01\/01\/2026 a 31\/03\/2026/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Exportar' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Início' })).toBeTruthy();
  });

  it('asks the API for the default period (the last 90 days) and shows the empty state', async () => {
    const fetchMock = stubApi({ [URL]: { body: resposta([]) } });
    renderRoutes([{ path: '/', element: <RankingTransportadorasPage /> }], '/');
    expect(await screen.findByText(/Nenhum/)).toBeTruthy();
    const url = String(fetchMock.mock.calls.find(([u]) => String(u).includes('/ranking'))?.[0]);
    expect(url).toMatch(/\?inicio=\d{4}-\d{2}-\d{2}&fim=\d{4}-\d{2}-\d{2}$/);
  });

  it('shows the error state with a retry', async () => {
    stubApi({ [URL]: { status: 500, body: { message: 'falhou' } } });
    renderRoutes([{ path: '/', element: <RankingTransportadorasPage /> }], '/');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy(), {
      timeout: 10_000,
    });
  });
});
