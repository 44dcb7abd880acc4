import '@mantine/core/styles/Timeline.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Divider.css';
import {
  formatBRL,
  formatDateTime,
  formatDistance,
  formatDocumento,
  formatNumber,
  formatPhone,
  formatPlate,
  formatSla,
  formatVolume,
  formatWeight,
  MODALIDADE_LABELS,
  ORIGEM_CARGA_LABELS,
  type TCargaDetails,
  type TCargaRotaPonto,
  TIPO_FRETE_LABELS,
  TIPO_ROTA_LABELS,
  TIPO_TARIFA_LABELS,
  type TModalidade,
  type TOrigemCarga,
  type TTipoFrete,
  type TTipoRota,
  type TTipoTarifa,
} from '@embarca/domain';
import { Divider, Stack, Text, Timeline } from '@mantine/core';
import { IconFlag, IconMapPin, IconTruck } from '@tabler/icons-react';
import { FreteEsperadoSecao } from '../../tabela-frete/components/frete-esperado-secao';
import { decimal } from '../quadro/quadro-state';
import { useRotograma } from '../rotograma/api/use-rotograma';
import { CargaDetalhesLayout } from './carga-detalhes-layout';
import { Campos, Secao } from './detalhes-campos';
import { lugarDoPonto, nomeDoPonto } from './rota-lugar';
import { TransportadorasTabela } from './transportadoras-tabela';

const simNao = (value: boolean) => (value ? 'Sim' : 'Não');

const ICONE_ROTA = { 1: IconTruck, 2: IconMapPin, 3: IconFlag } as const;

/** Origin, stops and final destination in route order, with planned and done times. */
function RotaTimeline({ rotas }: { rotas: TCargaRotaPonto[] }) {
  if (rotas.length === 0) return <Text size="sm">Nenhum ponto de rota informado.</Text>;
  const ordered = [...rotas].sort((a, b) => a.ordem - b.ordem);
  // The bullets are filled up to the last point reached.
  const active = ordered.reduce((last, ponto, index) => (ponto.dhRealizada ? index : last), -1);
  return (
    <Timeline active={active} bulletSize={24} lineWidth={2} aria-label="Rota da carga">
      {ordered.map((ponto) => {
        const Icon = ICONE_ROTA[ponto.rota as keyof typeof ICONE_ROTA] ?? IconMapPin;
        const tipo = TIPO_ROTA_LABELS[ponto.rota as TTipoRota] ?? 'Ponto';
        return (
          <Timeline.Item
            key={ponto.id}
            bullet={<Icon size={14} aria-hidden="true" />}
            title={`${tipo}: ${nomeDoPonto(ponto)}`}
          >
            <Stack gap={0}>
              {lugarDoPonto(ponto) && (
                <Text size="sm" c="gray.8">
                  {lugarDoPonto(ponto)}
                </Text>
              )}
              <Text size="xs" c="gray.7">
                Previsto: {formatDateTime(ponto.dhPrevista) || '—'}
              </Text>
              <Text size="xs" c="gray.7">
                Realizado: {formatDateTime(ponto.dhRealizada) || '—'}
              </Text>
            </Stack>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}

/**
 * The load's distance and time, from ONE source (issue 16): the route map's estimate — the same query (and
 * cache) as the Rotograma tab, so both show the same figures. Only when no route can be determined (a point
 * without coordinates) do the figures registered with the load show, said as such.
 */
function DistanciaTempo({ carga }: { carga: TCargaDetails }) {
  const rota = useRotograma(carga.id);
  if (rota.isPending) {
    return (
      <Text size="sm" c="gray.7">
        Distância e tempo estimados: calculando…
      </Text>
    );
  }
  if (rota.data) {
    const estimado = `${formatDistance(rota.data.distancia) || '0 m'} · ${formatSla(rota.data.tempo)}`;
    return (
      <Text size="sm" c="gray.7">
        Distância e tempo estimados: {estimado}
      </Text>
    );
  }
  const registrado = [formatDistance(carga.distancia), carga.tempo === null ? '' : formatSla(carga.tempo)]
    .filter(Boolean)
    .join(' · ');
  if (!registrado) return null;
  return (
    <Text size="sm" c="gray.7">
      Distância e tempo registrados na carga: {registrado}
    </Text>
  );
}

function DetalhesConteudo({ carga }: { carga: TCargaDetails }) {
  return (
    <Stack gap="lg">
      <Secao titulo="Rota">
        <RotaTimeline rotas={carga.rotas} />
        <DistanciaTempo carga={carga} />
      </Secao>
      <Divider />
      <Secao titulo="Dados comerciais">
        <Campos
          campos={[
            { label: 'Tipo de frete', value: TIPO_FRETE_LABELS[carga.tipoFrete as TTipoFrete] },
            {
              label: 'Modalidade',
              value: carga.modalidade === null ? null : MODALIDADE_LABELS[carga.modalidade as TModalidade],
            },
            { label: 'Característica', value: carga.caracteristica?.descricao },
            { label: 'Peso', value: formatWeight(decimal(carga.peso)) },
            { label: 'Volume', value: formatVolume(decimal(carga.volume), carga.volumeUnidade) },
            {
              label: 'Quantidade',
              value: carga.quantidade === null ? null : formatNumber(carga.quantidade, 0),
            },
            { label: 'Acondicionamento', value: carga.acondicionamento },
            { label: 'Valor do frete', value: formatBRL(decimal(carga.valor)) },
            { label: 'Valor total do frete', value: formatBRL(decimal(carga.valorTotalFrete)) },
            { label: 'Valor da carga', value: formatBRL(decimal(carga.valorCarga)) },
            {
              label: 'Tipo de tarifa',
              value: carga.tipoTarifa === null ? null : TIPO_TARIFA_LABELS[carga.tipoTarifa as TTipoTarifa],
            },
            { label: 'Imposto suspenso', value: simNao(carga.impostoSuspenso) },
            { label: 'Coleta', value: formatDateTime(carga.dhColeta) },
            { label: 'Entrega', value: formatDateTime(carga.dhEntrega) },
            { label: 'Notas fiscais', value: carga.numerosNF.join(', ') },
            { label: 'Origem da carga', value: ORIGEM_CARGA_LABELS[carga.origemCarga as TOrigemCarga] },
          ]}
        />
      </Secao>
      <FreteEsperadoSecao cargaId={carga.id} />
      <Divider />
      <Secao titulo="Veículo e motorista">
        <Campos
          campos={[
            { label: 'Placa', value: carga.veiculo ? formatPlate(carga.veiculo.placa) : null },
            { label: 'Frota', value: carga.veiculo?.frota },
            { label: 'Equipamentos', value: carga.veiculo?.equipamentos.map(formatPlate).join(', ') },
            {
              label: 'Veículo de frota contratada',
              value: carga.veiculo ? simNao(carga.veiculoContratadoFrota) : null,
            },
            { label: 'Motorista', value: carga.motorista?.nome },
            { label: 'Documento do motorista', value: formatDocumento(carga.motorista?.documento) },
            { label: 'Telefone do motorista', value: formatPhone(carga.motorista?.telefone) },
          ]}
        />
      </Secao>
      {carga.transportadoras.length > 0 && (
        <>
          <Divider />
          <Secao titulo="Transportadoras">
            <TransportadorasTabela
              transportadoras={carga.transportadoras}
              rotulo={`Transportadoras da carga ${carga.codigo}`}
            />
          </Secao>
        </>
      )}
      <Divider />
      <Secao titulo="Registro">
        <Campos
          campos={[
            { label: 'Unidade de negócio', value: carga.unidadeNegocio.nome },
            { label: 'Embarcador', value: carga.nomeDirecionador },
            { label: 'Direcionada para', value: carga.nomeDirecionado },
            { label: 'Criada por', value: carga.criadoPor },
            { label: 'Criada em', value: formatDateTime(carga.criadoEm) },
            { label: 'Publicada em', value: formatDateTime(carga.dhPublicacao) },
            ...(carga.dhFinalizacao
              ? [{ label: 'Finalizada em', value: formatDateTime(carga.dhFinalizacao) }]
              : []),
          ]}
        />
      </Secao>
    </Stack>
  );
}

/** Drawer `cargas/detalhes/{cargaId}` (02 §2): the load's route, commercial data, vehicle, carriers. */
export function CargaDetalhesDrawer() {
  return (
    <CargaDetalhesLayout tab="detalhes">{(carga) => <DetalhesConteudo carga={carga} />}</CargaDetalhesLayout>
  );
}
