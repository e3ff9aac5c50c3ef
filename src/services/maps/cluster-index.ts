import type { BBox } from 'geojson';
import Supercluster, { type ClusterProperties } from 'supercluster';
import type { MapBounds, MapPoint } from './results-map';

/** The map's deepest zoom. The index clusters up to one level above, so here every point is
 * its own marker (points at the very same position included: a place's centre). */
export const MAX_MAP_ZOOM = 18;

/** One marker's worth: a cluster or a lone point, where the map should draw it. */
export type MapItem =
  | { kind: 'cluster'; key: string; clusterId: number; count: number; lat: number; lng: number }
  | { kind: 'point'; key: string; point: MapPoint; lat: number; lng: number };

export interface ClusterIndex {
  readonly size: number;
  point(id: string): MapPoint | undefined;
  /** Clusters and points inside `bounds` (`west > east` crosses the antimeridian) at `zoom`. */
  clustersIn(bounds: MapBounds, zoom: number): MapItem[];
  /** The zoom at which a cluster splits into several markers. */
  expansionZoom(clusterId: number): number;
  leavesOf(clusterId: number): MapPoint[];
  containsPoint(clusterId: number, pointId: string): boolean;
  /** The lowest zoom at which the point has its own marker. */
  unclusteredZoom(pointId: string): number;
}

type Properties = { index: number };
/** A few screens of clusters; the leaves are cached so hovering the list stays cheap. */
const LEAF_CACHE_SIZE = 200;
/** Smaller than the index's precision (2^-30 of the world, about 4 cm): exact in practice. */
const NEAR = 1e-6;

export function createClusterIndex(input: readonly MapPoint[]): ClusterIndex {
  const byId = new Map<string, MapPoint>();
  for (const point of input) if (!byId.has(point.id)) byId.set(point.id, point);
  const points = [...byId.values()];
  const supercluster = new Supercluster<Properties, Properties>({
    // Leaflet's tiles are 256 px: clusters gather markers within 60 screen pixels.
    extent: 256,
    radius: 60,
    maxZoom: MAX_MAP_ZOOM - 1,
  }).load(
    points.map((point, index) => ({
      type: 'Feature',
      properties: { index },
      geometry: { type: 'Point', coordinates: [point.lng, point.lat] },
    })),
  );
  const leafCache = new Map<number, Set<string>>();

  const level = (zoom: number) => Math.max(0, Math.min(MAX_MAP_ZOOM, Math.round(zoom)));

  function query(box: BBox, zoom: number): MapItem[] {
    return supercluster.getClusters(box, level(zoom)).map((feature): MapItem => {
      const [lng = 0, lat = 0] = feature.geometry.coordinates;
      const properties = feature.properties as Partial<ClusterProperties> & Properties;
      if (properties.cluster && properties.cluster_id !== undefined) {
        const clusterId = properties.cluster_id;
        const count = properties.point_count ?? 0;
        return { kind: 'cluster', key: `c:${clusterId}`, clusterId, count, lat, lng };
      }
      const point = points[properties.index] as MapPoint;
      return { kind: 'point', key: `p:${point.id}`, point, lat: point.lat, lng: point.lng };
    });
  }

  function leafIds(clusterId: number): Set<string> {
    let ids = leafCache.get(clusterId);
    if (!ids) {
      ids = new Set(
        supercluster.getLeaves(clusterId, Infinity).map(({ properties }) => idOf(properties)),
      );
      if (leafCache.size >= LEAF_CACHE_SIZE) leafCache.clear();
      leafCache.set(clusterId, ids);
    }
    return ids;
  }

  const idOf = ({ index }: Properties) => (points[index] as MapPoint).id;

  return {
    size: points.length,
    point: (id) => byId.get(id),
    clustersIn({ north, south, west, east }, zoom) {
      // Split at the antimeridian: supercluster takes one box from west to east.
      const boxes: BBox[] =
        west > east
          ? [
              [west, south, 180, north],
              [-180, south, east, north],
            ]
          : [[west, south, east, north]];
      // A cluster on the antimeridian itself can answer both halves.
      const items = new Map<string, MapItem>();
      for (const box of boxes) for (const item of query(box, zoom)) items.set(item.key, item);
      return [...items.values()];
    },
    expansionZoom: (clusterId) =>
      Math.min(MAX_MAP_ZOOM, supercluster.getClusterExpansionZoom(clusterId)),
    leavesOf: (clusterId) =>
      supercluster
        .getLeaves(clusterId, Infinity)
        .map(({ properties }) => points[properties.index] as MapPoint),
    containsPoint: (clusterId, pointId) => leafIds(clusterId).has(pointId),
    unclusteredZoom(pointId) {
      const point = byId.get(pointId);
      if (!point) return MAX_MAP_ZOOM;
      const box: BBox = [point.lng - NEAR, point.lat - NEAR, point.lng + NEAR, point.lat + NEAR];
      for (let zoom = 0; zoom < MAX_MAP_ZOOM; zoom += 1) {
        if (query(box, zoom).some((item) => item.kind === 'point' && item.point.id === pointId))
          return zoom;
      }
      return MAX_MAP_ZOOM;
    },
  };
}

/** "37", "999", "1.2k", "12k": the count on a cluster. */
export function abbreviateCount(count: number): string {
  if (count < 1000) return String(count);
  if (count < 10_000) return `${(Math.floor(count / 100) / 10).toString()}k`;
  return `${Math.floor(count / 1000)}k`;
}

/**
 * The smallest area holding every point: longitudes can wrap, so Fiji and Samoa make a small
 * box across the antimeridian (`west > east`), not one around the world. `null` for no points.
 */
export function coveringBounds(points: readonly MapPoint[]): MapBounds | null {
  if (points.length === 0) return null;
  const lngs = points.map(({ lng }) => lng).sort((a, b) => a - b);
  let north = -90;
  let south = 90;
  for (const { lat } of points) {
    north = Math.max(north, lat);
    south = Math.min(south, lat);
  }
  // The widest empty gap between neighbouring longitudes (the last one wraps to the first) is
  // what the box leaves out.
  let gap = (lngs[0] as number) + 360 - (lngs[lngs.length - 1] as number);
  let west = lngs[0] as number;
  let east = lngs[lngs.length - 1] as number;
  for (let index = 1; index < lngs.length; index += 1) {
    const width = (lngs[index] as number) - (lngs[index - 1] as number);
    if (width > gap) {
      gap = width;
      west = lngs[index] as number;
      east = lngs[index - 1] as number;
    }
  }
  return { north, south, west, east };
}
