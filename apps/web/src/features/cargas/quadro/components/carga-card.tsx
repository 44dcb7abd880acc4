import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import {
  CAMPO_CARD_LABELS,
  formatDateTime,
  GrupoQuadro,
  hasDocumentPopover,
  isCargaEmLote,
  SituacaoCarga,
  type TCampoCard,
  type TCargaQuadroCard,
  type TGrupoQuadro,
  type TPersonalizacaoCardCarga,
} from '@embarca/domain';
import { ActionIcon, Badge, Group, Paper, Progress, Stack, Text, Tooltip } from '@mantine/core';
import { IconEye, IconMessages } from '@tabler/icons-react';
import type { MouseEvent, ReactNode } from 'react';
import { FinalizarCargaButton } from '../../acoes/components/finalizar-carga-button';
import { SelecionarCargaCheckbox } from '../../acoes/components/selecao-cargas';
import { AlertaCarga } from './alerta-carga';
import { CAMPO_ICONES, SITUACAO_CORES, textoCampo } from './card-campos';
import classes from './carga-card.module.css';
import { DocumentosPopover } from './documentos-popover';

export interface CargaCardProps {
  card: TCargaQuadroCard & { _active?: boolean };
  /** The board group the card is shown in: picks the variant (02 §2: one per group). */
  grupo: TGrupoQuadro;
  personalizacao: TPersonalizacaoCardCarga;
  /** Highlight of a live update (02 §4); defaults to the card's `_active`. */
  active?: boolean;
  /** Details button and double-click; without it (the layout preview) they do nothing. */
  onOpenDetails?: (cargaId: string) => void;
  /** The dropdown menu button (the board passes `CargaCardMenu`). */
  menu?: ReactNode;
  /** Right-click on the card (the board opens the same menu at the pointer). */
  onContextMenu?: (event: MouseEvent<HTMLElement>) => void;
  /** The keyboard drag handle, shown before the title. */
  dragHandle?: ReactNode;
  /** The card is being dragged (its place in the column is dimmed). */
  dragging?: boolean;
  /** Rendered in the drag overlay. */
  overlay?: boolean;
  /**
   * A picture of the card, without its controls (selection, alert link, documents, details, Finish): the
   * quick search's options, where the whole card is one choice (no control may sit inside an option).
   */
  estatico?: boolean;
}

/** Rough heights for the virtualised columns (measured after render). */
export const CARD_GAP = 8;
export function estimateCardHeight(personalizacao: TPersonalizacaoCardCarga): number {
  return 34 + personalizacao.body.length * 20 + (personalizacao.badges.length > 0 ? 28 : 0) + 24;
}

function FieldLine({
  campo,
  texto,
  config,
}: {
  campo: TCampoCard;
  texto: string;
  config: TPersonalizacaoCardCarga['config'];
}) {
  const Icon = CAMPO_ICONES[campo];
  const label = CAMPO_CARD_LABELS[campo];
  return (
    <Group gap={6} wrap="nowrap" className={classes.line} title={`${label}: ${texto}`}>
      {config.showIcon && <Icon size={14} className={classes.icon} aria-hidden="true" />}
      <Text size="xs" className={classes.lineText}>
        {config.showLabel ? (
          <Text span size="xs" c="gray.7">
            {label}:{' '}
          </Text>
        ) : (
          <span style={visuallyHidden}>{label}: </span>
        )}
        {texto}
      </Text>
    </Group>
  );
}

/** Screen readers still hear the field's name when the layout hides labels. */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function CardBadge({
  campo,
  card,
  texto,
  showIcon,
}: {
  campo: TCampoCard;
  card: TCargaQuadroCard;
  texto: string;
  showIcon: boolean;
}) {
  const Icon = CAMPO_ICONES[campo];
  const color =
    campo === 'situacao' ? (SITUACAO_CORES[card.situacao] ?? 'gray') : campo === 'lote' ? 'violet' : 'gray';
  return (
    <Badge
      size="xs"
      variant="light"
      color={color}
      title={`${CAMPO_CARD_LABELS[campo]}: ${texto}`}
      leftSection={showIcon ? <Icon size={10} aria-hidden="true" /> : undefined}
      // Dark text on the colour's light tint: the light variant's coloured text fails WCAG AA contrast.
      style={{ textTransform: 'none', maxWidth: '100%', '--badge-color': 'var(--mantine-color-gray-9)' }}
    >
      {texto}
    </Badge>
  );
}

/**
 * The variant part of each group (02 §2 "three variants, one per board group"): awaiting allocation shows
 * the negotiations in progress; in progress the route events done; delivered the delivery state.
 */
function VariantStrip({ card, grupo }: { card: TCargaQuadroCard; grupo: TGrupoQuadro }) {
  if (grupo === GrupoQuadro.AguardandoAlocacao) {
    if (isCargaEmLote(card) || card.qntNegociacoesEmAndamento <= 0) return null;
    const n = card.qntNegociacoesEmAndamento;
    return (
      <Group gap={6} wrap="nowrap">
        <IconMessages size={14} className={classes.icon} aria-hidden="true" />
        <Text size="xs" c="blue.8">
          {n === 1 ? '1 negociação em andamento' : `${n} negociações em andamento`}
        </Text>
      </Group>
    );
  }
  if (grupo === GrupoQuadro.EmAndamento) {
    if (card.qntEventos <= 0) return null;
    const done = Math.min(card.qntEventosRealizados, card.qntEventos);
    const label = `${done} de ${card.qntEventos} eventos realizados`;
    return (
      <Stack gap={2}>
        <Progress value={(done / card.qntEventos) * 100} size="sm" aria-label={label} />
        <Text size="xs" c="gray.7">
          {label}
        </Text>
      </Stack>
    );
  }
  const texto =
    card.situacao === SituacaoCarga.Finalizada
      ? 'Carga finalizada'
      : card.dhPreFinalizacao
        ? `Entregue em ${formatDateTime(card.dhPreFinalizacao)}, aguardando finalização`
        : card.dhEntrega
          ? `Entrega em ${formatDateTime(card.dhEntrega)}`
          : '';
  if (!texto) return null;
  return (
    <Text size="xs" c="teal.9">
      {texto}
    </Text>
  );
}

/**
 * The load card of "Minhas cargas" (02 §2, §3), laid out by the owner's preference
 * 'PersonalizacaoCardCarga' (header, body, badges; labels and icons by `config`).
 */
export function CargaCard({
  card,
  grupo,
  personalizacao,
  active = card._active ?? false,
  onOpenDetails,
  menu,
  onContextMenu,
  dragHandle,
  dragging = false,
  overlay = false,
  estatico = false,
}: CargaCardProps) {
  const { config } = personalizacao;
  const header = personalizacao.header
    .map((campo) => {
      const texto = textoCampo(campo, card);
      if (!texto) return '';
      return config.showLabel ? `${CAMPO_CARD_LABELS[campo]}: ${texto}` : texto;
    })
    .filter(Boolean)
    .join(' · ');
  const titulo = header || `Carga ${card.codigo}`;
  const body = personalizacao.body
    .map((campo) => ({ campo, texto: textoCampo(campo, card) }))
    .filter((field) => field.texto !== '');
  const badges = personalizacao.badges
    .map((campo) => ({ campo, texto: textoCampo(campo, card) }))
    .filter((field) => field.texto !== '');
  const openDetails = () => onOpenDetails?.(card.id);

  return (
    <Paper
      component="article"
      withBorder
      radius="sm"
      p="xs"
      className={classes.card}
      data-grupo={grupo}
      data-active={active}
      data-dragging={dragging}
      data-overlay={overlay}
      aria-label={`Carga ${card.codigo}`}
      onDoubleClick={openDetails}
      onContextMenu={onContextMenu}
    >
      <Stack gap={4}>
        <Group gap={4} wrap="nowrap" justify="space-between">
          <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
            {!overlay && !estatico && <SelecionarCargaCheckbox card={card} />}
            {dragHandle}
            <Text size="sm" fw={700} className={classes.lineText} title={titulo}>
              {titulo}
            </Text>
          </Group>
          {estatico ? (
            <AlertaCarga card={card} estatica />
          ) : (
            <Group gap={0} wrap="nowrap" style={{ flex: 'none' }}>
              <AlertaCarga card={card} />
              {hasDocumentPopover(card) && card.qntDocumentos > 0 && <DocumentosPopover card={card} />}
              <Tooltip label="Detalhes" withinPortal>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="sm"
                  aria-label={`Detalhes da carga ${card.codigo}`}
                  onClick={openDetails}
                  onDoubleClick={(event) => event.stopPropagation()}
                >
                  <IconEye size={16} aria-hidden="true" />
                </ActionIcon>
              </Tooltip>
              {menu}
            </Group>
          )}
        </Group>
        {body.map(({ campo, texto }) => (
          <FieldLine key={campo} campo={campo} texto={texto} config={config} />
        ))}
        <VariantStrip card={card} grupo={grupo} />
        {/* On the board only (its actions' context): 02 §2 "A Finish button in the delivered group". */}
        {!overlay && !estatico && <FinalizarCargaButton card={card} grupo={grupo} />}
        {badges.length > 0 && (
          <Group gap={4} wrap="wrap">
            {badges.map(({ campo, texto }) => (
              <CardBadge key={campo} campo={campo} card={card} texto={texto} showIcon={config.showIcon} />
            ))}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
