import { useEffect, useState } from 'react';

/** A result card on screen, the item it shows, and the place its checkbox is drawn. */
export interface CardSlot {
  card: HTMLElement;
  objectID: string;
  /** The card's first child, so the checkbox comes before the card's link in the Tab order. */
  slot: HTMLElement;
}

const SLOT_CLASS = 'select-mode-slot';

function slotOf(card: HTMLElement): HTMLElement {
  const existing = card.firstElementChild;
  if (existing instanceof HTMLElement && existing.classList.contains(SLOT_CLASS)) return existing;
  const slot = document.createElement('span');
  slot.className = SLOT_CLASS;
  card.prepend(slot);
  return slot;
}

/** Same cards with the same slots: a slot taken away (the effect cleaned up) is a new one. */
function sameSlots(a: readonly CardSlot[], b: readonly CardSlot[]): boolean {
  return (
    a.length === b.length &&
    a.every((slot, n) => slot.card === b[n]?.card && slot.slot === b[n]?.slot)
  );
}

function readSlots(area: HTMLElement): CardSlot[] {
  return [...area.querySelectorAll<HTMLElement>('.result-card')].flatMap((card) => {
    const objectID = card.querySelector<HTMLElement>('[data-object-id]')?.dataset.objectId;
    return objectID ? [{ card, objectID, slot: slotOf(card) }] : [];
  });
}

/**
 * The result cards in the results area, kept current as pages and filters change them: the
 * select mode draws a checkbox into each, so the cards themselves (first load) know nothing of
 * it (decision 050).
 */
export function useCardSlots(areaId: string): CardSlot[] {
  const [slots, setSlots] = useState<CardSlot[]>([]);
  useEffect(() => {
    const area = document.getElementById(areaId);
    if (!area) return undefined;
    const update = () => {
      const next = readSlots(area);
      setSlots((current) => (sameSlots(current, next) ? current : next));
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(area, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      for (const slot of area.querySelectorAll(`.${SLOT_CLASS}`)) slot.remove();
    };
  }, [areaId]);
  return slots;
}
