import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Divider.css';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import {
  formatBRL,
  formatDistance,
  formatVolume,
  formatWeight,
  type TMinuta,
  type TMinutaAtualizar,
  type TPedido,
} from '@embarca/domain';
import {
  Badge,
  Button,
  Checkbox,
  Divider,
  Group,
  Paper,
  Popover,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { type KeyboardEventHandler, type PointerEventHandler, useCallback, useMemo, useState } from 'react';
import type { TVeiculoConjunto } from '../api/use-veiculos-conjunto';
import { dragIdPedidoMinuta, dropIdMinuta, type TAlvo, type TArrasto } from '../dnd';
import { AlcaDeArrasto, ResumoDoPedido, tipoFreteTexto } from './lista-pedidos';
import { MenuMinutas } from './menu-minutas';
import { OcupacaoBarra } from './ocupacao-barra';
import { TabelasMinuta } from './tabelas-minuta';

/** What a draft card asks the page to do (the page checks the rules and calls the API). */
export interface TAcoesFormacao {
  adicionar: (pedido: TPedido, destino: TMinuta | 'nova') => void;
  retirar: (pedido: TPedido, minuta: TMinuta) => void;
  ordenar: (minuta: TMinuta, de: number, para: number) => void;
  agrupar: (minuta: TMinuta, pedidoIds: string[], agrupador: string | null) => Promise<boolean>;
  atualizar: (minuta: TMinuta, body: TMinutaAtualizar) => void;
  limpar: (minuta: TMinuta) => void;
  remover: (minuta: TMinuta) => void;
}

/** 'ABC1D23 · Carreta · 27,00 Ton · 90 m³' (what the list knows). */
export function rotuloDoVeiculo(veiculo: TVeiculoConjunto): string {
  return [
    veiculo.placa,
    veiculo.tipo,
    veiculo.capacidadeKg === null ? null : formatWeight(veiculo.capacidadeKg),
    veiculo.capacidadeM3 === null ? null : formatVolume(veiculo.capacidadeM3),
  ]
    .filter(Boolean)
    .join(' · ');
}

interface LinhaProps {
  pedido: TPedido;
  indice: number;
  minuta: TMinuta;
  minutas: readonly TMinuta[];
  grupo: string | null;
  selecionado: boolean;
  onSelecionar: (selecionado: boolean) => void;
  acoes: TAcoesFormacao;
}

/** An order of a draft: dragged to another position, another draft or the open list; a drop target too. */
function LinhaPedidoMinuta({
  pedido,
  indice,
  minuta,
  minutas,
  grupo,
  selecionado,
  onSelecionar,
  acoes,
}: LinhaProps) {
  const arrasto: TArrasto = { tipo: 'pedido-minuta', pedido, minuta, indice };
  const alvo: TAlvo = arrasto;
  const drag = useDraggable({ id: dragIdPedidoMinuta(pedido.id), data: arrasto });
  const drop = useDroppable({ id: dragIdPedidoMinuta(pedido.id), data: alvo });
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
      data-pedido-minuta={pedido.codigo}
      onPointerDown={drag.listeners?.onPointerDown as PointerEventHandler<HTMLLIElement> | undefined}
      style={{
        listStyle: 'none',
        padding: '6px 4px',
        borderTop: sobre ? '2px solid var(--mantine-color-blue-6)' : '1px solid var(--mantine-color-gray-2)',
        borderLeft: grupo ? '3px solid var(--mantine-color-violet-4)' : '3px solid transparent',
        opacity: drag.isDragging ? 0.4 : 1,
        background: 'var(--mantine-color-white)',
      }}
    >
      <Group gap={6} wrap="nowrap" align="flex-start">
        <Text size="xs" c="gray.7" w={18} ta="right" mt={4} aria-hidden="true">
          {indice + 1}
        </Text>
        <Checkbox
          size="xs"
          mt={4}
          checked={selecionado}
          onChange={(event) => onSelecionar(event.currentTarget.checked)}
          aria-label={`Selecionar o pedido ${pedido.codigo} para agrupar`}
        />
        <AlcaDeArrasto
          codigo={pedido.codigo}
          activatorRef={drag.setActivatorNodeRef}
          attributes={drag.attributes}
          onKeyDown={drag.listeners?.onKeyDown as KeyboardEventHandler<HTMLButtonElement> | undefined}
        />
        <ResumoDoPedido
          pedido={pedido}
          rodape={
            grupo ? (
              <Badge
                size="xs"
                color="violet"
                variant="light"
                mt={2}
                maw="100%"
                title={`Agrupador ${grupo}`}
                aria-label={`Agrupador ${grupo}`}
              >
                {grupo}
              </Badge>
            ) : null
          }
        />
        <MenuMinutas
          pedido={pedido}
          minutas={minutas}
          minutaAtual={minuta}
          onEscolher={(destino) => acoes.adicionar(pedido, destino)}
          onRetirar={() => acoes.retirar(pedido, minuta)}
        />
      </Group>
    </li>
  );
}

/** 'Agrupar selecionados': one grouping key for the chosen orders (they travel together), or none. */
function AgruparSelecionados({
  minuta,
  selecionados,
  onAgrupar,
}: {
  minuta: TMinuta;
  selecionados: string[];
  onAgrupar: (agrupador: string | null) => Promise<boolean>;
}) {
  const [aberto, setAberto] = useState(false);
  const [agrupador, setAgrupador] = useState('');
  const [enviando, setEnviando] = useState(false);
  const enviar = async (valor: string | null) => {
    setEnviando(true);
    const ok = await onAgrupar(valor);
    setEnviando(false);
    if (ok) {
      setAberto(false);
      setAgrupador('');
    }
  };
  return (
    <Popover opened={aberto} onChange={setAberto} position="bottom-start" withinPortal trapFocus shadow="md">
      <Popover.Target>
        <Button
          size="compact-xs"
          variant="default"
          disabled={selecionados.length === 0}
          onClick={() => setAberto((atual) => !atual)}
        >
          Agrupar selecionados ({selecionados.length})
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void enviar(agrupador.trim() || null);
          }}
        >
          <Stack gap="xs" w={240}>
            <TextInput
              label="Agrupador"
              description={`Pedidos selecionados da minuta ${minuta.numero} viajam juntos.`}
              value={agrupador}
              maxLength={60}
              onChange={(event) => setAgrupador(event.currentTarget.value)}
              data-autofocus
            />
            <Group justify="flex-end" gap="xs">
              <Button size="xs" variant="default" loading={enviando} onClick={() => void enviar(null)}>
                Desagrupar
              </Button>
              <Button size="xs" type="submit" loading={enviando} disabled={!agrupador.trim()}>
                Agrupar
              </Button>
            </Group>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}

export interface MinutaCardProps {
  minuta: TMinuta;
  minutas: readonly TMinuta[];
  veiculos: readonly TVeiculoConjunto[];
  veiculosCarregando: boolean;
  selecionada: boolean;
  onSelecionar: (selecionada: boolean) => void;
  acoes: TAcoesFormacao;
}

/**
 * A draft: number, freight type, its orders in order (drag to reorder, move or unlink; grouped orders
 * marked), totals, the vehicle set with the occupation bars, the freight tables, Limpar and Remover, and the
 * checkbox that selects it for 'Confirmar minutas'.
 */
export function MinutaCard({
  minuta,
  minutas,
  veiculos,
  veiculosCarregando,
  selecionada,
  onSelecionar,
  acoes,
}: MinutaCardProps) {
  const alvo: TAlvo = { tipo: 'minuta', minuta };
  const { setNodeRef, isOver } = useDroppable({ id: dropIdMinuta(minuta.id), data: alvo });
  const [selecionados, setSelecionados] = useState<ReadonlySet<string>>(new Set());
  const idsSelecionados = minuta.pedidos.map((p) => p.id).filter((id) => selecionados.has(id));
  const grupoDe = useMemo(() => {
    const mapa = new Map<string, string>();
    for (const grupo of minuta.pedidosAgrupados)
      if (grupo.agrupador) for (const id of grupo.pedidoIds) mapa.set(id, grupo.agrupador);
    return mapa;
  }, [minuta.pedidosAgrupados]);
  const grupos = minuta.pedidosAgrupados.filter((grupo) => grupo.agrupador);
  const opcoesVeiculo = useMemo(() => {
    const opcoes = veiculos.map((veiculo) => ({ value: veiculo.id, label: rotuloDoVeiculo(veiculo) }));
    if (minuta.veiculoConjuntoId && !opcoes.some((opcao) => opcao.value === minuta.veiculoConjuntoId))
      opcoes.unshift({
        value: minuta.veiculoConjuntoId,
        label: minuta.veiculoConjuntoPlaca ?? 'Veículo escolhido',
      });
    return opcoes;
  }, [veiculos, minuta.veiculoConjuntoId, minuta.veiculoConjuntoPlaca]);
  const tipo = tipoFreteTexto(minuta.tipoFrete);
  const titulo = `Minuta ${minuta.numero}`;
  const exibindo = minuta.exibindo;

  return (
    <Paper
      ref={setNodeRef}
      component="section"
      aria-label={titulo}
      withBorder
      radius="md"
      p="sm"
      data-minuta={minuta.numero}
      style={{
        width: 360,
        flex: 'none',
        outline: isOver ? '2px dashed var(--mantine-color-blue-5)' : undefined,
        outlineOffset: -2,
        alignSelf: 'flex-start',
      }}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap={6} wrap="nowrap">
            <Checkbox
              checked={selecionada}
              onChange={(event) => onSelecionar(event.currentTarget.checked)}
              aria-label={`Selecionar a ${titulo.toLowerCase()} para confirmar`}
            />
            <Text component="h3" fw={700} size="sm" m={0}>
              {titulo}
            </Text>
            {tipo ? (
              <Badge size="sm" variant="light">
                {tipo}
              </Badge>
            ) : null}
          </Group>
          <Button
            size="compact-xs"
            variant="subtle"
            aria-expanded={exibindo}
            onClick={() => acoes.atualizar(minuta, { exibindo: !exibindo })}
            rightSection={
              exibindo ? (
                <IconChevronUp size={12} aria-hidden="true" />
              ) : (
                <IconChevronDown size={12} aria-hidden="true" />
              )
            }
          >
            {exibindo ? 'Recolher' : 'Exibir'}
          </Button>
        </Group>

        <SimpleGrid cols={2} spacing={4} verticalSpacing={0}>
          <Text size="xs">
            Pedidos: <strong>{minuta.pedidos.length}</strong>
          </Text>
          <Text size="xs">
            Peso: <strong>{formatWeight(minuta.pesoTotal)}</strong>
          </Text>
          <Text size="xs">
            Cubagem: <strong>{formatVolume(minuta.cubagemTotal)}</strong>
          </Text>
          <Text size="xs">
            Valor: <strong>{formatBRL(minuta.valorTotal)}</strong>
          </Text>
          <Text size="xs">
            Distância: <strong>{minuta.distanciaM === null ? '—' : formatDistance(minuta.distanciaM)}</strong>
          </Text>
          <Text size="xs">
            Frete:{' '}
            <strong>{minuta.tabelaFreteValor === null ? '—' : formatBRL(minuta.tabelaFreteValor)}</strong>
          </Text>
        </SimpleGrid>

        <Select
          label="Veículo (conjunto)"
          placeholder={veiculosCarregando ? 'Carregando veículos…' : 'Escolha o veículo'}
          data={opcoesVeiculo}
          value={minuta.veiculoConjuntoId}
          searchable
          clearable
          size="xs"
          nothingFoundMessage="Nenhum veículo encontrado."
          comboboxProps={{ withinPortal: true }}
          onChange={(valor) => acoes.atualizar(minuta, { veiculoConjuntoId: valor })}
          aria-label={`Veículo (conjunto) da ${titulo.toLowerCase()}`}
        />
        <OcupacaoBarra medida="peso" valor={minuta.ocupacaoPeso} />
        <OcupacaoBarra medida="cubagem" valor={minuta.ocupacaoCubagem} />

        {exibindo ? (
          <>
            <Divider />
            {minuta.pedidos.length === 0 ? (
              <Text size="xs" c="gray.7" ta="center" py="sm">
                Arraste pedidos para cá ou use “Adicionar à minuta”.
              </Text>
            ) : (
              <ul aria-label={`Pedidos da ${titulo.toLowerCase()}`} style={{ margin: 0, padding: 0 }}>
                {minuta.pedidos.map((pedido, indice) => (
                  <LinhaPedidoMinuta
                    key={pedido.id}
                    pedido={pedido}
                    indice={indice}
                    minuta={minuta}
                    minutas={minutas}
                    grupo={grupoDe.get(pedido.id) ?? null}
                    selecionado={selecionados.has(pedido.id)}
                    onSelecionar={(marcado) =>
                      setSelecionados((atual) => {
                        const novo = new Set(atual);
                        if (marcado) novo.add(pedido.id);
                        else novo.delete(pedido.id);
                        return novo;
                      })
                    }
                    acoes={acoes}
                  />
                ))}
              </ul>
            )}
            {grupos.length > 0 ? (
              <Stack gap={2}>
                <Text size="xs" fw={600}>
                  Pedidos agrupados
                </Text>
                {grupos.map((grupo) => (
                  <Text size="xs" key={grupo.agrupador}>
                    <Badge size="xs" color="violet" variant="light" mr={4}>
                      {grupo.agrupador}
                    </Badge>
                    {grupo.pedidoIds.length} {grupo.pedidoIds.length === 1 ? 'pedido' : 'pedidos'} ·{' '}
                    {formatWeight(grupo.pesoTotal)}
                  </Text>
                ))}
              </Stack>
            ) : null}
            <Group gap="xs">
              <AgruparSelecionados
                minuta={minuta}
                selecionados={idsSelecionados}
                onAgrupar={async (agrupador) => {
                  const ok = await acoes.agrupar(minuta, idsSelecionados, agrupador);
                  if (ok) setSelecionados(new Set());
                  return ok;
                }}
              />
            </Group>
            <Divider />
            <TabelasMinuta
              minuta={minuta}
              onEscolher={(tabelaFreteId) => acoes.atualizar(minuta, { tabelaFreteId })}
            />
          </>
        ) : (
          <Text size="xs" c="gray.7">
            {minuta.pedidos.length === 0
              ? 'Minuta vazia: solte pedidos aqui.'
              : 'Pedidos e tabelas ocultos: use “Exibir”.'}
          </Text>
        )}

        <Group justify="flex-end" gap="xs">
          <Button
            size="compact-xs"
            variant="default"
            disabled={minuta.pedidos.length === 0}
            onClick={() => acoes.limpar(minuta)}
          >
            Limpar
          </Button>
          <Button size="compact-xs" variant="light" color="red" onClick={() => acoes.remover(minuta)}>
            Remover
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
