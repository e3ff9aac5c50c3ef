import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../../tests/utils/render-app';

/** The first press loads citation-js and its styles: seconds on a busy machine. */
const LOAD = { timeout: 20_000 };

/**
 * jsdom has no object URLs: record the Blob the page hands over, and give back a same-page
 * fragment so jsdom's navigation on the link's click stays a harmless hash change.
 */
const saved: { name: string; blob: Blob }[] = [];
let lastBlob: Blob | null = null;
const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
const recordDownload = (event: MouseEvent) => {
  const link = event.target;
  if (link instanceof HTMLAnchorElement && link.download && lastBlob)
    saved.push({ name: link.download, blob: lastBlob });
};
beforeAll(() => {
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    lastBlob = blob as Blob;
    return '#saved-file';
  };
  URL.revokeObjectURL = () => {};
  document.addEventListener('click', recordDownload, true);
});
afterAll(() => {
  URL.createObjectURL = original.create;
  URL.revokeObjectURL = original.revoke;
  document.removeEventListener('click', recordDownload, true);
});

function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/** The accessed date a citation made now carries, as BibTeX's note writes it. */
function today(): string {
  const now = new Date();
  const two = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}

const APA =
  'Klapetek, M. (2015). Fallen Leaf [Photograph]. Folio. http://localhost:4173/item/fallen-leaf';

describe('Cite this item', () => {
  it('opens by keyboard with APA, Chicago and MLA ready to copy, and Escape closes it', async () => {
    const { user } = renderApp('/item/fallen-leaf');
    await screen.findByRole('heading', { name: 'Fallen Leaf', level: 1 });
    const cite = screen.getByRole('button', { name: 'Cite' });
    expect(cite).toHaveAttribute('aria-expanded', 'false');
    cite.focus();
    await user.keyboard('{Enter}');

    const panel = await screen.findByRole('region', { name: 'Cite this item' });
    expect(cite).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel).getByRole('heading', { name: 'Cite this item' })).toHaveFocus();
    const apa = await within(panel).findByRole('group', { name: 'APA' }, LOAD);
    expect(within(apa).getByText(APA)).toBeInTheDocument();
    expect(within(panel).getByRole('group', { name: 'Chicago' })).toHaveTextContent(
      'Klapetek, Martin. 2015. Fallen Leaf. Folio, October 29.',
    );
    expect(within(panel).getByRole('group', { name: 'MLA' })).toHaveTextContent(
      'Klapetek, Martin. Fallen Leaf. Folio, 29 Oct. 2015, http://localhost:4173/item/fallen-leaf.',
    );

    await user.click(within(apa).getByRole('button', { name: 'Copy APA citation' }));
    expect(await within(apa).findByText('APA citation copied.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(APA);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Cite this item' })).not.toBeInTheDocument();
    expect(cite).toHaveFocus();
    expect(cite).toHaveAttribute('aria-expanded', 'false');
    // Escape closed the panel only: the visitor is still on the item.
    expect(screen.getByRole('heading', { name: 'Fallen Leaf', level: 1 })).toBeInTheDocument();
  });

  it('saves BibTeX, RIS and CSL-JSON files named after the item', async () => {
    saved.length = 0;
    const { user } = renderApp('/item/fallen-leaf');
    await user.click(await screen.findByRole('button', { name: 'Cite' }));
    const panel = await screen.findByRole('region', { name: 'Cite this item' });
    await user.click(
      await within(panel).findByRole('button', { name: 'Download BibTeX (.bib)' }, LOAD),
    );
    await user.click(within(panel).getByRole('button', { name: 'Download RIS (.ris)' }));
    await user.click(within(panel).getByRole('button', { name: 'Download CSL-JSON (.json)' }));

    await waitFor(() =>
      expect(saved.map((file) => file.name)).toEqual([
        'fallen-leaf.bib',
        'fallen-leaf.ris',
        'fallen-leaf.json',
      ]),
    );
    const [bibtex, ris, csl] = await Promise.all(saved.map((file) => blobText(file.blob)));
    expect(bibtex).toBe(
      '@misc{Klapetek2015Fallen,\n' +
        `\tnote = {[Online; accessed ${today()}]},\n` +
        '\tauthor = {Klapetek, Martin},\n' +
        '\tyear = {2015},\n' +
        '\tmonth = {oct 29},\n' +
        '\tpublisher = {Folio},\n' +
        '\ttitle = {Fallen {Leaf}},\n' +
        '\turl = {http://localhost:4173/item/fallen-leaf},\n' +
        '}\n',
    );
    expect(ris).toMatch(/^TY {2}- ART\n/);
    expect(ris).toContain('TI  - Fallen Leaf');
    expect(JSON.parse(csl ?? '')).toEqual([
      expect.objectContaining({
        id: 'fallen-leaf',
        type: 'graphic',
        title: 'Fallen Leaf',
        author: [{ given: 'Martin', family: 'Klapetek' }],
        issued: { 'date-parts': [[2015, 10, 29]] },
        publisher: 'Folio',
        URL: 'http://localhost:4173/item/fallen-leaf',
        medium: 'Photograph',
        dimensions: '2560 × 1600 px',
      }),
    ]);
  });
});
