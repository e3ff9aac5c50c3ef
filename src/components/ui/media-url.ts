/**
 * Records come from owners' folders and may be hostile. Media URLs are only used when they
 * are root-relative paths or http(s), and are made safe for a `srcset` list, where a space or
 * comma would split one URL into two.
 */

export function safeMediaUrl(url: unknown): string | null {
  if (typeof url !== 'string' || url.length === 0 || url.length > 2048) return null;
  const isRootRelative = url.startsWith('/') && !url.startsWith('//');
  const isHttp = /^https?:\/\/[^\s/]+/i.test(url);
  if (!isRootRelative && !isHttp) return null;
  return url.replace(/[\s,]/g, (char) => encodeURIComponent(char));
}

const PLACEHOLDER = /^data:image\/(?:webp|png|jpeg|gif|avif);base64,[A-Za-z0-9+/]+=*$/;

export function safePlaceholder(placeholder: unknown): string | null {
  return typeof placeholder === 'string' &&
    placeholder.length <= 4096 &&
    PLACEHOLDER.test(placeholder)
    ? placeholder
    : null;
}

export function safeColor(color: unknown): string | null {
  return typeof color === 'string' && /^#[0-9a-f]{6}$/i.test(color) ? color : null;
}
