import { createPortal } from 'react-dom';
import { itemName } from '@/services/validation/read-item';
import type { ItemView } from '@/types/item';
import { useCardSlots } from './use-card-slots';

/**
 * A checkbox drawn into each result card on screen. Its own chunk, loaded by select mode: the
 * first load names every chunk select mode needs, and React DOM's would be one name more there.
 */
export function CardCheckboxes({
  onPage,
  selected,
  toggle,
}: {
  onPage: ReadonlyMap<string, ItemView>;
  selected: ReadonlyMap<string, ItemView>;
  toggle: (item: ItemView, on: boolean) => void;
}) {
  const slots = useCardSlots('results');
  return slots.map(({ slot, objectID }) => {
    const item = onPage.get(objectID);
    if (!item) return null;
    return createPortal(
      <label className="select-mode-check">
        <input
          type="checkbox"
          checked={selected.has(objectID)}
          onChange={(event) => toggle(item, event.target.checked)}
          aria-label={`Select ${itemName(item)}`}
        />
      </label>,
      slot,
      objectID,
    );
  });
}
