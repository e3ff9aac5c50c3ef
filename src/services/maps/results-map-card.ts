import { popup as createPopup, type Map as LeafletMap, type Marker, type Popup } from 'leaflet';
import type { MapPoint } from './results-map';

/** Only the app's own paths and web addresses: a record cannot smuggle in `javascript:`. */
const SAFE_HREF = /^(?:\/(?!\/)|https?:\/\/)/i;

/**
 * A marker's card: thumbnail and title, the title linking to the item. Record text is
 * untrusted, so everything goes in as text and attributes, never as markup. A plain click (or
 * Enter) on the link calls `open` instead of following it; a modified click opens normally.
 */
function buildPointCard(
  point: MapPoint,
  open: () => void,
  loadThumbnail?: (id: string) => Promise<string | null>,
): HTMLElement {
  const card = document.createElement('div');
  card.className = 'results-map-card';
  const image = document.createElement('img');
  // The title beside it says what the picture is.
  image.setAttribute('alt', '');
  image.setAttribute('width', '160');
  image.setAttribute('height', '120');
  const show = (url: string | null) => {
    if (url && SAFE_HREF.test(url)) image.setAttribute('src', url);
    else image.remove();
  };
  if (point.thumbnailUrl) {
    show(point.thumbnailUrl);
    card.append(image);
  } else if (loadThumbnail) {
    image.className = 'is-loading';
    card.append(image);
    // A card without its picture is still a card: a failed fetch only drops the image.
    loadThumbnail(point.id).then(
      (url) => {
        image.classList.remove('is-loading');
        show(url);
      },
      () => image.remove(),
    );
  }
  const link = document.createElement('a');
  link.className = 'results-map-card-link';
  link.setAttribute('href', SAFE_HREF.test(point.href) ? point.href : '#');
  link.textContent = point.title.trim() || 'Untitled item';
  link.addEventListener('click', (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    open();
  });
  card.append(link);
  return card;
}

/**
 * Opens the card of `point` over its marker. Escape inside it, or its close button, closes it
 * and puts focus back on the marker. `focus` moves focus to the card's link (the visitor opened
 * it); a card we open ourselves leaves focus where it is.
 */
export function openPointCard(
  map: LeafletMap,
  marker: Marker,
  point: MapPoint,
  {
    open,
    focus,
    loadThumbnail,
  }: {
    open: () => void;
    focus: boolean;
    loadThumbnail?: (id: string) => Promise<string | null>;
  },
): Popup {
  const content = buildPointCard(point, open, loadThumbnail);
  const popup = createPopup({
    className: 'results-map-popup',
    offset: [0, -8],
    minWidth: 160,
    maxWidth: 240,
    autoPanPadding: [16, 16],
  })
    .setLatLng(marker.getLatLng())
    .setContent(content);
  map.openPopup(popup);
  const close = popup.getElement()?.querySelector('.leaflet-popup-close-button');
  close?.setAttribute('aria-label', 'Close card');
  close?.addEventListener('click', () => marker.getElement()?.focus());
  content.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    map.closePopup(popup);
    marker.getElement()?.focus();
  });
  if (focus) content.querySelector('a')?.focus({ preventScroll: true });
  return popup;
}
