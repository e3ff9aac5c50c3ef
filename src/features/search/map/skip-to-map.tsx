/** The map's canvas: what "Skip to the map" focuses (Leaflet makes it focusable). */
export const MAP_CANVAS_ID = 'map-canvas';

/**
 * Past the filters (dozens of Tab stops) to the map: from there, Tab reaches the zoom buttons
 * and then the markers, and the arrow keys pan. Focus moves by script, so the address keeps no
 * `#map-canvas`.
 */
export function SkipToMap() {
  return (
    <a
      className="map-skip-link"
      href={`#${MAP_CANVAS_ID}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAP_CANVAS_ID)?.focus();
      }}
    >
      Skip to the map
    </a>
  );
}
