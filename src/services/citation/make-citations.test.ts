import { describe, expect, it } from 'vitest';
import { Cite } from '@citation-js/core';
import type { ItemView } from '@/types/item';
import { makeCitations } from './make-citations';

const dayOf = (year: number, month: number, date: number) =>
  Date.UTC(year, month - 1, date) / 86_400_000;

/** A photograph as the app reads it, by two photographers, dated to the day. */
const harbour: ItemView = {
  objectID: 'harbour-dawn',
  type: 'photo',
  title: 'Harbour at dawn',
  description: 'Boats in a harbour at first light.',
  tags: [],
  creator: 'Ana López, Vincent van Gogh',
  creators: ['Ana López', 'Vincent van Gogh'],
  credit: 'Ana López and Vincent van Gogh',
  license: { name: 'CC-BY-4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
  takenAt: Date.UTC(1950, 5, 14, 9) / 1000,
  year: 1950,
  dateText: '1950-06-14',
  dateLabel: '14 June 1950',
  dayFirst: dayOf(1950, 6, 14),
  dayLast: dayOf(1950, 6, 14),
  camera: null,
  lens: null,
  exposure: null,
  place: null,
  image: {
    src: '/media/h.jpg',
    width: 6000,
    height: 4000,
    color: '#000',
    placeholder: '',
    renditions: [],
  },
  incomplete: [],
};

const source = (item: ItemView) => ({
  item,
  archiveName: 'Harbour Archive',
  url: `https://photos.example.org/item/${item.objectID}`,
  accessed: new Date(2026, 10, 27),
});

/** citation-js and its styles load on the first call: on a busy machine that takes seconds. */
const LOAD_MS = 30_000;

const sixties: ItemView = {
  ...harbour,
  creator: null,
  creators: [],
  takenAt: null,
  dateText: '196X',
  dateLabel: '1960s',
  dayFirst: dayOf(1960, 1, 1),
  dayLast: dayOf(1969, 12, 31),
};

describe('citations of an item', () => {
  it(
    'cites a photograph by two people, dated to the day, in APA, Chicago and MLA',
    async () => {
      const cited = await makeCitations(source(harbour));
      expect(cited.apa).toBe(
        'López, A., & van Gogh, V. (1950). Harbour at dawn [Photograph]. Harbour Archive. ' +
          'https://photos.example.org/item/harbour-dawn',
      );
      expect(cited.chicago).toBe(
        'López, Ana, and Vincent van Gogh. 1950. Harbour at Dawn. Harbour Archive, June 14. ' +
          'Photograph, 6000 × 4000 px. https://photos.example.org/item/harbour-dawn.',
      );
      expect(cited.mla).toBe(
        'López, Ana, and Vincent van Gogh. Harbour at Dawn. Harbour Archive, 14 Jun. 1950, ' +
          'https://photos.example.org/item/harbour-dawn. Photograph.',
      );
    },
    LOAD_MS,
  );

  it(
    'writes BibTeX, RIS and CSL-JSON that read back as the same item',
    async () => {
      const cited = await makeCitations(source(harbour));
      expect(cited.bibtex).toMatch(/^@misc\{/);
      expect(cited.bibtex).toContain('note = {[Online; accessed 2026-11-27]}');
      expect(cited.ris).toMatch(/^TY {2}- ART\n/);
      expect(cited.ris).toContain('Y2  - 2026/11/27/');
      const fromBibtex = (await Cite.async(cited.bibtex)).data[0];
      expect(fromBibtex).toMatchObject({
        title: 'Harbour at dawn',
        author: [
          { given: 'Ana', family: 'López' },
          { given: 'Vincent', family: 'Gogh', 'non-dropping-particle': 'van' },
        ],
        issued: { 'date-parts': [[1950, 6, 14]] },
        publisher: 'Harbour Archive',
        URL: 'https://photos.example.org/item/harbour-dawn',
      });
      const fromRis = (await Cite.async(cited.ris)).data[0];
      expect(fromRis).toMatchObject({
        title: 'Harbour at dawn',
        issued: { 'date-parts': [[1950, 6, 14]] },
        URL: 'https://photos.example.org/item/harbour-dawn',
      });
      expect(JSON.parse(cited.csl)).toEqual([
        {
          id: 'harbour-dawn',
          type: 'graphic',
          title: 'Harbour at dawn',
          author: [
            { given: 'Ana', family: 'López' },
            { given: 'Vincent', 'non-dropping-particle': 'van', family: 'Gogh' },
          ],
          issued: { 'date-parts': [[1950, 6, 14]] },
          accessed: { 'date-parts': [[2026, 11, 27]] },
          URL: 'https://photos.example.org/item/harbour-dawn',
          publisher: 'Harbour Archive',
          medium: 'Photograph',
          dimensions: '6000 × 4000 px',
        },
      ]);
    },
    LOAD_MS,
  );

  it(
    'cites an item with no creator by its title, and a loose date as the span it allows',
    async () => {
      const cited = await makeCitations(source(sixties));
      expect(cited.apa).toBe(
        'Harbour at dawn. (1960–1969). [Photograph]. Harbour Archive. ' +
          'https://photos.example.org/item/harbour-dawn',
      );
      expect(cited.mla).toBe(
        'Harbour at Dawn. Harbour Archive, 1960–1969, https://photos.example.org/item/harbour-dawn. Photograph.',
      );
      expect(JSON.parse(cited.csl)[0]).not.toHaveProperty('author');
      expect(JSON.parse(cited.csl)[0].issued).toEqual({ 'date-parts': [[1960], [1969]] });
    },
    LOAD_MS,
  );

  it(
    'cites an approximate date as circa, an institution as written, and a video as a motion picture',
    async () => {
      const film: ItemView = {
        ...harbour,
        type: 'video',
        video: { provider: 'youtube', id: 'abc', durationSec: 125, poster: null },
        creator: 'National Library of Wales',
        creators: undefined,
        takenAt: null,
        dateText: '1950~',
        dateLabel: 'c. 1950',
        dayFirst: dayOf(1950, 1, 1),
        dayLast: dayOf(1950, 12, 31),
      };
      const cited = await makeCitations(source(film));
      expect(cited.apa).toBe(
        'National Library of Wales. (ca. 1950). Harbour at dawn [Video]. Harbour Archive. ' +
          'https://photos.example.org/item/harbour-dawn',
      );
      expect(cited.ris).toMatch(/^TY {2}- MPCT\n/);
      expect(JSON.parse(cited.csl)[0]).toMatchObject({
        type: 'motion_picture',
        author: [{ literal: 'National Library of Wales' }],
        issued: { 'date-parts': [[1950]], circa: true },
        dimensions: '2:05',
      });
    },
    LOAD_MS,
  );

  it(
    'says a month span as months',
    async () => {
      const june = {
        ...sixties,
        dateText: '1950-06',
        dayFirst: dayOf(1950, 6, 1),
        dayLast: dayOf(1950, 6, 30),
      };
      const cited = await makeCitations(source(june));
      expect(JSON.parse(cited.csl)[0].issued).toEqual({ 'date-parts': [[1950, 6]] });
    },
    LOAD_MS,
  );
});
