import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { track } from '@/services/analytics/analytics';
import type {
  ContactField,
  ContactFieldErrors,
  ContactValues,
} from '@/services/contact/contact-rules';
import {
  ContactSendError,
  describeContactFailure,
  sendContactMessage,
} from '@/services/contact/send-contact-message';
import { preloadContactValidation, validateContact } from '@/services/contact/validate-contact';
import { sendInsightsEvent } from '@/services/insights/insights';
import type { ItemView } from '@/types/item';

export type ContactStatus =
  | { kind: 'editing' }
  | { kind: 'sending' }
  | { kind: 'failed'; reason: string }
  /** `body`: the exact JSON that was posted. */
  | { kind: 'sent'; name: string; body: string };

export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'message'];

const EMPTY: ContactValues = { name: '', email: '', message: '' };
const NOT_CHECKED =
  'The form could not check your message because part of the page did not load. Check your connection and send it again.';
const UNEXPECTED = 'Something went wrong while sending. Your message is still here: send it again.';

/**
 * State of "Ask about this item": check on submit (focus goes to the first invalid field), send,
 * keep every typed value when sending fails, thank the visitor when it worked.
 */
export function useContactForm(endpoint: string | null, item: ItemView, queryID: string | null) {
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [errors, setErrors] = useState<ContactFieldErrors>({});
  /** Counts submits that found errors, so the summary is announced again each time. */
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<ContactStatus>({ kind: 'editing' });
  const formRef = useRef<HTMLFormElement>(null);
  const thanksRef = useRef<HTMLDivElement>(null);
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => () => inFlight.current?.abort(), []);

  const focusControl = (name: ContactField | 'send') =>
    (formRef.current?.elements.namedItem(name) as HTMLElement | null)?.focus();

  const setValue = (field: ContactField, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!endpoint || status.kind === 'sending') return;
    let validation;
    try {
      validation = await validateContact({ ...values, itemId: item.objectID });
    } catch {
      setStatus({ kind: 'failed', reason: NOT_CHECKED });
      return;
    }
    if (!validation.ok) {
      const found = validation.errors;
      flushSync(() => {
        setErrors(found);
        setAttempt((count) => count + 1);
        setStatus({ kind: 'editing' });
      });
      const first = CONTACT_FIELDS.find((field) => found[field]);
      if (first) focusControl(first);
      return;
    }
    setErrors({});
    setStatus({ kind: 'sending' });
    const controller = new AbortController();
    inFlight.current = controller;
    try {
      const sent = await sendContactMessage(endpoint, validation.payload, {
        signal: controller.signal,
      });
      track({ name: 'generate_lead', params: { item_id: item.objectID, form: 'contact' } });
      sendInsightsEvent({
        eventType: 'conversion',
        eventName: 'Contact Sent',
        objectID: item.objectID,
        queryID,
      });
      flushSync(() => setStatus({ kind: 'sent', name: validation.payload.name, body: sent.body }));
      thanksRef.current?.focus();
    } catch (error) {
      if (error instanceof ContactSendError && error.failure.kind === 'aborted') return;
      const reason =
        error instanceof ContactSendError ? describeContactFailure(error.failure) : UNEXPECTED;
      flushSync(() => setStatus({ kind: 'failed', reason }));
      focusControl('send');
    } finally {
      if (inFlight.current === controller) inFlight.current = null;
    }
  }

  /** After a sent message: a fresh message, the visitor's name and email kept. */
  function writeAnother() {
    flushSync(() => {
      setValues((current) => ({ ...current, message: '' }));
      setStatus({ kind: 'editing' });
    });
    focusControl('message');
  }

  return {
    values,
    errors,
    attempt,
    status,
    formRef,
    thanksRef,
    setValue,
    submit,
    writeAnother,
    preload: preloadContactValidation,
  };
}
