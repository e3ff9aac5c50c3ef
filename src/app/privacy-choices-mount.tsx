import { startTransition, useEffect, useState, type ComponentType } from 'react';
import type { PrivacyChoicesProps } from '@/features/privacy-choices/privacy-choices-dialog';
import { readConsent } from '@/services/consent/consent';
import { onPrivacyChoicesRequested } from '@/services/consent/privacy-choices-request';

interface Opening {
  openedFrom: PrivacyChoicesProps['openedFrom'];
  key: number;
}

let Dialog: ComponentType<PrivacyChoicesProps> | undefined;

/** After the first paint, when the browser has a moment (within a second). */
function afterFirstPaint(callback: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout: 1000 });
    return () => cancelIdleCallback(handle);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (timer = setTimeout(callback)));
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
  const [opening, setOpening] = useState<Opening | null>(null);

  useEffect(() => {
    let requests = 0;
    const open = (next: (current: Opening | null) => Opening | null) =>
      import('@/features/privacy-choices/privacy-choices-dialog').then(
        (module) => {
          Dialog = module.PrivacyChoicesDialog;
          // A transition: the dialog's first render is not one long task beside the screen's.
          startTransition(() => setOpening(next));
        },
        // Offline: nothing is sent without a choice, and the next request tries again.
        () => {},
      );
    const stop = onPrivacyChoicesRequested(() => {
      const opening: Opening = { openedFrom: 'footer', key: ++requests };
      void open(() => opening);
    });
    const cancel =
      readConsent().source === 'unset'
        ? afterFirstPaint(() => {
            if (requests > 0 || readConsent().source !== 'unset') return;
            void open((current) => current ?? { openedFrom: 'first-visit', key: 0 });
          })
        : undefined;
    return () => {
      stop();
      cancel?.();
    };
  }, []);

  return (
    Dialog &&
    opening && (
      <Dialog key={opening.key} openedFrom={opening.openedFrom} onClose={() => setOpening(null)} />
    )
  );
}
