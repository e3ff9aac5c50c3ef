/**
 * What "Ask about this item" sends and the plain messages for each mistake. No library here:
 * the item page imports this, and the zod schema (contact-schema.ts) loads on first use.
 */
import { formatCount } from '@/components/ui/format-count';

export const CONTACT_LIMITS = { name: 100, email: 254, message: 2000, itemId: 512 } as const;

export type ContactField = 'name' | 'email' | 'message';

export interface ContactValues {
  name: string;
  email: string;
  message: string;
}

/** The JSON body posted to the contact endpoint. */
export interface ContactPayload extends ContactValues {
  itemId: string;
}

export type ContactFieldErrors = Partial<Record<ContactField, string>>;

export const CONTACT_MESSAGES = {
  nameMissing: 'Enter your name.',
  nameTooLong: `Your name is too long: use ${CONTACT_LIMITS.name} characters or fewer.`,
  emailMissing: 'Enter your email address.',
  emailInvalid: 'Enter a valid email address, like name@example.com.',
  messageMissing: 'Enter your message.',
  messageTooLong: `Your message is too long: use ${formatCount(CONTACT_LIMITS.message)} characters or fewer.`,
  itemIdInvalid: 'The item id is missing or too long.',
} as const;
