import { formatNumber, formatWeight, type TPedido } from '@embarca/domain';
import { Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { LeafletMap, type TMapMarker } from '../../../../lib/map/leaflet-map';
import { lugar } from '../formar-cargas.rules';

/** Orders whose destinations are closer than this (degrees, ≈ 11 m) share one marker. */
const CASAS = 4;

/**
 * The open orders' destinations on the app's Leaflet map (a lazy chunk: Leaflet loads only when the map is
 * shown). One marker per place, numbered with its orders; its popup lists them.
 */
export function destinosNoMapa(pedidos: readonly TPedido[]): {
  marcadores: TMapMarker[];
  semCoordenadas: number;
} {
  const lugares = new Map<string, { latitude: number; longitude: number; pedidos: TPedido[] }>();
  let semCoordenadas = 0;
  for (const pedido of pedidos) {
    const { latitude, longitude } = pedido.destino;
    if (latitude === null || longitude === null) {
      semCoordenadas += 1;
      continue;
    }
    const chave = `${latitude.toFixed(CASAS)}|${longitude.toFixed(CASAS)}`;
    const atual = lugares.get(chave);
    if (atual) atual.pedidos.push(pedido);
    else lugares.set(chave, { latitude, longitude, pedidos: [pedido] });
  }
  const marcadores = [...lugares.entries()].map(([chave, item]): TMapMarker => {
    const nome = lugar(item.pedidos[0]!.destino);
    const peso = item.pedidos.reduce((soma, pedido) => soma + (pedido.pesoTotal ?? 0), 0);
    const quantidade = item.pedidos.length;
    return {
      id: chave,
      latitude: item.latitude,
      longitude: item.longitude,
      label: quantidade > 99 ? '99+' : String(quantidade),
      title: `${nome}: ${quantidade} ${quantidade === 1 ? 'pedido' : 'pedidos'}`,
      popup: [
        nome,
        `${formatNumber(quantidade, 0)} ${quantidade === 1 ? 'pedido' : 'pedidos'} · ${formatWeight(peso)}`,
        ...item.pedidos.slice(0, 10).map((pedido) => pedido.codigo),
        ...(quantidade > 10 ? [`e mais ${quantidade - 10}`] : []),
      ],
      variant: 'destino',
    };
  });
  return { marcadores, semCoordenadas };
}

export function MapaPedidos({ pedidos, height }: { pedidos: readonly TPedido[]; height: number }) {
  const { marcadores, semCoordenadas } = useMemo(() => destinosNoMapa(pedidos), [pedidos]);
  return (
    <Stack gap={4}>
      <LeafletMap markers={marcadores} ariaLabel="Mapa dos destinos dos pedidos abertos" height={height} />
      {semCoordenadas > 0 ? (
        <Text size="xs" c="gray.7">
          {semCoordenadas === 1
            ? '1 pedido sem coordenadas de destino não aparece no mapa.'
            : `${formatNumber(semCoordenadas, 0)} pedidos sem coordenadas de destino não aparecem no mapa.`}
        </Text>
      ) : null}
    </Stack>
  );
}
