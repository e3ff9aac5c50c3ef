import type { ContactFieldErrors, ContactPayload, ContactValues } from './contact-rules';
import type * as Schema from '@/services/validation/contact-schema';

export type ContactValidation =
  { ok: true; payload: ContactPayload } | { ok: false; errors: ContactFieldErrors };

type SchemaModule = typeof Schema;
let schemaModule: Promise<SchemaModule> | null = null;

/** The validator (zod) is its own chunk: the item page loads it once the visitor starts typing. */
function loadSchema(): Promise<SchemaModule> {
  schemaModule ??= import('@/services/validation/contact-schema').catch((error: unknown) => {
    schemaModule = null; // a failed chunk load may succeed on the next try
    throw error;
  });
  return schemaModule;
}

export function preloadContactValidation(): void {
  loadSchema().catch(() => {
    // Nothing to do yet: validateContact loads it again and reports the failure.
  });
}

/** The trimmed payload ready to send, or one plain message per invalid field. */
export async function validateContact(
  values: ContactValues & { itemId: string },
): Promise<ContactValidation> {
  const { checkContact } = await loadSchema();
  const check = checkContact(values);
  return check.ok ? check : { ok: false, errors: check.errors };
}
