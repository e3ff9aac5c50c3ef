import { startTheme } from './theme';

// Imported first by src/main.tsx, so it runs before the rest of the app is even downloaded.
startTheme();
