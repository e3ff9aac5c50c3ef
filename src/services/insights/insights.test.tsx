import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { replicaIndexName } from '@/services/search/index-settings';
import { saveConsent } from '@/services/consent/consent';
import { loggedEvents } from '@/services/event-log/event-log';
import {
  sentInsightsEvents,
  trackWithConsent,
  trackerTraffic,
} from '../../../tests/utils/tracking';
import { rememberQueryIndex, sendInsightsEvent } from './insights';

const QUERY_ID = '0123456789abcdef0123456789abcdef';

describe('sendInsightsEvent', () => {
  it('credits a conversion to the index that answered its search (a sort replica)', async () => {
    trackWithConsent();
    const replica = replicaIndexName('folio_demo', 'newest');
    rememberQueryIndex(QUERY_ID, replica);
    sendInsightsEvent({
      eventType: 'conversion',
      eventName: 'Item Downloaded',
      objectID: 'kite',
      queryID: QUERY_ID,
    });
    await waitFor(() =>
      expect(sentInsightsEvents()).toEqual([
        expect.objectContaining({ index: replica, queryID: QUERY_ID, objectIDs: ['kite'] }),
      ]),
    );
  });

  it('sends views in one batch of at most 20 objectIDs, under the anonymous token', async () => {
    trackWithConsent();
    const objectIDs = Array.from({ length: 20 }, (_, at) => `item-${at}`);
    sendInsightsEvent({ eventType: 'view', eventName: 'Results Viewed', objectIDs });
    await waitFor(() =>
      expect(sentInsightsEvents()).toEqual([
        {
          eventType: 'view',
          eventName: 'Results Viewed',
          index: 'folio_demo',
          objectIDs,
          userToken: expect.stringMatching(/^anonymous-[0-9a-f-]{36}$/),
        },
      ]),
    );
    expect(loggedEvents().at(-1)).toMatchObject({ destination: 'Insights', status: 'sent' });
  });

  it('drops an event without search-improvement consent, and logs it as blocked', async () => {
    trackWithConsent();
    saveConsent({ analytics: true, insights: false });
    sendInsightsEvent({
      eventType: 'click',
      eventName: 'Result Opened',
      objectID: 'kite',
      queryID: QUERY_ID,
      position: 3,
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(trackerTraffic('Insights')).toEqual([]);
    expect(loggedEvents()).toEqual([
      expect.objectContaining({ name: 'Result Opened', status: 'blocked' }),
    ]);
  });
});
