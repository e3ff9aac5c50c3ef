import { useParams } from 'react-router';
import { ItemScreen } from './components/item-screen';

/** Lazy route module for `/item/:id`. */
export function Component() {
  const { id = '' } = useParams();
  // Remount per item so a stale record never shows under a new address.
  return <ItemScreen key={id} objectID={id} />;
}
