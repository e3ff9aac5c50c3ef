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

let defaultsPushed = false;

export function pushConsentDefaults(): void {
  if (defaultsPushed) return;
  defaultsPushed = true;
  gtag('consent', 'default', { ...DENIED });
}

export function pushConsentUpdate(analyticsGranted: boolean): void {
  gtag('consent', 'update', {
    ...DENIED,
    analytics_storage: analyticsGranted ? 'granted' : 'denied',
  });
}

/** Tests start from an empty dataLayer. */
export function resetConsentModeForTests(): void {
  defaultsPushed = false;
  delete (window as DataLayerWindow).dataLayer;
}
