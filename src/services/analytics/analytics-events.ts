/**
 * Every analytics event the app sends, by GA4's recommended names, so the owner's reports work
 * without mapping. Params are what both destinations receive (GA4 as event parameters, Tag
 * Manager as dataLayer keys).
 */

export interface PageViewParams {
  page_location: string;
  page_path: string;
  page_title: string;
}

export interface ListItem {
  item_id: string;
  item_name: string;
  /** 0-based place in the list, GA4's convention (position 1 is index 0). */
  index: number;
}

export type AnalyticsEvent =
  | { name: 'page_view'; params: PageViewParams }
  | { name: 'search'; params: { search_term: string; results_count: number } }
  | {
      name: 'select_item';
      params: {
        item_list_id: 'search_results';
        item_list_name: 'Search results';
        /** Where the result was opened from. */
        method: 'grid' | 'viewer' | 'suggestion' | 'map';
        items: [ListItem];
      };
    }
  | { name: 'view_item'; params: { item_id: string; item_type: string } }
  | { name: 'file_download'; params: { item_id: string; file_name: string; rendition: string } }
  | { name: 'share'; params: { item_id: string; method: 'web-share' | 'copy-link' } }
  | { name: 'generate_lead'; params: { item_id: string; form: 'contact' } };

export type AnalyticsEventName = AnalyticsEvent['name'];

/** A destination the app hands events to once the visitor agreed (GA4 or Tag Manager). */
export interface AnalyticsDestination {
  send(event: AnalyticsEvent): void;
}
