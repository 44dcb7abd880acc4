import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/SegmentedControl.css';
import {
  ALGORITMO_ROTEIRIZACAO_LABELS,
  formatDistance,
  formatNumber,
  Modulo,
  type TAlertaRota,
  type TPedido,
  type TPlanejarRotasBody,
  type TPlanoRotasResponse,
} from '@embarca/domain';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconDeviceFloppy, IconRoute } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { sessionModules } from '../../../../lib/access';
import { ApiError } from '../../../../lib/api-client';
import { describeApiError } from '../../../../lib/api-error-handler';
import { notifyInfo } from '../../../../lib/ui/notify';
import { NUMERO_BR } from '../../../../lib/ui/numero-br';
import { PageHeader } from '../../../../lib/ui/page-header';
import { QueryPending, SectionLoader } from '../../../../lib/ui/query-state';
import { useSession } from '../../../../lib/use-session';
import { useMinutas, usePedidosAbertos } from '../../formar-cargas/api/use-formar-cargas';
import { FILTROS_PEDIDOS_VAZIOS, lugar } from '../../formar-cargas/formar-cargas.rules';
import { useAbrirPlano, usePlanejarRotas, useSalvarPlano } from '../api/use-roteirizador';
import { PARAMETRO_MINUTA, PARAMETRO_NOME } from '../components/novo-plano-drawer';
import { PlanosSalvos } from '../components/planos-salvos';
import { RotaParadas } from '../components/rota-paradas';
import { SalvarPlanoModal } from '../components/salvar-plano-modal';
import { VeiculosForm } from '../components/veiculos-form';
import {
  depositoPadrao,
  montarRequisicao,
  origensDosPedidos,
  paradasDosPedidos,
  reordenarNoPlano,
  type TDepositoForm,
  type TVeiculoForm,
  validarRequisicao,
  veiculoDaMinuta,
} from '../roteirizador.rules';

const MapaRotas = lazy(async () => ({ default: (await import('../components/mapa-rotas')).MapaRotas }));

type TFonte = 'minuta' | 'pedidos';

/** The plan on screen: what was sent, the (maybe reordered) answer and each route's warnings. */
interface TResultado {
  entrada: TPlanejarRotasBody;
  plano: TPlanoRotasResponse;
  alertas: Record<number, TAlertaRota[]>;
  minutaId: string | null;
  minutaNumero: number | null;
}

const numero = (valor: string | number) => (typeof valor === 'number' ? valor : null);

function mensagensDoErro(error: unknown): string[] {
  if (error instanceof ApiError && error.status === 400 && error.messages.length > 0) return error.messages;
  return [describeApiError(error).message];
}

/** The open orders with checkboxes (the stops when the source is a selection of orders). */
function SelecaoDePedidos({
  pedidos,
  selecionados,
  onChange,
}: {
  pedidos: readonly TPedido[];
  selecionados: ReadonlySet<string>;
  onChange: (selecionados: Set<string>) => void;
}) {
  const todos = pedidos.length > 0 && pedidos.every((pedido) => selecionados.has(pedido.id));
  return (
    <Stack gap={4}>
      <Checkbox
        label={`Selecionar todos (${formatNumber(pedidos.length, 0)})`}
        checked={todos}
        indeterminate={!todos && selecionados.size > 0}
        onChange={(event) =>
          onChange(event.currentTarget.checked ? new Set(pedidos.map((pedido) => pedido.id)) : new Set())
        }
      />
      <div style={{ maxHeight: 280, overflowY: 'auto' }}>
        <Stack gap={4} component="ul" aria-label="Pedidos abertos para roteirizar" p={0} m={0}>
          {pedidos.map((pedido) => (
            <li key={pedido.id} style={{ listStyle: 'none' }}>
              <Checkbox
                size="xs"
                label={`${pedido.codigo} — ${lugar(pedido.destino)}`}
                checked={selecionados.has(pedido.id)}
                onChange={(event) => {
                  const novo = new Set(selecionados);
                  if (event.currentTarget.checked) novo.add(pedido.id);
                  else novo.delete(pedido.id);
                  onChange(novo);
                }}
              />
            </li>
          ))}
        </Stack>
      </div>
    </Stack>
  );
}

/**
 * /formacao/roteirizador (issue 21): plans the delivery routes of a draft's orders (or of chosen open
 * orders) from a depot with one or more vehicles (capacity, working day), shows them on the map and as
 * ordered lists (arrival, accumulated distance, stops not served and why), lets the user reorder stops
 * (recalculated here by the domain) and saves the plan — with a draft and one route, the draft's orders then
 * follow the route.
 */
export function RoteirizadorPage() {
  const session = useSession();
  const temFormacao = (session ? sessionModules(session) : []).some(
    (modulo) => modulo.toLowerCase() === Modulo.Formacao.toLowerCase(),
  );
  const [params, setParams] = useSearchParams();
  const minutaId = params.get(PARAMETRO_MINUTA);
  const [fonte, setFonte] = useState<TFonte>('minuta');
  const minutas = useMinutas({ enabled: temFormacao });
  const abertos = usePedidosAbertos(FILTROS_PEDIDOS_VAZIOS, { enabled: temFormacao && fonte === 'pedidos' });
  const [selecionados, setSelecionados] = useState<ReadonlySet<string>>(new Set());
  const [depositoEditado, setDepositoEditado] = useState<TDepositoForm | null>(null);
  const [veiculosEditados, setVeiculosEditados] = useState<TVeiculoForm[] | null>(null);
  const [retornar, setRetornar] = useState(true);
  const [erros, setErros] = useState<string[] | null>(null);
  const [resultado, setResultado] = useState<TResultado | null>(null);
  const [salvando, setSalvando] = useState(false);
  const [erroSalvar, setErroSalvar] = useState<string | null>(null);
  const [abrindo, setAbrindo] = useState<string | null>(null);
  const planejar = usePlanejarRotas();
  const salvar = useSalvarPlano();
  const abrir = useAbrirPlano();

  const listaMinutas = minutas.data?.items ?? [];
  const minuta = listaMinutas.find((item) => item.id === minutaId) ?? null;
  const itensAbertos = abertos.data?.items ?? [];
  const pedidosFonte = useMemo(
    () =>
      fonte === 'minuta'
        ? (minuta?.pedidos ?? [])
        : itensAbertos.filter((pedido) => selecionados.has(pedido.id)),
    [fonte, minuta, itensAbertos, selecionados],
  );
  const { paradas, semCoordenadas } = useMemo(() => paradasDosPedidos(pedidosFonte), [pedidosFonte]);
  const deposito = depositoEditado ?? depositoPadrao(pedidosFonte);
  const origens = useMemo(() => origensDosPedidos(pedidosFonte), [pedidosFonte]);
  const veiculos = veiculosEditados ?? [veiculoDaMinuta(fonte === 'minuta' ? minuta : null)];

  /** Every order the page knows, for the stops' names. */
  const nomes = useMemo(() => {
    const mapa = new Map<string, string>();
    for (const item of [...listaMinutas.flatMap((m) => m.pedidos), ...itensAbertos])
      mapa.set(item.id, `${item.codigo} — ${lugar(item.destino)}`);
    return mapa;
  }, [listaMinutas, itensAbertos]);
  const nomeDaParada = useCallback((id: string) => nomes.get(id) ?? `Parada ${id.slice(0, 8)}`, [nomes]);

  const escolherMinuta = (id: string | null) => {
    setParams(
      (atual) => {
        const novo = new URLSearchParams(atual);
        if (id) novo.set(PARAMETRO_MINUTA, id);
        else novo.delete(PARAMETRO_MINUTA);
        return novo;
      },
      { replace: true },
    );
    setDepositoEditado(null);
    setVeiculosEditados(null);
  };

  const roteirizar = () => {
    setErros(null);
    if (paradas.length === 0) {
      setErros(['Escolha os pedidos (com coordenadas de destino) a roteirizar.']);
      return;
    }
    const validacao = validarRequisicao(
      montarRequisicao({ deposito, paradas, veiculos, retornarAoDeposito: retornar }),
    );
    if (!validacao.ok) {
      setErros(validacao.mensagens);
      return;
    }
    const doMinuta = fonte === 'minuta' && minuta ? minuta : null;
    planejar.mutate(validacao.body, {
      onSuccess: (plano) =>
        setResultado({
          entrada: validacao.body,
          plano,
          alertas: {},
          minutaId: doMinuta?.id ?? null,
          minutaNumero: doMinuta?.numero ?? null,
        }),
      onError: (error) => setErros(mensagensDoErro(error)),
    });
  };

  const mover = (rotaIndice: number, de: number, para: number) => {
    if (!resultado) return;
    const { plano, alertas } = reordenarNoPlano(resultado.entrada, resultado.plano, rotaIndice, de, para);
    setResultado({ ...resultado, plano, alertas: { ...resultado.alertas, [rotaIndice]: alertas } });
  };

  const salvarPlano = (nome: string) => {
    if (!resultado) return;
    setErroSalvar(null);
    salvar.mutate(
      { nome, minutaId: resultado.minutaId, entrada: resultado.entrada, resultado: resultado.plano },
      {
        onSuccess: (resposta) => {
          notifyInfo(resposta.message, 'teal');
          setSalvando(false);
        },
        onError: (error) => setErroSalvar(mensagensDoErro(error).join(' ')),
      },
    );
  };

  const abrirPlano = (id: string) => {
    setAbrindo(id);
    abrir.mutate(id, {
      onSuccess: (plano) =>
        setResultado({
          entrada: plano.entrada,
          plano: plano.resultado,
          alertas: {},
          minutaId: plano.minutaId,
          minutaNumero: plano.minutaNumero,
        }),
      onError: (error) => setErros(mensagensDoErro(error)),
      onSettled: () => setAbrindo(null),
    });
  };

  return (
    <Stack gap="md">
      <PageHeader
        title="Roteirizador"
        description="Planeje as rotas de entrega dos pedidos de uma minuta ou de pedidos escolhidos."
      />
      <Group align="flex-start" gap="md" wrap="wrap">
        <Paper withBorder radius="md" p="md" style={{ flex: '1 1 460px', maxWidth: 700 }}>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              roteirizar();
            }}
          >
            <Stack gap="sm">
              <Title order={2} size="h4">
                Paradas
              </Title>
              {!temFormacao ? (
                <Text size="sm" c="gray.7">
                  As minutas e os pedidos são do módulo Formação de cargas, que o seu usuário não tem: abra um
                  plano salvo abaixo.
                </Text>
              ) : (
                <>
                  <SegmentedControl
                    aria-label="Origem das paradas"
                    value={fonte}
                    onChange={(valor) => {
                      setFonte(valor as TFonte);
                      setDepositoEditado(null);
                      setVeiculosEditados(null);
                    }}
                    data={[
                      { value: 'minuta', label: 'Minuta' },
                      { value: 'pedidos', label: 'Pedidos abertos' },
                    ]}
                  />
                  {fonte === 'minuta' ? (
                    minutas.data ? (
                      <Select
                        label="Minuta"
                        placeholder={listaMinutas.length === 0 ? 'Nenhuma minuta aberta' : 'Escolha a minuta'}
                        data={listaMinutas.map((item) => ({
                          value: item.id,
                          label: `Minuta ${item.numero} (${item.pedidos.length} ${item.pedidos.length === 1 ? 'pedido' : 'pedidos'})`,
                        }))}
                        value={minuta ? minuta.id : null}
                        onChange={escolherMinuta}
                        comboboxProps={{ withinPortal: true }}
                      />
                    ) : (
                      <QueryPending query={minutas} />
                    )
                  ) : abertos.data ? (
                    itensAbertos.length === 0 ? (
                      <Text size="sm" c="gray.7">
                        Nenhum pedido aberto.
                      </Text>
                    ) : (
                      <SelecaoDePedidos
                        pedidos={itensAbertos}
                        selecionados={selecionados}
                        onChange={(novo) => {
                          setSelecionados(novo);
                          setDepositoEditado(null);
                        }}
                      />
                    )
                  ) : (
                    <QueryPending query={abertos} />
                  )}
                  <Text size="xs" c="gray.7" role="status">
                    {formatNumber(paradas.length, 0)} {paradas.length === 1 ? 'parada' : 'paradas'}
                    {semCoordenadas.length > 0
                      ? `; sem coordenadas de destino (fora da roteirização): ${semCoordenadas.map((p) => p.codigo).join(', ')}`
                      : ''}
                  </Text>
                </>
              )}

              <Title order={2} size="h4">
                Depósito
              </Title>
              {origens.length > 0 ? (
                <Select
                  label="Usar a origem de um pedido"
                  placeholder="Escolha uma origem"
                  data={origens.map((origem) => ({ value: origem.chave, label: origem.rotulo }))}
                  value={null}
                  onChange={(chave) => {
                    const origem = origens.find((item) => item.chave === chave);
                    if (origem) setDepositoEditado(origem.deposito);
                  }}
                  comboboxProps={{ withinPortal: true }}
                />
              ) : null}
              <TextInput
                label="Nome do depósito"
                value={deposito.nome}
                maxLength={120}
                onChange={(event) => setDepositoEditado({ ...deposito, nome: event.currentTarget.value })}
              />
              <Group grow>
                <NumberInput
                  {...NUMERO_BR}
                  decimalScale={6}
                  label="Latitude"
                  value={deposito.latitude ?? ''}
                  onChange={(valor) => setDepositoEditado({ ...deposito, latitude: numero(valor) })}
                />
                <NumberInput
                  {...NUMERO_BR}
                  decimalScale={6}
                  label="Longitude"
                  value={deposito.longitude ?? ''}
                  onChange={(valor) => setDepositoEditado({ ...deposito, longitude: numero(valor) })}
                />
              </Group>

              <Title order={2} size="h4">
                Veículos
              </Title>
              <VeiculosForm veiculos={veiculos} onChange={setVeiculosEditados} />
              <Checkbox
                label="Retornar ao depósito"
                checked={retornar}
                onChange={(event) => setRetornar(event.currentTarget.checked)}
              />
              {erros ? (
                <Alert color="red" role="alert" title="Não foi possível roteirizar.">
                  <ul style={{ margin: 0, paddingLeft: 18 }}>
                    {erros.map((mensagem) => (
                      <li key={mensagem}>{mensagem}</li>
                    ))}
                  </ul>
                </Alert>
              ) : null}
              <Group justify="flex-end">
                <Button
                  type="submit"
                  leftSection={<IconRoute size={16} aria-hidden="true" />}
                  loading={planejar.isPending}
                >
                  Roteirizar
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>

        <Stack gap="sm" style={{ flex: '2 1 520px', minWidth: 0 }}>
          <Group justify="space-between">
            <Title order={2} size="h4">
              Resultado
            </Title>
            {resultado ? (
              <Button
                variant="default"
                leftSection={<IconDeviceFloppy size={16} aria-hidden="true" />}
                onClick={() => {
                  setErroSalvar(null);
                  setSalvando(true);
                }}
              >
                Salvar plano
              </Button>
            ) : null}
          </Group>
          {!resultado ? (
            <Text size="sm" c="gray.7">
              Escolha as paradas, o depósito e os veículos e clique em “Roteirizar”.
            </Text>
          ) : (
            <>
              <Text size="sm" role="status">
                Distância total: <strong>{formatDistance(resultado.plano.distanciaTotalM)}</strong> ·{' '}
                {resultado.plano.rotas.length} {resultado.plano.rotas.length === 1 ? 'rota' : 'rotas'} ·{' '}
                {ALGORITMO_ROTEIRIZACAO_LABELS[resultado.plano.algoritmo]}
              </Text>
              <Suspense fallback={<SectionLoader />}>
                <MapaRotas entrada={resultado.entrada} plano={resultado.plano} nomeDaParada={nomeDaParada} />
              </Suspense>
              {resultado.plano.naoAtendidas.length > 0 ? (
                <Alert color="yellow">
                  <Text fw={700} size="sm" mb={4} id="titulo-nao-atendidas">
                    Paradas não atendidas
                  </Text>
                  <ul style={{ margin: 0, paddingLeft: 18 }} aria-labelledby="titulo-nao-atendidas">
                    {resultado.plano.naoAtendidas.map((item) => (
                      <li key={item.id}>
                        <strong>{nomeDaParada(item.id)}</strong>: {item.motivo}
                      </li>
                    ))}
                  </ul>
                </Alert>
              ) : null}
              {resultado.plano.rotas.map((rota, indice) => (
                <RotaParadas
                  key={`rota-${rota.veiculoIndice}`}
                  rota={rota}
                  indice={indice}
                  nomeDaParada={nomeDaParada}
                  alertas={resultado.alertas[indice] ?? []}
                  onMover={(de, para) => mover(indice, de, para)}
                />
              ))}
            </>
          )}
          <Title order={2} size="h4" mt="md">
            Planos salvos
          </Title>
          <PlanosSalvos onAbrir={abrirPlano} abrindo={abrindo} />
        </Stack>
      </Group>
      {salvando && resultado ? (
        <SalvarPlanoModal
          opened
          nomeInicial={
            params.get(PARAMETRO_NOME)?.trim() ||
            (resultado.minutaNumero !== null ? `Rota da minuta ${resultado.minutaNumero}` : 'Plano de rota')
          }
          minutaNumero={resultado.minutaNumero}
          rotas={resultado.plano.rotas.length}
          pending={salvar.isPending}
          erro={erroSalvar}
          onClose={() => setSalvando(false)}
          onSalvar={salvarPlano}
        />
      ) : null}
    </Stack>
  );
}
