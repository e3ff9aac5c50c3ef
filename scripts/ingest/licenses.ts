import type { License } from '../../src/types/item.ts';

/** Licences a sidecar may name by their short name (matched case-insensitively). */
export const KNOWN_LICENSES: readonly License[] = [
  { name: 'CC0-1.0', url: 'https://creativecommons.org/publicdomain/zero/1.0/' },
  { name: 'CC-BY-2.0', url: 'https://creativecommons.org/licenses/by/2.0/' },
  { name: 'CC-BY-3.0', url: 'https://creativecommons.org/licenses/by/3.0/' },
  { name: 'CC-BY-4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
  { name: 'CC-BY-SA-3.0', url: 'https://creativecommons.org/licenses/by-sa/3.0/' },
  { name: 'CC-BY-SA-4.0', url: 'https://creativecommons.org/licenses/by-sa/4.0/' },
  { name: 'CC-BY-NC-4.0', url: 'https://creativecommons.org/licenses/by-nc/4.0/' },
  { name: 'CC-BY-ND-4.0', url: 'https://creativecommons.org/licenses/by-nd/4.0/' },
  { name: 'CC-BY-NC-SA-4.0', url: 'https://creativecommons.org/licenses/by-nc-sa/4.0/' },
  { name: 'CC-BY-NC-ND-4.0', url: 'https://creativecommons.org/licenses/by-nc-nd/4.0/' },
  { name: 'GPL-2.0-or-later', url: 'https://www.gnu.org/licenses/old-licenses/gpl-2.0.html' },
  { name: 'GPL-3.0-or-later', url: 'https://www.gnu.org/licenses/gpl-3.0.html' },
  { name: 'LGPLv3', url: 'https://www.gnu.org/licenses/lgpl-3.0.html' },
  { name: 'MIT', url: 'https://opensource.org/license/mit' },
  { name: 'Public domain', url: null },
  { name: 'All rights reserved', url: null },
];

const ALIASES: Record<string, string> = {
  cc0: 'CC0-1.0',
  'lgpl-3.0': 'LGPLv3',
  'lgpl-3.0-or-later': 'LGPLv3',
  'gpl-2.0+': 'GPL-2.0-or-later',
  'gpl-3.0+': 'GPL-3.0-or-later',
};

/** Used when neither the sidecar nor a defaults file names a licence. */
export const DEFAULT_LICENSE: License = { name: 'All rights reserved', url: null };

/** `CC BY-SA 4.0` (as records name it, reuse.ts) and `cc-by-sa-4.0` are the same key. */
const keyOf = (name: string): string => name.trim().toLowerCase().replace(/\s+/g, '-');

export function findKnownLicense(name: string): License | null {
  const key = keyOf(name);
  const canonical = ALIASES[key]?.toLowerCase() ?? key;
  return KNOWN_LICENSES.find((license) => keyOf(license.name) === canonical) ?? null;
}
