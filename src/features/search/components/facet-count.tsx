import { formatCount } from '@/components/ui/format-count';

/**
 * How many results a facet value would give. Put a `{' '}` before it: the space is not drawn
 * between flex items, but it makes the option's name "Canon 7" rather than "Canon7".
 */
export function FacetCount({ count }: { count: number }) {
  return <span className="facet-count">{formatCount(count)}</span>;
}
