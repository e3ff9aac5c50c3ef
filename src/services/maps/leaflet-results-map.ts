import type { FeatureCollection } from 'geojson';
import { map as createMap, type Popup, type PopupEvent } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { addBasemap } from './basemap';
import { formatCoordinates } from './geo-point';
import {
  coveringBounds,
  createClusterIndex,
  MAX_MAP_ZOOM,
  type ClusterIndex,
} from './cluster-index';
import type {
  MapMove,
  MapPoint,
  MapViewport,
  ResultsMapHandle,
  ResultsMapOptions,
} from './results-map';
import { clampLat, toLeafletBox, toMapBounds, wrapWest } from './results-map-bounds';
import { openPointCard } from './results-map-card';
import { createMarkerLayer, type MarkerEntry } from './results-map-markers';
import './results-map.css';

const WORLD_CENTRE: [number, number] = [20, 0];
/** Close enough to see the town around a lone point, far enough to see its neighbours. */
const FIT_MAX_ZOOM = 12;
const FIT_PADDING: [number, number] = [32, 32];

/** Focus from Tab or arrows, not from a click (where the browser hides the focus ring). */
function focusedByKeyboard(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

const samePoints = (a: readonly MapPoint[], b: readonly MapPoint[]) =>
  a.length === b.length &&
  a.every((point, index) => {
    const other = b[index] as MapPoint;
    return (
      point.id === other.id &&
      point.lat === other.lat &&
      point.lng === other.lng &&
      point.title === other.title &&
      point.thumbnailUrl === other.thumbnailUrl &&
      point.href === other.href
    );
  });

/**
 * The map screen's Leaflet map: clustered markers over the basemap, a card per point, and the
 * visitor's moves reported (ours are not). Markers are diffed by key on every move, never all
 * recreated, so thousands of points pan smoothly.
 */
export function createLeafletResultsMap(
  element: HTMLElement,
  options: ResultsMapOptions,
  outline: FeatureCollection,
): ResultsMapHandle {
  const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  const worldZoom = () =>
    Math.max(0, Math.floor(Math.log2(Math.max(256, element.clientWidth) / 256)));

  element.classList.add('results-map');
  // A group, not an application: screen readers stay in browse mode, so markers, the card and
  // its link read as usual. Leaflet makes the container focusable for arrows and +/-.
  element.setAttribute('role', 'group');
  element.setAttribute('aria-label', options.label);

  const map = createMap(element, {
    minZoom: worldZoom(),
    maxZoom: MAX_MAP_ZOOM,
    // Across the Pacific the map scrolls on into the next copy of the world (a maxBounds map
    // would stop at the antimeridian); markers are drawn on the copy in view.
    worldCopyJump: true,
    zoomAnimation: !reducedMotion,
    fadeAnimation: !reducedMotion,
    markerZoomAnimation: !reducedMotion,
    inertia: !reducedMotion,
    trackResize: typeof ResizeObserver === 'undefined',
  });
  const removeBasemap = addBasemap(map, {
    tiles: options.tiles,
    outline,
    outlineClassName: 'results-map-outline',
    describeView: () => {
      const centre = map.getCenter();
      return `Centre of the map: ${formatCoordinates({ lat: clampLat(centre.lat), lng: wrapWest(centre.lng) })}`;
    },
  });
  // The zoom buttons come before the markers in the tab order (they stay drawn above them).
  const controls = element.querySelector('.leaflet-control-container');
  if (controls) element.prepend(controls);

  const initial = options.initialView;
  if (initial?.kind === 'bounds') map.fitBounds(toLeafletBox(initial.bounds), { animate: false });
  else if (initial?.kind === 'centre')
    map.setView([initial.lat, initial.lng], initial.zoom, { animate: false });
  else map.setView(WORLD_CENTRE, map.getMinZoom(), { animate: false });

  let points: readonly MapPoint[] = [];
  let index: ClusterIndex | null = null;
  const markers = createMarkerLayer(map, (key) => activate(key, true));
  let renderedCentre = map.getCenter().lng;
  let highlighted: string | null = null;
  let card: { key: string; popup: Popup } | null = null;
  let fitOnFirstPoints = initial === null;
  /** Above 0 while we move the map: those moves are not the visitor's. */
  let ours = 0;
  let autoPanning = false;

  const quietly = (move: () => void) => {
    ours += 1;
    try {
      move();
    } finally {
      ours -= 1;
    }
  };

  /** On the copy of the world nearest the centre, where the visitor is looking. */
  const nearCentre = (lng: number, centre = map.getCenter().lng) =>
    lng + 360 * Math.round((centre - lng) / 360);

  /** Markers for the area in view and half a screen around it, each drawn once. */
  function render() {
    const centre = (renderedCentre = map.getCenter().lng);
    const area = toMapBounds(map.getBounds().pad(0.5));
    const items = index ? index.clustersIn(area, map.getZoom()) : [];
    const { lostFocus } = markers.render(items, (lng) => nearCentre(lng, centre));
    if (card) {
      // The card follows its marker to another copy of the world, and goes with it.
      const marker = markers.get(card.key)?.marker;
      if (!marker) map.closePopup();
      else if (!marker.getLatLng().equals(card.popup.getLatLng() ?? marker.getLatLng()))
        card.popup.setLatLng(marker.getLatLng());
    }
    markers.highlight(highlighted, index);
    // A cluster that was just expanded had focus: the map keeps it, for arrows or Tab onwards.
    if (lostFocus) element.focus({ preventScroll: true });
  }

  function activate(key: string, focusCard: boolean) {
    const entry = markers.get(key);
    if (!entry || !index) return;
    const { item } = entry;
    if (item.kind === 'cluster') {
      // The visitor's move: onMoveEnd follows.
      const zoom = Math.max(index.expansionZoom(item.clusterId), map.getZoom() + 1);
      map.setView(entry.marker.getLatLng(), Math.min(zoom, MAX_MAP_ZOOM), {
        animate: !reducedMotion,
      });
    } else {
      openCard(entry, focusCard);
    }
  }

  function openCard({ item, marker }: MarkerEntry, focus: boolean) {
    if (item.kind !== 'point') return;
    const popup = openPointCard(map, marker, item.point, {
      open: () => options.onOpenPoint(item.point),
      focus,
      loadThumbnail: options.loadThumbnail,
    });
    card = { key: item.key, popup };
  }

  const pointIdOf = (entry: MarkerEntry | undefined) =>
    entry?.item.kind === 'point' ? entry.item.point.id : null;

  const markerPane = map.getPane('markerPane') as HTMLElement;
  markerPane.addEventListener('mouseover', (event) => {
    const entry = markers.entryOf(event.target);
    if (entry !== markers.entryOf(event.relatedTarget) && pointIdOf(entry))
      options.onHighlight(pointIdOf(entry));
  });
  markerPane.addEventListener('mouseout', (event) => {
    const entry = markers.entryOf(event.target);
    if (entry !== markers.entryOf(event.relatedTarget) && pointIdOf(entry))
      options.onHighlight(null);
  });
  markerPane.addEventListener('focusin', (event) => {
    const entry = markers.entryOf(event.target);
    if (!entry) return;
    // Tabbing reaches markers just outside the view: bring them in, as ours. Not on a click: a
    // marker moving between press and release would lose the click.
    if (focusedByKeyboard(event.target as Element))
      quietly(() => map.panInside(entry.marker.getLatLng(), { padding: [40, 40], animate: false }));
    if (pointIdOf(entry)) options.onHighlight(pointIdOf(entry));
  });
  markerPane.addEventListener('focusout', (event) => {
    if (pointIdOf(markers.entryOf(event.target))) options.onHighlight(null);
  });
  markerPane.addEventListener('keydown', (event) => {
    const entry = markers.entryOf(event.target);
    if (!entry) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      activate(entry.item.key, true);
    } else if (event.key === 'Escape' && card) {
      map.closePopup();
    }
  });

  map.on('popupclose', (event: PopupEvent) => {
    if (card?.popup === event.popup) card = null;
  });
  map.on('autopanstart', () => {
    autoPanning = true;
  });
  // Dragging across the antimeridian jumps to the next copy of the world: redraw there at once.
  map.on('move', () => {
    if (Math.abs(map.getCenter().lng - renderedCentre) > 180) render();
  });
  map.on('moveend', () => {
    render();
    // The card's own pan (it opened near the edge) is not the visitor's move either.
    if (ours > 0 || autoPanning) {
      autoPanning = false;
      return;
    }
    fitOnFirstPoints = false;
    options.onMoveEnd(current());
  });

  const resizeObserver =
    typeof ResizeObserver === 'undefined'
      ? null
      : new ResizeObserver(() =>
          quietly(() => {
            map.invalidateSize({ animate: false });
            const minZoom = worldZoom();
            if (map.getZoom() < minZoom) map.setView(map.getCenter(), minZoom, { animate: false });
            map.setMinZoom(minZoom);
          }),
        );
  resizeObserver?.observe(element);

  function current(): MapMove {
    const centre = map.getCenter();
    return {
      bounds: toMapBounds(map.getBounds()),
      centre: { lat: clampLat(centre.lat), lng: wrapWest(centre.lng) },
      zoom: map.getZoom(),
    };
  }

  function fitPoints() {
    fitOnFirstPoints = false;
    const bounds = coveringBounds(points);
    quietly(() => {
      if (bounds)
        map.fitBounds(toLeafletBox(bounds), {
          padding: FIT_PADDING,
          maxZoom: FIT_MAX_ZOOM,
          animate: false,
        });
      else map.setView(WORLD_CENTRE, map.getMinZoom(), { animate: false });
    });
  }

  return {
    setPoints(next) {
      if (index && samePoints(points, next)) return;
      points = next;
      index = createClusterIndex(next);
      render();
      if (fitOnFirstPoints && next.length > 0) fitPoints();
    },
    fitPoints,
    setView(view: MapViewport) {
      fitOnFirstPoints = false;
      quietly(() => {
        if (view.kind === 'bounds') map.fitBounds(toLeafletBox(view.bounds), { animate: false });
        else map.setView([view.lat, view.lng], view.zoom, { animate: false });
      });
    },
    highlight(id) {
      highlighted = id;
      markers.highlight(id, index);
    },
    openPoint(id) {
      const point = index?.point(id);
      if (!index || !point) return;
      const key = `p:${id}`;
      const zoom = Math.max(map.getZoom(), index.unclusteredZoom(id));
      const entry = markers.get(key);
      if (!entry || zoom > map.getZoom() || !map.getBounds().contains(entry.marker.getLatLng())) {
        fitOnFirstPoints = false;
        quietly(() => map.setView([point.lat, nearCentre(point.lng)], zoom, { animate: false }));
      }
      const shown = markers.get(key);
      if (shown) openCard(shown, false);
    },
    current,
    destroy() {
      resizeObserver?.disconnect();
      markers.clear();
      removeBasemap();
      map.remove();
      element.classList.remove('results-map');
      element.removeAttribute('role');
      element.removeAttribute('aria-label');
    },
  };
}
