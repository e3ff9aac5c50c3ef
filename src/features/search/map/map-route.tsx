import { MapScreen } from './map-screen';

/** Lazy route module for `/map`. */
export function Component() {
  return <MapScreen />;
}
