/**
 * Light or dark: the system's setting unless the visitor picked one (kept in this browser).
 * The page reads `data-theme="light|dark"` on <html> (src/app/styles.css); it is set before the
 * first render (src/start/start-theme.ts), since the security policy allows no inline script in
 * the page. A page rendered at build time is drawn before that runs: src/start/theme-head.js does
 * the same there (theme-head.test.tsx keeps the two in step).
 */

export type ThemeChoice = 'system' | 'light' | 'dark';
export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'folio:theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

export function readThemeChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

function systemTheme(): Theme {
  return typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

export function applyTheme(choice: ThemeChoice): void {
  document.documentElement.dataset.theme = choice === 'system' ? systemTheme() : choice;
}

/** Every theme control on the page (the header's, the phone's in the site menu) shows the pick. */
const listeners = new Set<() => void>();
let unstoredChoice: ThemeChoice | undefined;

export function subscribeThemeChoice(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What the controls show: the stored pick, or one storage refused to keep. */
export function readShownThemeChoice(): ThemeChoice {
  return unstoredChoice ?? readThemeChoice();
}

/** The visitor's pick, remembered; "system" forgets it and follows the system again. */
export function chooseTheme(choice: ThemeChoice): void {
  unstoredChoice = undefined;
  try {
    if (choice === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Storage blocked: the choice lasts as long as this page.
    unstoredChoice = choice;
  }
  applyTheme(choice);
  for (const listener of listeners) listener();
}

/**
 * Applies the remembered theme now, then keeps it current: "system" follows the system's
 * setting as it changes (evening mode), and a choice made in another tab applies here too.
 */
export function startTheme(): void {
  applyTheme(readThemeChoice());
  const follow = () => applyTheme(readThemeChoice());
  if (typeof matchMedia === 'function') matchMedia(DARK_QUERY).addEventListener('change', follow);
  window.addEventListener('storage', (event) => {
    if (event.key !== THEME_STORAGE_KEY && event.key !== null) return;
    follow();
    for (const listener of listeners) listener();
  });
}
