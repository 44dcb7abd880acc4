import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Button.css';
import { AcaoCarga, type TAcaoCarga, type TCargaDetails } from '@embarca/domain';
import { Button, Menu } from '@mantine/core';
import {
  IconArrowBackUp,
  IconBan,
  IconBuildingWarehouse,
  IconChevronDown,
  IconCircleCheck,
  IconCircleOff,
  IconRefresh,
  IconRestore,
  IconTruck,
  IconTruckDelivery,
  type TablerIcon,
} from '@tabler/icons-react';
import { ACAO_MENU_LABELS, acoesDaCarga } from '../acoes-da-carga';
import { useAcoesNaGaveta } from '../use-acoes-na-gaveta';

/** The drawer's order: the vehicle, the hiring's end and its undoing, then the ways out of the board. */
const ORDEM: readonly TAcaoCarga[] = [
  AcaoCarga.Alocar,
  AcaoCarga.AtualizarVeiculo,
  AcaoCarga.Finalizar,
  AcaoCarga.ReverterFinalizacao,
  AcaoCarga.Reabrir,
  AcaoCarga.Reativar,
  AcaoCarga.Cancelar,
  AcaoCarga.Desativar,
  AcaoCarga.AlterarUnidade,
];

const ICONES: Record<TAcaoCarga, TablerIcon> = {
  alocar: IconTruck,
  'atualizar-veiculo': IconTruckDelivery,
  finalizar: IconCircleCheck,
  'reverter-finalizacao': IconArrowBackUp,
  reabrir: IconRestore,
  reativar: IconRefresh,
  cancelar: IconBan,
  desativar: IconCircleOff,
  'alterar-unidade': IconBuildingWarehouse,
};

/**
 * The details drawer's 'Ações' menu: every action that applies to the load now (the domain's state
 * machine), including Finalizar and — for a cancelled or deactivated load reached from elsewhere — Reabrir
 * and Reativar. When the load leaves the caller's view (cancelled, deactivated, another unit) the drawer
 * closes.
 */
export function CargaAcoesMenu({ carga }: { carga: TCargaDetails }) {
  const { abrir, dialogo } = useAcoesNaGaveta();
  const disponiveis = acoesDaCarga(carga);
  const acoes = ORDEM.filter((acao) => disponiveis.includes(acao));
  return (
    <>
      {acoes.length > 0 && (
        <Menu position="bottom-end" withinPortal shadow="md" width={240}>
          <Menu.Target>
            <Button
              variant="default"
              size="xs"
              rightSection={<IconChevronDown size={14} aria-hidden="true" />}
              aria-label={`Ações da carga ${carga.codigo}`}
            >
              Ações
            </Button>
          </Menu.Target>
          <Menu.Dropdown aria-label={`Ações da carga ${carga.codigo}`}>
            {acoes.map((acao) => {
              const Icon = ICONES[acao];
              return (
                <Menu.Item
                  key={acao}
                  leftSection={<Icon size={16} aria-hidden="true" />}
                  onClick={() => abrir(acao, carga)}
                >
                  {ACAO_MENU_LABELS[acao]}
                </Menu.Item>
              );
            })}
          </Menu.Dropdown>
        </Menu>
      )}
      {dialogo}
    </>
  );
}
