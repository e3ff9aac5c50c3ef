import { CollectionsPage } from './components/collections-page';

/** Lazy route module for `/collections`. */
export function Component() {
  return <CollectionsPage />;
}
