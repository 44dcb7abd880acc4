import 'leaflet/dist/leaflet.css';
import './leaflet-map.css';
import * as L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import Supercluster from 'supercluster';
import { MAP_TILES, type TMapTiles } from './map-config';
import { MapFrame, useLeafletMap } from './use-leaflet-map';

/**
 * The project's Leaflet wrapper for many moving points (the fleet map, issue 18): the same tile layer and
 * offline notice as `LeafletMap`, plus clustering with supercluster (only the clusters and points in view
 * are on the map, so thousands of vehicles stay smooth) and markers that live across refreshes — a point
 * that moves gets `setLatLng`, a point whose look changed gets `setIcon`; neither is recreated.
 */

export interface TClusterPoint {
  id: string;
  latitude: number;
  longitude: number;
  /** The marker's accessible name and tooltip. */
  title: string;
}

export interface TPointIcon {
  /** Changes when the look changes (the marker's icon is replaced only then). */
  signature: string;
  build: () => L.DivIcon;
}

export interface ClusteredMapProps<T extends TClusterPoint> {
  points: readonly T[];
  icon: (point: T) => TPointIcon;
  onSelect?: (point: T) => void;
  /** Centre the map on this point when the value changes (`nonce` repeats a centring). */
  centerOn?: { id: string; nonce: number } | null;
  ariaLabel: string;
  height?: number | string;
  tiles?: TMapTiles;
  /** Points closer than this (pixels) form a cluster. */
  clusterRadius?: number;
}

/** The zoom at which clusters break into their points. */
const CLUSTER_MAX_ZOOM = 14;

function clusterIcon(count: number): L.DivIcon {
  const size = count < 10 ? 34 : count < 100 ? 40 : count < 1000 ? 46 : 52;
  const label = document.createElement('span');
  label.textContent = count >= 1000 ? `${Math.floor(count / 1000)} mil` : String(count);
  return L.divIcon({
    className: 'embarca-map-cluster',
    html: label,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}

export function ClusteredMap<T extends TClusterPoint>({
  points,
  icon,
  onSelect,
  centerOn,
  ariaLabel,
  height = 480,
  tiles = MAP_TILES,
  clusterRadius = 60,
}: ClusteredMapProps<T>) {
  const mapRef = useRef<L.Map | null>(null);
  const layerRef = useRef<L.LayerGroup | null>(null);
  /** Point markers by point id, kept while the point is in view. */
  const markers = useRef(new Map<string, { marker: L.Marker; signature: string; point: T }>());
  /** Cluster markers by their key (zoom and cluster id). */
  const clusters = useRef(new Map<string, L.Marker>());
  const indexRef = useRef<Supercluster<{ id: string }> | null>(null);
  const byId = useRef(new Map<string, T>());
  const fitted = useRef(false);
  const latest = useRef({ icon, onSelect });
  latest.current = { icon, onSelect };
  const [version, setVersion] = useState(0);

  const { container, semTiles } = useLeafletMap({
    tiles,
    scrollWheelZoom: true,
    onMount: ({ map, camada }) => {
      mapRef.current = map;
      layerRef.current = camada;
      fitted.current = false;
      const redraw = () => setVersion((v) => v + 1);
      map.on('moveend', redraw);
      return () => {
        map.off('moveend', redraw);
        mapRef.current = null;
        layerRef.current = null;
        markers.current.clear();
        clusters.current.clear();
      };
    },
  });

  // The index: rebuilt when the points change (a few ms for thousands of points).
  useEffect(() => {
    const index = new Supercluster<{ id: string }>({ radius: clusterRadius, maxZoom: CLUSTER_MAX_ZOOM });
    index.load(
      points.map((point) => ({
        type: 'Feature' as const,
        properties: { id: point.id },
        geometry: { type: 'Point' as const, coordinates: [point.longitude, point.latitude] },
      })),
    );
    indexRef.current = index;
    // Cluster ids belong to an index: the new one draws its own clusters.
    for (const marker of clusters.current.values()) layerRef.current?.removeLayer(marker);
    clusters.current.clear();
    byId.current = new Map(points.map((point) => [point.id, point]));
    const map = mapRef.current;
    if (map && !fitted.current && points.length > 0) {
      fitted.current = true;
      const bounds = L.latLngBounds(points.map((point) => L.latLng(point.latitude, point.longitude)));
      if (points.length === 1) map.setView(bounds.getCenter(), 12);
      else map.fitBounds(bounds, { padding: [32, 32], maxZoom: 12 });
    }
    setVersion((v) => v + 1);
  }, [points, clusterRadius]);

  // What is in view: clusters and points; markers of points are reused.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the redraw signal (move, new data).
  useEffect(() => {
    const map = mapRef.current;
    const layer = layerRef.current;
    const index = indexRef.current;
    if (!map || !layer || !index) return;
    const bounds = map.getBounds();
    const zoom = Math.round(map.getZoom());
    const features = index.getClusters(
      [
        Math.max(-180, bounds.getWest()),
        Math.max(-85, bounds.getSouth()),
        Math.min(180, bounds.getEast()),
        Math.min(85, bounds.getNorth()),
      ],
      zoom,
    );
    const keepPoints = new Set<string>();
    const keepClusters = new Set<string>();
    for (const feature of features) {
      const [lng, lat] = feature.geometry.coordinates as [number, number];
      const props = feature.properties as {
        cluster?: boolean;
        cluster_id?: number;
        point_count?: number;
        id?: string;
      };
      if (props.cluster) {
        const key = `${zoom}:${props.cluster_id}`;
        keepClusters.add(key);
        const existing = clusters.current.get(key);
        if (existing) {
          existing.setLatLng([lat, lng]);
          continue;
        }
        const clusterId = props.cluster_id as number;
        const count = props.point_count ?? 0;
        const marker = L.marker([lat, lng], {
          icon: clusterIcon(count),
          title: `${count} veículos: aproximar`,
          alt: `${count} veículos: aproximar`,
          keyboard: true,
        });
        marker.on('click', () => {
          const target = Math.min(index.getClusterExpansionZoom(clusterId), CLUSTER_MAX_ZOOM + 1);
          map.setView([lat, lng], target);
        });
        marker.addTo(layer);
        clusters.current.set(key, marker);
        continue;
      }
      const point = byId.current.get(props.id as string);
      if (!point) continue;
      keepPoints.add(point.id);
      const look = latest.current.icon(point);
      const existing = markers.current.get(point.id);
      if (existing) {
        const position = existing.marker.getLatLng();
        if (position.lat !== point.latitude || position.lng !== point.longitude) {
          existing.marker.setLatLng([point.latitude, point.longitude]);
        }
        if (existing.signature !== look.signature) {
          existing.marker.setIcon(look.build());
          existing.signature = look.signature;
        }
        existing.point = point;
        continue;
      }
      const marker = L.marker([point.latitude, point.longitude], {
        icon: look.build(),
        title: point.title,
        alt: point.title,
        keyboard: true,
        riseOnHover: true,
      });
      const entry = { marker, signature: look.signature, point };
      marker.on('click', () => latest.current.onSelect?.(entry.point));
      marker.addTo(layer);
      markers.current.set(point.id, entry);
    }
    for (const [id, entry] of markers.current) {
      if (!keepPoints.has(id)) {
        layer.removeLayer(entry.marker);
        markers.current.delete(id);
      }
    }
    for (const [key, marker] of clusters.current) {
      if (!keepClusters.has(key)) {
        layer.removeLayer(marker);
        clusters.current.delete(key);
      }
    }
  }, [version]);

  // Centring on a selected point (zoomed in enough to break its cluster).
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !centerOn) return;
    const point = byId.current.get(centerOn.id);
    if (!point) return;
    map.setView([point.latitude, point.longitude], Math.max(map.getZoom(), CLUSTER_MAX_ZOOM + 1));
  }, [centerOn]);

  return <MapFrame container={container} ariaLabel={ariaLabel} height={height} semTiles={semTiles} />;
}
