import { CargaCardMenuItem, GrupoQuadro, Modulo } from '@embarca/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/fetch-routes';
import { makeSession } from '../../../../test/jwt.fixtures';
import { renderRoutes } from '../../../../test/render-app';
import { signInOperador } from '../../../../test/session.fixtures';
import { drawerDoItem, itemAcessivel, itensDoMenu, rotaDoItem } from '../menu-items';
import { makeCard, makeEtapa } from './quadro-fixtures';
import { quadroDoGrupo, rotasDoGrupo, usarLayoutFalso } from './quadro-harness';

/**
 * The card-menu items of the follow-up work (02 §2): Transportadoras (directed loads), Ver negociação
 * (not in a lot, with negotiations), Acompanhamento (in-progress and delivered groups) and Adicionar
 * horário de retorno (a contracted fleet vehicle, for users who may open the fleet page).
 */

const A = GrupoQuadro.AguardandoAlocacao;
const EA = GrupoQuadro.EmAndamento;
const comFrota = makeSession({
  role: 'Operador',
  AuthorizedModule: [Modulo.Cargas, Modulo.Frota],
  License: 1,
});
const semFrota = makeSession({ role: 'Operador', AuthorizedModule: [Modulo.Cargas], License: 1 });

const MEUS = [
  CargaCardMenuItem.Transportadoras,
  CargaCardMenuItem.Negociacao,
  CargaCardMenuItem.Acompanhamento,
  CargaCardMenuItem.AdicionarHorarioRetorno,
] as const;
const meus = (itens: readonly string[]) => itens.filter((item) => (MEUS as readonly string[]).includes(item));

describe('menu items of the follow-up', () => {
  it('offers Transportadoras for a directed load and Ver negociação outside lots with negotiations', () => {
    expect(meus(itensDoMenu(makeCard({ visibilidade: 2, qntNegociacoesEmAndamento: 2 }), A))).toEqual([
      'transportadoras',
      'negociacao',
    ]);
    expect(meus(itensDoMenu(makeCard({ visibilidade: 1, qntNegociacoesEmAndamento: 0 }), A))).toEqual([]);
    expect(
      meus(itensDoMenu(makeCard({ visibilidade: 1, qntNegociacoesEmAndamento: 2, lote: true }), A)),
    ).toEqual([]);
  });

  it('offers Acompanhamento in the in-progress and delivered groups only', () => {
    expect(meus(itensDoMenu(makeCard({ situacao: 1 }), A))).toEqual([]);
    expect(meus(itensDoMenu(makeCard({ situacao: 2 }), EA))).toEqual(['acompanhamento']);
    expect(meus(itensDoMenu(makeCard({ situacao: 8 }), GrupoQuadro.Entregue))).toEqual(['acompanhamento']);
  });

  it('offers the return time for a contracted fleet vehicle to users with the fleet module', () => {
    const frota = makeCard({ situacao: 2, veiculoContratadoFrota: true });
    expect(meus(itensDoMenu(frota, EA, [], comFrota))).toEqual([
      'acompanhamento',
      'adicionar-horario-retorno',
    ]);
    expect(meus(itensDoMenu(frota, EA, [], semFrota))).toEqual(['acompanhamento']);
    expect(meus(itensDoMenu(frota, EA))).toEqual(['acompanhamento']);
    expect(
      meus(itensDoMenu(makeCard({ situacao: 2, veiculoContratadoFrota: false }), EA, [], comFrota)),
    ).toEqual(['acompanhamento']);
    expect(
      meus(
        itensDoMenu(makeCard({ situacao: 2, veiculoContratadoFrota: true, veiculo: null }), EA, [], comFrota),
      ),
    ).toEqual(['acompanhamento']);
    expect(itemAcessivel(CargaCardMenuItem.Acompanhamento, null)).toBe(true);
  });

  it('opens the sub-pages as drawers and the return time as the fleet page of the vehicle', () => {
    const card = makeCard({ veiculo: { id: 'v-9', placa: 'ABC-1234', frota: null, equipamentos: [] } });
    expect(drawerDoItem(CargaCardMenuItem.Transportadoras, card.id)).toBe(
      `cargas/detalhes/${card.id}/transportadoras`,
    );
    expect(drawerDoItem(CargaCardMenuItem.Negociacao, card.id)).toBe(`cargas/detalhes/${card.id}/negociacao`);
    expect(drawerDoItem(CargaCardMenuItem.Acompanhamento, card.id)).toBe(
      `cargas/detalhes/${card.id}/acompanhamento`,
    );
    expect(drawerDoItem(CargaCardMenuItem.AdicionarHorarioRetorno, card.id)).toBeNull();
    expect(rotaDoItem(CargaCardMenuItem.AdicionarHorarioRetorno, card)).toBe(
      `/frota/agenda/v-9/atividade/ABC1234?cargaId=${card.id}`,
    );
    expect(rotaDoItem(CargaCardMenuItem.Acompanhamento, card)).toBeNull();
  });
});

usarLayoutFalso();

function Pagina() {
  const location = useLocation();
  return <output data-testid="pagina">{`${location.pathname}${location.search}`}</output>;
}

describe('the board card menu', { timeout: 30_000 }, () => {
  it('opens the follow-up drawer and goes to the return time page of the fleet vehicle', async () => {
    signInOperador({ AuthorizedModule: [Modulo.Cargas, Modulo.Frota] });
    const etapa = makeEtapa({
      id: '00000000-0000-4000-8000-0000000000f1',
      descricao: 'Em rota',
      grupoEtapa: EA,
      ordem: 1,
    });
    const card = makeCard({
      situacao: 2,
      veiculoContratadoFrota: true,
      veiculo: { id: 'v-9', placa: 'EMB1D23', frota: null, equipamentos: [] },
    });
    stubApi(rotasDoGrupo(EA, [card]));
    const openDrawer = vi.fn();
    renderRoutes(
      [
        { path: '/', element: quadroDoGrupo(EA, [etapa], openDrawer) },
        { path: '/frota/agenda/:vehicleId/atividade/:plate', element: <Pagina /> },
      ],
      '/',
    );
    const abrirMenu = async () => {
      fireEvent.click(
        await screen.findByRole('button', { name: `Ações da carga ${card.codigo}` }, { timeout: 10_000 }),
      );
      return screen.findByRole('menu');
    };
    fireEvent.click(within(await abrirMenu()).getByRole('menuitem', { name: 'Acompanhamento' }));
    expect(openDrawer).toHaveBeenLastCalledWith(`cargas/detalhes/${card.id}/acompanhamento`);

    fireEvent.click(
      within(await abrirMenu()).getByRole('menuitem', { name: 'Adicionar horário de retorno' }),
    );
    expect((await screen.findByTestId('pagina')).textContent).toBe(
      `/frota/agenda/v-9/atividade/EMB1D23?cargaId=${card.id}`,
    );
  });
});
