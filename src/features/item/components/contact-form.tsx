import { useId } from 'react';
import { useAppConfig } from '@/config/app-config-context';
import { CONTACT_LIMITS, type ContactField as FieldName } from '@/services/contact/contact-rules';
import type { ItemView } from '@/types/item';
import { formatCount } from '@/components/ui/format-count';
import { CONTACT_FIELDS, useContactForm } from '../hooks/use-contact-form';
import { ContactField } from './contact-field';
import './contact-form.css';

const LABELS: Record<FieldName, string> = {
  name: 'Your name',
  email: 'Your email address',
  message: 'Your message',
};
const MESSAGE_LIMIT = formatCount(CONTACT_LIMITS.message);
/** The counter speaks only near the limit, not on every key. */
const ANNOUNCE_BELOW = 100;

/** "Ask about this item": posts to the configured contact endpoint; absent when there is none. */
export function ContactForm({ item, queryID }: { item: ItemView; queryID: string | null }) {
  const { contactEndpoint, mode } = useAppConfig();
  const { values, errors, attempt, status, formRef, thanksRef, ...actions } = useContactForm(
    contactEndpoint,
    item,
    queryID,
  );
  const id = useId();
  if (!contactEndpoint) return null;

  const sending = status.kind === 'sending';
  const problems = CONTACT_FIELDS.filter((field) => errors[field]);
  const remaining = CONTACT_LIMITS.message - values.message.length;
  const field = (name: FieldName) => ({
    id: `${id}-${name}`,
    name,
    label: LABELS[name],
    value: values[name],
    error: errors[name],
    onChange: (value: string) => actions.setValue(name, value),
    readOnly: sending,
  });

  return (
    <section className="contact" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Ask about this item</h2>
      {status.kind === 'sent' ? (
        <div ref={thanksRef} className="contact-thanks" tabIndex={-1}>
          <p>
            Thank you, {status.name}. Your message about “{item.title}” was sent.
          </p>
          {mode === 'mock' && (
            <details className="contact-sent-payload">
              <summary>What was sent (demo mode: nothing left this browser)</summary>
              <pre>{status.body}</pre>
            </details>
          )}
          <button type="button" onClick={actions.writeAnother}>
            Write another message
          </button>
        </div>
      ) : (
        <form
          ref={formRef}
          className="contact-form"
          noValidate
          aria-busy={sending || undefined}
          onFocus={actions.preload}
          onSubmit={(event) => void actions.submit(event)}
        >
          <p className="contact-intro">
            A question about this {item.type}, its licence or its use? Write to the archive; the
            reply comes to your email address.
          </p>
          {problems.length > 0 && (
            <div key={attempt} className="contact-summary" role="alert">
              <p>
                {problems.length === 1 ? 'One field needs' : `${problems.length} fields need`} a
                change before sending:
              </p>
              <ul>
                {problems.map((name) => (
                  <li key={name}>
                    {LABELS[name]}: {errors[name]}
                  </li>
                ))}
              </ul>
            </div>
          )}
          <ContactField {...field('name')} autoComplete="name" />
          <ContactField {...field('email')} type="email" autoComplete="email" />
          <ContactField
            {...field('message')}
            multiline
            autoComplete="off"
            hintIds={[`${id}-hint`, `${id}-counter`]}
          >
            <p className="contact-hint">
              <span id={`${id}-hint`}>Up to {MESSAGE_LIMIT} characters.</span>{' '}
              <span
                id={`${id}-counter`}
                className={remaining < 0 ? 'contact-counter is-over' : 'contact-counter'}
                aria-live={remaining <= ANNOUNCE_BELOW ? 'polite' : 'off'}
              >
                {remaining >= 0
                  ? `${formatCount(remaining)} left`
                  : `${formatCount(-remaining)} too many`}
              </span>
            </p>
          </ContactField>
          {status.kind === 'failed' && (
            <p className="contact-failure" role="alert">
              {status.reason}
            </p>
          )}
          <button type="submit" name="send" disabled={sending}>
            {sending ? 'Sending…' : 'Send message'}
          </button>
        </form>
      )}
    </section>
  );
}
