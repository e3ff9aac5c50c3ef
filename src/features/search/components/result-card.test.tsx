import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import demoRecords from '@/mocks/data/demo-records.json';
import { serveEngine } from '../../../../tests/fixtures/serve-engine';
import { renderApp } from '../../../../tests/utils/render-app';

const card = (name: RegExp) => screen.findByRole('link', { name });
const reasons = (link: HTMLElement) => link.querySelector('.result-card-reasons');
/** The line under a card's title, each part as the visitor reads it. */
const metaParts = (link: HTMLElement) =>
  [...(link.querySelector('.result-card-meta')?.children ?? [])].map((part) => part.textContent);

describe('result cards', () => {
  it('highlight a title found through a typo', async () => {
    renderApp('/?q=dragonfyl');
    const dragonfly = await card(/Dragonfly/);
    expect(within(dragonfly).getByText('Dragonfly', { selector: 'mark' })).toBeInTheDocument();
  });

  it('highlight a title word found with two letters swapped (one typo)', async () => {
    renderApp('/?q=flalen');
    const leaf = await card(/^Fallen Leaf/);
    expect(within(leaf).getByText('Fallen', { selector: 'mark' })).toBeInTheDocument();
  });

  it('show the tag matched with two letters swapped, marked', async () => {
    renderApp('/?q=brdige');
    const bridge = await card(/^Bridge/);
    expect(within(bridge).getByText('Bridge', { selector: 'mark' })).toBeInTheDocument();
    expect(reasons(bridge)).toHaveTextContent('Tag: bridge');
    expect(within(bridge).getByText('bridge', { selector: 'mark' })).toBeInTheDocument();
  });

  it('show the tag a result matched by, when the title does not say', async () => {
    renderApp('/?q=autumn');
    const aitzgorri = await card(/^Aitzgorri/);
    expect(reasons(aitzgorri)).toHaveTextContent('Tag: autumn');
    expect(within(aitzgorri).getByText('autumn', { selector: 'mark' })).toBeInTheDocument();
  });

  it('show a tag matched through a typo, marked', async () => {
    renderApp('/?q=autumm');
    const aitzgorri = await card(/^Aitzgorri/);
    expect(reasons(aitzgorri)).toHaveTextContent('Tag: autumn');
    expect(within(aitzgorri).getByText('autumn', { selector: 'mark' })).toBeInTheDocument();
  });

  it('show a tag matched through a typo in the word still being typed', async () => {
    renderApp('/?q=mountian');
    const aitzgorri = await card(/^Aitzgorri/);
    expect(reasons(aitzgorri)).toHaveTextContent('Tag: mountains');
    expect(within(aitzgorri).getByText('mountains', { selector: 'mark' })).toBeInTheDocument();
  });

  it('show the place a result matched by', async () => {
    renderApp('/?q=aarhus');
    const cups = await card(/Colorful Cups/);
    expect(reasons(cups)).toHaveTextContent('Place: Aarhus');
    expect(within(cups).getByText('Aarhus', { selector: 'mark' })).toBeInTheDocument();
    // Tags that did not match stay off the card.
    expect(reasons(cups)).not.toHaveTextContent('Tag');
  });

  it('give no reason when nothing was searched for', async () => {
    renderApp('/');
    await screen.findByText(/^52 results/);
    expect(document.querySelector('.result-card-reasons')).toBeNull();
    expect(document.querySelector('.results-grid mark')).toBeNull();
  });

  it('show a video’s duration over its picture', async () => {
    renderApp('/?type=video');
    const timelapse = await card(/Time-lapse of tall buildings/);
    const duration = timelapse.querySelector('.result-card-media .result-card-duration');
    expect(duration).toHaveTextContent('0:08');
    expect(within(timelapse).getByText('Video')).toBeInTheDocument();
  });

  it('name a video by its title first, then its type and duration', async () => {
    renderApp('/?type=video');
    const slideshow = await card(/Mountain photos slideshow/);
    // jsdom joins the parts without the spaces a browser puts between blocks.
    expect(slideshow).toHaveAccessibleName(/^Mountain photos slideshow/);
    expect(slideshow).toHaveAccessibleName(/Video, duration 0:10\s*Aitzol Berasategi$/);
  });

  it('date a record without a year by when it was taken, or leave the date out', async () => {
    // 1 June 2012: a record written by hand may carry the capture time and no year.
    const takenAt = Date.UTC(2012, 5, 1) / 1000;
    server.use(
      ...serveEngine(
        demoRecords.map((record) =>
          record.objectID === 'aitzgorri' ? { ...record, takenAt } : record,
        ),
      ),
    );
    renderApp('/?creator=Aitzol%20Berasategi');
    const aitzgorri = await card(/^Aitzgorri/);
    expect(metaParts(aitzgorri)).toEqual(['Photo', '2012', 'Aitzol Berasategi']);
    // Neither a year nor a capture time: the creator follows the type, nothing between them.
    const neither = demoRecords.find(
      (record) =>
        record.creator === 'Aitzol Berasategi' &&
        record.year === null &&
        record.objectID !== 'aitzgorri',
    );
    if (!neither) throw new Error('The demo needs a second undated record by this creator.');
    const other = await card(new RegExp(`^${neither.title}`));
    expect(metaParts(other)).toEqual([
      expect.stringMatching(/^(Photo|Video)/),
      'Aitzol Berasategi',
    ]);
  });
});
