import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import type { Connector, InitOptions, RenderOptions } from 'instantsearch.js';
import type { SearchParameters } from 'algoliasearch-helper';
import { Configure, InstantSearch, useConnector, useInstantSearch } from 'react-instantsearch-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MOCK_ALGOLIA } from '@/config/mock-defaults';
import { server } from '@/mocks/node';
import { createSearchClient } from '@/services/search/search-client';
import { useWidgetsBehindFirstScreen } from './use-widgets-behind-first-screen';

/** How often the index asked the probes for their search parameters. */
let parameterRounds = 0;

const probeState = () => ({ widgetParams: {} });

/** A widget that only counts how often the index asks it for its search parameters. */
function connectProbe(renderFn: (state: object, isFirstRender: boolean) => void) {
  return () => ({
    $$type: 'folio.probe',
    init: ({ instantSearchInstance }: InitOptions) =>
      renderFn({ ...probeState(), instantSearchInstance }, true),
    render: ({ instantSearchInstance }: RenderOptions) =>
      renderFn({ ...probeState(), instantSearchInstance }, false),
    dispose: () => {},
    getWidgetRenderState: probeState,
    getWidgetSearchParameters: (state: SearchParameters) => {
      parameterRounds += 1;
      return state;
    },
  });
}

function Probe() {
  useConnector(
    connectProbe as unknown as Connector<{ $$type: 'folio.probe' }, Record<string, never>>,
    {},
  );
  return null;
}

function BehindFirstScreen() {
  useWidgetsBehindFirstScreen();
  return null;
}

function Results() {
  const { status, results } = useInstantSearch();
  const [probes, setProbes] = useState(0);
  return (
    <>
      <p>{status === 'idle' && results.nbHits > 0 ? `${results.nbHits} results` : 'searching'}</p>
      <button type="button" onClick={() => setProbes(20)}>
        Add 20 widgets
      </button>
      {Array.from({ length: probes }, (_, at) => (
        <Probe key={at} />
      ))}
    </>
  );
}

let searchRequests = 0;
const countSearchRequest = ({ request }: { request: Request }) => {
  if (request.url.includes('/queries')) searchRequests += 1;
};
beforeEach(() => {
  searchRequests = 0;
  server.events.on('request:start', countSearchRequest);
});
afterEach(() => {
  server.events.removeListener('request:start', countSearchRequest);
});

describe('the widgets a commit adds to a search', () => {
  it('reach the index together: their parameters are computed once each, not once per widget added', async () => {
    render(
      <InstantSearch
        searchClient={createSearchClient(MOCK_ALGOLIA)}
        indexName={MOCK_ALGOLIA.indexName}
      >
        <BehindFirstScreen />
        <Configure hitsPerPage={24} />
        <Results />
      </InstantSearch>,
    );
    expect(await screen.findByText('52 results')).toBeInTheDocument();
    // The widgets of the first commit made one search, not one before and one after they were in.
    expect(searchRequests).toBe(1);
    parameterRounds = 0;

    act(() => screen.getByRole('button', { name: 'Add 20 widgets' }).click());
    await act(() => Promise.resolve());
    // One by one, the index recomputes every widget's parameters at each addition: 1 + 2 + … + 20.
    expect(parameterRounds).toBeGreaterThanOrEqual(20);
    expect(parameterRounds).toBeLessThan(60);
  });
});
