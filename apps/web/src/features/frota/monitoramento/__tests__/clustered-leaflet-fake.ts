/**
 * A stand-in for `leaflet` for the clustered map's jsdom tests (jsdom has no layout): the map's view is
 * the whole world at the zoom a test sets, and every marker records how it was made and moved, so a test
 * can tell a marker moved in place (`setLatLng`) from one recreated.
 */

export interface FakeMarker {
  latlng: [number, number];
  title: string;
  className: string;
  html: HTMLElement | null;
  moves: number;
  iconChanges: number;
  onMap: boolean;
  click: () => void;
}

export const fake = {
  zoom: 4,
  created: [] as FakeMarker[],
  map: null as null | { fire: (event: string) => void },
  reset() {
    this.zoom = 4;
    this.created = [];
    this.map = null;
  },
  get onMap() {
    return this.created.filter((marker) => marker.onMap);
  },
};

type Handler = () => void;
const pair = (value: [number, number] | { lat: number; lng: number }): [number, number] =>
  Array.isArray(value) ? value : [value.lat, value.lng];

class FakeMap {
  handlers = new Map<string, Handler[]>();
  attributionControl = { setPrefix: () => undefined };
  constructor() {
    fake.map = this;
  }
  on(event: string, handler: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  off(event: string, handler: Handler) {
    this.handlers.set(
      event,
      (this.handlers.get(event) ?? []).filter((item) => item !== handler),
    );
    return this;
  }
  fire(event: string) {
    for (const handler of this.handlers.get(event) ?? []) handler();
  }
  setView(_center: unknown, zoom?: number) {
    if (zoom !== undefined) fake.zoom = zoom;
    return this;
  }
  fitBounds() {
    return this;
  }
  getZoom() {
    return fake.zoom;
  }
  getBounds() {
    return { getWest: () => -180, getSouth: () => -85, getEast: () => 180, getNorth: () => 85 };
  }
  invalidateSize() {}
  remove() {}
}

class FakeLayerGroup {
  addTo() {
    return this;
  }
  addLayer(layer: FakeMarkerLayer) {
    layer.data.onMap = true;
    return this;
  }
  removeLayer(layer: FakeMarkerLayer) {
    layer.data.onMap = false;
    return this;
  }
}

class FakeTileLayer {
  on() {
    return this;
  }
  addTo() {
    return this;
  }
}

interface FakeIcon {
  options: { className?: string; html?: HTMLElement };
}

class FakeMarkerLayer {
  data: FakeMarker;
  handlers: Handler[] = [];
  constructor(latlng: [number, number], options: { title?: string; icon: FakeIcon }) {
    this.data = {
      latlng: pair(latlng),
      title: options.title ?? '',
      className: options.icon.options.className ?? '',
      html: options.icon.options.html ?? null,
      moves: 0,
      iconChanges: 0,
      onMap: false,
      click: () => {
        for (const handler of this.handlers) handler();
      },
    };
    fake.created.push(this.data);
  }
  on(_event: string, handler: Handler) {
    this.handlers.push(handler);
    return this;
  }
  addTo(group: FakeLayerGroup) {
    group.addLayer(this);
    return this;
  }
  getLatLng() {
    return { lat: this.data.latlng[0], lng: this.data.latlng[1] };
  }
  setLatLng(latlng: [number, number]) {
    this.data.latlng = pair(latlng);
    this.data.moves += 1;
    return this;
  }
  setIcon(icon: FakeIcon) {
    this.data.className = icon.options.className ?? '';
    this.data.html = icon.options.html ?? null;
    this.data.iconChanges += 1;
    return this;
  }
}

export const map = () => new FakeMap();
export const tileLayer = () => new FakeTileLayer();
export const layerGroup = () => new FakeLayerGroup();
export const marker = (latlng: [number, number], options: { title?: string; icon: FakeIcon }) =>
  new FakeMarkerLayer(latlng, options);
export const divIcon = (options: FakeIcon['options']): FakeIcon => ({ options });
export const latLng = (lat: number, lng: number) => ({ lat, lng });
export const latLngBounds = (points: { lat: number; lng: number }[]) => ({
  getCenter: () => points[0],
});
