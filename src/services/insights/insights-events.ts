/**
 * The search-improvement events Folio sends to the search service's Insights API, by what the
 * visitor did. `index` is the index the results came from (a sort replica when sorted); it
 * defaults to the configured index.
 */

export interface ClickEvent {
  eventType: 'click';
  eventName: 'Result Opened';
  objectID: string;
  queryID: string;
  /** 1-based absolute position in the results. */
  position: number;
  index?: string;
}

export interface ConversionEvent {
  eventType: 'conversion';
  eventName: 'Item Downloaded' | 'Contact Sent';
  objectID: string;
  /** Several items converted at once (a bulk download, at most 20): sent instead of objectID. */
  objectIDs?: string[];
  /** The search that led here, when there was one: a conversion-after-search. */
  queryID: string | null;
  index?: string;
}

export interface ViewEvent {
  eventType: 'view';
  eventName: 'Results Viewed';
  /** At most 20 per event, the service's limit. */
  objectIDs: string[];
  index?: string;
}

export type InsightsEvent = ClickEvent | ConversionEvent | ViewEvent;

/** What goes to search-insights: its method name and payload, credentials and token added there. */
export interface InsightsCall {
  method:
    | 'clickedObjectIDsAfterSearch'
    | 'convertedObjectIDsAfterSearch'
    | 'convertedObjectIDs'
    | 'viewedObjectIDs'
    | 'clickedFilters'
    | 'clickedObjectIDs'
    | 'convertedFilters'
    | 'viewedFilters';
  payload: Record<string, unknown> & { eventName: string; index: string };
}

export function toInsightsCall(event: InsightsEvent, defaultIndex: string): InsightsCall {
  const index = event.index ?? defaultIndex;
  switch (event.eventType) {
    case 'click':
      return {
        method: 'clickedObjectIDsAfterSearch',
        payload: {
          eventName: event.eventName,
          index,
          queryID: event.queryID,
          objectIDs: [event.objectID],
          positions: [event.position],
        },
      };
    case 'conversion':
      return event.queryID
        ? {
            method: 'convertedObjectIDsAfterSearch',
            payload: {
              eventName: event.eventName,
              index,
              queryID: event.queryID,
              objectIDs: [event.objectID],
            },
          }
        : {
            method: 'convertedObjectIDs',
            payload: {
              eventName: event.eventName,
              index,
              objectIDs: event.objectIDs ?? [event.objectID],
            },
          };
    case 'view':
      return {
        method: 'viewedObjectIDs',
        payload: { eventName: event.eventName, index, objectIDs: event.objectIDs },
      };
  }
}
