import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Paper.css';
import {
  boardGroupOfSituacao,
  FonteCoordenada,
  formatDateTime,
  formatDistance,
  formatPlate,
  formatSla,
  GrupoQuadro,
  rotaRecalculavel,
  type TCargaDetails,
  type TCargaVeiculo,
  TIPO_ROTA_LABELS,
  type TRota,
  type TRotaPonto,
  type TTipoRota,
  VisibilidadeCarga,
} from '@embarca/domain';
import { Alert, Badge, Button, Group, List, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useMemo } from 'react';
import { ApiError } from '../../../lib/api-client';
import { describeApiError } from '../../../lib/api-error-handler';
import { LeafletMap, type TMapMarker, type TMarcadorVariante } from '../../../lib/map/leaflet-map';
import { SectionLoader } from '../../../lib/ui/query-state';
import { CargaDetalhesLayout } from '../detalhes/carga-detalhes-layout';
import { Campos, Secao } from '../detalhes/detalhes-campos';
import { useCargaVeiculo } from './api/use-carga-veiculo';
import { pontosSemCoordenada, useRecalcularRotograma, useRotograma } from './api/use-rotograma';
import { ROTOGRAMA_TEXTOS } from './rotograma.texts';
import { VeiculoIcone } from './veiculo-icone';

const VARIANTES: Record<number, TMarcadorVariante> = { 1: 'origem', 2: 'parada', 3: 'destino' };
const CORES: Record<TMarcadorVariante, string> = {
  origem: 'teal.8',
  parada: 'blue.8',
  destino: 'red.8',
  veiculo: 'orange.8',
};

function tipoDoPonto(ponto: Pick<TRotaPonto, 'rota'>): string {
  return TIPO_ROTA_LABELS[ponto.rota as TTipoRota] ?? 'Ponto';
}

function lugar(ponto: Pick<TRotaPonto, 'localidade' | 'cidade' | 'uf'>): string {
  const cidade = [ponto.cidade, ponto.uf].filter(Boolean).join('/');
  return [ponto.localidade, cidade].filter(Boolean).join(' — ');
}

function variante(ponto: TRotaPonto): TMarcadorVariante {
  return VARIANTES[ponto.rota ?? 2] ?? 'parada';
}

/** The numbered markers (popup: company, city, planned date) and the vehicle's position when reported. */
function marcadores(rota: TRota, veiculo: TCargaVeiculo | undefined): TMapMarker[] {
  const pontos = rota.pontos.map((ponto): TMapMarker => {
    const nome = ponto.empresa?.nome ?? (lugar(ponto) || 'Local não informado');
    return {
      id: `ponto-${ponto.ordem}`,
      latitude: ponto.latitude,
      longitude: ponto.longitude,
      label: String(ponto.ordem),
      title: `${ponto.ordem}. ${tipoDoPonto(ponto)}: ${nome}`,
      variant: variante(ponto),
      popup: [
        `${ponto.ordem}. ${tipoDoPonto(ponto)}`,
        ...(ponto.empresa ? [ponto.empresa.nome] : []),
        ...(lugar(ponto) ? [lugar(ponto)] : []),
        `Previsto: ${formatDateTime(ponto.dhPrevista) || '—'}`,
      ],
    };
  });
  const posicao = veiculo?.posicao;
  if (veiculo?.veiculo && posicao) {
    const placa = formatPlate(veiculo.veiculo.placa);
    pontos.push({
      id: 'veiculo',
      latitude: posicao.latitude,
      longitude: posicao.longitude,
      label: 'V',
      title: `Veículo ${placa}`,
      variant: 'veiculo',
      popup: [`Veículo ${placa}`, `Posição de ${formatDateTime(posicao.dhPosicao)}`],
    });
  }
  return pontos;
}

/** The points in order, beside the map (also its text alternative). */
function PontosDaRota({ rota }: { rota: TRota }) {
  return (
    <List listStyleType="none" spacing="sm" aria-label="Pontos da rota" component="ol">
      {rota.pontos.map((ponto) => (
        <List.Item key={ponto.ordem}>
          <Group gap="sm" align="flex-start" wrap="nowrap">
            <Badge circle size="lg" color={CORES[variante(ponto)]} aria-hidden="true">
              {ponto.ordem}
            </Badge>
            <Stack gap={0}>
              <Text size="sm" fw={600}>
                {tipoDoPonto(ponto)}: {ponto.empresa?.nome ?? (lugar(ponto) || 'Local não informado')}
              </Text>
              {ponto.empresa && lugar(ponto) && (
                <Text size="sm" c="gray.8">
                  {lugar(ponto)}
                </Text>
              )}
              <Text size="xs" c="gray.7">
                Previsto: {formatDateTime(ponto.dhPrevista) || '—'}
                {ponto.ordem > 1 &&
                  ` · Trecho: ${formatDistance(ponto.distanciaDoAnterior) || '0 m'} · ${formatSla(ponto.tempoDoAnterior)}`}
              </Text>
              {ponto.fonteCoordenada === FonteCoordenada.Cidade && (
                <Text size="xs" c="orange.9">
                  {ROTOGRAMA_TEXTOS.localAproximado}
                </Text>
              )}
            </Stack>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}

/** The load's vehicle and what tracking reported (read again every 60 s while it is on the road). */
function VeiculoDaCarga({ veiculo, acompanhar }: { veiculo: TCargaVeiculo; acompanhar: boolean }) {
  if (!veiculo.veiculo) return null;
  const { placa, tipoVeiculo, tipoCarroceria } = veiculo.veiculo;
  return (
    <Paper withBorder p="sm" radius="sm">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <VeiculoIcone tipoVeiculo={tipoVeiculo} tipoCarroceria={tipoCarroceria} />
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            Veículo {formatPlate(placa)}
            {[tipoVeiculo, tipoCarroceria].filter(Boolean).length > 0 &&
              ` · ${[tipoVeiculo, tipoCarroceria].filter(Boolean).join(' · ')}`}
          </Text>
          {veiculo.motorista && (
            <Text size="sm" c="gray.8">
              Motorista: {veiculo.motorista.nome}
            </Text>
          )}
          <Text size="xs" c="gray.7" role="status">
            {veiculo.posicao
              ? `Última posição: ${formatDateTime(veiculo.posicao.dhPosicao)}`
              : ROTOGRAMA_TEXTOS.semPosicao}
            {acompanhar && ' Atualizado a cada 60 segundos.'}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

/** The spec's 'Não foi possível determinar uma rota para a carga.' and the points that could not be located. */
function SemRota({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const semLocal = pontosSemCoordenada(error);
  const rotaIndeterminada = error instanceof ApiError && error.status === 400;
  return (
    <Alert
      color={rotaIndeterminada ? 'yellow' : 'red'}
      icon={<IconAlertTriangle size={18} aria-hidden="true" />}
      title={describeApiError(error).message}
      role="alert"
    >
      {semLocal.length > 0 ? (
        <Stack gap={4}>
          <Text size="sm">Pontos sem localização (informe as coordenadas, a empresa ou a cidade):</Text>
          <List size="sm">
            {semLocal.map((ponto) => (
              <List.Item key={ponto.ordem}>
                Ponto {ponto.ordem}: {[ponto.cidade, ponto.uf].filter(Boolean).join('/') || 'sem cidade'}
              </List.Item>
            ))}
          </List>
        </Stack>
      ) : (
        !rotaIndeterminada && (
          <Button variant="light" size="xs" onClick={onRetry}>
            Tentar novamente
          </Button>
        )
      )}
    </Alert>
  );
}

function Rotograma({ carga }: { carga: TCargaDetails }) {
  const rota = useRotograma(carga.id);
  const temVeiculo = carga.veiculo !== null;
  const acompanhar = temVeiculo && boardGroupOfSituacao(carga.situacao) === GrupoQuadro.EmAndamento;
  const veiculo = useCargaVeiculo(carga.id, { enabled: temVeiculo, acompanhar });
  const recalcular = useRecalcularRotograma(carga.id);
  // The load's company recalculates (a carrier's directed-to-me view does not); closed loads keep theirs.
  const podeRecalcular =
    carga.visibilidade !== VisibilidadeCarga.DirecionadaParaMim && rotaRecalculavel(carga.situacao);
  const markers = useMemo(
    () => (rota.data ? marcadores(rota.data, veiculo.data) : []),
    [rota.data, veiculo.data],
  );

  if (rota.isPending) {
    return <SectionLoader />;
  }
  if (rota.isError) return <SemRota error={rota.error} onRetry={() => void rota.refetch()} />;

  const registrado = [formatDistance(carga.distancia), carga.tempo === null ? '' : formatSla(carga.tempo)]
    .filter(Boolean)
    .join(' · ');
  return (
    <Stack gap="md">
      <Secao titulo="Resumo da rota">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
          <Campos
            campos={[
              { label: 'Distância estimada', value: formatDistance(rota.data.distancia) || '0 m' },
              { label: 'Tempo estimado', value: formatSla(rota.data.tempo) },
              { label: 'Pontos', value: String(rota.data.pontos.length) },
              { label: 'Registrado na carga', value: registrado },
            ]}
          />
          {podeRecalcular && (
            <Button
              variant="light"
              size="xs"
              leftSection={<IconRefresh size={14} aria-hidden="true" />}
              loading={recalcular.isPending}
              onClick={() => recalcular.mutate()}
              style={{ flexShrink: 0 }}
            >
              {ROTOGRAMA_TEXTOS.recalcular}
            </Button>
          )}
        </Group>
        <Text size="xs" c="gray.7">
          {ROTOGRAMA_TEXTOS.estimativa}
        </Text>
        {recalcular.isError && (
          <Text size="sm" c="red.8" role="alert">
            {describeApiError(recalcular.error).message}
          </Text>
        )}
      </Secao>
      <LeafletMap
        markers={markers}
        polyline={rota.data.polyline}
        ariaLabel={`Mapa da rota da carga ${carga.codigo}`}
        height={340}
      />
      {veiculo.data && <VeiculoDaCarga veiculo={veiculo.data} acompanhar={acompanhar} />}
      <Secao titulo="Pontos">
        <PontosDaRota rota={rota.data} />
      </Secao>
    </Stack>
  );
}

/** Drawer `cargas/detalhes/{cargaId}/rotograma`: the route on a map (02 §2 'Rotograma'). */
export function CargaRotogramaDrawer() {
  return <CargaDetalhesLayout tab="rotograma">{(carga) => <Rotograma carga={carga} />}</CargaDetalhesLayout>;
}
