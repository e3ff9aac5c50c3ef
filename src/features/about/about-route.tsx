import { AboutPage } from './components/about-page';

/** Lazy route module for `/about`. */
export function Component() {
  return <AboutPage />;
}
