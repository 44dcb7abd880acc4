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

const veiculo = (n: number, placa: string, proprio = true): TVeiculoFrota => ({
  id: id(n),
  placa,
  tipoVeiculo: 'Truck',
  frota: false,
  ativo: true,
  proprio,
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
    const comTerceiro = url.includes('transportadoraEmpresaId=') || url.includes('cargaId=');
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
    const proprios = [veiculo(1, 'EMB1D23'), veiculo(2, 'FPX2931')];
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
      expect(urls).toContain(`/api/frota/veiculos?ativos=true&transportadoraEmpresaId=${TRANSPORTADORA.id}`),
    );
    await pickOption(dialog, /^Veículo/, 'RVD3C45 · Truck');
    await pickOption(dialog, /^Motorista/, 'Bruno da Transportadora');
    await pickOption(dialog, /^Equipamentos/, 'FPX-2931 · Truck');
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
      veiculos: [veiculo(1, 'EMB1D23'), veiculo(2, 'FPX2931'), veiculo(3, 'RVD3C45', false)],
      motoristas: [motorista(11, 'Ana Motorista', '52998224725'), motorista(12, 'Bruno', null, false)],
    });
    const dialog = await abrirAcao(6002, 'Atualizar veículo', 'Atualizar o veículo da carga 6002');
    expect(urls).toContain(`/api/frota/veiculos?ativos=true&cargaId=${card.id}`);
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
});
