import 'leaflet/dist/leaflet.css';
import '../../../../lib/map/leaflet-map.css';
import type { TPlanejarRotasBody, TPlanoRotasResponse } from '@embarca/domain';
import * as L from 'leaflet';
import { useEffect, useRef } from 'react';
import { MAP_TILES } from '../../../../lib/map/map-config';
import { MapFrame, type TMapaMontado, useLeafletMap } from '../../../../lib/map/use-leaflet-map';
import { corDaRota } from '../roteirizador.rules';

export interface MapaRotasProps {
  entrada: TPlanejarRotasBody;
  plano: TPlanoRotasResponse;
  /** The stop's name (the order's code and destination). */
  nomeDaParada: (id: string) => string;
  height?: number;
}

/** A numbered marker in the route's colour (text only, never HTML from data). */
function icone(texto: string, cor: string, deposito = false): L.DivIcon {
  const rotulo = document.createElement('span');
  rotulo.className = 'embarca-map-marker__label';
  rotulo.textContent = texto;
  if (cor) {
    // The route's colour fills the marker (the default class colours the depot).
    Object.assign(rotulo.style, {
      background: cor,
      borderRadius: '50%',
      width: '100%',
      height: '100%',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
    });
  }
  return L.divIcon({
    className: `embarca-map-marker embarca-map-marker--${deposito ? 'origem' : 'parada'}`,
    html: rotulo,
    iconSize: [28, 28],
    iconAnchor: [14, 14],
    popupAnchor: [0, -12],
  });
}

/**
 * The planned routes on the app's Leaflet map (lib/map's hook: tiles, offline notice, resize): the depot,
 * each route's numbered stops and its line in the route's colour (back to the depot when the plan returns).
 * A lazy chunk: Leaflet loads only with the result.
 */
export function MapaRotas({ entrada, plano, nomeDaParada, height = 420 }: MapaRotasProps) {
  const mapa = useRef<TMapaMontado | null>(null);
  const { container, semTiles } = useLeafletMap({
    tiles: MAP_TILES,
    scrollWheelZoom: false,
    onMount: (montado) => {
      mapa.current = montado;
      return () => {
        mapa.current = null;
      };
    },
  });

  useEffect(() => {
    const atual = mapa.current;
    if (!atual) return;
    const { map, camada } = atual;
    camada.clearLayers();
    const porId = new Map(entrada.paradas.map((parada) => [parada.id, parada]));
    const deposito = L.latLng(entrada.deposito.latitude, entrada.deposito.longitude);
    const pontos: L.LatLng[] = [deposito];
    plano.rotas.forEach((rota, indiceRota) => {
      const cor = corDaRota(indiceRota);
      const linha: L.LatLng[] = [deposito];
      for (const parada of rota.paradas) {
        const dados = porId.get(parada.id);
        if (!dados) continue;
        const ponto = L.latLng(dados.latitude, dados.longitude);
        linha.push(ponto);
        pontos.push(ponto);
        const titulo = `Rota ${indiceRota + 1}, parada ${parada.ordem}: ${nomeDaParada(parada.id)}`;
        const marcador = L.marker(ponto, {
          icon: icone(String(parada.ordem), cor),
          title: titulo,
          alt: titulo,
          keyboard: true,
          riseOnHover: true,
        });
        marcador.addTo(camada);
      }
      if (entrada.retornarAoDeposito && linha.length > 1) linha.push(deposito);
      if (linha.length > 1) L.polyline(linha, { color: cor, weight: 4, opacity: 0.85 }).addTo(camada);
    });
    const titulo = `Depósito${entrada.deposito.nome ? `: ${entrada.deposito.nome}` : ''}`;
    L.marker(deposito, { icon: icone('D', '', true), title: titulo, alt: titulo, keyboard: true }).addTo(
      camada,
    );
    if (pontos.length === 1) map.setView(deposito, 12);
    else map.fitBounds(L.latLngBounds(pontos), { padding: [32, 32], maxZoom: 14 });
  }, [entrada, plano, nomeDaParada]);

  return (
    <MapFrame
      container={container}
      ariaLabel="Mapa das rotas planejadas"
      height={height}
      semTiles={semTiles}
    />
  );
}
