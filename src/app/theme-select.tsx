import { useState } from 'react';
import { chooseTheme, readThemeChoice, type ThemeChoice } from '@/services/theme/theme';

/** The header's theme control: the system's setting, or light or dark, remembered. */
export function ThemeSelect() {
  const [choice, setChoice] = useState<ThemeChoice>(readThemeChoice);
  return (
    <select
      className="theme-select"
      aria-label="Theme"
      value={choice}
      onChange={(event) => {
        const next = event.target.value as ThemeChoice;
        chooseTheme(next);
        setChoice(next);
      }}
    >
      <option value="system">System theme</option>
      <option value="light">Light theme</option>
      <option value="dark">Dark theme</option>
    </select>
  );
}
