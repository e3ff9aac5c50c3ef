import type { Middleware } from 'instantsearch.js';

type SearchState = NonNullable<
  ReturnType<Parameters<Middleware>[0]['instantSearchInstance']['mainIndex']['getHelper']>
>['state'];

/**
 * After a failed search InstantSearch puts the last good search back (algolia/instantsearch
 * #5438): query, filters, page and so the URL. Here the visitor keeps what they asked for
 * instead: the search box, the filters and the address stay theirs, the last good results stay
 * hidden (ResultsArea), and Try again runs their search, not the previous one.
 *
 * The failed state is read when the error is emitted (before InstantSearch's render rolls it
 * back) and put back silently right after that render, before the state reaches the router.
 */
export function createKeepFailedSearchMiddleware(): Middleware {
  return ({ instantSearchInstance }) => {
    let failedState: SearchState | null = null;

    const rememberFailedState = () => {
      failedState = instantSearchInstance.mainIndex.getHelper()?.state ?? null;
    };
    const putFailedStateBack = () => {
      const wanted = failedState;
      failedState = null;
      const helper = instantSearchInstance.mainIndex.getHelper();
      if (!wanted || !helper || instantSearchInstance.status !== 'error') return;
      if (helper.state === wanted) return;
      // No change event and no search: the search failed, it must not run again by itself.
      helper.overrideStateWithoutTriggeringChangeEvent(wanted);
      instantSearchInstance.mainIndex.refreshUiState();
      // Widgets drew the rolled-back state; draw again, keeping the error status.
      instantSearchInstance.scheduleRender(false);
    };

    return {
      $$type: 'folio.keep-failed-search',
      onStateChange() {},
      subscribe() {
        instantSearchInstance.on('error', rememberFailedState);
        instantSearchInstance.on('render', putFailedStateBack);
      },
      started() {},
      unsubscribe() {
        instantSearchInstance.removeListener('error', rememberFailedState);
        instantSearchInstance.removeListener('render', putFailedStateBack);
      },
    };
  };
}
