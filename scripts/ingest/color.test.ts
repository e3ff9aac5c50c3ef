import { describe, expect, it } from 'vitest';
import { COLOR_NAMES } from '../../src/types/item.ts';
import { nameColor } from './color-name.ts';
import { dominantColor } from './dominant-color.ts';
import { hexToRgb, oklabToRgb, rgbToHex, rgbToOklab } from './oklab.ts';

describe('colour names', () => {
  it.each([
    ['#ff0000', 'red'],
    ['#dc143c', 'red'],
    ['#8b0000', 'red'],
    ['#ffa500', 'orange'],
    ['#ff8c00', 'orange'],
    ['#ffd700', 'yellow'],
    ['#ffff00', 'yellow'],
    ['#f0e68c', 'yellow'],
    ['#00ff00', 'green'],
    ['#228b22', 'green'],
    ['#2e8b57', 'green'],
    ['#556b2f', 'green'],
    ['#008080', 'teal'],
    ['#40e0d0', 'teal'],
    ['#00ffff', 'teal'],
    ['#0000ff', 'blue'],
    ['#1e90ff', 'blue'],
    ['#87ceeb', 'blue'],
    ['#191970', 'blue'],
    ['#365a86', 'blue'],
    ['#800080', 'purple'],
    ['#8a2be2', 'purple'],
    ['#4b0082', 'purple'],
    ['#ff69b4', 'pink'],
    ['#ffc0cb', 'pink'],
    ['#c71585', 'pink'],
    ['#ff00ff', 'pink'],
    ['#8b4513', 'brown'],
    ['#d2b48c', 'brown'],
    ['#3d2b1f', 'brown'],
    ['#a17e2f', 'brown'],
    ['#000000', 'black'],
    ['#0a0a0a', 'black'],
    ['#2a1308', 'black'],
    ['#ffffff', 'white'],
    ['#f5f5f5', 'white'],
    ['#fffdd0', 'white'],
    ['#808080', 'grey'],
    ['#7a7d80', 'grey'],
    ['#708090', 'grey'],
    ['#d0d8e0', 'grey'],
  ])('%s is %s', (hex, name) => {
    expect(nameColor(hex)).toBe(name);
  });

  it('only ever answers with a name from the palette', () => {
    for (let value = 0; value < 0xffffff; value += 0x0f0f0f) {
      expect(COLOR_NAMES).toContain(nameColor(`#${value.toString(16).padStart(6, '0')}`));
    }
  });

  it('round-trips sRGB through OKLab', () => {
    for (const hex of ['#000000', '#ffffff', '#3366cc', '#a91e0a']) {
      expect(rgbToHex(...oklabToRgb(rgbToOklab(...hexToRgb(hex))))).toBe(hex);
    }
  });
});

describe('dominant colour', () => {
  function pixels(parts: [string, number][]): Uint8Array {
    const data: number[] = [];
    for (const [hex, count] of parts)
      for (let i = 0; i < count; i += 1) data.push(...hexToRgb(hex));
    return Uint8Array.from(data);
  }

  it('is the colour of a flat image', () => {
    expect(dominantColor(pixels([['#3366cc', 100]]), 3)).toBe('#3366cc');
  });

  it('is the largest region, not the average', () => {
    const hex = dominantColor(
      pixels([
        ['#1a8a2a', 60],
        ['#d02020', 40],
      ]),
      3,
    );
    expect(nameColor(hex)).toBe('green');
  });

  it('favours a colourful region over a slightly larger grey one', () => {
    const hex = dominantColor(
      pixels([
        ['#777777', 52],
        ['#e07000', 48],
      ]),
      3,
    );
    expect(nameColor(hex)).toBe('orange');
  });

  it('skips the alpha channel', () => {
    const rgba = Uint8Array.from([255, 0, 0, 255, 255, 0, 0, 0]);
    expect(dominantColor(rgba, 4)).toBe('#ff0000');
  });
});
