import { enumLabel, MODALIDADE_LABELS, type TCargaOfertavel } from '@embarca/domain';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { moeda, peso } from '../../tabela-frete/formato';
import { coletaDaCarga, lugar, SEM_VALOR } from './formato-oferta';

function Campo({ rotulo, valor }: { rotulo: string; valor: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="gray.7">
        {rotulo}
      </Text>
      <Text size="sm">{valor || SEM_VALOR}</Text>
    </Stack>
  );
}

/** The load as both drawers show it: code, lane, collection, weight, vehicle, goods value (and the shipper to a carrier). */
export function ResumoDaCarga({
  carga,
  comEmbarcador = false,
}: {
  carga: TCargaOfertavel;
  comEmbarcador?: boolean;
}) {
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        Carga {carga.codigo}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="xs">
        {comEmbarcador && <Campo rotulo="Embarcador" valor={carga.embarcador} />}
        <Campo rotulo="Origem" valor={lugar(carga.origem)} />
        <Campo rotulo="Destino" valor={lugar(carga.destino)} />
        <Campo rotulo="Coleta" valor={coletaDaCarga(carga)} />
        <Campo rotulo="Peso" valor={peso(carga.peso)} />
        <Campo rotulo="Tipo de veículo" valor={carga.tipoVeiculo ?? ''} />
        <Campo rotulo="Modalidade" valor={enumLabel(MODALIDADE_LABELS, carga.modalidade)} />
        <Campo rotulo="Valor da carga" valor={moeda(carga.valorCarga)} />
        {carga.caracteristica && <Campo rotulo="Característica" valor={carga.caracteristica.nome} />}
      </SimpleGrid>
    </Stack>
  );
}
