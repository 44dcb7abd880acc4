import { TipoTarifa } from '@embarca/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, requestBody } from '../../../../test/fetch-routes';
import { fieldByLabel } from '../../../../test/form-fields';
import { COTACAO_ID, cotacaoSalva, TABELA_SUL } from '../../../tabela-frete/__tests__/tabela-frete-fixtures';
import { drawerDaCargaDaCotacao } from '../../../tabela-frete/use-criar-carga';
import { COTACAO_NAO_ENCONTRADA } from '../cadastro-carga.texts';
import { formularioDaCotacao } from '../cadastro-carga.values';
import { abrirGaveta, digitar, formulario, ponto, salvar, usarSessao, waitFor } from './cadastro-harness';

usarSessao();

/** The drawer path as the URL carries it (its own query encoded inside `drawer`). */
const gaveta = (cotacaoId: string, tabelaId: string) =>
  encodeURIComponent(drawerDaCargaDaCotacao(cotacaoId, tabelaId));

describe('Nova carga from a saved freight quote (issue 19)', { timeout: 60_000 }, () => {
  it('fills the cities, weight, volume, goods value and the chosen price as the freight value', async () => {
    const fetchMock = abrirGaveta(gaveta(COTACAO_ID, TABELA_SUL), {
      [`GET /api/tabela-frete/cotacoes/${COTACAO_ID}`]: { body: cotacaoSalva() },
      'POST /api/carga-mongo/cadastrar': { status: 201, body: { message: 'ok', id: 'x', codigo: 1 } },
    });
    const form = await formulario();
    expect(screen.getByText(/A partir da cotação de frete/).textContent).toBe(
      'A partir da cotação de frete nº 12 — Tabela Sul v2 (Transportes Rápido Sul)',
    );
    const origem = ponto(form, 'Origem');
    const destino = ponto(form, 'Destino final');
    expect(fieldByLabel(origem, /^Cidade/).value).toBe('Campinas');
    expect(fieldByLabel(origem, /^UF/).value).toBe('SP');
    expect(fieldByLabel(destino, /^Cidade/).value).toBe('Porto Alegre');
    expect(fieldByLabel(destino, /^UF/).value).toBe('RS');
    expect(fieldByLabel(form, /^Peso bruto/).value).toBe('15.000');

    digitar(origem, /^Início previsto/, '10/05/2035 08:00');
    digitar(destino, /^Início previsto/, '12/05/2035 18:00');
    await salvar(form);
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/carga-mongo/cadastrar')).toHaveLength(1));
    const enviado = requestBody(callsTo(fetchMock, 'POST /api/carga-mongo/cadastrar')[0]) as {
      carga: Record<string, unknown>;
      pagamento: Record<string, unknown>;
    };
    expect(enviado.carga).toMatchObject({
      pesoBruto: 15000,
      volume: 48.5,
      valorCarga: 250000,
      modalidade: 1,
    });
    expect(enviado.pagamento).toMatchObject({ valorFrete: 6988.64, tipoTarifa: TipoTarifa.TabelaFrete });
  });

  it('says when the quote does not exist', async () => {
    abrirGaveta(gaveta(COTACAO_ID, TABELA_SUL), {
      [`GET /api/tabela-frete/cotacoes/${COTACAO_ID}`]: { status: 404, body: { message: 'x' } },
    });
    expect(await screen.findByText(COTACAO_NAO_ENCONTRADA, {}, { timeout: 15_000 })).toBeTruthy();
  });

  it('leaves the freight empty for a table the quote did not price', () => {
    const valores = formularioDaCotacao(cotacaoSalva(), 'outra-tabela');
    expect(valores.pagamento.valorFrete).toBe('');
    expect(valores.pagamento.tipoTarifa).toBeNull();
    expect(valores.carga.pesoBruto).toBe(15000);
  });
});
