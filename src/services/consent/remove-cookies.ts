/**
 * Deletes cookies by name on every domain they may have been set for: the host and each parent
 * domain (GA4 sets `_ga` on the widest domain it can), with and without a leading dot.
 */
export function removeCookies(matches: (name: string) => boolean): string[] {
  if (typeof document === 'undefined') return [];
  const names = document.cookie
    .split(';')
    .map((cookie) => cookie.split('=')[0]?.trim() ?? '')
    .filter((name) => name !== '' && matches(name));
  const labels = location.hostname.split('.');
  const domains = [''];
  for (let start = 0; start < labels.length - 1; start += 1) {
    const domain = labels.slice(start).join('.');
    domains.push(`; domain=${domain}`, `; domain=.${domain}`);
  }
  for (const name of names) {
    for (const domain of domains) {
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain}`;
    }
  }
  return names;
}
