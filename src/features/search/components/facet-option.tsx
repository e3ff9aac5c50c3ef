import { memo, type ReactNode } from 'react';
import { FacetCount } from './facet-count';
import { FacetHighlight } from './facet-highlight';

interface FacetOptionProps {
  value: string;
  label: string;
  count: number;
  isRefined: boolean;
  /** A value found by "search in values": escaped HTML with `<mark>` around the match. */
  highlighted: string | null;
  swatch: boolean;
  /** Stable: the option is drawn again only when what it shows changes. */
  onToggle: (value: string) => void;
  /** A level under this value (the camera's models under a make). */
  children?: ReactNode;
}

/**
 * One checkbox of a facet. Memoised: every facet renders again when a search leaves and when it
 * comes back, and most of its values show the same count after a keystroke. The checkbox itself
 * is memoised apart from the count: React rewrites an input's `name` and `type` whenever it
 * renders it again.
 */
export const FacetOption = memo(function FacetOption({
  value,
  label,
  count,
  isRefined,
  highlighted,
  swatch,
  onToggle,
  children,
}: FacetOptionProps) {
  return (
    <li>
      <label className="facet-option">
        <FacetCheckbox
          value={value}
          checked={isRefined}
          name={swatch ? `${label} (${count})` : undefined}
          onToggle={onToggle}
        />
        {swatch && <span className="colour-swatch" aria-hidden="true" data-colour={value} />}
        <span className="facet-label" title={label}>
          {highlighted !== null ? <FacetHighlight parts={highlighted} /> : label}
        </span>{' '}
        <FacetCount count={count} />
      </label>
      {children}
    </li>
  );
});

const FacetCheckbox = memo(function FacetCheckbox({
  value,
  checked,
  name,
  onToggle,
}: {
  value: string;
  checked: boolean;
  /** Its accessible name when the label's text does not give it. */
  name: string | undefined;
  onToggle: (value: string) => void;
}) {
  return (
    <input type="checkbox" checked={checked} aria-label={name} onChange={() => onToggle(value)} />
  );
});
