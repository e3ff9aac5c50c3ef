import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type RefObject,
} from 'react';
import { useInstantSearch } from 'react-instantsearch-core';
import type { Hit } from 'instantsearch.js';
import { useNavigate } from 'react-router';
import type { MapScreenView } from '@/services/maps/map-url';
import {
  mountResultsMap,
  type MapMove,
  type MapViewport,
  type ResultsMapHandle,
} from '@/services/maps/results-map';
import { isWorldArea, WORLD_AREA, type MapArea } from '@/services/search/map-area';
import { fetchItemThumbnail } from '@/services/search/fetch-thumbnail';
import type { MapPoints } from '@/services/search/map-points-client';
import { useSearchService } from '@/services/search/search-service';
import { resultContextState } from '@/services/search/result-context';
import { formatCount } from '@/components/ui/format-count';
import { useAppConfig } from '@/config/app-config-context';
import { useCurrentSearch } from '../hooks/use-current-search';
import { useResultEvents } from '../hooks/use-result-events';
import { placeInList, toMapPoints } from './map-points';
import { replaceMapView } from './map-view-url';
import { MAP_CANVAS_ID } from './skip-to-map';
import { useMapArea } from './use-map-area';
import { UnlocatedNotice } from './unlocated-notice';
import { highlightResultCard, useMapHighlight } from './use-map-highlight';

const MAP_LABEL = 'Map of results';

const sameArea = (a: MapArea, b: MapArea) =>
  a.north === b.north && a.south === b.south && a.east === b.east && a.west === b.west;

/** Rounded as the URL writes it, so an area read back from the URL compares equal. */
function roundArea({ north, east, south, west }: MapArea): MapArea {
  const round = (value: number) => Number(value.toFixed(6));
  return { north: round(north), east: round(east), south: round(south), west: round(west) };
}

function initialViewport(scope: MapArea | 'none', view: MapScreenView): MapViewport | null {
  if (scope !== 'none' && !isWorldArea(scope)) return { kind: 'bounds', bounds: scope };
  if (view.centre) return { kind: 'centre', ...view.centre };
  return null;
}

interface MapPanelProps {
  points: MapPoints | null;
  /** The screen's view in the URL: the map keeps it current when it moves without a search. */
  viewRef: RefObject<MapScreenView>;
}

/**
 * The map beside the results: markers for every located result of the search, "Search as I
 * move the map" (on by default) or a "Search this area" button, and the count of results that
 * have no location.
 */
export function MapPanel({ points, viewRef }: MapPanelProps) {
  const { scope, refine } = useMapArea();
  const { results } = useInstantSearch();
  const { client, indexName } = useSearchService();
  const { mapTiles } = useAppConfig();
  const search = useCurrentSearch();
  const navigate = useNavigate();
  const reportOpened = useResultEvents(results.queryID, results.index);
  const element = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<ResultsMapHandle | null>(null);
  const [failed, setFailed] = useState(false);
  const [searchAsMoved, setSearchAsMoved] = useState(true);
  const [movedWithoutSearch, setMovedWithoutSearch] = useState(false);
  /** The last area this map searched: an area from elsewhere (Back, a link) moves the map. */
  const ownArea = useRef<MapArea | null>(null);
  const openedItem = useRef<string | null>(null);
  const markers = useMemo(() => toMapPoints(points?.hits ?? []), [points]);
  const latest = useRef({ searchAsMoved, refine, markers, search, results, reportOpened, scope });
  useLayoutEffect(() => {
    latest.current = { searchAsMoved, refine, markers, search, results, reportOpened, scope };
  });
  useMapHighlight(element, map);

  const searchArea = useCallback((area: MapArea) => {
    ownArea.current = roundArea(area);
    setMovedWithoutSearch(false);
    latest.current.refine(ownArea.current);
  }, []);

  useEffect(() => {
    const host = element.current;
    if (!host) return undefined;
    const controller = new AbortController();
    let handle: ResultsMapHandle | null = null;
    mountResultsMap(host, {
      initialView: initialViewport(scope, viewRef.current),
      label: MAP_LABEL,
      tiles: mapTiles,
      signal: controller.signal,
      onMoveEnd(move: MapMove) {
        // The visitor has chosen where to look: the item link's view has served its purpose.
        viewRef.current = { centre: null, item: null };
        if (latest.current.searchAsMoved) {
          searchArea(move.bounds);
        } else {
          viewRef.current = { centre: { ...move.centre, zoom: move.zoom }, item: null };
          setMovedWithoutSearch(true);
          replaceMapView(navigate, viewRef.current);
        }
      },
      onOpenPoint(point) {
        const { markers, results: answer, search: query, scope: current } = latest.current;
        const index = placeInList(markers, point.id, current);
        if (index >= 0) {
          // The list's search is the map's (same area, same order): the marker's place in it.
          latest.current.reportOpened(
            { objectID: point.id, __position: index + 1, __queryID: answer.queryID } as Hit,
            point.title,
            'map',
          );
        }
        navigate(`/item/${encodeURIComponent(point.id)}`, {
          state:
            index >= 0
              ? resultContextState({
                  search: query,
                  position: index,
                  nbHits: answer.nbHits,
                  queryID: answer.queryID ?? null,
                  path: '/map',
                })
              : undefined,
        });
      },
      onHighlight: (id) => highlightResultCard(element.current, id),
      loadThumbnail: (id) => fetchItemThumbnail(client, indexName, id),
    }).then(
      (created) => {
        handle = created;
        setMap(created);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) {
          console.error('The map could not load.', error);
          setFailed(true);
        }
      },
    );
    return () => {
      controller.abort();
      handle?.destroy();
      setMap(null);
    };
    // The map mounts once; later changes reach it through its handle.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // New points (a new query or filters: a pan brings none): markers follow. Over the whole world
  // the map fits them; once the visitor has picked an area or a view, it stays where it is. An
  // item's link opens its card once.
  useEffect(() => {
    if (!map || !points) return;
    map.setPoints(markers);
    element.current?.setAttribute(
      'data-map-points-version',
      String(Number(element.current.getAttribute('data-map-points-version') ?? 0) + 1),
    );
    performance.mark('folio:map-markers-updated');
    const item = viewRef.current.item;
    const { scope: current } = latest.current;
    if (item && item !== openedItem.current && markers.some((marker) => marker.id === item)) {
      // Opened once; the address keeps naming it until the visitor moves the map.
      openedItem.current = item;
      map.openPoint(item);
    } else if (current !== 'none' && isWorldArea(current) && !viewRef.current.centre) {
      map.fitPoints();
    }
  }, [map, points, markers, viewRef]);

  // An area that did not come from this map (Back, Forward, a shared link): the map goes there.
  useEffect(() => {
    if (!map || scope === 'none') return;
    if (isWorldArea(scope)) {
      ownArea.current = null;
      return;
    }
    if (ownArea.current && sameArea(ownArea.current, scope)) return;
    ownArea.current = scope;
    map.setView({ kind: 'bounds', bounds: scope });
  }, [map, scope]);

  const located = points?.located ?? 0;
  return (
    <section className="map-panel" aria-label="Map">
      <div className="map-controls">
        <label className="map-move-search">
          <input
            type="checkbox"
            checked={searchAsMoved}
            onChange={(event) => setSearchAsMoved(event.target.checked)}
          />{' '}
          Search as I move the map
        </label>
        {scope !== 'none' && !isWorldArea(scope) && (
          <button
            type="button"
            className="map-whole-world"
            onClick={() => {
              ownArea.current = null;
              refine(WORLD_AREA);
              // The markers are already the whole world's: only the view changes.
              map?.fitPoints();
            }}
          >
            Search the whole map
          </button>
        )}
      </div>
      <div className="map-canvas-frame">
        {/* Over the map, not in the row above it: appearing moves nothing. Before the canvas, so
            Tab reaches it before the markers. */}
        {!searchAsMoved && movedWithoutSearch && map && (
          <button
            type="button"
            className="map-search-area"
            onClick={() => searchArea(map.current().bounds)}
          >
            Search this area
          </button>
        )}
        <div ref={element} id={MAP_CANVAS_ID} className="map-canvas" data-map-points-version="0" />
        {failed && (
          <p className="map-failed" role="alert">
            The map could not load. The list beside it holds the same results.
          </p>
        )}
        {points?.partial && (
          <p className="map-partial" role="status">
            Placing {formatCount(located)} results…
          </p>
        )}
      </div>
      <UnlocatedNotice
        unlocated={points?.unlocated ?? 0}
        showing={scope === 'none'}
        onShow={() => refine('none')}
        onBack={() => refine(ownArea.current ?? WORLD_AREA)}
      />
    </section>
  );
}
