import {
  EMPTY_GUID,
  GrupoQuadro,
  SituacaoCarga,
  type TMotoristaFrota,
  type TVeiculoFrota,
} from '@embarca/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, requestBody, stubApi } from '../../../../test/fetch-routes';
import { fieldByLabel, pickOption } from '../../../../test/form-fields';
import { executarCargaAcao } from '../../api/use-carga-acao';
import { makeCard } from '../../quadro/__tests__/quadro-fixtures';
import { abrirMenu, usarLayoutFalso } from '../../quadro/__tests__/quadro-harness';
import { renderQuadro, resposta } from './acoes-harness';

usarLayoutFalso();

const A = GrupoQuadro.AguardandoAlocacao;
const E = GrupoQuadro.EmAndamento;
const id = (n: number) => `00000000-0000-4000-8000-0000000${String(n).padStart(5, '0')}`;

const veiculo = (
  n: number,
  placa: string,
  proprio = true,
  equipamento = false,
  conjunto: string[] = [],
): TVeiculoFrota => ({
  id: id(n),
  placa,
  tipoVeiculo: 'Truck',
  frota: false,
  ativo: true,
  proprio,
  equipamento,
  conjunto,
});
const motorista = (n: number, nome: string, cpf: string | null, proprio = true): TMotoristaFrota => ({
  id: id(n),
  nome,
  cpf,
  telefone: null,
  visibilidade: 1,
  ativo: true,
  proprio,
});
const TRANSPORTADORA = { id: id(900), nome: 'Rodoviário Sul Cargas Ltda', nomeFantasia: 'Rodoviário Sul' };

async function abrirAcao(codigo: number, item: string, titulo: string) {
  fireEvent.click(within(await abrirMenu(codigo)).getByRole('menuitem', { name: item }));
  return screen.findByRole('dialog', { name: titulo });
}

/** The fleet answers by query: with a carrier (or a load) the carrier's rows come too. */
function frotaPorQuery(
  fetchMock: ReturnType<typeof renderQuadro>['fetchMock'],
  extra: { veiculos: TVeiculoFrota[]; motoristas: TMotoristaFrota[] },
) {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    urls.push(url);
    const query = new URLSearchParams(url.split('?')[1] ?? '');
    const comTerceiro = query.has('transportadoraEmpresaId') || query.has('cargaId');
    if (comTerceiro && url.startsWith('/api/frota/veiculos?')) {
      return new Response(JSON.stringify(extra.veiculos), { status: 200 });
    }
    if (comTerceiro && url.startsWith('/api/frota/motoristas?')) {
      return new Response(JSON.stringify(extra.motoristas), { status: 200 });
    }
    return fetchMock(url, init);
  });
  return urls;
}

describe('the allocation and vehicle forms', { timeout: 30_000 }, () => {
  it('allocates through a carrier with its fleet, after validating the form', async () => {
    const card = makeCard({ codigo: 6001, situacao: SituacaoCarga.AguardandoContratacao, veiculo: null });
    const proprios = [veiculo(1, 'EMB1D23'), veiculo(2, 'FPX2931', true, true)];
    const ana = motorista(11, 'Ana Motorista', '52998224725');
    const { fetchMock } = renderQuadro(A, [card], (servidor) => ({
      'GET /api/frota/veiculos': { body: proprios },
      'GET /api/frota/motoristas': { body: [ana] },
      'POST /api/empresa/search-ativas': { body: [TRANSPORTADORA] },
      [`POST /api/carga-mongo/${card.id}/alocar`]: () => {
        servidor.cards = [];
        return resposta('Carga alocada com sucesso!', { ...card, situacao: 2 }, [card.id]);
      },
    }));
    const urls = frotaPorQuery(fetchMock, {
      veiculos: [...proprios, veiculo(3, 'RVD3C45', false)],
      motoristas: [ana, motorista(12, 'Bruno da Transportadora', null, false)],
    });
    const dialog = await abrirAcao(6001, 'Alocar veículo', 'Alocar veículo na carga 6001');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Alocar' }));
    expect(await within(dialog).findByText('Veículo é obrigatório!')).toBeTruthy();
    expect(within(dialog).getByText('Motorista é obrigatório!')).toBeTruthy();

    // Type 2: the carrier is required, and its fleet joins the lists.
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Transportadoras' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Alocar' }));
    expect(await within(dialog).findByText('Transportadora é obrigatório!')).toBeTruthy();
    await pickOption(dialog, /^Transportadora(?!s)/, 'Rodoviário Sul');
    await waitFor(() =>
      expect(urls).toContain(
        `/api/frota/veiculos?ativos=true&transportadoraEmpresaId=${TRANSPORTADORA.id}&paraCargaId=${card.id}`,
      ),
    );
    // The equipment (FPX-2931) is not offered as the load's vehicle, nor a truck as equipment.
    const veiculoInput = fieldByLabel(dialog, /^Veículo/);
    veiculoInput.focus();
    fireEvent.click(veiculoInput);
    expect(await screen.findByRole('option', { name: /^RVD3C45/ })).toBeTruthy();
    expect(screen.queryByRole('option', { name: /^FPX-2931/ })).toBeNull();
    fireEvent.click(screen.getByRole('option', { name: 'RVD3C45 · Truck' }));
    await pickOption(dialog, /^Motorista/, 'Bruno da Transportadora');
    const equipamentosInput = fieldByLabel(dialog, /^Equipamentos/);
    equipamentosInput.focus();
    fireEvent.click(equipamentosInput);
    expect(await screen.findByRole('option', { name: 'FPX-2931 · Truck' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: /^EMB1D23/ })).toBeNull();
    fireEvent.click(screen.getByRole('option', { name: 'FPX-2931 · Truck' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Alocar' }));

    expect(await screen.findByText('Carga alocada com sucesso!')).toBeTruthy();
    expect(requestBody(callsTo(fetchMock, `POST /api/carga-mongo/${card.id}/alocar`)[0])).toEqual({
      veiculoId: id(3),
      motoristaId: id(12),
      equipamentos: [id(2)],
      tipoAlocacao: 2,
      transportadoraEmpresaId: TRANSPORTADORA.id,
    });
    // The allocated load moves to the in-progress group: it leaves this one.
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Carga 6001' })).toBeNull());
  });

  it('disables the vehicles and drivers the allocation rule refuses, with the reason (issue 16)', async () => {
    const card = makeCard({ codigo: 6003, situacao: SituacaoCarga.AguardandoContratacao, veiculo: null });
    const semCapacidade = 'O veículo EMB-1D23 não comporta a carga: 8,74 Ton para 3,00 Ton de capacidade.';
    const ocupado = 'O motorista Ana Motorista já está alocado na carga 1042 no mesmo período.';
    const { fetchMock } = renderQuadro(A, [card], (servidor) => ({
      'GET /api/frota/veiculos': {
        body: [
          { ...veiculo(1, 'EMB1D23'), impedimento: { motivo: 'sem-capacidade', mensagem: semCapacidade } },
          { ...veiculo(2, 'FPX2931'), impedimento: null },
        ],
      },
      'GET /api/frota/motoristas': {
        body: [
          {
            ...motorista(11, 'Ana Motorista', '52998224725'),
            impedimento: { motivo: 'motorista-ocupado', mensagem: ocupado },
          },
          { ...motorista(12, 'Bruno Motorista', null), impedimento: null },
        ],
      },
      [`POST /api/carga-mongo/${card.id}/alocar`]: () => {
        servidor.cards = [];
        return resposta('Carga alocada com sucesso!', { ...card, situacao: 2 }, [card.id]);
      },
    }));
    const dialog = await abrirAcao(6003, 'Alocar veículo', 'Alocar veículo na carga 6003');
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/frota/veiculos').length).toBeGreaterThan(0));
    expect(
      String(fetchMock.mock.calls.find(([url]) => String(url).startsWith('/api/frota/veiculos'))?.[0]),
    ).toBe(`/api/frota/veiculos?ativos=true&paraCargaId=${card.id}`);

    const veiculoInput = fieldByLabel(dialog, /^Veículo/);
    veiculoInput.focus();
    fireEvent.click(veiculoInput);
    const recusado = await screen.findByRole('option', { name: /^EMB1D23 · Truck/ });
    expect(recusado.getAttribute('aria-disabled')).toBe('true');
    expect(recusado.textContent).toContain(semCapacidade);
    const apto = screen.getByRole('option', { name: 'FPX-2931 · Truck' });
    expect(apto.getAttribute('aria-disabled')).not.toBe('true');
    fireEvent.click(recusado);
    expect(fieldByLabel(dialog, /^Veículo/).value).toBe('');
    fireEvent.click(apto);

    const motoristaInput = fieldByLabel(dialog, /^Motorista/);
    motoristaInput.focus();
    fireEvent.click(motoristaInput);
    const ana = await screen.findByRole('option', { name: /^Ana Motorista/ });
    expect(ana.getAttribute('aria-disabled')).toBe('true');
    expect(ana.textContent).toContain(ocupado);
    fireEvent.click(screen.getByRole('option', { name: 'Bruno Motorista' }));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Alocar' }));
    expect(await screen.findByText('Carga alocada com sucesso!')).toBeTruthy();
    expect(requestBody(callsTo(fetchMock, `POST /api/carga-mongo/${card.id}/alocar`)[0])).toMatchObject({
      veiculoId: id(2),
      motoristaId: id(12),
    });
  });

  it('brings a tractor’s coupled set into Equipamentos, and another vehicle replaces it (issue 18)', async () => {
    const card = makeCard({ codigo: 6004, situacao: SituacaoCarga.AguardandoContratacao, veiculo: null });
    const { fetchMock } = renderQuadro(A, [card], (servidor) => ({
      'GET /api/frota/veiculos': {
        body: [
          veiculo(1, 'CVL2A31', true, false, [id(5), id(6)]),
          veiculo(2, 'FPX2931'),
          veiculo(5, 'SRB4C10', true, true),
          veiculo(6, 'SRB4C11', true, true),
        ],
      },
      'GET /api/frota/motoristas': { body: [motorista(12, 'Bruno Motorista', null)] },
      [`POST /api/carga-mongo/${card.id}/alocar`]: () => {
        servidor.cards = [];
        return resposta('Carga alocada com sucesso!', { ...card, situacao: 2 }, [card.id]);
      },
    }));
    const dialog = await abrirAcao(6004, 'Alocar veículo', 'Alocar veículo na carga 6004');
    // The chosen equipment, as the MultiSelect shows it (its pills).
    const escolhidos = () =>
      [...dialog.querySelectorAll('.mantine-MultiSelect-pill')].map((pill) => pill.textContent);
    await pickOption(dialog, /^Veículo/, 'CVL2A31 · Truck');
    await waitFor(() => expect(escolhidos()).toEqual(['SRB4C10 · Truck', 'SRB4C11 · Truck']));
    // Another vehicle: the set stays with its tractor.
    await pickOption(dialog, /^Veículo/, 'FPX-2931 · Truck');
    await waitFor(() => expect(escolhidos()).toEqual([]));
    await pickOption(dialog, /^Veículo/, 'CVL2A31 · Truck');
    await pickOption(dialog, /^Motorista/, 'Bruno Motorista');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Alocar' }));
    expect(await screen.findByText('Carga alocada com sucesso!')).toBeTruthy();
    expect(requestBody(callsTo(fetchMock, `POST /api/carga-mongo/${card.id}/alocar`)[0])).toMatchObject({
      veiculoId: id(1),
      equipamentos: [id(5), id(6)],
    });
  });

  it('updates the vehicle starting from the load’s own, with its hired carrier’s fleet', async () => {
    const card = makeCard({
      codigo: 6002,
      situacao: SituacaoCarga.EmAndamento,
      veiculo: { id: id(1), placa: 'EMB1D23', frota: null, equipamentos: ['FPX2931'] },
      motorista: { nome: 'Ana Motorista', documento: '52998224725', telefone: null },
    });
    const { fetchMock } = renderQuadro(E, [card], {
      [`PUT /api/carga-mongo/${card.id}/atualizar-veiculo`]: resposta(
        'Veículo atualizado com sucesso!',
        card,
        [card.id],
      ),
    });
    const urls = frotaPorQuery(fetchMock, {
      veiculos: [veiculo(1, 'EMB1D23'), veiculo(2, 'FPX2931', true, true), veiculo(3, 'RVD3C45', false)],
      motoristas: [motorista(11, 'Ana Motorista', '52998224725'), motorista(12, 'Bruno', null, false)],
    });
    const dialog = await abrirAcao(6002, 'Atualizar veículo', 'Atualizar o veículo da carga 6002');
    expect(urls).toContain(`/api/frota/veiculos?ativos=true&cargaId=${card.id}&paraCargaId=${card.id}`);
    expect(within(dialog).queryByRole('radio', { name: 'Frota' })).toBeNull();
    await waitFor(() => expect(fieldByLabel(dialog, /^Veículo/).value).toBe('EMB1D23 · Truck'));
    expect(fieldByLabel(dialog, /^Motorista/).value).toBe('Ana Motorista · CPF 529.982.247-25');
    await pickOption(dialog, /^Veículo/, 'RVD3C45 · Truck');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Atualizar veículo' }));
    expect(await screen.findByText('Veículo atualizado com sucesso!')).toBeTruthy();
    expect(requestBody(callsTo(fetchMock, `PUT /api/carga-mongo/${card.id}/atualizar-veiculo`)[0])).toEqual({
      veiculoId: id(3),
      motoristaId: id(11),
      equipamentos: [id(2)],
    });
  });
});

describe('cancelling and changing the business unit', { timeout: 30_000 }, () => {
  it('cancels with the reason and the shipments option, naming the hiring seen', async () => {
    const semContratacao = makeCard({ codigo: 6101, contratacaoId: null });
    const { fetchMock } = renderQuadro(A, [semContratacao], (servidor) => ({
      [`DELETE /api/carga-mongo/${semContratacao.id}/cancelar/${EMPTY_GUID}`]: () => {
        servidor.cards = [];
        return resposta('Carga cancelada com sucesso!', null, [semContratacao.id]);
      },
    }));
    const dialog = await abrirAcao(6101, 'Cancelar carga', 'Cancelar a carga 6101');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar carga' }));
    expect(await within(dialog).findByText('Motivo é obrigatório!')).toBeTruthy();
    fireEvent.change(fieldByLabel(dialog, /^Motivo do cancelamento/), {
      target: { value: 'Cliente desistiu & pronto' },
    });
    fireEvent.click(within(dialog).getByRole('switch', { name: /Reverter remessas/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar carga' }));
    expect(await screen.findByText('Carga cancelada com sucesso!')).toBeTruthy();
    const [url] = fetchMock.mock.calls.map(([u]) => String(u)).filter((u) => u.includes('/cancelar/'));
    expect(url).toBe(
      `/api/carga-mongo/${semContratacao.id}/cancelar/${EMPTY_GUID}?motivo=Cliente+desistiu+%26+pronto&reverterRemessa=true`,
    );
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Carga 6101' })).toBeNull());
  });

  it('names the hired carrier’s hiring in the cancel path when the load has one', async () => {
    const fetchMock = stubApi({
      [`DELETE /api/carga-mongo/${id(1)}/cancelar/${id(700)}`]: resposta(
        'Carga cancelada com sucesso!',
        null,
        [id(1)],
      ),
    });
    const result = await executarCargaAcao({
      acao: 'cancelar',
      cargaId: id(1),
      contratacaoId: id(700),
      motivo: 'Sem veículo',
      reverterRemessa: false,
    });
    expect(result.message).toBe('Carga cancelada com sucesso!');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      `/api/carga-mongo/${id(1)}/cancelar/${id(700)}?motivo=Sem+ve%C3%ADculo&reverterRemessa=false`,
    );
  });

  it('changes the unit among the user’s other units', async () => {
    const atual = '00000000-0000-4000-8000-00000000aaaa';
    const outra = '00000000-0000-4000-8000-00000000bbbb';
    const card = makeCard({ codigo: 6201, unidadeNegocioId: atual });
    const { fetchMock } = renderQuadro(A, [card], {
      'GET /api/unidade-negocio/listwithaccess': {
        body: [
          { id: atual, descricao: 'Matriz São Paulo' },
          { id: outra, descricao: 'Filial Campinas' },
        ],
      },
      [`PATCH /api/carga-mongo/${card.id}/alterar-unidade/${outra}`]: {
        status: 409,
        body: { message: 'O registro não pode ser alterado' },
      },
    });
    const dialog = await abrirAcao(
      6201,
      'Alterar unidade de negócio',
      'Alterar a unidade de negócio da carga 6201',
    );
    expect(await within(dialog).findByText('Unidade atual: Matriz São Paulo')).toBeTruthy();
    const input = fieldByLabel(dialog, /^Nova unidade de negócio/);
    input.focus();
    fireEvent.click(input);
    const opcoes = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(opcoes).toEqual(['Filial Campinas']);
    fireEvent.click(screen.getByRole('option', { name: 'Filial Campinas' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Alterar unidade' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('O registro não pode ser alterado');
    expect(callsTo(fetchMock, `PATCH /api/carga-mongo/${card.id}/alterar-unidade/${outra}`)).toHaveLength(1);
    expect(fieldByLabel(dialog, /^Nova unidade de negócio/).value).toBe('Filial Campinas');
  });
  it('warns before saving when the driver’s CNH expires soon, and allocates from the suggestion list (issue 18)', async () => {
    const card = makeCard({ codigo: 6009, situacao: SituacaoCarga.AguardandoContratacao, veiculo: null });
    const cnh = 'A CNH de Ana Motorista vence em 5 dias (30/11/2026).';
    const sugerido = veiculo(1, 'EMB1D23');
    const { fetchMock } = renderQuadro(A, [card], (servidor) => ({
      'GET /api/frota/veiculos': { body: [{ ...sugerido, alertas: [] }, veiculo(2, 'FPX2931')] },
      'GET /api/frota/motoristas': {
        body: [
          {
            ...motorista(11, 'Ana Motorista', '52998224725'),
            alertas: [{ tipo: 'cnh-a-vencer', mensagem: cnh, validade: '2026-11-30', diasRestantes: 5 }],
          },
        ],
      },
      [`GET /api/carga-mongo/veiculo/${card.id}/sugerir`]: {
        body: {
          carga: {
            id: card.id,
            codigo: 6009,
            pesoKg: 1000,
            volumeM3: null,
            dhColeta: null,
            dhEntrega: null,
            origem: null,
          },
          veiculos: [
            {
              ...sugerido,
              tipoCarroceria: null,
              capacidadeKg: 14000,
              capacidadeM3: 48,
              motorista: null,
              ultimaPosicao: null,
              distanciaAteOrigem: null,
              ocupacaoPeso: 0.07,
              motivos: [],
              posicaoAtual: null,
              distanciaKm: 12.5,
              ajustePercentual: 7,
              disponivel: true,
              razoes: {
                ajuste: 'Aproveitamento de 7% da capacidade',
                distancia: 'A 12,50 km da origem (última posição)',
                disponibilidade: 'Livre na agenda no período da carga',
              },
            },
          ],
          descartados: { ocupados: 0, semCapacidade: 0, indisponiveis: 0 },
        },
      },
      [`POST /api/carga-mongo/${card.id}/alocar`]: () => {
        servidor.cards = [];
        return resposta('Carga 6009 alocada com sucesso!', { ...card, situacao: 2 }, [card.id]);
      },
    }));
    const dialog = await abrirAcao(6009, 'Alocar veículo', 'Alocar veículo na carga 6009');
    const sugestoes = await within(dialog).findByRole('list', { name: 'Sugestões de veículos' });
    expect(within(sugestoes).getByText('A 12,50 km da origem (última posição)')).toBeTruthy();
    fireEvent.click(within(sugestoes).getByRole('button', { name: 'Alocar este veículo (EMB1D23)' }));
    await pickOption(dialog, /^Motorista/, /Ana Motorista/);
    expect(await within(dialog).findByText(cnh)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Alocar' }));
    expect(
      await within(dialog).findByText('Há documentos vencidos ou a vencer. Deseja alocar mesmo assim?'),
    ).toBeTruthy();
    expect(callsTo(fetchMock, `POST /api/carga-mongo/${card.id}/alocar`)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Alocar mesmo assim' }));
    expect(await screen.findByText('Carga 6009 alocada com sucesso!')).toBeTruthy();
    expect(requestBody(callsTo(fetchMock, `POST /api/carga-mongo/${card.id}/alocar`)[0])).toMatchObject({
      veiculoId: id(1),
      motoristaId: id(11),
    });
  });
});
