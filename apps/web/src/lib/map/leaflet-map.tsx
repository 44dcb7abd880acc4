import 'leaflet/dist/leaflet.css';
import './leaflet-map.css';
import * as L from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { MAP_TILES, type TMapTiles } from './map-config';
import { MapFrame, type TMapaMontado, useLeafletMap } from './use-leaflet-map';

/**
 * Our small React wrapper around Leaflet 1.9 (DEPENDENCIES.md: react-leaflet's licence is not OSI-approved).
 * It owns one map per mount: the tile layer from the configured URL, a layer of numbered markers with
 * popups and an optional polyline, fitted to what it shows; `map.remove()` on unmount. Leaflet and its
 * CSS load only with the page that renders a map (a lazy chunk).
 */

export type TMarcadorVariante = 'origem' | 'parada' | 'destino' | 'veiculo';

export interface TMapMarker {
  id: string;
  latitude: number;
  longitude: number;
  /** Short text inside the marker (the point's number). */
  label: string;
  /** The marker's name for assistive technology and its tooltip. */
  title: string;
  /** Popup lines (plain text; the first one in bold). */
  popup?: readonly string[];
  variant?: TMarcadorVariante;
}

export interface LeafletMapProps {
  markers: readonly TMapMarker[];
  /** [latitude, longitude] pairs drawn as one line. */
  polyline?: readonly (readonly [number, number])[];
  /** The map region's accessible name. */
  ariaLabel: string;
  height?: number | string;
  tiles?: TMapTiles;
}

/** A DOM element with text only (never HTML from data). */
function elemento(tag: string, className: string, text?: string): HTMLElement {
  const element = document.createElement(tag);
  element.className = className;
  if (text !== undefined) element.textContent = text;
  return element;
}

function popupConteudo(linhas: readonly string[]): HTMLElement {
  const conteudo = elemento('div', 'embarca-map-popup');
  linhas.forEach((linha, index) => {
    conteudo.appendChild(elemento(index === 0 ? 'strong' : 'div', '', linha));
  });
  return conteudo;
}

function icone(marker: TMapMarker): L.DivIcon {
  const html = elemento('span', 'embarca-map-marker__label', marker.label);
  return L.divIcon({
    className: `embarca-map-marker embarca-map-marker--${marker.variant ?? 'parada'}`,
    html,
    iconSize: [30, 30],
    iconAnchor: [15, 15],
    popupAnchor: [0, -14],
  });
}

export function LeafletMap({
  markers,
  polyline = [],
  ariaLabel,
  height = 360,
  tiles = MAP_TILES,
}: LeafletMapProps) {
  const mapa = useRef<TMapaMontado | null>(null);
  const enquadrado = useRef<string | null>(null);
  const { container, semTiles } = useLeafletMap({
    tiles,
    scrollWheelZoom: false,
    onMount: (montado) => {
      mapa.current = montado;
      enquadrado.current = null;
      return () => {
        mapa.current = null;
      };
    },
  });

  // Refit only when the places change, not on every refresh (a user who panned keeps the view).
  const lugares = useMemo(
    () =>
      JSON.stringify([
        markers.map((marker) => [marker.latitude, marker.longitude]),
        polyline.map(([lat, lng]) => [lat, lng]),
      ]),
    [markers, polyline],
  );

  useEffect(() => {
    const atual = mapa.current;
    if (!atual) return;
    const { map, camada } = atual;
    camada.clearLayers();
    if (polyline.length > 1) {
      L.polyline(
        polyline.map(([lat, lng]) => L.latLng(lat, lng)),
        { className: 'embarca-map-route', weight: 4, opacity: 0.85 },
      ).addTo(camada);
    }
    for (const marker of markers) {
      const ponto = L.marker([marker.latitude, marker.longitude], {
        icon: icone(marker),
        title: marker.title,
        alt: marker.title,
        keyboard: true,
        riseOnHover: true,
      });
      if (marker.popup?.length) ponto.bindPopup(popupConteudo(marker.popup));
      ponto.addTo(camada);
    }
    if (enquadrado.current === lugares) return;
    enquadrado.current = lugares;
    const pontos = [
      ...markers.map((marker) => L.latLng(marker.latitude, marker.longitude)),
      ...polyline.map(([lat, lng]) => L.latLng(lat, lng)),
    ];
    if (pontos.length === 1 && pontos[0]) map.setView(pontos[0], 12);
    else if (pontos.length > 1) map.fitBounds(L.latLngBounds(pontos), { padding: [32, 32], maxZoom: 14 });
  }, [markers, polyline, lugares]);

  return <MapFrame container={container} ariaLabel={ariaLabel} height={height} semTiles={semTiles} />;
}
