import { OpenDataPage } from './components/open-data-page';

/** Lazy route module for `/data`. */
export function Component() {
  return <OpenDataPage />;
}
