import { startTheme } from '@/services/theme/theme';

// Imported first by main.tsx, so it runs before the rest of the app is even downloaded.
startTheme();
