import { searchHostOrigin } from '@/config/algolia-hosts';
import type { AppConfig } from '@/config/env';
import { startAnalytics } from '@/services/analytics/analytics';
import { startInsights } from '@/services/insights/insights';

/** Points analytics and insights at the configured destinations; each still waits for consent. */
export function startTracking(config: AppConfig): void {
  startAnalytics(config.analytics);
  // Events go where the searches go: a build pointed at engine:serve or a proxy sends nothing
  // to Algolia (docs/decisions/035).
  const [eventHost] = config.algolia.hosts ?? [];
  startInsights({
    appId: config.algolia.appId,
    apiKey: config.algolia.searchKey,
    indexName: config.algolia.indexName,
    ...(eventHost ? { host: searchHostOrigin(eventHost) } : {}),
  });
}
