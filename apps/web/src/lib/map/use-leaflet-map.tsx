import { MESSAGES } from '@embarca/domain';
import * as L from 'leaflet';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { BRASIL_CENTRO, BRASIL_ZOOM, type TMapTiles } from './map-config';

/** A mounted map and the layer its component draws on. */
export interface TMapaMontado {
  map: L.Map;
  camada: L.LayerGroup;
}

/**
 * One Leaflet map per mount (and per tile source), shared by our two map components (`LeafletMap`,
 * `ClusteredMap`): the tile layer from the configured URL (no attribution prefix), a layer group to draw on,
 * Brazil in view, `invalidateSize` when the container resizes (a drawer slides in), `map.remove()` on unmount,
 * and `semTiles` — tiles failed and none has loaded since (the background would be a blank grey box).
 * `onMount` runs after each mount with the map and its layer (its cleanup before `map.remove()`): the component
 * keeps them in its own refs.
 */
export function useLeafletMap({
  tiles,
  scrollWheelZoom,
  onMount,
}: {
  tiles: TMapTiles;
  scrollWheelZoom: boolean;
  onMount?: (mapa: TMapaMontado) => (() => void) | undefined;
}): { container: RefObject<HTMLElement | null>; semTiles: boolean } {
  const container = useRef<HTMLElement>(null);
  const [semTiles, setSemTiles] = useState(false);
  const latestOnMount = useRef(onMount);
  latestOnMount.current = onMount;

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const map = L.map(element, { scrollWheelZoom, zoomControl: true });
    map.attributionControl.setPrefix(false);
    let carregados = 0;
    setSemTiles(false);
    L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: tiles.maxZoom })
      .on('tileerror', () => {
        if (carregados === 0) setSemTiles(true);
      })
      .on('tileload', () => {
        carregados += 1;
        setSemTiles(false);
      })
      .addTo(map);
    const camada = L.layerGroup().addTo(map);
    map.setView(BRASIL_CENTRO, BRASIL_ZOOM);
    const cleanup = latestOnMount.current?.({ map, camada });
    const observer =
      typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => map.invalidateSize());
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      cleanup?.();
      map.remove();
    };
  }, [tiles.url, tiles.attribution, tiles.maxZoom, scrollWheelZoom]);

  return { container, semTiles };
}

/** The map's frame: the named region Leaflet draws into and, without tiles, why there is no map behind. */
export function MapFrame({
  container,
  ariaLabel,
  height,
  semTiles,
}: {
  container: RefObject<HTMLElement | null>;
  ariaLabel: string;
  height: number | string;
  semTiles: boolean;
}) {
  return (
    <div className="embarca-map-wrapper">
      <section
        ref={container}
        aria-label={ariaLabel}
        className="embarca-map"
        style={{ height, width: '100%' }}
      />
      {semTiles && (
        // Markers stay usable; the message says why there is no map behind them.
        <p role="status" className="embarca-map-offline">
          {MESSAGES.mapTilesUnavailable}
        </p>
      )}
    </div>
  );
}
