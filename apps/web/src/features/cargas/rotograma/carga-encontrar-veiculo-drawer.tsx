import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Paper.css';
import {
  AcaoCarga,
  formatDateTime,
  formatDistance,
  formatPlate,
  formatVolume,
  formatWeight,
  MESSAGES,
  type TCargaDetails,
  type TSugestaoVeiculos,
  type TVeiculoSugerido,
} from '@embarca/domain';
import { Badge, Button, Group, List, Paper, Stack, Text } from '@mantine/core';
import { IconTruck } from '@tabler/icons-react';
import { QueryPending } from '../../../lib/ui/query-state';
import { acoesDaCarga } from '../acoes/acoes-da-carga';
import { useAcoesNaGaveta } from '../acoes/use-acoes-na-gaveta';
import { CargaDetalhesLayout } from '../detalhes/carga-detalhes-layout';
import { Secao } from '../detalhes/detalhes-campos';
import { useSugestaoVeiculos } from './api/use-carga-veiculo';
import { ROTOGRAMA_TEXTOS } from './rotograma.texts';
import { VeiculoIcone } from './veiculo-icone';

function capacidade(veiculo: TVeiculoSugerido): string {
  const partes = [
    veiculo.capacidadeKg === null ? '' : formatWeight(veiculo.capacidadeKg),
    veiculo.capacidadeM3 === null ? '' : formatVolume(veiculo.capacidadeM3),
  ].filter(Boolean);
  return partes.length > 0 ? partes.join(' · ') : 'Capacidade não informada';
}

function plural(n: number, um: string, varios: string): string {
  return `${n} ${n === 1 ? um : varios}`;
}

/** Why vehicles of the fleet were left out. */
function descartes({
  ocupados,
  semCapacidade,
  indisponiveis = 0,
}: TSugestaoVeiculos['descartados']): string | null {
  const partes = [
    ocupados > 0 ? `${plural(ocupados, 'ocupado', 'ocupados')} em outra carga no período` : '',
    semCapacidade > 0 ? `${plural(semCapacidade, 'sem capacidade', 'sem capacidade')} para a carga` : '',
    indisponiveis > 0
      ? `${plural(indisponiveis, 'indisponível', 'indisponíveis')} na agenda (manutenção, folga…)`
      : '',
  ].filter(Boolean);
  if (partes.length === 0) return null;
  const total = ocupados + semCapacidade + indisponiveis;
  return `${plural(total, 'veículo ativo ficou', 'veículos ativos ficaram')} de fora: ${partes.join('; ')}.`;
}

/** The ranking's reasons (issue 18): fit, distance from the latest position, free in the agenda. */
export function RazoesDaSugestao({ veiculo }: { veiculo: TVeiculoSugerido }) {
  if (!veiculo.razoes) return null;
  return (
    <Group gap={6} wrap="wrap">
      <Badge size="sm" variant="light" color="blue" c="blue.9" tt="none">
        {veiculo.razoes.ajuste}
      </Badge>
      <Badge
        size="sm"
        variant="light"
        color={veiculo.distanciaKm === null ? 'gray' : 'teal'}
        c="dark.8"
        tt="none"
      >
        {veiculo.razoes.distancia}
      </Badge>
      <Badge size="sm" variant="light" color="gray" c="dark.8" tt="none">
        {veiculo.razoes.disponibilidade}
      </Badge>
    </Group>
  );
}

function VeiculoSugerido({
  veiculo,
  posicao,
  onAlocar,
}: {
  veiculo: TVeiculoSugerido;
  posicao: number;
  /** 'Alocar este veículo': the allocation form with this vehicle chosen (when the load may be allocated). */
  onAlocar?: () => void;
}) {
  const placa = formatPlate(veiculo.placa);
  const tipo = [veiculo.tipoVeiculo, veiculo.tipoCarroceria].filter(Boolean).join(' · ');
  return (
    <Paper component="li" withBorder p="sm" radius="sm" aria-label={`${posicao}º: veículo ${placa}`}>
      <Group gap="sm" align="flex-start" wrap="nowrap">
        <VeiculoIcone tipoVeiculo={veiculo.tipoVeiculo} tipoCarroceria={veiculo.tipoCarroceria} />
        <Stack gap={2}>
          <Group gap={6}>
            <Text fw={700}>{placa}</Text>
            {tipo && (
              <Text size="sm" c="gray.8">
                {tipo}
              </Text>
            )}
            {veiculo.frota && (
              <Badge size="sm" variant="light" color="grape">
                Frota contratada
              </Badge>
            )}
          </Group>
          <Text size="sm">
            {capacidade(veiculo)}
            {veiculo.motorista && ` · Motorista da última viagem: ${veiculo.motorista.nome}`}
          </Text>
          <Text size="sm" fw={600} c={veiculo.distanciaAteOrigem === null ? 'gray.7' : 'blue.9'}>
            {veiculo.distanciaAteOrigem === null
              ? 'Distância até a origem desconhecida'
              : `≈ ${formatDistance(veiculo.distanciaAteOrigem) || '0 m'} até a origem`}
          </Text>
          <RazoesDaSugestao veiculo={veiculo} />
          <List size="xs" c="gray.8" spacing={0} aria-label={`Por que o veículo ${placa} serve`}>
            {veiculo.motivos.map((motivo) => (
              <List.Item key={motivo}>{motivo}</List.Item>
            ))}
          </List>
          {onAlocar && (
            <Button
              size="xs"
              variant="light"
              mt={6}
              style={{ alignSelf: 'flex-start' }}
              leftSection={<IconTruck size={14} aria-hidden="true" />}
              aria-label={`${ROTOGRAMA_TEXTOS.alocarEste} (${placa})`}
              onClick={onAlocar}
            >
              {ROTOGRAMA_TEXTOS.alocarEste}
            </Button>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}

function EncontrarVeiculo({ carga }: { carga: TCargaDetails }) {
  const sugestao = useSugestaoVeiculos(carga.id);
  const { abrir, dialogo } = useAcoesNaGaveta();
  // 'Alocar veículo' opens the allocation form empty; each suggestion's 'Alocar este veículo' with it chosen.
  const podeAlocar = acoesDaCarga(carga).includes(AcaoCarga.Alocar);

  if (sugestao.isPending || sugestao.isError) return <QueryPending query={sugestao} />;

  const { carga: necessidade, veiculos, descartados } = sugestao.data;
  const origem = necessidade.origem
    ? [necessidade.origem.cidade, necessidade.origem.uf].filter(Boolean).join('/')
    : '';
  const resumo = [
    necessidade.pesoKg === null ? '' : formatWeight(necessidade.pesoKg),
    necessidade.volumeM3 === null ? '' : formatVolume(necessidade.volumeM3),
    `Coleta ${formatDateTime(necessidade.dhColeta) || '—'}`,
    `Entrega ${formatDateTime(necessidade.dhEntrega) || '—'}`,
    origem ? `Origem ${origem}` : '',
  ].filter(Boolean);
  const foraDaLista = descartes(descartados);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
        <Secao titulo="Veículos sugeridos">
          <Text size="sm">{resumo.join(' · ')}</Text>
          <Text size="xs" c="gray.7">
            Veículos ativos da frota, livres entre a coleta e a entrega e com capacidade para a carga; os mais
            próximos da origem (pela última entrega) primeiro. Distâncias estimadas.
          </Text>
          {foraDaLista && (
            <Text size="xs" c="gray.7">
              {foraDaLista}
            </Text>
          )}
        </Secao>
        {podeAlocar && (
          <Button
            size="xs"
            leftSection={<IconTruck size={14} aria-hidden="true" />}
            onClick={() => abrir(AcaoCarga.Alocar, carga)}
            style={{ flexShrink: 0 }}
          >
            {ROTOGRAMA_TEXTOS.alocar}
          </Button>
        )}
      </Group>
      {veiculos.length === 0 ? (
        <Text size="sm" role="status">
          {MESSAGES.noResults} {ROTOGRAMA_TEXTOS.semVeiculos}
        </Text>
      ) : (
        <Stack
          component="ol"
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label="Veículos sugeridos"
        >
          {veiculos.map((veiculo, index) => (
            <VeiculoSugerido
              key={veiculo.id}
              veiculo={veiculo}
              posicao={index + 1}
              {...(podeAlocar
                ? { onAlocar: () => abrir(AcaoCarga.Alocar, carga, { veiculoId: veiculo.id }) }
                : {})}
            />
          ))}
        </Stack>
      )}
      {dialogo}
    </Stack>
  );
}

/** Drawer `cargas/detalhes/{cargaId}/encontrar-veiculo`: the fleet's vehicles suggested for the load. */
export function CargaEncontrarVeiculoDrawer() {
  return (
    <CargaDetalhesLayout tab="encontrar-veiculo">
      {(carga) => <EncontrarVeiculo carga={carga} />}
    </CargaDetalhesLayout>
  );
}
