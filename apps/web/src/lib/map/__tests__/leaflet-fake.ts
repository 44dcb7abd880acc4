/**
 * A stand-in for the `leaflet` module in jsdom tests (jsdom has no layout and cannot load tiles). It
 * records what the wrapper asked for — the map, its tile layer, markers with their popups, the polyline,
 * the view — so tests assert what a user would see on the map. Use with
 * `vi.mock('leaflet', () => import('…/leaflet-fake'))` and read `leafletFake`.
 */

export interface FakeMarker {
  latlng: [number, number];
  title: string;
  /** The text inside the marker. */
  label: string;
  className: string;
  /** The popup's text lines. */
  popup: string[];
}

interface FakeMap {
  element: HTMLElement;
  /** The tile layer: tests fire its 'tileerror' and 'tileload' events. */
  tiles: FakeTileLayer | null;
  tileUrl: string | null;
  attribution: string | null;
  view: { center: [number, number]; zoom: number } | null;
  bounds: [number, number][] | null;
  removed: boolean;
}

export const leafletFake = {
  maps: [] as FakeMap[],
  markers: [] as FakeMarker[],
  polylines: [] as [number, number][][],
  reset() {
    this.maps = [];
    this.markers = [];
    this.polylines = [];
  },
  /** The map currently shown (the last one created and not removed). */
  get current(): FakeMap | undefined {
    return this.maps.filter((map) => !map.removed).at(-1);
  },
};

type LatLngLike = [number, number] | { lat: number; lng: number };
const toPair = (value: LatLngLike): [number, number] =>
  Array.isArray(value) ? value : [value.lat, value.lng];

class Layer {
  addTo(target: { addLayer?: (layer: Layer) => void }) {
    target.addLayer?.(this);
    return this;
  }
}

class FakeLayerGroup extends Layer {
  layers: Layer[] = [];
  addLayer(layer: Layer) {
    this.layers.push(layer);
    if (layer instanceof FakeMarkerLayer) leafletFake.markers.push(layer.data);
    if (layer instanceof FakePolyline) leafletFake.polylines.push(layer.points);
    return this;
  }
  clearLayers() {
    for (const layer of this.layers) {
      if (layer instanceof FakeMarkerLayer)
        leafletFake.markers.splice(leafletFake.markers.indexOf(layer.data), 1);
      if (layer instanceof FakePolyline)
        leafletFake.polylines.splice(leafletFake.polylines.indexOf(layer.points), 1);
    }
    this.layers = [];
    return this;
  }
}

class FakeMarkerLayer extends Layer {
  data: FakeMarker;
  constructor(
    latlng: LatLngLike,
    options: { title?: string; icon?: { options: { html?: HTMLElement; className?: string } } },
  ) {
    super();
    this.data = {
      latlng: toPair(latlng),
      title: options.title ?? '',
      label: options.icon?.options.html?.textContent ?? '',
      className: options.icon?.options.className ?? '',
      popup: [],
    };
  }
  bindPopup(content: HTMLElement) {
    this.data.popup = Array.from(content.children).map((child) => child.textContent ?? '');
    return this;
  }
}

class FakePolyline extends Layer {
  points: [number, number][];
  constructor(points: LatLngLike[]) {
    super();
    this.points = points.map(toPair);
  }
}

export function map(element: HTMLElement) {
  const state: FakeMap = {
    element,
    tiles: null,
    tileUrl: null,
    attribution: null,
    view: null,
    bounds: null,
    removed: false,
  };
  leafletFake.maps.push(state);
  const api = {
    state,
    attributionControl: { setPrefix: () => undefined },
    addLayer(layer: Layer) {
      if (layer instanceof FakeTileLayer) {
        state.tiles = layer;
        state.tileUrl = layer.url;
        state.attribution = layer.attribution;
      }
      return api;
    },
    setView(center: LatLngLike, zoom: number) {
      state.view = { center: toPair(center), zoom };
      return api;
    },
    fitBounds(bounds: { points: [number, number][] }) {
      state.bounds = bounds.points;
      return api;
    },
    invalidateSize: () => api,
    remove() {
      state.removed = true;
    },
  };
  return api;
}

class FakeTileLayer extends Layer {
  private handlers = new Map<string, Array<() => void>>();
  constructor(
    public url: string,
    public attribution: string,
  ) {
    super();
  }
  on(event: string, handler: () => void) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  /** What Leaflet does when a tile fails ('tileerror') or arrives ('tileload'). */
  fire(event: 'tileerror' | 'tileload') {
    for (const handler of this.handlers.get(event) ?? []) handler();
  }
}

export function tileLayer(url: string, options: { attribution?: string }) {
  return new FakeTileLayer(url, options.attribution ?? '');
}
export function layerGroup() {
  return new FakeLayerGroup();
}
export function marker(latlng: LatLngLike, options: ConstructorParameters<typeof FakeMarkerLayer>[1]) {
  return new FakeMarkerLayer(latlng, options);
}
export function polyline(points: LatLngLike[]) {
  return new FakePolyline(points);
}
export function divIcon(options: { html?: HTMLElement; className?: string }) {
  return { options };
}
export function latLng(lat: number, lng: number) {
  return { lat, lng };
}
export function latLngBounds(points: LatLngLike[]) {
  return { points: points.map(toPair) };
}
