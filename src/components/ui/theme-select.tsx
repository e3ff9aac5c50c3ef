import { useSyncExternalStore } from 'react';
import {
  chooseTheme,
  readShownThemeChoice,
  subscribeThemeChoice,
  type ThemeChoice,
} from '@/services/theme/theme';

/**
 * The theme control: the system's setting, or light or dark, remembered. The header has one
 * (from 768 px) and the site menu another (on phones); each shows the pick made in either.
 */
export function ThemeSelect({ className }: { className?: string }) {
  const choice = useSyncExternalStore(subscribeThemeChoice, readShownThemeChoice, () => 'system');
  return (
    <select
      className={className}
      aria-label="Theme"
      value={choice}
      onChange={(event) => chooseTheme(event.target.value as ThemeChoice)}
    >
      <option value="system">System theme</option>
      <option value="light">Light theme</option>
      <option value="dark">Dark theme</option>
    </select>
  );
}
