import { Control, DomEvent, DomUtil, type Map as LeafletMap } from 'leaflet';
import './map-notes.css';

interface MapNotesOptions {
  provider: string;
  /** "Show map tiles from …" was pressed. */
  onAllow(): void;
}

export interface MapNotes {
  /** Words over the map in place of detail it cannot draw; null hides them. */
  setDescription(text: string | null): void;
  /** Whether the map asks before loading a third party's tiles. */
  setAsking(asking: boolean): void;
  remove(): void;
}

/** One Leaflet control holding a plain element, so it sits in the map's own tab order. */
function addControl(map: LeafletMap, position: 'topright' | 'bottomleft', element: HTMLElement) {
  const control = new Control({ position });
  control.onAdd = () => element;
  control.addTo(map);
  DomEvent.disableClickPropagation(element);
  return control;
}

/**
 * The map's notes: the "Show map tiles from <provider>" button while tiles wait for consent,
 * and the place in words when the outline has nothing to show at this zoom.
 */
export function createMapNotes(map: LeafletMap, { provider, onAllow }: MapNotesOptions): MapNotes {
  const button = DomUtil.create('button', 'map-tiles-consent');
  button.type = 'button';
  button.textContent = `Show map tiles from ${provider}`;
  button.addEventListener('click', onAllow);
  const askControl = addControl(map, 'topright', button);

  const description = DomUtil.create('p', 'map-place-note');
  description.setAttribute('role', 'status');
  const noteControl = addControl(map, 'bottomleft', description);

  return {
    setDescription(text) {
      description.hidden = text === null;
      description.textContent = text ?? '';
    },
    setAsking(asking) {
      button.hidden = !asking;
    },
    remove() {
      askControl.remove();
      noteControl.remove();
    },
  };
}
