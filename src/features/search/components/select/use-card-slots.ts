import { useEffect, useState } from 'react';

/** A result card on screen and the item it shows. */
export interface CardSlot {
  card: HTMLElement;
  objectID: string;
}

function sameSlots(a: readonly CardSlot[], b: readonly CardSlot[]): boolean {
  return a.length === b.length && a.every((slot, n) => slot.card === b[n]?.card);
}

function readSlots(area: HTMLElement): CardSlot[] {
  return [...area.querySelectorAll<HTMLElement>('.result-card')].flatMap((card) => {
    const objectID = card.querySelector<HTMLElement>('[data-object-id]')?.dataset.objectId;
    return objectID ? [{ card, objectID }] : [];
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
    return () => observer.disconnect();
  }, [areaId]);
  return slots;
}
