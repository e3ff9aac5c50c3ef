import * as z from 'zod/mini';
import {
  CONTACT_LIMITS,
  CONTACT_MESSAGES as M,
  type ContactField,
  type ContactFieldErrors,
  type ContactPayload,
} from '@/services/contact/contact-rules';

/**
 * The one definition of a valid contact message: the form checks it before sending and the mock
 * endpoint checks what it receives. Values are trimmed; a blank value counts as missing, and
 * `abort` stops at "missing" so the visitor reads one message per field.
 */
export const contactSchema = z.object({
  name: z
    .string({ error: M.nameMissing })
    .check(
      z.trim(),
      z.minLength(1, { error: M.nameMissing, abort: true }),
      z.maxLength(CONTACT_LIMITS.name, { error: M.nameTooLong }),
    ),
  email: z.pipe(
    z
      .string({ error: M.emailMissing })
      .check(
        z.trim(),
        z.minLength(1, { error: M.emailMissing, abort: true }),
        z.maxLength(CONTACT_LIMITS.email, { error: M.emailInvalid, abort: true }),
      ),
    z.email({ error: M.emailInvalid }),
  ),
  message: z
    .string({ error: M.messageMissing })
    .check(
      z.trim(),
      z.minLength(1, { error: M.messageMissing, abort: true }),
      z.maxLength(CONTACT_LIMITS.message, { error: M.messageTooLong }),
    ),
  itemId: z
    .string({ error: M.itemIdInvalid })
    .check(
      z.minLength(1, { error: M.itemIdInvalid }),
      z.maxLength(CONTACT_LIMITS.itemId, { error: M.itemIdInvalid }),
    ),
});

export type ContactCheck =
  | { ok: true; payload: ContactPayload }
  | { ok: false; errors: ContactFieldErrors; messages: string[] };

const FIELDS = new Set<unknown>(['name', 'email', 'message']);

/** Checks any input (form values or a received body): the cleaned payload, or the messages. */
export function checkContact(input: unknown): ContactCheck {
  const result = contactSchema.safeParse(input);
  if (result.success) return { ok: true, payload: result.data };
  const errors: ContactFieldErrors = {};
  const messages: string[] = [];
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (FIELDS.has(field)) errors[field as ContactField] ??= issue.message;
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return { ok: false, errors, messages };
}
