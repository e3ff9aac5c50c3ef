import { describe, expect, it } from 'vitest';
import { formatSearchUrl, LIMITS, parseSearchUrl } from './search-url';

describe('parseSearchUrl', () => {
  it('reads the documented format', () => {
    expect(
      parseSearchUrl('?q=leaf&type=photo&tags=autumn~leaf&year=2014:2016&sort=newest&page=2'),
    ).toEqual({
      q: 'leaf',
      lists: { type: ['photo'], tags: ['autumn', 'leaf'] },
      // Several tags and no mode: a link from when tags were always OR'ed.
      tagMode: 'any',
      year: { from: 2014, to: 2016 },
      sort: 'newest',
      page: 2,
    });
  });

  it('reads how ticked tags combine, "all" unless the link says otherwise', () => {
    expect(parseSearchUrl('?tags=a~b&tagmode=all').tagMode).toBe('all');
    expect(parseSearchUrl('?tags=a~b&tagmode=ANY').tagMode).toBe('any');
    expect(parseSearchUrl('?tags=a&tagmode=any').tagMode).toBe('any');
    // One tag: the mode changes nothing until a second is ticked; the default stands.
    expect(parseSearchUrl('?tags=a').tagMode).toBeUndefined();
    expect(parseSearchUrl('?tags=a~b&tagmode=some').tagMode).toBe('any');
    expect(parseSearchUrl('?tags=a&tagmode=some').tagMode).toBeUndefined();
  });

  it('reads every facet parameter', () => {
    expect(
      parseSearchUrl(
        '?creator=Ann~Ben&lens=EF50mm%20f%2F1.8%20II&place=Skagen~Aarhus&country=Denmark' +
          '&orientation=portrait~square&colour=grey~blue&licence=CC%20BY%204.0' +
          '&camera=Canon%3ECanon%20EOS%2070D',
      ),
    ).toEqual({
      lists: {
        creator: ['Ann', 'Ben'],
        lens: ['EF50mm f/1.8 II'],
        place: ['Skagen', 'Aarhus'],
        country: ['Denmark'],
        orientation: ['portrait', 'square'],
        colour: ['grey', 'blue'],
        licence: ['CC BY 4.0'],
      },
      camera: ['Canon', 'Canon EOS 70D'],
    });
  });

  it('reads the camera as make or make>model, with > written or encoded', () => {
    expect(parseSearchUrl('?camera=Olympus').camera).toEqual(['Olympus']);
    expect(parseSearchUrl('?camera=Canon>Canon+EOS+70D').camera).toEqual([
      'Canon',
      'Canon EOS 70D',
    ]);
    expect(parseSearchUrl('?camera=Konica%20Minolta%20%3E%20DiMAGE%20Z5').camera).toEqual([
      'Konica Minolta',
      'DiMAGE Z5',
    ]);
  });

  it('reads fixed values whatever their case', () => {
    expect(parseSearchUrl('?colour=Grey&orientation=LANDSCAPE&type=Photo').lists).toEqual({
      type: ['photo'],
      orientation: ['landscape'],
      colour: ['grey'],
    });
  });

  it('keeps a link to a shared credit working: it asks for each person', () => {
    expect(parseSearchUrl('?creator=Lennart%20Poettering%2C%20Andrea%20Cimitan').lists).toEqual({
      creator: ['Lennart Poettering', 'Andrea Cimitan'],
    });
  });

  it('decodes encoded values, spaces as %20 or +, and a literal ~ inside a value', () => {
    expect(parseSearchUrl('?q=red+car&creator=Jesper%20K.%20Pedersen~a%7Eb')).toEqual({
      q: 'red car',
      lists: { creator: ['Jesper K. Pedersen', 'a~b'] },
    });
  });

  it.each([
    ['?page=-3', {}],
    ['?page=0', {}],
    ['?page=1', {}],
    ['?page=abc', {}],
    ['?page=2.5', {}],
    ['?page=99999', {}],
    ['?year=abc', {}],
    ['?year=20x4:2016', {}],
    ['?year=1:2:3', {}],
    ['?sort=cheapest', {}],
    ['?sort=relevance', {}],
    ['?type=document~photo', { lists: { type: ['photo'] } }],
    ['?tags=~~', {}],
    ['?q=%E0%A4%A', {}],
    ['?q=%20%20', {}],
    ['?unknown=1&q=ok', { q: 'ok' }],
    ['?orientation=sideways~portrait', { lists: { orientation: ['portrait'] } }],
    ['?colour=ultraviolet~%00', {}],
    ['?camera=Canon>EOS>70D', {}],
    ['?camera=>EOS%2070D', {}],
    ['?camera=Canon%3E', {}],
    ['?camera=%E0%A4%A', {}],
    ['?camera=&licence=', {}],
    ['?camera=a>b>c&colour=red&q=ok', { q: 'ok', lists: { colour: ['red'] } }],
  ])('cleans the malformed %s', (search, expected) => {
    expect(parseSearchUrl(search)).toEqual(expected);
  });

  it('orders a reversed year range and accepts open ends and a single year', () => {
    expect(parseSearchUrl('?year=2016:2014').year).toEqual({ from: 2014, to: 2016 });
    expect(parseSearchUrl('?year=2014:').year).toEqual({ from: 2014 });
    expect(parseSearchUrl('?year=:2016').year).toEqual({ to: 2016 });
    expect(parseSearchUrl('?year=2015').year).toEqual({ from: 2015, to: 2015 });
  });

  it('keeps markup in the query as plain text, minus control characters', () => {
    expect(parseSearchUrl('?q=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E%00').q).toBe(
      '<img src=x onerror=alert(1)> ',
    );
  });

  it('caps lengths and counts, and drops duplicate values', () => {
    const many = Array.from({ length: 30 }, (_, i) => `t${i}`).join('~');
    expect(parseSearchUrl(`?tags=${many}`).lists?.tags).toHaveLength(LIMITS.valuesPerList);
    expect(parseSearchUrl(`?q=${'a'.repeat(2000)}`).q).toHaveLength(LIMITS.queryLength);
    expect(parseSearchUrl('?tags=leaf~leaf~sky').lists?.tags).toEqual(['leaf', 'sky']);
  });

  it('takes the first of repeated parameters', () => {
    expect(parseSearchUrl('?q=first&q=second').q).toBe('first');
  });
});

describe('formatSearchUrl', () => {
  it('writes parameters in a fixed order with readable separators', () => {
    expect(
      formatSearchUrl({
        page: 2,
        sort: 'newest',
        year: { from: 2014, to: 2016 },
        lists: { tags: ['autumn', 'leaf'], type: ['photo'] },
        q: 'leaf',
      }),
    ).toBe('q=leaf&type=photo&tags=autumn~leaf&tagmode=all&year=2014:2016&sort=newest&page=2');
  });

  it('writes the tag mode whenever it matters: with several tags, or "any" with one', () => {
    expect(formatSearchUrl({ lists: { tags: ['a', 'b'] } })).toBe('tags=a~b&tagmode=all');
    expect(formatSearchUrl({ lists: { tags: ['a', 'b'] }, tagMode: 'any' })).toBe(
      'tags=a~b&tagmode=any',
    );
    expect(formatSearchUrl({ lists: { tags: ['a'] }, tagMode: 'all' })).toBe('tags=a');
    expect(formatSearchUrl({ lists: { tags: ['a'] }, tagMode: 'any' })).toBe('tags=a&tagmode=any');
    expect(formatSearchUrl({ tagMode: 'any' })).toBe('');
  });

  it('writes every facet parameter, the camera after the lists', () => {
    expect(
      formatSearchUrl({
        camera: ['Canon', 'Canon EOS 70D'],
        lists: { colour: ['grey'], creator: ['Ann'], orientation: ['square'], lens: ['L'] },
        year: { from: 2005 },
      }),
    ).toBe(
      'creator=Ann&lens=L&orientation=square&colour=grey&camera=Canon%3ECanon%20EOS%2070D&year=2005:',
    );
  });

  it.each([
    { lists: { creator: ['Jesper K. Pedersen', 'Hylke Bons'] } },
    { lists: { lens: ['EF50mm f/1.8 II', 'Zoom 18~55'] } },
    { lists: { place: ["SpaceX's Launch Complex 40, Cape Canaveral, FL"] } },
    { lists: { country: ['United States', 'Denmark'] } },
    { lists: { orientation: ['landscape', 'portrait', 'square'] } },
    { lists: { colour: ['grey', 'white', 'teal'] } },
    { lists: { licence: ['CC BY-SA 4.0', 'Public Domain Mark 1.0'] } },
    { camera: ['Olympus'] },
    { camera: ['Olympus', 'C40Z,D40Z'] },
    { camera: ['Konica Minolta', 'DiMAGE Z5 + 50%'] },
  ])('round-trips %j', (state) => {
    expect(parseSearchUrl(formatSearchUrl(state))).toEqual(state);
  });

  it('encodes values so they survive a round trip', () => {
    const state = {
      q: 'a&b=c ~ <b>#',
      lists: { tags: ['x~y', 'naïve café'], creator: ['O’Neil'] },
      tagMode: 'all' as const,
      year: { to: 2016 },
    };
    const search = formatSearchUrl(state);
    expect(search).not.toContain('<');
    expect(parseSearchUrl(search)).toEqual(state);
  });

  it('writes nothing for the empty state and page 1', () => {
    expect(formatSearchUrl({})).toBe('');
    expect(formatSearchUrl({ page: 1 })).toBe('');
  });
});

describe('when=, a day, a month or a span of them', () => {
  const day = (year: number, month: number, date: number) =>
    Date.UTC(year, month - 1, date) / 864e5;

  it('reads a day, a month and spans as their first and last days', () => {
    expect(parseSearchUrl('?when=1950-06-14').when).toEqual({
      first: day(1950, 6, 14),
      last: day(1950, 6, 14),
    });
    expect(parseSearchUrl('?when=1950-06').when).toEqual({
      first: day(1950, 6, 1),
      last: day(1950, 6, 30),
    });
    expect(parseSearchUrl('?when=1950-06/1950-08').when).toEqual({
      first: day(1950, 6, 1),
      last: day(1950, 8, 31),
    });
    expect(parseSearchUrl('?when=1950-06-10%2F1950-08-20').when).toEqual({
      first: day(1950, 6, 10),
      last: day(1950, 8, 20),
    });
    // Reversed ends are read in order.
    expect(parseSearchUrl('?when=1950-08/1950-06').when).toEqual({
      first: day(1950, 6, 1),
      last: day(1950, 8, 31),
    });
  });

  it('drops a malformed date, like any other parameter', () => {
    for (const raw of ['1950', '1950-13', '1950-06-31', '1950-6-1', '0999-01', 'a/b', '1950-06/']) {
      expect(parseSearchUrl(`?q=x&when=${raw}`)).toEqual({ q: 'x' });
    }
  });

  it('writes the shortest form and reads back what it wrote', () => {
    for (const raw of [
      '1950-06-14',
      '1950-06',
      '1950-06/1950-08',
      '1950-06-01/1950-08-20',
      '1960-02/1961-02',
      '1969-12-31',
    ]) {
      const state = parseSearchUrl(`?when=${raw}`);
      expect(formatSearchUrl(state)).toBe(`when=${raw}`);
    }
    expect(formatSearchUrl(parseSearchUrl('?when=1950-06-01/1950-06-30'))).toBe('when=1950-06');
    expect(formatSearchUrl({ year: { from: 1950 }, when: { first: 0, last: 0 }, page: 2 })).toBe(
      'year=1950:&when=1970-01-01&page=2',
    );
  });
});

describe('licence links from before the official names (decision 045)', () => {
  it.each([
    ['CC-BY-4.0', 'CC BY 4.0'],
    ['CC-BY-NC-SA-4.0', 'CC BY-NC-SA 4.0'],
    ['CC0-1.0', 'CC0 1.0'],
    ['Public domain', 'Public Domain Mark 1.0'],
    ['All rights reserved', 'In Copyright'],
    ['GPL-2.0-or-later', 'GPL-2.0-or-later'],
    ['CC BY 4.0', 'CC BY 4.0'],
  ])('reads %s as %s', (old, current) => {
    expect(parseSearchUrl(`?licence=${encodeURIComponent(old)}`).lists?.licence).toEqual([current]);
  });
});
