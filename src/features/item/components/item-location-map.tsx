import { useEffect, useRef, useState } from 'react';
import { useAppConfig } from '@/config/app-config-context';
import { mountLocationMap } from '@/services/maps/location-map';

interface ItemLocationMapProps {
  lat: number;
  lng: number;
  zoom: number;
  approximate: boolean;
  label: string;
}

/** The small map of the Location region; Leaflet loads only when this mounts. */
export function ItemLocationMap({ lat, lng, zoom, approximate, label }: ItemLocationMapProps) {
  const { mapTiles } = useAppConfig();
  const mapRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    const element = mapRef.current;
    if (!element) return;
    const controller = new AbortController();
    let destroy: (() => void) | null = null;
    mountLocationMap(element, {
      lat,
      lng,
      zoom,
      approximate,
      label,
      tiles: mapTiles,
      signal: controller.signal,
    })
      .then((handle) => {
        if (controller.signal.aborted) return handle.destroy();
        destroy = () => handle.destroy();
        setStatus('ready');
      })
      .catch(() => {
        if (!controller.signal.aborted) setStatus('failed');
      });
    return () => {
      controller.abort();
      destroy?.();
    };
  }, [lat, lng, zoom, approximate, label, mapTiles]);

  if (status === 'failed') {
    return (
      <p className="item-location-map-failed">
        The map could not be loaded. Check your connection and reload the page to try again.
      </p>
    );
  }
  return (
    <div className="item-location-map" aria-busy={status === 'loading'}>
      {/* Leaflet owns this element; React never renders into it. */}
      <div ref={mapRef} />
    </div>
  );
}
