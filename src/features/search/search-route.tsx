import { SearchScreen } from './components/search-screen';

/** Lazy route module for `/`. */
export function Component() {
  return <SearchScreen />;
}
