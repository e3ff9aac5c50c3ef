import { createContext, use, type ReactNode } from 'react';
import type { AppConfig } from './env';

const AppConfigContext = createContext<AppConfig | null>(null);

export function AppConfigProvider({
  config,
  children,
}: {
  config: AppConfig;
  children: ReactNode;
}) {
  return <AppConfigContext value={config}>{children}</AppConfigContext>;
}

export function useAppConfig(): AppConfig {
  const config = use(AppConfigContext);
  if (!config) throw new Error('useAppConfig must be used inside <AppConfigProvider>.');
  return config;
}
