import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../tests/utils/render-app';

const card = (name: RegExp) => screen.findByRole('link', { name });
const reasons = (link: HTMLElement) => link.querySelector('.result-card-reasons');

describe('result cards', () => {
  it('highlight a title found through a typo', async () => {
    renderApp('/?q=dragonfyl');
    const dragonfly = await card(/Dragonfly/);
    expect(within(dragonfly).getByText('Dragonfly', { selector: 'mark' })).toBeInTheDocument();
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
    expect(duration).toHaveTextContent('Duration 0:08');
    expect(within(timelapse).getByText('Video')).toBeInTheDocument();
    const slideshow = await card(/Mountain photos slideshow/);
    expect(slideshow).toHaveTextContent('Duration 0:10');
  });
});
