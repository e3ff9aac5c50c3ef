import { describe, expect, it } from 'vitest';
import { formatDuration } from '@/components/ui/format-duration';
import { embedUrl, isValidVideoId, providerPageUrl } from './video-embed-url';

describe('embedUrl', () => {
  it('loads YouTube from its privacy-enhanced host and Vimeo with Do Not Track', () => {
    expect(embedUrl('youtube', 'dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    );
    expect(embedUrl('vimeo', '76979871')).toBe(
      'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1',
    );
  });

  it.each([
    ['youtube', 'dQw4w9WgXc'],
    ['youtube', 'dQw4w9WgXcQQ'],
    ['youtube', '../../evil?'],
    ['youtube', 'dQw4w9WgX"Q'],
    ['youtube', 'https://youtu.be/dQw4w9WgXcQ'],
    ['vimeo', '7697a9871'],
    ['vimeo', '123/../../x'],
    ['vimeo', ''],
    ['vimeo', 76979871],
    ['youtube', null],
  ] as const)('refuses a %s id of the wrong shape: %j', (provider, id) => {
    expect(isValidVideoId(provider, id)).toBe(false);
    expect(embedUrl(provider, id)).toBeNull();
  });
});

describe('providerPageUrl', () => {
  it('links to the video on its host, with any id kept inside its place', () => {
    expect(providerPageUrl('youtube', 'dQw4w9WgXcQ')).toBe(
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
    expect(providerPageUrl('youtube', 'x&list=1#top')).toBe(
      'https://www.youtube.com/watch?v=x%26list%3D1%23top',
    );
    expect(providerPageUrl('vimeo', '@evil.example/x')).toBe(
      'https://vimeo.com/%40evil.example%2Fx',
    );
    expect(providerPageUrl('vimeo', undefined)).toBe('https://vimeo.com/');
  });
});

describe('formatDuration', () => {
  it.each([
    [7.6, '0:08'],
    [10, '0:10'],
    [212, '3:32'],
    [3725, '1:02:05'],
    [0.2, '0:01'],
  ])('%s s reads %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it.each([null, 0, -3, Number.NaN, Number.POSITIVE_INFINITY, '12'])(
    'shows nothing for %s',
    (seconds) => {
      expect(formatDuration(seconds)).toBeNull();
    },
  );
});
