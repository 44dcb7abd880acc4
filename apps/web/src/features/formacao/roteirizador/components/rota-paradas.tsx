import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Alert.css';
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type ScreenReaderInstructions,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  formatDistance,
  formatPercent,
  formatVolume,
  formatWeight,
  minutosParaHora,
  type TAlertaRota,
  type TPlanoRotasResponse,
} from '@embarca/domain';
import { ActionIcon, Alert, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical } from '@tabler/icons-react';
import { type KeyboardEventHandler, type PointerEventHandler, useCallback } from 'react';
import { criarCoordenadasTeclado } from '../../formar-cargas/dnd';
import { corDaRota } from '../roteirizador.rules';

type TRota = TPlanoRotasResponse['rotas'][number];
type TParada = TRota['paradas'][number];

interface TDadosParada {
  tipo: 'parada';
  indice: number;
  id: string;
}

const dadosParada = (data: unknown): TDadosParada | null =>
  (data as TDadosParada | undefined)?.tipo === 'parada' ? (data as TDadosParada) : null;

const coordenadas = criarCoordenadasTeclado({
  vertical: (data) => dadosParada(data) !== null,
  horizontal: () => false,
});

const INSTRUCOES: ScreenReaderInstructions = {
  draggable:
    'Para mudar a ordem da parada, pressione espaço ou Enter, use as setas para cima e para baixo e pressione ' +
    'espaço ou Enter de novo para soltar, ou Esc para cancelar.',
};

function anuncios(nome: (id: string) => string): Announcements {
  const parada = (data: unknown) => {
    const dados = dadosParada(data);
    return dados ? `A parada ${nome(dados.id)}` : 'A parada';
  };
  return {
    onDragStart: ({ active }) => `${parada(active.data.current)} foi selecionada para mudar de posição.`,
    onDragOver: ({ active, over }) => {
      const alvo = dadosParada(over?.data.current);
      return alvo
        ? `${parada(active.data.current)} está sobre a posição ${alvo.indice + 1}.`
        : `${parada(active.data.current)} não está sobre uma posição da rota.`;
    },
    onDragEnd: ({ active, over }) => {
      const alvo = dadosParada(over?.data.current);
      return alvo
        ? `${parada(active.data.current)} foi movida para a posição ${alvo.indice + 1}. A rota foi recalculada.`
        : `${parada(active.data.current)} foi solta fora da rota e não mudou.`;
    },
    onDragCancel: ({ active }) => `Movimento cancelado. ${parada(active.data.current)} não mudou.`,
  };
}

function LinhaParada({
  parada,
  indice,
  total,
  nome,
  alertas,
  onMover,
}: {
  parada: TParada;
  indice: number;
  total: number;
  nome: string;
  alertas: string[];
  onMover: (de: number, para: number) => void;
}) {
  const data: TDadosParada = { tipo: 'parada', indice, id: parada.id };
  const drag = useDraggable({ id: `parada:${parada.id}`, data });
  const drop = useDroppable({ id: `parada:${parada.id}`, data });
  const setRefs = useCallback(
    (node: HTMLElement | null) => {
      drag.setNodeRef(node);
      drop.setNodeRef(node);
    },
    [drag.setNodeRef, drop.setNodeRef],
  );
  const sobre = drop.isOver && !drag.isDragging;
  return (
    <li
      ref={setRefs}
      data-parada={parada.id}
      onPointerDown={drag.listeners?.onPointerDown as PointerEventHandler<HTMLLIElement> | undefined}
      style={{
        listStyle: 'none',
        padding: '6px 4px',
        borderTop: sobre ? '2px solid var(--mantine-color-blue-6)' : '1px solid var(--mantine-color-gray-2)',
        opacity: drag.isDragging ? 0.4 : 1,
        background: 'var(--mantine-color-white)',
      }}
    >
      <Group gap={6} wrap="nowrap" align="flex-start">
        <ActionIcon
          ref={drag.setActivatorNodeRef}
          variant="subtle"
          color="gray"
          size="sm"
          {...drag.attributes}
          aria-roledescription="parada arrastável"
          aria-label={`Arrastar a parada ${parada.ordem}: ${nome}`}
          onKeyDown={drag.listeners?.onKeyDown as KeyboardEventHandler<HTMLButtonElement> | undefined}
          style={{ cursor: 'grab', flex: 'none' }}
        >
          <IconGripVertical size={14} aria-hidden="true" />
        </ActionIcon>
        <Text fw={700} size="sm" w={22} ta="right">
          {parada.ordem}
        </Text>
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={500} truncate>
            {nome}
          </Text>
          <Text size="xs" c="gray.8">
            Chegada {minutosParaHora(parada.chegadaMin)}
            {parada.esperaMin > 0 ? ` (espera ${parada.esperaMin} min)` : ''} · saída{' '}
            {minutosParaHora(parada.partidaMin)} · {formatDistance(parada.distanciaAcumuladaM)} acumulados
          </Text>
          {parada.foraDaJanela ? (
            <Badge size="xs" color="red" variant="light" mt={2}>
              fora da janela
            </Badge>
          ) : null}
          {alertas.map((alerta) => (
            <Text size="xs" c="red.8" key={alerta}>
              {alerta}
            </Text>
          ))}
        </Stack>
        <Group gap={2} wrap="nowrap" style={{ flex: 'none' }}>
          <ActionIcon
            variant="subtle"
            size="sm"
            disabled={indice === 0}
            aria-label={`Mover a parada ${parada.ordem} para cima`}
            onClick={() => onMover(indice, indice - 1)}
          >
            <IconArrowUp size={14} aria-hidden="true" />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            size="sm"
            disabled={indice === total - 1}
            aria-label={`Mover a parada ${parada.ordem} para baixo`}
            onClick={() => onMover(indice, indice + 1)}
          >
            <IconArrowDown size={14} aria-hidden="true" />
          </ActionIcon>
        </Group>
      </Group>
    </li>
  );
}

export interface RotaParadasProps {
  rota: TRota;
  indice: number;
  nomeDaParada: (id: string) => string;
  alertas: readonly TAlertaRota[];
  onMover: (de: number, para: number) => void;
}

/**
 * One planned route: its vehicle, distance, times and load, and its stops in order with arrival times and
 * the accumulated distance. Stops are reordered by dragging (pointer or keyboard) or the arrows; the route is
 * then recalculated locally.
 */
export function RotaParadas({ rota, indice, nomeDaParada, alertas, onMover }: RotaParadasProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: coordenadas }),
  );
  const onDragEnd = (event: DragEndEvent) => {
    const de = dadosParada(event.active.data.current);
    const para = dadosParada(event.over?.data.current);
    if (de && para && de.indice !== para.indice) onMover(de.indice, para.indice);
  };
  const titulo = `Rota ${indice + 1}${rota.veiculoNome ? `: ${rota.veiculoNome}` : ''}`;
  const porParada = new Map<string, string[]>();
  const daRota: string[] = [];
  for (const alerta of alertas) {
    if (alerta.id) porParada.set(alerta.id, [...(porParada.get(alerta.id) ?? []), alerta.motivo]);
    else daRota.push(alerta.motivo);
  }
  const cor = corDaRota(indice);
  return (
    <Paper
      component="section"
      aria-label={titulo}
      withBorder
      radius="md"
      p="sm"
      style={{ borderLeft: `6px solid ${cor}` }}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text component="h3" fw={700} size="sm" m={0}>
            {titulo}
          </Text>
          <Text size="xs" c="gray.8" data-distancia-rota={indice}>
            {formatDistance(rota.distanciaM)} · {minutosParaHora(rota.saidaMin)}–
            {minutosParaHora(rota.terminoMin)}
          </Text>
        </Group>
        <Text size="xs" c="gray.8">
          {rota.paradas.length} {rota.paradas.length === 1 ? 'parada' : 'paradas'} ·{' '}
          {formatWeight(rota.pesoKg)}
          {rota.ocupacaoPeso !== null ? ` (${formatPercent(rota.ocupacaoPeso * 100, 1)})` : ''} ·{' '}
          {formatVolume(rota.cubagemM3)}
          {rota.ocupacaoCubagem !== null ? ` (${formatPercent(rota.ocupacaoCubagem * 100, 1)})` : ''}
        </Text>
        {daRota.length > 0 ? (
          <Alert color="yellow" p="xs" role="alert">
            {daRota.map((motivo) => (
              <Text size="xs" key={motivo}>
                {motivo}
              </Text>
            ))}
          </Alert>
        ) : null}
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{ announcements: anuncios(nomeDaParada), screenReaderInstructions: INSTRUCOES }}
        >
          <ol aria-label={`Paradas da rota ${indice + 1}`} style={{ margin: 0, padding: 0 }}>
            {rota.paradas.map((parada, posicao) => (
              <LinhaParada
                key={parada.id}
                parada={parada}
                indice={posicao}
                total={rota.paradas.length}
                nome={nomeDaParada(parada.id)}
                alertas={porParada.get(parada.id) ?? []}
                onMover={onMover}
              />
            ))}
          </ol>
        </DndContext>
      </Stack>
    </Paper>
  );
}
