import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import type { OpenDataSummary } from '@/services/open-data/open-data-summary';
import { currentUrl, renderApp } from '../../../tests/utils/render-app';

const SUMMARY: OpenDataSummary = {
  files: [
    { format: 'csv', path: 'data/records.csv', mediaType: 'text/csv', bytes: 34_512, records: 51 },
    {
      format: 'json',
      path: 'data/records.json',
      mediaType: 'application/json',
      bytes: 1_250_000,
      records: 51,
    },
    {
      format: 'geojson',
      path: 'data/records.geojson',
      mediaType: 'application/geo+json',
      bytes: 812,
      records: 1,
    },
  ],
  dateModified: '2026-11-26',
  license: { name: 'CC0-1.0', url: 'https://creativecommons.org/publicdomain/zero/1.0/' },
  bounds: [40, -5, 57, 10],
};

const answerSummary = (response: () => Response) =>
  server.use(http.get('*/data/datasets.json', response));

describe('/data', () => {
  it('links each file with its size and count, and says the licence of the records and of the media', async () => {
    answerSummary(() => HttpResponse.json(SUMMARY));
    const { user } = renderApp('/data');
    expect(await screen.findByRole('heading', { level: 1, name: 'Open data' })).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Files' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^records\.csv \(CSV, 34\.5 KB, 51 items\)/),
      expect.stringMatching(/^records\.json \(JSON, 1\.3 MB, 51 items\)/),
      expect.stringMatching(/^records\.geojson \(GeoJSON, 812 bytes, 1 located item\)/),
    ]);
    const csv = screen.getByRole('link', { name: 'records.csv' });
    expect(csv).toHaveAttribute('href', '/data/records.csv');
    expect(csv).toHaveAttribute('download', 'records.csv');
    expect(screen.getByRole('link', { name: 'CC0-1.0' })).toHaveAttribute(
      'href',
      'https://creativecommons.org/publicdomain/zero/1.0/',
    );
    expect(screen.getByText(/The photos and videos keep their own licences/)).toBeVisible();
    // The demo's search holds 52 items; the files 51.
    expect(
      await screen.findByText(/51 items of the 52 searchable here are in these files/),
    ).toBeVisible();
    expect(document.title).toBe('Open data · Folio');

    await user.click(screen.getByRole('link', { name: 'about page' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'About Folio' })).toBeVisible();
    expect(currentUrl()).toBe('/about');
  });

  it.each([
    ['a 404', () => new HttpResponse(null, { status: 404 })],
    ['the app’s page instead of the file', () => HttpResponse.html('<!doctype html><p>app</p>')],
  ])('says plainly when the site was built without its records (%s)', async (_, response) => {
    answerSummary(response);
    renderApp('/data');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This site was built without its records, so it publishes no open data.',
    );
  });

  it('is linked from the about page', async () => {
    answerSummary(() => HttpResponse.json(SUMMARY));
    const { user } = renderApp('/about');
    await user.click(await screen.findByRole('link', { name: 'open data' }));
    expect(await screen.findByRole('link', { name: 'records.geojson' })).toBeVisible();
    expect(currentUrl()).toBe('/data');
  });
});
