import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Button.css';
import { boardGroupOfSituacao, type TCargaDetails, type TCargaQuadroCard } from '@embarca/domain';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useSession } from '../../../../lib/use-session';
import { cargaDetailsKey, cargaHistoricoKey } from '../../api/cargas.keys';
import { useMoverEtapa } from '../../quadro/api/use-mover-etapa';
import { MoverEtapaModal } from '../../quadro/components/mover-etapa-modal';
import { useKanbanEtapas } from '../../quadro/etapas/api/use-kanban-etapas';
import { gruposDoMenu } from '../../quadro/menu-items';
import { acoesDaCarga } from '../acoes-da-carga';
import { useAbrirItemDoMenu } from '../use-abrir-item-do-menu';
import { useAcoesNaGaveta } from '../use-acoes-na-gaveta';
import { ManterGavetaAberta } from './manter-gaveta-aberta';
import { MENU_DA_CARGA_PROPS, MENU_DA_CARGA_ROLAGEM, MenuDaCargaItens } from './menu-da-carga';

/**
 * The details drawer's 'Ações' menu: the same load menu as the card's (`gruposDoMenu`, issue 16) — view,
 * change and print, the spec's visibility rules — with every action that applies to the load now (the
 * domain's state machine), Finalizar included (the card has its own button) and, for a cancelled or
 * deactivated load reached from elsewhere, Reabrir and Reativar. 'Mover para...' opens the stage dialog
 * here too. When the load leaves the caller's view (cancelled, deactivated, another unit) the drawer
 * closes.
 */
export function CargaAcoesMenu({ carga }: { carga: TCargaDetails }) {
  const { abrir, dialogo } = useAcoesNaGaveta();
  const session = useSession();
  const queryClient = useQueryClient();
  const grupo = boardGroupOfSituacao(carga.situacao);
  const grupos = gruposDoMenu(carga, grupo, acoesDaCarga(carga), session);

  const [moverCard, setMoverCard] = useState<TCargaQuadroCard | null>(null);
  const fecharMover = useCallback(() => setMoverCard(null), []);
  const gavetaLiberada = useRef(false);
  const etapas = useKanbanEtapas(undefined, { enabled: moverCard !== null });
  const mover = useMoverEtapa({
    onMoved: (card) => {
      void queryClient.invalidateQueries({ queryKey: cargaDetailsKey(card.id) });
      void queryClient.invalidateQueries({ queryKey: cargaHistoricoKey(card.id) });
    },
  });
  const abrirItem = useAbrirItemDoMenu(setMoverCard);

  const label = `Ações da carga ${carga.codigo}`;
  return (
    <>
      {grupos.length > 0 && (
        <Menu position="bottom-end" {...MENU_DA_CARGA_PROPS}>
          <Menu.Target>
            <Button
              variant="default"
              size="xs"
              rightSection={<IconChevronDown size={14} aria-hidden="true" />}
              aria-label={label}
            >
              Ações
            </Button>
          </Menu.Target>
          <Menu.Dropdown aria-label={label} style={MENU_DA_CARGA_ROLAGEM}>
            <MenuDaCargaItens
              grupos={grupos}
              onEntrada={(entrada) =>
                entrada.tipo === 'item' ? abrirItem(entrada.item, carga) : abrir(entrada.acao, carga)
              }
            />
          </Menu.Dropdown>
        </Menu>
      )}
      {dialogo}
      {grupo !== null && (
        <MoverEtapaModal
          card={moverCard && etapas.data ? moverCard : null}
          grupo={grupo}
          etapas={etapas.data ?? []}
          onClose={fecharMover}
          onMover={(card, etapa) => {
            if (etapa.grupoEtapa !== grupo) return;
            mover.mutate({ card, grupo, etapaId: etapa.id });
          }}
        />
      )}
      {/* Back and Escape close the stage dialog, not the drawer under it, as the actions' dialogs. */}
      {moverCard && <ManterGavetaAberta onFecharDialogo={fecharMover} liberada={gavetaLiberada} />}
    </>
  );
}
