import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES as M } from '@/services/contact/contact-rules';
import { checkContact } from './contact-schema';
import { validateContact } from '@/services/contact/validate-contact';

const VALID = {
  name: 'Ana Folio',
  email: 'ana@example.org',
  message: 'Is a larger print of this photo available?',
  itemId: 'kite',
};

const errorsOf = (changes: Partial<Record<keyof typeof VALID, unknown>>) => {
  const check = checkContact({ ...VALID, ...changes });
  return check.ok ? null : check.errors;
};

describe('contact schema', () => {
  it('accepts a complete message and trims the values', () => {
    expect(
      checkContact({ ...VALID, name: '  Ana Folio ', email: ' ana@example.org ', extra: 1 }),
    ).toEqual({ ok: true, payload: VALID });
  });

  it('says which value is missing, a blank one included, one message per field', () => {
    expect(errorsOf({ name: '', email: '   ', message: '\n\t' })).toEqual({
      name: M.nameMissing,
      email: M.emailMissing,
      message: M.messageMissing,
    });
  });

  it('allows 100 characters of name and 2,000 of message, and says when there are more', () => {
    expect(errorsOf({ name: 'n'.repeat(100), message: 'm'.repeat(2000) })).toBeNull();
    expect(errorsOf({ name: 'n'.repeat(101), message: 'm'.repeat(2001) })).toEqual({
      name: M.nameTooLong,
      message: M.messageTooLong,
    });
    expect(M.nameTooLong).toBe('Your name is too long: use 100 characters or fewer.');
    expect(M.messageTooLong).toBe('Your message is too long: use 2,000 characters or fewer.');
  });

  it('rejects an address that is not an email address', () => {
    for (const email of ['ana', 'ana@', '@example.org', 'ana example@x.org', 'ana@@x.org']) {
      expect(errorsOf({ email })).toEqual({ email: M.emailInvalid });
    }
    expect(errorsOf({ email: `${'a'.repeat(250)}@example.org` })).toEqual({
      email: M.emailInvalid,
    });
  });

  it('answers any received body, however wrong, with plain messages', () => {
    const check = checkContact({ name: 5, message: null, itemId: '' });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors).toEqual({
      name: M.nameMissing,
      email: M.emailMissing,
      message: M.messageMissing,
    });
    expect(check.messages).toContain(M.itemIdInvalid);
    expect(checkContact('not an object').ok).toBe(false);
  });

  it('validateContact loads the schema on demand and gives per-field messages', async () => {
    await expect(validateContact({ ...VALID, name: ' ' })).resolves.toEqual({
      ok: false,
      errors: { name: M.nameMissing },
    });
    await expect(validateContact(VALID)).resolves.toEqual({ ok: true, payload: VALID });
  });
});
