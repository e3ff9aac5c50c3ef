import { divIcon, marker as createMarker, type Map as LeafletMap, type Marker } from 'leaflet';
import { formatCount } from '@/components/ui/format-count';
import { abbreviateCount, type ClusterIndex, type MapItem } from './cluster-index';

export interface MarkerEntry {
  item: MapItem;
  marker: Marker;
}

export interface MarkerLayer {
  /**
   * Shows exactly `items`, each at the longitude `place` gives (the copy of the world in view).
   * Markers are keyed (cluster id, point id): kept ones are updated in place, so a pan touches
   * only the markers that came or went. Says whether the marker that had focus went.
   */
  render(items: readonly MapItem[], place: (lng: number) => number): { lostFocus: boolean };
  get(key: string): MarkerEntry | undefined;
  /** The marker an event happened on (its icon or anything inside it). */
  entryOf(target: EventTarget | null): MarkerEntry | undefined;
  /** Marks the marker of point `id`, or the cluster holding it; `null` clears. */
  highlight(id: string | null, index: ClusterIndex | null): void;
  clear(): void;
}

const HIGHLIGHTED = 'is-highlighted';
/** The icon box is the hit area (24 px, WCAG's minimum target); CSS draws the dot inside. */
const POINT_ICON = divIcon({
  className: 'results-map-marker results-map-point',
  iconSize: [24, 24],
});

function clusterIcon(count: number) {
  const size = count < 10 ? 30 : count < 100 ? 36 : count < 1000 ? 44 : 52;
  return divIcon({
    className: 'results-map-marker results-map-cluster',
    iconSize: [size, size],
    // Our own digits, never record text.
    html: abbreviateCount(count),
  });
}

const labelOf = (item: MapItem) =>
  item.kind === 'cluster'
    ? `Cluster of ${formatCount(item.count)} results, zoom in`
    : item.point.title;

/** Leaflet markers for clusters and points: focusable buttons named by their title or count. */
export function createMarkerLayer(map: LeafletMap, onClick: (key: string) => void): MarkerLayer {
  let entries = new Map<string, MarkerEntry>();
  const keyOf = new WeakMap<Element, string>();
  let highlighted: MarkerEntry | null = null;

  function create(item: MapItem, lng: number): MarkerEntry {
    const marker = createMarker([item.lat, lng], {
      icon: item.kind === 'cluster' ? clusterIcon(item.count) : POINT_ICON,
      // tabindex 0 and role button; Enter and Space are handled by the map (one listener).
      keyboard: true,
      // The map pans a focused marker into view itself, without it counting as a visitor's move.
      autoPanOnFocus: false,
    });
    marker.on('click', () => onClick(item.key));
    marker.addTo(map);
    const icon = marker.getElement();
    if (icon) {
      icon.setAttribute('aria-label', labelOf(item));
      keyOf.set(icon, item.key);
    }
    return { item, marker };
  }

  function update(entry: MarkerEntry, item: MapItem, lng: number) {
    const previous = entry.item;
    entry.item = item;
    const at = entry.marker.getLatLng();
    if (at.lat !== item.lat || at.lng !== lng) entry.marker.setLatLng([item.lat, lng]);
    // Leaflet reuses the icon's element (focus stays), resetting its classes.
    if (previous.kind === 'cluster' && item.kind === 'cluster' && previous.count !== item.count)
      entry.marker.setIcon(clusterIcon(item.count));
    if (labelOf(previous) !== labelOf(item))
      entry.marker.getElement()?.setAttribute('aria-label', labelOf(item));
  }

  return {
    render(items, place) {
      const next = new Map<string, MarkerEntry>();
      for (const item of items) {
        const entry = entries.get(item.key);
        if (entry) {
          update(entry, item, place(item.lng));
          entries.delete(item.key);
        }
        next.set(item.key, entry ?? create(item, place(item.lng)));
      }
      let lostFocus = false;
      for (const { marker } of entries.values()) {
        lostFocus ||= marker.getElement()?.contains(document.activeElement) ?? false;
        marker.remove();
      }
      entries = next;
      return { lostFocus };
    },
    get: (key) => entries.get(key),
    entryOf(target) {
      const icon = target instanceof Element ? target.closest('.leaflet-marker-icon') : null;
      const key = icon ? keyOf.get(icon) : undefined;
      return key ? entries.get(key) : undefined;
    },
    highlight(id, index) {
      let target = id ? (entries.get(`p:${id}`) ?? null) : null;
      if (id && !target && index) {
        for (const entry of entries.values()) {
          if (entry.item.kind === 'cluster' && index.containsPoint(entry.item.clusterId, id)) {
            target = entry;
            break;
          }
        }
      }
      if (highlighted && highlighted !== target) {
        highlighted.marker.getElement()?.classList.remove(HIGHLIGHTED);
        highlighted.marker.setZIndexOffset(0);
      }
      // Always (re)applied: a cluster whose count changed has lost its classes.
      target?.marker.getElement()?.classList.add(HIGHLIGHTED);
      if (target && target !== highlighted) target.marker.setZIndexOffset(1000);
      highlighted = target;
    },
    clear() {
      for (const { marker } of entries.values()) marker.remove();
      entries.clear();
      highlighted = null;
    },
  };
}
