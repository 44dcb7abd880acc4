import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/CloseButton.css';
import {
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  canAddPedidoToMinuta,
  formatNumber,
  type TMinuta,
  type TMinutaAtualizar,
  type TPedido,
} from '@embarca/domain';
import { Alert, Button, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSparkles, IconTruckDelivery } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { ApiError } from '../../../../lib/api-client';
import { describeApiError } from '../../../../lib/api-error-handler';
import { useDrawerNavigation } from '../../../../lib/navigation/use-drawer-navigation';
import { ConfirmModal, useConfirm } from '../../../../lib/ui/confirm-modal';
import { notifyInfo } from '../../../../lib/ui/notify';
import { PageHeader } from '../../../../lib/ui/page-header';
import { QueryError, SectionLoader } from '../../../../lib/ui/query-state';
import {
  useAgruparPedidos,
  useAtualizarMinuta,
  useConfirmarMinutas,
  useCriarMinuta,
  useDesvincularPedido,
  useLimparMinuta,
  useMinutas,
  useOrdenarMinuta,
  usePedidosAbertos,
  useRemoverMinuta,
  useVincularPedido,
} from '../api/use-formar-cargas';
import { useVeiculosConjunto } from '../api/use-veiculos-conjunto';
import { drawerDasCargasFormadas, guardarCargasFormadas } from '../cargas-formadas.store';
import { FiltrosPedidos } from '../components/filtros-pedidos';
import classes from '../components/formar-cargas.module.css';
import { ListaPedidos, ResumoDoPedido } from '../components/lista-pedidos';
import { MinutaCard, type TAcoesFormacao } from '../components/minuta-card';
import { SugerirMinutasModal } from '../components/sugerir-minutas-modal';
import {
  acaoDoArrasto,
  colisaoFormacao,
  coordenadasTecladoFormacao,
  DND_ANUNCIOS,
  DND_INSTRUCOES,
  DROP_ID_LISTA,
  dadosDoAlvo,
  dadosDoArrasto,
  type TAlvo,
  type TArrasto,
} from '../dnd';
import {
  FILTROS_PEDIDOS_VAZIOS,
  minutasParaConfirmar,
  moverItem,
  type TFiltrosPedidos,
  verificarVinculo,
} from '../formar-cargas.rules';

const MapaPedidos = lazy(async () => ({
  default: (await import('../components/mapa-pedidos')).MapaPedidos,
}));

/** Height of the open orders' list and map (the page fits the window on a desktop). */
const ALTURA_LISTA = 'max(360px, calc(100vh - 360px))';
const ALTURA_MAPA = 520;

/** Why a link (or another write) was refused: the drafting rule's messages or the API's. */
interface TRecusa {
  titulo: string;
  mensagens: string[];
}

/** The messages of an API error: a 400 carries the drafting rule's `messages`; else the generic text. */
function mensagensDoErro(error: unknown): string[] {
  if (error instanceof ApiError && error.status === 400 && error.messages.length > 0) return error.messages;
  return [describeApiError(error).message];
}

/** A new, empty draft: what the rule checks before 'Nova minuta' takes an order. */
const MINUTA_VAZIA = { id: 'nova', tipoFrete: null, pedidos: [] } as const;

function PainelPedidos({
  minutas,
  onAdicionar,
}: {
  minutas: readonly TMinuta[];
  onAdicionar: (pedido: TPedido, destino: TMinuta | 'nova') => void;
}) {
  const [filtros, setFiltros] = useState<TFiltrosPedidos>(FILTROS_PEDIDOS_VAZIOS);
  const [terms] = useDebouncedValue(filtros.terms, 300);
  const consulta = useMemo(() => ({ ...filtros, terms }), [filtros, terms]);
  const pedidos = usePedidosAbertos(consulta);
  const [visao, setVisao] = useState<'lista' | 'mapa'>('lista');
  const alvo: TAlvo = { tipo: 'lista-pedidos' };
  const { setNodeRef, isOver, active } = useDroppable({ id: DROP_ID_LISTA, data: alvo });
  const sobre = isOver && dadosDoArrasto(active)?.tipo === 'pedido-minuta';
  const itens = pedidos.data?.items ?? [];
  const total = pedidos.data?.total ?? 0;

  return (
    <section
      ref={setNodeRef}
      aria-labelledby="titulo-pedidos-abertos"
      className={`${classes.pedidos} ${sobre ? classes.pedidosSobre : ''}`}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="center">
          <Title order={2} size="h4" id="titulo-pedidos-abertos">
            Pedidos abertos
          </Title>
          <SegmentedControl
            size="xs"
            aria-label="Exibir pedidos como"
            value={visao}
            onChange={(valor) => setVisao(valor as 'lista' | 'mapa')}
            data={[
              { value: 'lista', label: 'Lista' },
              { value: 'mapa', label: 'Mapa' },
            ]}
          />
        </Group>
        <FiltrosPedidos filtros={filtros} onChange={setFiltros} />
        {pedidos.isError && !pedidos.data ? (
          <QueryError error={pedidos.error} onRetry={() => void pedidos.refetch()} />
        ) : pedidos.isPending && pedidos.fetchStatus !== 'idle' ? (
          <SectionLoader />
        ) : (
          <>
            <Text size="xs" c="gray.7" role="status">
              {pedidos.data
                ? `Mostrando ${formatNumber(itens.length, 0)} de ${formatNumber(total, 0)} ${total === 1 ? 'pedido' : 'pedidos'}`
                : 'Corrija o período para listar os pedidos.'}
            </Text>
            {pedidos.data && itens.length === 0 ? (
              <Text size="sm" c="gray.7" ta="center" py="lg">
                Nenhum pedido aberto encontrado.
              </Text>
            ) : visao === 'mapa' ? (
              <Suspense fallback={<SectionLoader />}>
                <MapaPedidos pedidos={itens} height={ALTURA_MAPA} />
              </Suspense>
            ) : (
              <ListaPedidos
                pedidos={itens}
                minutas={minutas}
                onAdicionar={onAdicionar}
                height={ALTURA_LISTA}
              />
            )}
          </>
        )}
      </Stack>
    </section>
  );
}

/**
 * /formacao/formar-cargas (issue 21): the operator's board. Left, the open orders (filters, a virtualised
 * list or the map of their destinations); right, the drafts (minutas): create, suggest, link orders by
 * dragging or by the 'Adicionar à minuta' menu (the domain's drafting rule answers first, the server
 * judges), reorder, group, choose the vehicle set and the freight table, and confirm them into loads.
 */
export function FormarCargasPage() {
  const minutasQuery = useMinutas();
  const minutas = minutasQuery.data?.items ?? [];
  const veiculos = useVeiculosConjunto();
  const criar = useCriarMinuta();
  const vincular = useVincularPedido();
  const desvincular = useDesvincularPedido();
  const ordenar = useOrdenarMinuta();
  const agrupar = useAgruparPedidos();
  const atualizar = useAtualizarMinuta();
  const limpar = useLimparMinuta();
  const remover = useRemoverMinuta();
  const confirmar = useConfirmarMinutas();
  const { openDrawer } = useDrawerNavigation();
  const confirmacao = useConfirm();
  const [recusa, setRecusa] = useState<TRecusa | null>(null);
  const [selecionadas, setSelecionadas] = useState<ReadonlySet<string>>(new Set());
  const [sugerindo, setSugerindo] = useState(false);
  const [arrastando, setArrastando] = useState<TArrasto | null>(null);

  const falhou = useCallback(
    (titulo: string) => (error: unknown) => setRecusa({ titulo, mensagens: mensagensDoErro(error) }),
    [],
  );

  const adicionar = useCallback(
    (pedido: TPedido, destino: TMinuta | 'nova') => {
      const nomeDestino = destino === 'nova' ? 'uma nova minuta' : `a minuta ${destino.numero}`;
      const titulo = `O pedido ${pedido.codigo} não pode ir para ${nomeDestino}.`;
      const regra =
        destino === 'nova' ? canAddPedidoToMinuta(MINUTA_VAZIA, pedido) : verificarVinculo(destino, pedido);
      if (!regra.ok) {
        setRecusa({ titulo, mensagens: regra.messages });
        return;
      }
      setRecusa(null);
      if (destino !== 'nova') {
        vincular.mutate({ minutaId: destino.id, pedidoId: pedido.id }, { onError: falhou(titulo) });
        return;
      }
      criar.mutate(undefined, {
        onSuccess: (nova) =>
          vincular.mutate({ minutaId: nova.id, pedidoId: pedido.id }, { onError: falhou(titulo) }),
        onError: falhou('Não foi possível criar a minuta.'),
      });
    },
    [criar, vincular, falhou],
  );

  const acoes: TAcoesFormacao = useMemo(
    () => ({
      adicionar,
      retirar: (pedido, minuta) =>
        desvincular.mutate(
          { minutaId: minuta.id, pedidoId: pedido.id },
          {
            onError: falhou(`Não foi possível retirar o pedido ${pedido.codigo} da minuta ${minuta.numero}.`),
          },
        ),
      ordenar: (minuta, de, para) =>
        ordenar.mutate(
          {
            minutaId: minuta.id,
            pedidoIds: moverItem(
              minuta.pedidos.map((pedido) => pedido.id),
              de,
              para,
            ),
          },
          { onError: falhou(`Não foi possível reordenar a minuta ${minuta.numero}.`) },
        ),
      agrupar: async (minuta, pedidoIds, agrupador) => {
        try {
          await agrupar.mutateAsync({ minutaId: minuta.id, pedidoIds, agrupador });
          return true;
        } catch (error) {
          falhou(`Não foi possível agrupar os pedidos da minuta ${minuta.numero}.`)(error);
          return false;
        }
      },
      atualizar: (minuta: TMinuta, body: TMinutaAtualizar) =>
        atualizar.mutate(
          { minutaId: minuta.id, body },
          { onError: falhou(`Não foi possível alterar a minuta ${minuta.numero}.`) },
        ),
      limpar: (minuta) =>
        confirmacao.ask({
          title: `Limpar a minuta ${minuta.numero}`,
          message: 'Todos os pedidos da minuta voltam para a lista de pedidos abertos.',
          confirmLabel: 'Limpar',
          onConfirm: () =>
            limpar
              .mutateAsync(minuta.id)
              .then(
                () => notifyInfo('Minuta limpa: os pedidos voltaram para a lista.', 'teal'),
                falhou(`Não foi possível limpar a minuta ${minuta.numero}.`),
              ),
        }),
      remover: (minuta) =>
        confirmacao.ask({
          title: `Remover a minuta ${minuta.numero}`,
          message: 'A minuta será removida e os seus pedidos voltam para a lista de pedidos abertos.',
          confirmLabel: 'Remover',
          danger: true,
          onConfirm: () =>
            remover.mutateAsync(minuta.id).then(
              (resposta) => {
                setSelecionadas((atual) => {
                  const novo = new Set(atual);
                  novo.delete(minuta.id);
                  return novo;
                });
                notifyInfo(resposta.message, 'teal');
              },
              falhou(`Não foi possível remover a minuta ${minuta.numero}.`),
            ),
        }),
    }),
    [adicionar, desvincular, ordenar, agrupar, atualizar, limpar, remover, confirmacao, falhou],
  );

  const paraConfirmar = minutasParaConfirmar(minutas, selecionadas);
  const confirmarMinutas = () => {
    if (paraConfirmar.length === 0) return;
    setRecusa(null);
    confirmar.mutate(paraConfirmar, {
      onSuccess: (resposta) => {
        notifyInfo(resposta.message, 'teal');
        setSelecionadas(new Set());
        openDrawer(drawerDasCargasFormadas(guardarCargasFormadas(resposta.cargas)));
      },
      onError: falhou('Não foi possível confirmar as minutas.'),
    });
  };

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: coordenadasTecladoFormacao }),
  );
  const onDragStart = (event: DragStartEvent) => setArrastando(dadosDoArrasto(event.active));
  const onDragEnd = (event: DragEndEvent) => {
    setArrastando(null);
    const acao = acaoDoArrasto(dadosDoArrasto(event.active), dadosDoAlvo(event.over));
    if (!acao) return;
    if (acao.acao === 'vincular') acoes.adicionar(acao.pedido, acao.minuta);
    else if (acao.acao === 'ordenar') acoes.ordenar(acao.minuta, acao.de, acao.para);
    else acoes.retirar(acao.pedido, acao.minuta);
  };

  const textoConfirmar =
    selecionadas.size > 0
      ? `Confirmar minutas (${paraConfirmar.length})`
      : paraConfirmar.length === 1
        ? 'Confirmar minuta exibida'
        : paraConfirmar.length > 1
          ? `Confirmar minutas exibidas (${paraConfirmar.length})`
          : 'Confirmar minutas';

  return (
    <Stack gap="md">
      <PageHeader
        title="Formar cargas"
        description="Agrupe pedidos em minutas, escolha o veículo e a tabela de frete e confirme para formar as cargas."
      />
      <DndContext
        sensors={sensors}
        collisionDetection={colisaoFormacao}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setArrastando(null)}
        accessibility={{ announcements: DND_ANUNCIOS, screenReaderInstructions: DND_INSTRUCOES }}
      >
        <div className={classes.quadro}>
          <PainelPedidos minutas={minutas} onAdicionar={adicionar} />
          <section aria-labelledby="titulo-minutas" style={{ minWidth: 0 }}>
            <Stack gap="xs">
              <Group justify="space-between" align="center">
                <Title order={2} size="h4" id="titulo-minutas">
                  Minutas
                </Title>
                <Group gap="xs">
                  <Button
                    variant="default"
                    leftSection={<IconPlus size={16} aria-hidden="true" />}
                    loading={criar.isPending}
                    onClick={() =>
                      criar.mutate(undefined, {
                        onSuccess: () => setRecusa(null),
                        onError: falhou('Não foi possível criar a minuta.'),
                      })
                    }
                  >
                    Nova minuta
                  </Button>
                  <Button
                    variant="default"
                    leftSection={<IconSparkles size={16} aria-hidden="true" />}
                    onClick={() => setSugerindo(true)}
                  >
                    Sugerir minutas
                  </Button>
                  <Button
                    leftSection={<IconTruckDelivery size={16} aria-hidden="true" />}
                    disabled={paraConfirmar.length === 0}
                    loading={confirmar.isPending}
                    onClick={confirmarMinutas}
                  >
                    {textoConfirmar}
                  </Button>
                </Group>
              </Group>
              {recusa ? (
                <Alert
                  color="red"
                  role="alert"
                  title={recusa.titulo}
                  withCloseButton
                  closeButtonLabel="Fechar aviso"
                  onClose={() => setRecusa(null)}
                >
                  <ul style={{ margin: 0, paddingLeft: 18 }}>
                    {recusa.mensagens.map((mensagem) => (
                      <li key={mensagem}>{mensagem}</li>
                    ))}
                  </ul>
                </Alert>
              ) : null}
              {minutasQuery.isError && !minutasQuery.data ? (
                <QueryError error={minutasQuery.error} onRetry={() => void minutasQuery.refetch()} />
              ) : minutasQuery.isPending ? (
                <SectionLoader />
              ) : minutas.length === 0 ? (
                <Text size="sm" c="gray.7" ta="center" py="xl">
                  Nenhuma minuta aberta. Crie uma com “Nova minuta” ou use “Sugerir minutas”.
                </Text>
              ) : (
                <div className={classes.minutas}>
                  {minutas.map((minuta) => (
                    <MinutaCard
                      key={minuta.id}
                      minuta={minuta}
                      minutas={minutas}
                      veiculos={veiculos.data ?? []}
                      veiculosCarregando={veiculos.isFetching}
                      selecionada={selecionadas.has(minuta.id)}
                      onSelecionar={(marcada) =>
                        setSelecionadas((atual) => {
                          const novo = new Set(atual);
                          if (marcada) novo.add(minuta.id);
                          else novo.delete(minuta.id);
                          return novo;
                        })
                      }
                      acoes={acoes}
                    />
                  ))}
                </div>
              )}
            </Stack>
          </section>
        </div>
        <DragOverlay dropAnimation={null}>
          {arrastando ? (
            <Paper withBorder shadow="md" p="xs" radius="sm" w={340}>
              <ResumoDoPedido pedido={arrastando.pedido} />
            </Paper>
          ) : null}
        </DragOverlay>
      </DndContext>
      <SugerirMinutasModal
        opened={sugerindo}
        onClose={() => setSugerindo(false)}
        veiculos={veiculos.data ?? []}
      />
      <ConfirmModal {...confirmacao.modalProps} />
    </Stack>
  );
}
