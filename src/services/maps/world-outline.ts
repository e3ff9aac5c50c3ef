import type { FeatureCollection } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countries from 'world-atlas/countries-110m.json';
import { fixAntimeridian } from './outline-antimeridian';

type Countries = Topology<{ countries: GeometryCollection; land: GeometryCollection }>;

let outline: FeatureCollection | null = null;

/**
 * Natural Earth's 1:110m country outlines (world-atlas, public domain), drawn under the tiles so
 * coastlines and borders still show when the tile server cannot be reached.
 */
export function loadWorldOutline(): FeatureCollection {
  outline ??= fixAntimeridian(
    feature(
      countries as unknown as Countries,
      (countries as unknown as Countries).objects.countries,
    ),
  );
  return outline;
}
