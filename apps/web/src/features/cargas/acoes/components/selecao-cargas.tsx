import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Button.css';
import { formatNumber, ROMANEIO_UNIFICADO_MAX, type TCargaQuadroCard } from '@embarca/domain';
import { Button, Checkbox, Group, Text } from '@mantine/core';
import { IconCircleOff, IconListCheck, IconPrinter, IconX } from '@tabler/icons-react';
import type { SyntheticEvent } from 'react';
import { abrirEmNovaAba } from '../../romaneio/abrir-em-nova-aba';
import { romaneioUnificadoHref } from '../../romaneio/romaneio-params';
import { podeDesativar } from '../acoes-da-carga';
import { useCargaAcoesContexto } from '../carga-acoes-context';

/** A click on a checkbox inside a card is neither a drag nor a double-click (details). */
const stop = (event: SyntheticEvent) => event.stopPropagation();

/**
 * The board's selection bar: 'Selecionar cargas' turns the checkboxes on; then the count, 'Desativar
 * selecionadas' (the deactivation form, then the progress dialog), 'Romaneio unificado' (one manifest of
 * the selected loads, up to ROMANEIO_UNIFICADO_MAX, in a new tab) and leaving the selection.
 */
export function SelecaoToolbar() {
  const contexto = useCargaAcoesContexto();
  if (!contexto) return null;
  const { selecao } = contexto;
  if (!selecao.disponivel && !selecao.ativa) return null;
  if (!selecao.ativa) {
    return (
      <Button
        size="compact-xs"
        variant="default"
        leftSection={<IconListCheck size={14} aria-hidden="true" />}
        onClick={selecao.alternarModo}
      >
        Selecionar cargas
      </Button>
    );
  }
  const n = selecao.quantidade;
  return (
    <Group gap={6} wrap="nowrap" role="group" aria-label="Seleção de cargas">
      <Text size="sm" c="gray.8">
        {n === 1 ? '1 selecionada' : `${formatNumber(n, 0)} selecionadas`}
      </Text>
      <Button
        size="compact-xs"
        color="red"
        leftSection={<IconCircleOff size={14} aria-hidden="true" />}
        disabled={n === 0}
        onClick={selecao.desativarSelecionadas}
      >
        Desativar selecionadas
      </Button>
      <Button
        size="compact-xs"
        variant="default"
        leftSection={<IconPrinter size={14} aria-hidden="true" />}
        disabled={n === 0 || n > ROMANEIO_UNIFICADO_MAX}
        title={
          n > ROMANEIO_UNIFICADO_MAX ? `Selecione no máximo ${ROMANEIO_UNIFICADO_MAX} cargas.` : undefined
        }
        onClick={() => abrirEmNovaAba(romaneioUnificadoHref([...selecao.selecionadas]))}
      >
        Romaneio unificado
      </Button>
      <Button
        size="compact-xs"
        variant="subtle"
        color="gray"
        leftSection={<IconX size={14} aria-hidden="true" />}
        onClick={selecao.alternarModo}
      >
        Sair da seleção
      </Button>
    </Group>
  );
}

/** The card's checkbox in selection mode (only for loads that may be deactivated). */
export function SelecionarCargaCheckbox({ card }: { card: TCargaQuadroCard }) {
  const contexto = useCargaAcoesContexto();
  if (!contexto?.selecao.ativa || !podeDesativar(card)) return null;
  const { selecao } = contexto;
  return (
    <Checkbox
      size="xs"
      aria-label={`Selecionar a carga ${card.codigo}`}
      checked={selecao.selecionadas.has(card.id)}
      onChange={() => selecao.alternar(card.id)}
      onPointerDown={stop}
      onDoubleClick={stop}
      style={{ flex: 'none' }}
    />
  );
}

/** 'Select all of a stage': the column header's checkbox in selection mode. */
export function SelecionarEtapaCheckbox({
  cards,
  descricao,
}: {
  cards: readonly TCargaQuadroCard[];
  descricao: string;
}) {
  const contexto = useCargaAcoesContexto();
  if (!contexto?.selecao.ativa) return null;
  const { selecao } = contexto;
  const ids = cards.filter(podeDesativar).map((card) => card.id);
  if (ids.length === 0) return null;
  const marcadas = ids.filter((id) => selecao.selecionadas.has(id)).length;
  return (
    <Checkbox
      size="xs"
      aria-label={`Selecionar todas as cargas da etapa ${descricao}`}
      checked={marcadas === ids.length}
      indeterminate={marcadas > 0 && marcadas < ids.length}
      onChange={() => selecao.marcar(ids, marcadas < ids.length)}
      onPointerDown={stop}
      style={{ flex: 'none' }}
    />
  );
}
