import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { readConsent, saveConsent, type ConsentChoices } from '@/services/consent/consent';
import { ConsentOptions } from './consent-options';
import { PURPOSES } from './purposes';
import { useFocusClearOfSheet } from './use-focus-clear-of-sheet';
import { useReservedSpace } from './use-reserved-space';
import './privacy-choices.css';

export interface PrivacyChoicesProps {
  /**
   * `first-visit`: shown by itself; focus moves in only if the visitor has not put it anywhere
   * yet (so it is announced, and never taken from the search box). `footer`: focus moves in.
   */
  openedFrom: 'first-visit' | 'footer';
  onClose: () => void;
}

const SIGNAL_NAMES = { gpc: 'Global Privacy Control', dnt: 'Do Not Track' } as const;
const ALL: ConsentChoices = { analytics: true, insights: true, maps: true };
const NONE: ConsentChoices = { analytics: false, insights: false, maps: false };

/**
 * "Privacy choices": a non-modal dialog at the bottom of the screen; the page stays usable.
 * Accept and Reject are equal buttons side by side; closing without a choice leaves both refused.
 */
export function PrivacyChoicesDialog({ openedFrom, onClose }: PrivacyChoicesProps) {
  // Read once, not subscribed: the switches start from the stored choice and nothing else saves one.
  const [consent] = useState(readConsent);
  const [choosing, setChoosing] = useState(openedFrom === 'footer' && consent.source === 'visitor');
  const [choices, setChoices] = useState(consent.choices);
  // Where focus goes back to on closing: the button that asked (the footer's), else main content.
  const [returnFocusTo] = useState(() => {
    const focused = openedFrom === 'footer' ? document.activeElement : null;
    return focused instanceof HTMLElement && focused !== document.body ? focused : null;
  });
  const ref = useRef<HTMLDivElement>(null);
  const revealOptions = useRef(false);
  const id = useId();
  useReservedSpace(ref);
  useFocusClearOfSheet(ref);

  // "Choose" brings the switches into sight when the sheet has to scroll (a small phone).
  useEffect(() => {
    if (!choosing || !revealOptions.current) return;
    revealOptions.current = false;
    document.getElementById(`${id}-options`)?.scrollIntoView({ block: 'nearest' });
  }, [choosing, id]);

  useEffect(() => {
    if (openedFrom === 'footer') {
      ref.current?.focus();
      return undefined;
    }
    // On a first visit it takes focus unasked, unless the visitor has put it somewhere already.
    const focused = document.activeElement;
    if (!focused || focused === document.body) ref.current?.focus({ preventScroll: true });
    return undefined;
  }, [openedFrom]);

  function close() {
    if (ref.current?.contains(document.activeElement)) {
      if (returnFocusTo?.isConnected) returnFocusTo.focus();
      else document.querySelector('main')?.focus({ preventScroll: true });
    }
    onClose();
  }

  function save(next: ConsentChoices) {
    saveConsent(next);
    close();
  }

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    close();
  }

  const signal = consent.browserSignal && SIGNAL_NAMES[consent.browserSignal];
  return (
    <div
      ref={ref}
      className="privacy-choices"
      role="dialog"
      // It takes focus on a first visit unasked: a page moving focus to its heading still may.
      data-focus-taken-unasked=""
      aria-modal="false"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-about`}
      tabIndex={-1}
      onKeyDown={closeOnEscape}
    >
      <div className="privacy-choices-head">
        <h2 id={`${id}-title`}>Privacy choices</h2>
        <button type="button" className="link-button" onClick={close}>
          Close
        </button>
      </div>
      <p id={`${id}-about`}>
        Folio asks before it sends anything about your visit. Search works the same either way.
      </p>
      {!choosing && (
        <ul className="privacy-choices-purposes">
          {PURPOSES.map(({ purpose, label, description }) => (
            <li key={purpose}>
              <strong>{label}</strong>: {description}
            </li>
          ))}
        </ul>
      )}
      {signal && consent.source === 'browser-signal' && (
        <p>Your browser sends {signal}, so nothing is tracked unless you turn it on here.</p>
      )}
      {signal && consent.source === 'visitor' && (
        <p>Your browser sends {signal}; the choice you saved here applies instead.</p>
      )}
      <p>You can change this at any time from “Privacy choices” at the bottom of every page.</p>
      <div className="privacy-choices-actions">
        <button type="button" onClick={() => save(ALL)}>
          Accept all
        </button>
        <button type="button" onClick={() => save(NONE)}>
          Reject all
        </button>
        <button
          type="button"
          aria-expanded={choosing}
          aria-controls={choosing ? `${id}-options` : undefined}
          onClick={() => {
            revealOptions.current = !choosing;
            setChoosing(!choosing);
          }}
        >
          Choose
        </button>
      </div>
      {choosing && (
        <ConsentOptions
          id={`${id}-options`}
          choices={choices}
          onChange={setChoices}
          onSave={() => save(choices)}
        />
      )}
    </div>
  );
}
