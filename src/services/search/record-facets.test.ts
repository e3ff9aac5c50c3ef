import { describe, expect, it } from 'vitest';
import { cameraModelLabel, cameraPathOf, splitCreators, tidyCameraMake } from './record-facets';

describe('tidyCameraMake', () => {
  it.each([
    ['OLYMPUS IMAGING CORP.', 'Olympus'],
    ['OLYMPUS OPTICAL CO.,LTD', 'Olympus'],
    ['JENOPTIK OPTICAL CO,LTD', 'Jenoptik'],
    ['NIKON CORPORATION', 'Nikon'],
    ['RICOH IMAGING COMPANY, LTD.', 'Ricoh'],
    ['EASTMAN KODAK COMPANY', 'Kodak'],
    ['KONICA MINOLTA', 'Konica Minolta'],
    ['SONY', 'Sony'],
    ['motorola', 'Motorola'],
    ['Nokia\u00002', 'Nokia'],
    ['  Canon  ', 'Canon'],
    ['HTC', 'HTC'],
    ['GoPro', 'GoPro'],
    ['Camera', 'Camera'],
  ])('%j reads %j', (raw, tidy) => {
    expect(tidyCameraMake(raw)).toBe(tidy);
  });
});

describe('cameraPathOf', () => {
  it('gives make, then make > model', () => {
    expect(cameraPathOf({ make: 'Canon', model: 'Canon EOS 350D DIGITAL' })).toEqual({
      lvl0: 'Canon',
      lvl1: 'Canon > Canon EOS 350D DIGITAL',
    });
    expect(cameraPathOf({ make: 'OLYMPUS IMAGING CORP.', model: 'E-M1' })).toEqual({
      lvl0: 'Olympus',
      lvl1: 'Olympus > E-M1',
    });
  });

  it('keeps one level when only one is known, none without a camera', () => {
    expect(cameraPathOf({ make: 'SONY', model: null })).toEqual({ lvl0: 'Sony' });
    expect(cameraPathOf({ make: null, model: 'N9' })).toEqual({ lvl0: 'N9' });
    expect(cameraPathOf({ make: '\u0000', model: ' ' })).toBeNull();
    expect(cameraPathOf(null)).toBeNull();
  });

  it('never lets a value add a level of its own', () => {
    expect(cameraPathOf({ make: 'A > B', model: 'C>D' })).toEqual({
      lvl0: 'A B',
      lvl1: 'A B > C D',
    });
  });
});

describe('cameraModelLabel', () => {
  it('drops the make a model repeats, whatever its case', () => {
    expect(cameraModelLabel('Canon', 'Canon EOS 70D')).toBe('EOS 70D');
    expect(cameraModelLabel('Nikon', 'NIKON D750')).toBe('D750');
    expect(cameraModelLabel('Olympus', 'E-M1')).toBe('E-M1');
    expect(cameraModelLabel('Canon', 'Canon')).toBe('Canon');
    expect(cameraModelLabel('Canon', 'Canonet QL17')).toBe('Canonet QL17');
  });
});

describe('splitCreators', () => {
  it.each([
    ['Lennart Poettering, Andrea Cimitan', ['Lennart Poettering', 'Andrea Cimitan']],
    ['Ann and Ben', ['Ann', 'Ben']],
    ['Ann & Ben', ['Ann', 'Ben']],
    ['Ann, Ben, and Cy', ['Ann', 'Ben', 'Cy']],
    ['Ann, Ben & Cy', ['Ann', 'Ben', 'Cy']],
    ['Ann; Ben', ['Ann', 'Ben']],
    ['Jean-François Fortin Tam', ['Jean-François Fortin Tam']],
    ['Trevor "Freespace"', ['Trevor "Freespace"']],
    ['Sammy Davis, Jr., Dean Martin', ['Sammy Davis, Jr.', 'Dean Martin']],
    ['Studio North (Oslo, Norway)', ['Studio North (Oslo, Norway)']],
    ['Johnson & Johnson', ['Johnson & Johnson']],
    ['Anderson', ['Anderson']],
    ['C40Z,D40Z', ['C40Z,D40Z']],
    ['  ', []],
  ])('%j credits %j', (credit, people) => {
    expect(splitCreators(credit)).toEqual(people);
  });

  it('has nobody for no credit', () => {
    expect(splitCreators(null)).toEqual([]);
  });
});
