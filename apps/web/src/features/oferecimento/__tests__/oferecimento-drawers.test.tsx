import {
  ComportamentoOferecimento,
  OFERECIMENTO_MESSAGES,
  SituacaoOferecimento,
  SituacaoOfertaCarga,
} from '@embarca/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, requestBody, stubApi } from '../../../test/fetch-routes';
import { fieldByLabel, pickOption } from '../../../test/form-fields';
import { renderDrawer } from '../../../test/render-drawer';
import { moeda } from '../../tabela-frete/formato';
import {
  CARGA_ID,
  carga,
  entrarNoOferecimento,
  NORTE,
  oferecimentoDaCarga,
  oferta,
  SUL,
  sugestao,
} from './oferecimento-fixtures';

const API = '/api/oferecimento';
const LEITURAS_DO_FORM = {
  [`GET ${API}/cargas/${CARGA_ID}/sugestao`]: { body: sugestao() },
  [`GET ${API}/grupos`]: { body: [{ id: 'g1', nome: 'Sul e Norte', transportadoras: [] }] },
};

describe('shipper drawer of a load', { timeout: 30_000 }, () => {
  it('offers a load restricted to two carriers, with the domain messages first', async () => {
    entrarNoOferecimento();
    const fetchMock = stubApi({
      [`GET ${API}/cargas/${CARGA_ID}`]: { body: oferecimentoDaCarga() },
      ...LEITURAS_DO_FORM,
      [`POST ${API}/cargas/${CARGA_ID}/oferecer`]: {
        status: 201,
        body: { message: OFERECIMENTO_MESSAGES.ofertada, oferecimento: oferecimentoDaCarga() },
      },
    });
    renderDrawer(`oferecimento/cargas/${CARGA_ID}`);
    const form = await screen.findByRole('form', { name: 'Ofertar carga' }, { timeout: 10_000 });
    // The table value is the target; the floor is shown beside it.
    expect(within(form).getByText('Tabela de frete: R$ 6.500,00 · Piso ANTT: R$ 6.100,00')).toBeTruthy();

    fireEvent.click(within(form).getByRole('button', { name: 'Ofertar carga' }));
    expect(
      await within(form).findAllByText(OFERECIMENTO_MESSAGES.transportadorasObrigatorias),
    ).not.toHaveLength(0);
    expect(callsTo(fetchMock, `POST ${API}/cargas/${CARGA_ID}/oferecer`)).toHaveLength(0);

    await pickOption(form, /^Transportadoras/, /Transportes Sul/);
    await pickOption(form, /^Transportadoras/, /Transportes Norte/);
    // A carrier off the platform cannot be chosen.
    const fora = screen.getByRole('option', { name: /Transportes Fora/ });
    expect(fora.getAttribute('aria-disabled') ?? fora.getAttribute('data-combobox-disabled')).toBeTruthy();
    expect(within(form).getAllByText('abaixo do piso ANTT').length).toBeGreaterThan(0);

    fireEvent.click(within(form).getByRole('button', { name: 'Ofertar carga' }));
    expect(await screen.findByText(OFERECIMENTO_MESSAGES.ofertada)).toBeTruthy();
    const body = requestBody(callsTo(fetchMock, `POST ${API}/cargas/${CARGA_ID}/oferecer`)[0]) as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({
      comportamento: 1,
      tipo: 1,
      transportadoraEmpresaIds: [SUL, NORTE],
      valorAlvo: '6500',
    });
  });

  it('shows the API field errors under the fields', async () => {
    entrarNoOferecimento();
    stubApi({
      [`GET ${API}/cargas/${CARGA_ID}`]: { body: oferecimentoDaCarga() },
      ...LEITURAS_DO_FORM,
      [`POST ${API}/cargas/${CARGA_ID}/oferecer`]: {
        status: 400,
        body: { message: 'Dados inválidos', campos: { prazoResposta: OFERECIMENTO_MESSAGES.prazoNoPassado } },
      },
    });
    renderDrawer(`oferecimento/cargas/${CARGA_ID}`);
    const form = await screen.findByRole('form', { name: 'Ofertar carga' }, { timeout: 10_000 });
    await pickOption(form, /^Transportadoras/, /Transportes Sul/);
    fireEvent.click(within(form).getByRole('button', { name: 'Ofertar carga' }));
    expect(await within(form).findAllByText(OFERECIMENTO_MESSAGES.prazoNoPassado)).not.toHaveLength(0);
  });

  it("answers a counter-proposal on the shipper's turn; only cancels an offer on the carrier's", async () => {
    entrarNoOferecimento();
    const contraproposta = oferta({
      id: 'of-sul',
      situacao: SituacaoOfertaCarga.Contraproposta,
      valorProposto: '6800.00',
      propostas: [
        ...oferta().propostas,
        {
          id: 'p2',
          autor: 2,
          tipo: 2,
          valor: '6800.00',
          comentario: 'Pedágio alto',
          usuarioNome: 'Bia',
          criadoEm: '2026-11-26T13:00:00.000Z',
        },
      ],
    });
    const aberta = oferta({
      id: 'of-norte',
      transportadora: { empresaId: NORTE, nome: 'Transportes Norte', documento: null },
    });
    const fetchMock = stubApi({
      [`GET ${API}/cargas/${CARGA_ID}`]: {
        body: oferecimentoDaCarga({ etapa: 'em-negociacao', ofertas: [contraproposta, aberta] }),
      },
      ...LEITURAS_DO_FORM,
      [`POST ${API}/ofertas/of-sul/responder`]: {
        body: {
          message: OFERECIMENTO_MESSAGES.respostaEnviada,
          oferta: { ...contraproposta, carga: carga() },
        },
      },
    });
    renderDrawer(`oferecimento/cargas/${CARGA_ID}`);
    const sul = await screen.findByRole('region', { name: 'Oferta: Transportes Sul' }, { timeout: 10_000 });
    const thread = within(sul).getByRole('list', { name: 'Negociação com Transportes Sul' });
    expect(within(thread).getByText('Contraproposta · R$ 6.800,00')).toBeTruthy();
    expect(within(thread).getByText('Pedágio alto')).toBeTruthy();
    expect(
      within(sul).getByRole('button', { name: /^Aceitar R\$\s6\.800,00 \(Transportes Sul\)$/ }).textContent,
    ).toBe(`Aceitar ${moeda('6800')}`);
    expect(within(sul).getByRole('button', { name: 'Recusar (Transportes Sul)' })).toBeTruthy();

    const norte = screen.getByRole('region', { name: 'Oferta: Transportes Norte' });
    expect(within(norte).queryByRole('button', { name: /Aceitar|Contrapropor|Recusar/ })).toBeNull();
    expect(within(norte).getByRole('button', { name: 'Cancelar oferta (Transportes Norte)' })).toBeTruthy();

    // A counter-proposal asks its value, then goes with the comment.
    fireEvent.click(within(sul).getByRole('button', { name: 'Contrapropor (Transportes Sul)' }));
    const dialogo = await screen.findByRole('form', { name: 'Contrapropor' });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Enviar contraproposta' }));
    expect(await within(dialogo).findByText(OFERECIMENTO_MESSAGES.valorObrigatorio)).toBeTruthy();
    fireEvent.change(fieldByLabel(dialogo, /^Valor/), { target: { value: '6650' } });
    fireEvent.change(fieldByLabel(dialogo, 'Comentário'), { target: { value: 'Fechamos em 6.650' } });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Enviar contraproposta' }));
    expect(await screen.findByText(OFERECIMENTO_MESSAGES.respostaEnviada)).toBeTruthy();
    expect(requestBody(callsTo(fetchMock, `POST ${API}/ofertas/of-sul/responder`)[0])).toEqual({
      acao: 'contrapropor',
      valor: '6650.00',
      comentario: 'Fechamos em 6.650',
    });
  });

  it('shows the automatic tender with its round and the carrier next, and stops it', async () => {
    entrarNoOferecimento();
    const fetchMock = stubApi({
      [`GET ${API}/cargas/${CARGA_ID}`]: {
        body: oferecimentoDaCarga({
          etapa: 'ofertada',
          oferecimento: {
            id: 'c1',
            comportamento: ComportamentoOferecimento.Automatico,
            situacao: SituacaoOferecimento.EmAndamento,
            tipo: 1,
            valorAlvo: '6500.00',
            prazoMinutos: 30,
            maxRodadas: 3,
            permitirRepetir: false,
            rodadaAtual: 1,
            ordem: [
              { empresaId: SUL, nome: 'Transportes Sul' },
              { empresaId: NORTE, nome: 'Transportes Norte' },
            ],
            criadoEm: '2026-11-26T12:00:00.000Z',
          },
          ofertas: [oferta({ rodada: 1 })],
        }),
      },
      [`POST ${API}/cargas/${CARGA_ID}/interromper`]: {
        body: { message: OFERECIMENTO_MESSAGES.cascataInterrompida },
      },
    });
    renderDrawer(`oferecimento/cargas/${CARGA_ID}`);
    const cascata = await screen.findByRole(
      'region',
      { name: 'Oferecimento automático' },
      { timeout: 10_000 },
    );
    expect(within(cascata).getByText(/rodada 1 de 3 · 30 min por transportadora/)).toBeTruthy();
    expect(within(cascata).getByText('Ofertada agora a: Transportes Sul')).toBeTruthy();
    expect(within(cascata).getByText('Próxima transportadora: Transportes Norte')).toBeTruthy();
    // No new offer while the waterfall runs.
    expect(screen.queryByRole('form', { name: 'Ofertar carga' })).toBeNull();
    fireEvent.click(within(cascata).getByRole('button', { name: 'Interromper' }));
    const confirmar = await screen.findByRole('dialog', { name: 'Interromper oferecimento automático' });
    fireEvent.click(within(confirmar).getByRole('button', { name: 'Interromper' }));
    expect(await screen.findByText(OFERECIMENTO_MESSAGES.cascataInterrompida)).toBeTruthy();
    expect(callsTo(fetchMock, `POST ${API}/cargas/${CARGA_ID}/interromper`)).toHaveLength(1);
  });

  it('says why a load cannot be offered', async () => {
    entrarNoOferecimento();
    stubApi({
      [`GET ${API}/cargas/${CARGA_ID}`]: {
        body: oferecimentoDaCarga({
          etapa: 'contratada',
          naoOfertavel: OFERECIMENTO_MESSAGES.cargaJaContratada,
        }),
      },
    });
    renderDrawer(`oferecimento/cargas/${CARGA_ID}`);
    expect(
      await screen.findByText(OFERECIMENTO_MESSAGES.cargaJaContratada, {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Ofertar carga' })).toBeNull();
  });
});

describe('carrier drawer of an offer', { timeout: 30_000 }, () => {
  it('accepts at the value, counter-proposes or refuses with a reason; a lost race says why', async () => {
    entrarNoOferecimento(true);
    const fetchMock = stubApi({
      [`GET ${API}/ofertas/of-1`]: { body: { ...oferta(), carga: carga() } },
      [`POST ${API}/ofertas/of-1/responder`]: {
        status: 409,
        body: { message: OFERECIMENTO_MESSAGES.cargaContratadaPorOutra },
      },
    });
    renderDrawer('oferecimento/ofertas/of-1');
    const negociacao = await screen.findByRole(
      'region',
      { name: 'Oferta: Sua negociação' },
      { timeout: 10_000 },
    );
    expect(screen.getByText('Embarcador Demo')).toBeTruthy();
    expect(screen.getByText('Campinas/SP')).toBeTruthy();
    expect(screen.getByText('15,00 Ton')).toBeTruthy();
    // Its own thread only: no other carrier is named.
    expect(screen.queryByText(/Transportes Norte/)).toBeNull();
    const acoes = within(negociacao).getByRole('group', { name: 'Ações da oferta' });
    expect(
      within(acoes)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Aceitar pelo valor', 'Contrapropor', 'Recusar']);

    fireEvent.click(within(acoes).getByRole('button', { name: 'Recusar' }));
    const recusa = await screen.findByRole('form', { name: 'Recusar' });
    fireEvent.click(within(recusa).getByRole('button', { name: 'Recusar' }));
    expect(await within(recusa).findByText(OFERECIMENTO_MESSAGES.motivoObrigatorio)).toBeTruthy();
    expect(callsTo(fetchMock, `POST ${API}/ofertas/of-1/responder`)).toHaveLength(0);
    fireEvent.click(within(recusa).getByRole('button', { name: 'Voltar' }));

    await waitFor(() => expect(screen.queryByRole('form', { name: 'Recusar' })).toBeNull());
    fireEvent.click(await screen.findByRole('button', { name: 'Aceitar pelo valor' }));
    const aceite = await screen.findByRole('form', { name: 'Aceitar pelo valor' });
    expect(within(aceite).getByText('Você aceita transportar a carga por R$ 6.000,00.')).toBeTruthy();
    fireEvent.click(within(aceite).getByRole('button', { name: 'Aceitar' }));
    expect(await screen.findByText(OFERECIMENTO_MESSAGES.cargaContratadaPorOutra)).toBeTruthy();
    await waitFor(() =>
      expect(requestBody(callsTo(fetchMock, `POST ${API}/ofertas/of-1/responder`)[0])).toEqual({
        acao: 'aceitar',
        comentario: null,
      }),
    );
  });

  it('only withdraws while the shipper weighs its proposal', async () => {
    entrarNoOferecimento(true);
    stubApi({
      [`GET ${API}/ofertas/of-1`]: {
        body: {
          ...oferta({ situacao: SituacaoOfertaCarga.Contraproposta, valorProposto: '7000.00' }),
          carga: carga(),
        },
      },
    });
    renderDrawer('oferecimento/ofertas/of-1');
    const negociacao = await screen.findByRole(
      'region',
      { name: 'Oferta: Sua negociação' },
      { timeout: 10_000 },
    );
    expect(within(negociacao).getByText('Aguardando o embarcador.')).toBeTruthy();
    const acoes = within(negociacao).getByRole('group', { name: 'Ações da oferta' });
    expect(
      within(acoes)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Desistir da oferta']);
  });
});
