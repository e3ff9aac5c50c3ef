/**
 * "Privacy choices" in the footer (or anywhere else) asks for the consent dialog; the dialog,
 * loaded lazily, listens. Kept apart so the footer does not load the dialog's code.
 */

const listeners = new Set<() => void>();

export function requestPrivacyChoices(): void {
  for (const listener of listeners) listener();
}

export function onPrivacyChoicesRequested(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
