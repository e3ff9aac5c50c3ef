/**
 * Player addresses for hosted videos. Records may be hostile, so an id is used only when it has
 * the provider's own shape; anything else never reaches an iframe.
 */

export type HostedProvider = 'youtube' | 'vimeo';

export const PROVIDER_NAMES: Record<HostedProvider, string> = {
  youtube: 'YouTube',
  vimeo: 'Vimeo',
};

const VALID_ID: Record<HostedProvider, RegExp> = {
  youtube: /^[A-Za-z0-9_-]{11}$/,
  vimeo: /^[0-9]{1,12}$/,
};

export function isHostedProvider(provider: unknown): provider is HostedProvider {
  return provider === 'youtube' || provider === 'vimeo';
}

export function isValidVideoId(provider: HostedProvider, id: unknown): id is string {
  return typeof id === 'string' && VALID_ID[provider].test(id);
}

/**
 * The player to load after the click: YouTube's privacy-enhanced host, Vimeo with Do Not Track
 * (no cookies or session data). Null when the id is not a valid one.
 */
export function embedUrl(provider: HostedProvider, id: unknown): string | null {
  if (!isValidVideoId(provider, id)) return null;
  return provider === 'youtube'
    ? `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`
    : `https://player.vimeo.com/video/${id}?dnt=1&autoplay=1`;
}

/** The video's own page at the provider, for a plain link; the id cannot leave its place. */
export function providerPageUrl(provider: HostedProvider, id: unknown): string {
  const safeId = typeof id === 'string' ? encodeURIComponent(id.slice(0, 64)) : '';
  if (provider === 'youtube')
    return safeId ? `https://www.youtube.com/watch?v=${safeId}` : 'https://www.youtube.com/';
  return safeId ? `https://vimeo.com/${safeId}` : 'https://vimeo.com/';
}
