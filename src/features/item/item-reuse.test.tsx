import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import demoRecords from '@/mocks/data/demo-records.json';
import { server } from '@/mocks/node';
import type { ItemRecord } from '@/types/item';
import { serveEngine } from '../../../tests/fixtures/serve-engine';
import { renderApp } from '../../../tests/utils/render-app';

const demo = demoRecords as ItemRecord[];
const base = demo.find((record) => record.objectID === 'aitzgorri') as ItemRecord;

/** Demo photos under one licence each, with the reuse group ingest writes for it. */
const item = (objectID: string, license: ItemRecord['license'], reuse: ItemRecord['reuse']) => ({
  ...base,
  objectID,
  title: objectID,
  license,
  reuse,
});

/** As ingest wrote records before version 8: no `reuse`. */
const withoutReuse: ItemRecord = { ...base };
delete withoutReuse.reuse;

const RECORDS: ItemRecord[] = [
  ...demo,
  { ...withoutReuse, objectID: 'without-reuse', title: 'without-reuse' },
  item(
    'nc-nd',
    { name: 'CC BY-NC-ND 4.0', url: 'https://creativecommons.org/licenses/by-nc-nd/4.0/' },
    'conditions',
  ),
  item(
    'edu',
    {
      name: 'In Copyright - Educational Use Permitted',
      url: 'http://rightsstatements.org/vocab/InC-EDU/1.0/',
    },
    'conditions',
  ),
  item(
    'contract',
    {
      name: 'No Copyright - Contractual Restrictions',
      url: 'http://rightsstatements.org/vocab/NoC-CR/1.0/',
    },
    'conditions',
  ),
  item(
    'in-copyright',
    { name: 'In Copyright', url: 'http://rightsstatements.org/vocab/InC/1.0/' },
    'permission',
  ),
  item(
    'not-evaluated',
    { name: 'Copyright Not Evaluated', url: 'http://rightsstatements.org/vocab/CNE/1.0/' },
    'permission',
  ),
];

async function licenceBlock(id: string) {
  server.use(...serveEngine(RECORDS));
  renderApp(`/item/${id}`);
  return within(await screen.findByRole('region', { name: 'Licence and credit' }));
}

describe('what a visitor may do with an item', () => {
  it('says nothing of reuse for a record written before ingest knew the groups', async () => {
    const block = await licenceBlock('without-reuse');
    expect(block.getByRole('link', { name: 'CC BY 4.0' })).toBeVisible();
    expect(block.queryByText(/reuse/)).toBeNull();
  });

  it('shows the licence’s official name linked to its URI', async () => {
    const free = await licenceBlock('aitzgorri');
    expect(free.getByRole('link', { name: 'CC BY 4.0' })).toHaveAttribute(
      'href',
      'https://creativecommons.org/licenses/by/4.0/',
    );
  });

  it('names a RightsStatements.org statement linked to its URI', async () => {
    const block = await licenceBlock('in-copyright');
    expect(block.getByRole('link', { name: 'In Copyright' })).toHaveAttribute(
      'href',
      'http://rightsstatements.org/vocab/InC/1.0/',
    );
  });

  it.each([
    // Free to reuse: with credit, share-alike, public domain.
    ['aitzgorri', 'You may reuse this freely, crediting Aitzol Berasategi.'],
    [
      'bridge',
      'You may reuse this freely, crediting Sander Klootwijk, sharing changes under the same licence.',
    ],
    ['astronaut', 'You may reuse this freely.'],
    // With conditions.
    [
      'nc-nd',
      'You may reuse this for non-commercial purposes, crediting Aitzol Berasategi, without changes.',
    ],
    ['edu', 'You may reuse this for education, crediting Aitzol Berasategi.'],
    ['contract', 'You may reuse this within the restrictions its rights statement names.'],
    // Ask permission.
    ['in-copyright', 'Ask the archive before reusing this: it is in copyright.'],
    ['not-evaluated', 'Ask the archive before reusing this: its copyright status is unknown.'],
  ])('%s: “%s”', async (id, sentence) => {
    expect((await licenceBlock(id)).getByText(sentence)).toBeVisible();
  });
});
