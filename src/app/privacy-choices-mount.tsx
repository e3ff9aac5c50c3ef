import { useEffect, useState, type ComponentType } from 'react';
import type { PrivacyChoicesProps } from '@/features/privacy-choices/privacy-choices-dialog';
import { readConsent } from '@/services/consent/consent';
import { onPrivacyChoicesRequested } from '@/services/consent/privacy-choices-request';

type Opening = Omit<PrivacyChoicesProps, 'onClose'> & { key: number };

/** After the first paint, when the browser has a moment (within a second). */
function afterFirstPaint(callback: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout: 1000 });
    return () => cancelIdleCallback(handle);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (timer = setTimeout(callback, 0)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * Loads the "Privacy choices" dialog only when it is wanted: on a visit with no choice made yet
 * (after the first paint, so it never delays the results or their first image), and whenever the
 * visitor asks for it (the footer). Only this import() names it, so it stays out of the first load.
 */
export function PrivacyChoicesMount() {
  const [Dialog, setDialog] = useState<ComponentType<PrivacyChoicesProps>>();
  const [opening, setOpening] = useState<Opening | null>(null);

  useEffect(() => {
    let live = true;
    let requests = 0;
    const open = (next: (current: Opening | null) => Opening | null) =>
      import('@/features/privacy-choices/privacy-choices-dialog').then(
        (module) => {
          if (!live) return;
          setDialog(() => module.PrivacyChoicesDialog);
          setOpening(next);
        },
        // Offline: nothing is sent without a choice, and the next request tries again.
        () => {},
      );
    const stop = onPrivacyChoicesRequested(() => {
      const focused = document.activeElement;
      const returnFocusTo = focused instanceof HTMLElement ? focused : null;
      const opening: Opening = { openedFrom: 'footer', returnFocusTo, key: ++requests };
      void open(() => opening);
    });
    const cancel =
      readConsent().source === 'unset'
        ? afterFirstPaint(() => {
            if (requests > 0 || readConsent().source !== 'unset') return;
            const opening: Opening = { openedFrom: 'first-visit', returnFocusTo: null, key: 0 };
            void open((current) => current ?? opening);
          })
        : undefined;
    return () => {
      live = false;
      stop();
      cancel?.();
    };
  }, []);

  if (!Dialog || !opening) return null;
  const { key, ...props } = opening;
  return <Dialog key={key} {...props} onClose={() => setOpening(null)} />;
}
