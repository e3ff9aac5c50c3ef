import { memo, useId } from 'react';
import type { TagMode } from '@/services/search/search-url';

const OPTIONS: { mode: TagMode; label: string }[] = [
  { mode: 'all', label: 'All ticked tags' },
  { mode: 'any', label: 'Any ticked tag' },
];

/** "Show items with: all ticked tags / any ticked tag" (Flickr's tag mode), two native radios. */
export const TagModeSwitch = memo(function TagModeSwitch({
  mode,
  onChange,
}: {
  mode: TagMode;
  onChange: (mode: TagMode) => void;
}) {
  const name = useId();
  return (
    <fieldset className="tag-mode">
      <legend>Show items with</legend>
      {OPTIONS.map((option) => (
        <label key={option.mode} className="tag-mode-option">
          <input
            type="radio"
            name={name}
            value={option.mode}
            checked={mode === option.mode}
            onChange={() => onChange(option.mode)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
});
