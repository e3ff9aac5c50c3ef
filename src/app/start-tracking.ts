import type { AppConfig } from '@/config/env';
import { startAnalytics } from '@/services/analytics/analytics';
import { startInsights } from '@/services/insights/insights';

/** Points analytics and insights at the configured destinations; each still waits for consent. */
export function startTracking(config: AppConfig): void {
  startAnalytics(config.analytics);
  startInsights({
    appId: config.algolia.appId,
    apiKey: config.algolia.searchKey,
    indexName: config.algolia.indexName,
  });
}
