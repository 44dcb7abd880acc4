import {
  formatBRL,
  formatDateTime,
  GrupoQuadro,
  PERSONALIZACAO_CARD_PADRAO,
  type TCargaQuadroCard,
  type TPersonalizacaoCardCarga,
} from '@embarca/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, stubApi } from '../../../../test/fetch-routes';
import { renderRoutes } from '../../../../test/render-app';
import { CargaCard, type CargaCardProps } from '../components/carga-card';
import { makeCard, makeCargaMongo } from './quadro-fixtures';

function renderCard(props: Partial<CargaCardProps> & { card: TCargaQuadroCard }) {
  const router = renderRoutes(
    [
      {
        path: '/cargas/minhas-cargas',
        element: (
          <CargaCard
            grupo={GrupoQuadro.AguardandoAlocacao}
            personalizacao={PERSONALIZACAO_CARD_PADRAO}
            {...props}
          />
        ),
      },
    ],
    '/cargas/minhas-cargas',
  );
  return { router, article: screen.getByRole('article', { name: `Carga ${props.card.codigo}` }) };
}

describe('CargaCard', { timeout: 20_000 }, () => {
  it('shows the default layout when the owner saved none', () => {
    const card = makeCard();
    const { article } = renderCard({ card });
    const text = article.textContent ?? '';
    // header: codigo · codigoIdentificador
    expect(within(article).getByText(`${card.codigo} · ${card.codigoIdentificador}`)).toBeTruthy();
    // body: origem, destino, coleta, entrega, peso, valor, veículo, motorista (formatted by the domain)
    expect(text).toContain('Campinas/SP — Atacado Sul');
    expect(text).toContain('Curitiba/PR — Mercado Norte');
    expect(text).toContain(formatDateTime(card.dhColeta));
    expect(text).toContain(formatDateTime(card.dhEntrega));
    expect(text).toContain('12,50 Ton');
    expect(text).toContain(formatBRL(3500.5));
    expect(text).toContain('ABC1D23 · F-12');
    expect(text).toContain('João da Silva');
    // badges: tipoFrete and situacao (lote only when in a lot)
    expect(within(article).getByText('CIF')).toBeTruthy();
    expect(within(article).getByText('Aguardando contratação')).toBeTruthy();
    expect(within(article).queryByText('Em lote')).toBeNull();
    // not in the default layout
    expect(text).not.toContain('Refrigerada');
    expect(text).not.toContain(formatBRL(150000));
  });

  it("shows exactly the layout's fields, with labels when config.showLabel", () => {
    const personalizacao: TPersonalizacaoCardCarga = {
      config: { showLabel: true, showIcon: false },
      label: 'Operação',
      header: ['codigoIdentificador'],
      body: ['valorCarga', 'volume', 'caracteristica', 'numerosNF'],
      badges: ['lote', 'redespacho'],
      totals: [],
    };
    const card = makeCard({ lote: true, possuiRedespacho: true, volumeUnidade: 5, volume: '300' });
    const { article } = renderCard({ card, personalizacao });
    const text = article.textContent ?? '';
    expect(within(article).getByText(`Código identificador: ${card.codigoIdentificador}`)).toBeTruthy();
    expect(text).toContain(`Valor da carga: ${formatBRL(150000)}`);
    expect(text).toContain('Volume: 300 l');
    expect(text).toContain('Característica: Refrigerada');
    expect(text).toContain('Notas fiscais: 1234, 5678');
    expect(within(article).getByText('Em lote')).toBeTruthy();
    expect(within(article).getByText('Redespacho')).toBeTruthy();
    // fields left out of the layout are not shown
    expect(text).not.toContain('Campinas');
    expect(text).not.toContain('João da Silva');
    expect(text).not.toContain('CIF');
  });

  it('has one variant per group', () => {
    const emAndamento = makeCard({ situacao: 2, qntEventos: 4, qntEventosRealizados: 1 });
    renderCard({ card: emAndamento, grupo: GrupoQuadro.EmAndamento });
    expect(screen.getByText('1 de 4 eventos realizados')).toBeTruthy();
  });

  it('opens details by the button and by double-click', () => {
    const onOpenDetails = vi.fn();
    const card = makeCard();
    const { article } = renderCard({ card, onOpenDetails });
    fireEvent.click(within(article).getByRole('button', { name: `Detalhes da carga ${card.codigo}` }));
    fireEvent.doubleClick(article);
    expect(onOpenDetails).toHaveBeenCalledTimes(2);
    expect(onOpenDetails).toHaveBeenCalledWith(card.id);
  });

  it('links the alert icon to the occurrence drawer only when the card names an occurrence', () => {
    const card = makeCard({ qntOcorrencias: 2, ocorrenciaId: '00000000-0000-4000-8000-0000000000c1' });
    const { router, article } = renderCard({ card });
    const link = within(article).getByRole('link', { name: /Ver ocorrência da carga/ });
    expect(link.getAttribute('aria-label')).toContain('Possui 2 ocorrências.');
    fireEvent.click(link);
    expect(router.state.location.search).toBe(
      '?drawer=cargas/ocorrencia/00000000-0000-4000-8000-0000000000c1',
    );
  });

  it('shows a plain alert icon with a tooltip when there is no occurrence id', async () => {
    const card = makeCard({ alertasEmAberto: 1, ocorrenciaId: null });
    const { article } = renderCard({ card });
    expect(within(article).queryByRole('link')).toBeNull();
    const icon = within(article).getByRole('img', { name: 'Possui 1 alerta em aberto.' });
    fireEvent.mouseEnter(icon);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Possui 1 alerta em aberto.');
  });

  it('shows no alert icon without occurrences or alerts', () => {
    const { article } = renderCard({ card: makeCard() });
    expect(within(article).queryByRole('img')).toBeNull();
  });

  it('lists the documents in the popover, loaded when opened', async () => {
    const card = makeCard({ volumeUnidade: 7 });
    const fetchMock = stubApi({
      [`GET /api/carga-mongo/${card.id}`]: {
        body: makeCargaMongo(card, [
          {
            id: 'd1',
            codigo: 'SKU-1',
            remessaCodigo: null,
            descricao: 'Caixa de suco',
            numero: 'NF 1234',
            quantidade: 10,
            tipoAcondicionamento: 'Caixa',
            peso: '12.5',
            cubagem: '0.125',
            valor: '99.9',
            comprimento: '0.6',
            largura: '0.5',
            altura: '0.4',
            numeroNf: '1234',
            chaveNf: null,
          },
          {
            id: 'd2',
            codigo: null,
            remessaCodigo: 'REM-9',
            descricao: 'Palete',
            numero: null,
            quantidade: null,
            tipoAcondicionamento: null,
            peso: null,
            cubagem: null,
            valor: null,
            comprimento: null,
            largura: null,
            altura: null,
            numeroNf: null,
            chaveNf: null,
          },
        ]),
      },
    });
    const { article } = renderCard({ card });
    expect(callsTo(fetchMock, `GET /api/carga-mongo/${card.id}`)).toHaveLength(0);
    fireEvent.click(within(article).getByRole('button', { name: `Documentos da carga ${card.codigo}` }));
    const dialog = await screen.findByRole('dialog', { name: `Documentos da carga ${card.codigo}` });
    expect(await within(dialog).findByText('SKU-1 — Caixa de suco')).toBeTruthy();
    const text = dialog.textContent ?? '';
    expect(text).toContain('Número: NF 1234');
    expect(text).toContain('Quantidade: 10');
    expect(text).toContain('Acondicionamento: Caixa');
    expect(text).toContain('Peso unitário: 12,5 kg');
    expect(text).toContain('Volume unitário: 0,125 m³');
    expect(text).toContain(`Valor: ${formatBRL(99.9)}`);
    expect(text).toContain('Dimensões (C × L × A): 0,6 × 0,5 × 0,4 m');
    expect(within(dialog).getByText('REM-9 — Palete')).toBeTruthy();
    expect((dialog as HTMLElement).style.maxHeight).toBe('50vh');
    await waitFor(() => expect(callsTo(fetchMock, `GET /api/carga-mongo/${card.id}`)).toHaveLength(1));
  });

  it('offers no documents popover for cross-docking loads or loads without documents', () => {
    const cross = makeCard({ origemCarga: 6 });
    renderCard({ card: cross });
    expect(screen.queryByRole('button', { name: /Documentos da carga/ })).toBeNull();
  });

  it('offers no documents popover for a load without documents', () => {
    renderCard({ card: makeCard({ qntDocumentos: 0 }) });
    expect(screen.queryByRole('button', { name: /Documentos da carga/ })).toBeNull();
  });
});
