import { MESSAGES } from '@embarca/domain';
import { MantineProvider } from '@mantine/core';
import { act, render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LeafletMap, type TMapMarker } from '../leaflet-map';
import { DEFAULT_TILE_URL, MAP_TILES } from '../map-config';
import { leafletFake } from './leaflet-fake';

vi.mock('leaflet', () => import('./leaflet-fake'));

const MARKERS: TMapMarker[] = [
  {
    id: 'a',
    latitude: -23.55,
    longitude: -46.63,
    label: '1',
    title: '1. Origem: Fábrica',
    variant: 'origem',
    popup: ['1. Origem', 'Fábrica <b>SP</b>', 'São Paulo/SP'],
  },
  {
    id: 'b',
    latitude: -22.9,
    longitude: -47.06,
    label: '2',
    title: '2. Destino final: CD',
    variant: 'destino',
  },
];
const LINHA: [number, number][] = [
  [-23.55, -46.63],
  [-22.9, -47.06],
];

function renderMap(props: Partial<Parameters<typeof LeafletMap>[0]> = {}) {
  return render(
    <MantineProvider>
      <LeafletMap markers={MARKERS} polyline={LINHA} ariaLabel="Mapa da rota" {...props} />
    </MantineProvider>,
  );
}

beforeEach(() => leafletFake.reset());

describe('LeafletMap (our wrapper)', () => {
  it('creates one map in a named region with the configured tiles', () => {
    const { getByRole } = renderMap();
    const region = getByRole('region', { name: 'Mapa da rota' });
    expect(leafletFake.maps).toHaveLength(1);
    expect(leafletFake.current?.element).toBe(region);
    expect(MAP_TILES.url).toBe(DEFAULT_TILE_URL);
    expect(leafletFake.current?.tileUrl).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(leafletFake.current?.attribution).toContain('OpenStreetMap');
  });

  it('draws numbered markers with text-only popups and the line, fitted to them', () => {
    renderMap();
    expect(leafletFake.markers.map((m) => [m.label, m.title, m.className])).toEqual([
      ['1', '1. Origem: Fábrica', 'embarca-map-marker embarca-map-marker--origem'],
      ['2', '2. Destino final: CD', 'embarca-map-marker embarca-map-marker--destino'],
    ]);
    // Data is text, never HTML.
    expect(leafletFake.markers[0]?.popup).toEqual(['1. Origem', 'Fábrica <b>SP</b>', 'São Paulo/SP']);
    expect(leafletFake.polylines).toEqual([LINHA]);
    expect(leafletFake.current?.bounds).toEqual([
      [-23.55, -46.63],
      [-22.9, -47.06],
      [-23.55, -46.63],
      [-22.9, -47.06],
    ]);
  });

  it('uses another tile source when given one', () => {
    renderMap({
      tiles: { url: 'http://127.0.0.1:9/tiles/{z}/{x}/{y}.png', attribution: 'Teste', maxZoom: 18 },
    });
    expect(leafletFake.current?.tileUrl).toBe('http://127.0.0.1:9/tiles/{z}/{x}/{y}.png');
  });

  it('replaces the markers when they change and keeps the view when only a refresh repeats them', () => {
    const { rerender } = renderMap();
    const bounds = leafletFake.current?.bounds;
    rerender(
      <MantineProvider>
        <LeafletMap markers={[...MARKERS]} polyline={[...LINHA]} ariaLabel="Mapa da rota" />
      </MantineProvider>,
    );
    expect(leafletFake.markers).toHaveLength(2);
    expect(leafletFake.current?.bounds).toBe(bounds);

    rerender(
      <MantineProvider>
        <LeafletMap markers={[MARKERS[0] as TMapMarker]} ariaLabel="Mapa da rota" />
      </MantineProvider>,
    );
    expect(leafletFake.markers.map((m) => m.label)).toEqual(['1']);
    expect(leafletFake.polylines).toEqual([]);
    expect(leafletFake.current?.view).toEqual({ center: [-23.55, -46.63], zoom: 12 });
  });

  it('removes the map when unmounted', () => {
    const { unmount } = renderMap();
    const criado = leafletFake.current;
    unmount();
    expect(criado?.removed).toBe(true);
    expect(leafletFake.current).toBeUndefined();
  });

  it('says over the map that it could not be loaded when its tiles fail, until a tile arrives', () => {
    const { getByRole, queryByRole } = renderMap();
    expect(queryByRole('status')).toBeNull();
    act(() => leafletFake.current?.tiles?.fire('tileerror'));
    expect(getByRole('status').textContent).toBe(MESSAGES.mapTilesUnavailable);
    // The markers stay on the map.
    expect(leafletFake.markers).toHaveLength(2);
    act(() => leafletFake.current?.tiles?.fire('tileload'));
    expect(queryByRole('status')).toBeNull();
    // A later failure of one tile among loaded ones is not "no map".
    act(() => leafletFake.current?.tiles?.fire('tileerror'));
    expect(queryByRole('status')).toBeNull();
  });
});
