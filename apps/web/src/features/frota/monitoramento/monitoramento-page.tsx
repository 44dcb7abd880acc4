import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import './components/monitoramento.css';
import {
  formatDateTime,
  formatPlate,
  formatTime,
  posicaoDesatualizada,
  Role,
  type TMonitoramentoQuery,
  type TVeiculoNoMapa,
  tempoDesdePosicao,
} from '@embarca/domain';
import {
  Badge,
  Button,
  Group,
  Paper,
  ScrollArea,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue, useInterval, useMediaQuery } from '@mantine/hooks';
import { IconPlugConnected } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { ClusteredMap } from '../../../lib/map/clustered-map';
import { useDrawerNavigation } from '../../../lib/navigation/use-drawer-navigation';
import { PageHeader } from '../../../lib/ui/page-header';
import { QueryPending } from '../../../lib/ui/query-state';
import { useSession } from '../../../lib/use-session';
import { useBusinessUnits } from '../../shell/api/use-business-units';
import { useMonitoramento } from './api/use-monitoramento';
import { IntegracoesDrawer } from './components/integracoes-drawer';
import { iconeDoMarcador, pontoDoVeiculo, type TPontoVeiculo } from './components/marcador-veiculo';

type TEmUso = 'todos' | 'em-uso' | 'livres';

/** How fresh "há 5 min" and the stale look stay between two polls. */
const RELOGIO_MS = 30_000;

/**
 * Monitoramento operacional (01 §2 /frota/monitoramento-operacional): the company's vehicles on a map
 * (clustered, markers moved in place, read every 60 s), filters, the list beside it (selecting a vehicle
 * centres the map) and the selected vehicle's load, whose details drawer opens from here. Administrators
 * manage the integration tokens the trackers send positions with.
 */
export function MonitoramentoPage() {
  const session = useSession();
  const isAdmin = session?.claims.role === Role.Administrador;
  const [emUso, setEmUso] = useState<TEmUso>('todos');
  const [tipoVeiculo, setTipoVeiculo] = useState<string | null>(null);
  const [unidade, setUnidade] = useState<string | null>(null);
  const [placa, setPlaca] = useState('');
  const [placaBusca] = useDebouncedValue(placa.replace(/[^A-Za-z0-9]/g, '').toUpperCase(), 300);
  const [selecionadoId, setSelecionadoId] = useState<string | null>(null);
  const [centrar, setCentrar] = useState<{ id: string; nonce: number } | null>(null);
  const [integracoes, setIntegracoes] = useState(false);
  const [agora, setAgora] = useState(() => new Date());
  const relogio = useInterval(() => setAgora(new Date()), RELOGIO_MS);
  const telefone = useMediaQuery('(max-width: 48em)');
  const { openDrawer } = useDrawerNavigation();
  const unidades = useBusinessUnits();

  useEffect(() => {
    relogio.start();
    return relogio.stop;
  }, [relogio]);

  const filtros: TMonitoramentoQuery = useMemo(
    () => ({
      ...(emUso === 'todos' ? {} : { emUso: emUso === 'em-uso' }),
      ...(tipoVeiculo ? { tipoVeiculo: Number(tipoVeiculo) } : {}),
      ...(unidade ? { unidadeNegocioId: unidade } : {}),
      ...(placaBusca ? { placa: placaBusca } : {}),
    }),
    [emUso, tipoVeiculo, unidade, placaBusca],
  );
  const query = useMonitoramento(filtros);
  const veiculos = query.data?.veiculos;

  useEffect(() => {
    if (query.dataUpdatedAt) setAgora(new Date());
  }, [query.dataUpdatedAt]);

  const pontos = useMemo(
    () =>
      (veiculos ?? []).flatMap((veiculo) => {
        const ponto = pontoDoVeiculo(veiculo, agora);
        return ponto ? [ponto] : [];
      }),
    [veiculos, agora],
  );
  const selecionado = veiculos?.find((veiculo) => veiculo.id === selecionadoId) ?? null;

  const selecionar = useCallback((id: string) => {
    setSelecionadoId(id);
    setCentrar((atual) => ({ id, nonce: (atual?.nonce ?? 0) + 1 }));
  }, []);
  const icone = useCallback(
    (ponto: TPontoVeiculo) => iconeDoMarcador(ponto, agora, ponto.id === selecionadoId),
    [agora, selecionadoId],
  );

  const limpar = () => {
    setEmUso('todos');
    setTipoVeiculo(null);
    setUnidade(null);
    setPlaca('');
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <PageHeader
          title="Monitoramento operacional"
          description="Acompanhe a posição e a situação dos veículos da frota."
        />
        {isAdmin && (
          <Button
            variant="light"
            leftSection={<IconPlugConnected size={18} aria-hidden />}
            onClick={() => setIntegracoes(true)}
          >
            Integrações
          </Button>
        )}
      </Group>

      <Group gap="sm" align="flex-end" wrap="wrap" role="search" aria-label="Filtros do monitoramento">
        <Select
          label="Situação"
          data={[
            { value: 'todos', label: 'Todos' },
            { value: 'em-uso', label: 'Em uso' },
            { value: 'livres', label: 'Livres' },
          ]}
          value={emUso}
          onChange={(value) => setEmUso((value as TEmUso | null) ?? 'todos')}
          allowDeselect={false}
          w={140}
        />
        <Select
          label="Tipo de veículo"
          placeholder="Todos"
          data={(query.data?.tiposVeiculo ?? []).map((tipo) => ({
            value: String(tipo.valor),
            label: tipo.texto,
          }))}
          value={tipoVeiculo}
          onChange={setTipoVeiculo}
          clearable
          w={180}
        />
        <Select
          label="Unidade de negócio"
          placeholder="Todas"
          data={(unidades.data ?? []).map((item) => ({ value: item.id, label: item.descricao }))}
          value={unidade}
          onChange={setUnidade}
          clearable
          w={200}
        />
        <TextInput
          label="Placa"
          placeholder="ABC-1D23"
          value={placa}
          onChange={(event) => setPlaca(event.currentTarget.value)}
          maxLength={8}
          w={140}
        />
        <Button variant="subtle" onClick={limpar}>
          Limpar filtros
        </Button>
      </Group>

      {query.isPending || (query.isError && !query.data) ? (
        <QueryPending query={query} />
      ) : (
        <div
          style={{
            display: 'grid',
            gap: 'var(--mantine-spacing-md)',
            gridTemplateColumns: telefone ? '1fr' : 'minmax(0, 1fr) 320px',
            alignItems: 'start',
          }}
        >
          <Stack gap="xs">
            <ClusteredMap
              points={pontos}
              icon={icone}
              onSelect={(ponto) => selecionar(ponto.id)}
              centerOn={centrar}
              ariaLabel="Mapa da frota"
              height={telefone ? '55vh' : 'calc(100vh - 280px)'}
            />
            <Text size="xs" c="gray.7" aria-live="polite">
              {query.isError
                ? 'Não foi possível atualizar as posições; mostrando a última leitura.'
                : `${pontos.length} de ${veiculos?.length ?? 0} veículos com posição · atualizado às ${formatTime(new Date(query.dataUpdatedAt))}`}
            </Text>
          </Stack>
          <Stack gap="sm">
            {selecionado && (
              <DetalheVeiculo
                veiculo={selecionado}
                agora={agora}
                onAbrirCarga={(id) => openDrawer(`cargas/detalhes/${id}`)}
              />
            )}
            <ListaVeiculos
              veiculos={veiculos ?? []}
              agora={agora}
              selecionadoId={selecionadoId}
              onSelecionar={selecionar}
            />
          </Stack>
        </div>
      )}
      {isAdmin && <IntegracoesDrawer opened={integracoes} onClose={() => setIntegracoes(false)} />}
    </Stack>
  );
}

function Posicao({ veiculo, agora }: { veiculo: TVeiculoNoMapa; agora: Date }) {
  if (!veiculo.localizacao) {
    return (
      <Text size="xs" c="gray.7">
        Sem posição recebida
      </Text>
    );
  }
  const desatualizada = posicaoDesatualizada(veiculo.localizacao.dhPosicao, agora);
  return (
    <Text size="xs" c={desatualizada ? 'gray.7' : 'gray.8'} data-desatualizada={desatualizada || undefined}>
      {desatualizada ? 'Posição desatualizada, ' : 'Posição '}
      {tempoDesdePosicao(veiculo.localizacao.dhPosicao, agora)}
    </Text>
  );
}

function ListaVeiculos({
  veiculos,
  agora,
  selecionadoId,
  onSelecionar,
}: {
  veiculos: readonly TVeiculoNoMapa[];
  agora: Date;
  selecionadoId: string | null;
  onSelecionar: (id: string) => void;
}) {
  if (veiculos.length === 0) {
    return (
      <Paper withBorder p="md">
        <Text size="sm">Nenhum veículo encontrado com os filtros informados.</Text>
      </Paper>
    );
  }
  return (
    <Paper withBorder>
      <Title order={2} size="h5" px="sm" pt="sm">
        Veículos ({veiculos.length})
      </Title>
      <ScrollArea.Autosize mah="calc(100vh - 360px)" type="auto">
        <ul
          aria-label="Veículos"
          style={{ listStyle: 'none', margin: 0, padding: 'var(--mantine-spacing-xs)' }}
        >
          {veiculos.map((veiculo) => {
            const ativo = veiculo.id === selecionadoId;
            return (
              <li key={veiculo.id}>
                <UnstyledButton
                  onClick={() => onSelecionar(veiculo.id)}
                  aria-pressed={ativo}
                  w="100%"
                  p="xs"
                  style={{
                    borderRadius: 'var(--mantine-radius-sm)',
                    background: ativo ? 'var(--mantine-color-blue-0)' : undefined,
                  }}
                >
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <div>
                      <Text fw={700} size="sm">
                        {formatPlate(veiculo.placa)}
                      </Text>
                      <Text size="xs" c="gray.7">
                        {[veiculo.tipoVeiculo, veiculo.tipoCarroceria].filter(Boolean).join(' · ') ||
                          'Tipo não informado'}
                      </Text>
                      <Posicao veiculo={veiculo} agora={agora} />
                    </div>
                    {veiculo.emUso ? (
                      <Badge color="orange" variant="light" c="dark.8">
                        Em uso
                      </Badge>
                    ) : (
                      <Badge color="gray" variant="light">
                        Livre
                      </Badge>
                    )}
                  </Group>
                </UnstyledButton>
              </li>
            );
          })}
        </ul>
      </ScrollArea.Autosize>
    </Paper>
  );
}

function DetalheVeiculo({
  veiculo,
  agora,
  onAbrirCarga,
}: {
  veiculo: TVeiculoNoMapa;
  agora: Date;
  onAbrirCarga: (cargaId: string) => void;
}) {
  return (
    <Paper withBorder p="sm" aria-label={`Veículo ${formatPlate(veiculo.placa)}`} component="section">
      <Stack gap={4}>
        <Group justify="space-between">
          <Title order={2} size="h4">
            {formatPlate(veiculo.placa)}
          </Title>
          {veiculo.emUso && (
            <Badge color="orange" variant="light" c="dark.8">
              Em uso
            </Badge>
          )}
        </Group>
        <Text size="sm">
          {[veiculo.tipoVeiculo, veiculo.tipoCarroceria].filter(Boolean).join(' · ') || 'Tipo não informado'}
        </Text>
        <Text size="sm">Motorista: {veiculo.motorista ?? 'não informado'}</Text>
        <Posicao veiculo={veiculo} agora={agora} />
        {veiculo.localizacao && (
          <Text size="xs" c="gray.7">
            {formatDateTime(veiculo.localizacao.dhPosicao)}
            {veiculo.localizacao.velocidadeKmh !== null
              ? ` · ${Math.round(veiculo.localizacao.velocidadeKmh)} km/h`
              : ''}
          </Text>
        )}
        {veiculo.carga ? (
          <Stack gap={4} mt="xs">
            <Text size="sm">
              Carga {veiculo.carga.codigo}
              {veiculo.carga.unidadeNegocio ? ` · ${veiculo.carga.unidadeNegocio}` : ''}
            </Text>
            <Button size="xs" onClick={() => onAbrirCarga(veiculo.carga!.id)}>
              Abrir carga {veiculo.carga.codigo}
            </Button>
          </Stack>
        ) : (
          <Text size="sm" c="gray.7" mt="xs">
            {veiculo.emUso
              ? 'Em viagem por uma carga de outra unidade ou empresa.'
              : 'Sem carga em andamento.'}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
