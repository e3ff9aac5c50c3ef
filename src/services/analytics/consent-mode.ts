/**
 * Google's Consent Mode v2 commands, pushed to the dataLayer that gtag.js and Tag Manager both
 * read. The defaults (everything denied) go first, before either script's own commands, and the
 * update follows the visitor's choice. Folio shows no ads, so the ad purposes stay denied.
 */

type DataLayerWindow = Window & { dataLayer?: unknown[] };

const DENIED = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
} as const;

/** gtag's own shape: commands are `arguments` objects, which is how gtag.js tells them apart. */
function gtag(..._command: unknown[]): void {
  const target = window as DataLayerWindow;
  target.dataLayer ??= [];
  // eslint-disable-next-line prefer-rest-params -- gtag.js reads Arguments objects, not arrays
  target.dataLayer.push(arguments);
}

/** What the dataLayer last said about analytics storage; null until the tags are first started. */
let analyticsGranted: boolean | null = null;

/**
 * Tells the tags the visitor's answer: the first time, the defaults (all denied) and then the
 * update, before gtag.js or gtm.js load; later, an update only when the answer changed. Nothing
 * is pushed for a refusal before the tags ever started (there is no one to tell).
 */
export function setConsentMode(granted: boolean): void {
  if (analyticsGranted === granted || (analyticsGranted === null && !granted)) return;
  if (analyticsGranted === null) gtag('consent', 'default', { ...DENIED });
  gtag('consent', 'update', { ...DENIED, analytics_storage: granted ? 'granted' : 'denied' });
  analyticsGranted = granted;
}

/** Tests start from an empty dataLayer. */
export function resetConsentModeForTests(): void {
  analyticsGranted = null;
  delete (window as DataLayerWindow).dataLayer;
}
