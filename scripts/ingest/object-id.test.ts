import { describe, expect, it } from 'vitest';
import { humanizeFileName, stripExtension, toObjectId } from './object-id.ts';

describe('objectID from the relative path', () => {
  it.each([
    ['trips/Harbour View.jpg', 'trips-harbour-view'],
    ['harbour.jpg', 'harbour'],
    ['2019/Summer Trip/IMG_0042.JPG', '2019-summer-trip-img-0042'],
    ['Café Crème.png', 'cafe-creme'],
    ['a  --  b.webp', 'a-b'],
    ['talks/keynote.video.json', 'talks-keynote'],
    ['%%%/photo.jpg', 'photo'],
  ])('%s → %s', (path, id) => {
    expect(toObjectId(path)).toBe(id);
  });

  it('gives null when the file name leaves nothing usable', () => {
    expect(toObjectId('trips/日本.jpg')).toBeNull();
    expect(toObjectId('---.jpg')).toBeNull();
  });
});

describe('default titles', () => {
  it.each([
    ['harbour-view_2.jpg', 'Harbour view 2'],
    ['IMG_0042.JPG', 'IMG 0042'],
    ['keynote.video.json', 'Keynote'],
  ])('%s → %s', (name, title) => {
    expect(humanizeFileName(name)).toBe(title);
  });

  it('strips one extension, or .video.json', () => {
    expect(stripExtension('a.b.jpg')).toBe('a.b');
    expect(stripExtension('talk.VIDEO.json')).toBe('talk');
    expect(stripExtension('README')).toBe('README');
  });
});
