import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import demoRecords from '@/mocks/data/demo-records.json';
import { readItem } from '@/services/validation/read-item';
import type { ItemView, ItemVideo as ItemVideoRecord } from '@/types/item';
import { renderApp } from '../../../../tests/utils/render-app';
import { ItemVideo } from './item-video';

const records = demoRecords.map(readItem);
const found = records.find((record) => record.objectID === 'city-timelapse');
if (!found?.video) throw new Error('The demo collection has no city-timelapse video.');
const timelapse: ItemView = found;
const timelapseVideo: ItemVideoRecord = found.video;

function videoElement(container: HTMLElement): HTMLVideoElement {
  const video = container.querySelector('video');
  if (!video) throw new Error('No <video> element.');
  return video;
}

/** A demo video record with another video field: the poster and sizes stay the demo's. */
function videoItem(video: unknown, changes: Partial<ItemView> = {}): ItemView {
  return { ...timelapse, ...changes, video: video as ItemVideoRecord };
}

const youtube = { provider: 'youtube', id: 'dQw4w9WgXcQ', durationSec: 212, poster: null };
const vimeo = { provider: 'vimeo', id: '76979871', durationSec: 65, poster: null };

/** Every address the rendered markup would make a browser fetch or follow. */
function referencedUrls(container: HTMLElement): string[] {
  return [...container.querySelectorAll('*')].flatMap((element) =>
    ['src', 'srcset', 'href', 'poster', 'data']
      .map((name) => element.getAttribute(name))
      .filter((value): value is string => value !== null),
  );
}

describe('ItemVideo with a self-hosted file', () => {
  it('offers every source with its type, the poster, captions and the duration, loading nothing', () => {
    const load = vi.spyOn(HTMLMediaElement.prototype, 'load');
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play');
    const item = videoItem({
      ...timelapseVideo,
      tracks: [
        { src: '/media/city-timelapse/en.vtt', srclang: 'en', label: 'English', kind: 'captions' },
      ],
    });
    const { container } = render(<ItemVideo item={item} />);

    const video = videoElement(container);
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('preload', 'none');
    // jsdom's 1024 px window wants more than the 640 px renditions: the full-size poster.
    expect(video).toHaveAttribute('poster', '/media/city-timelapse/city-timelapse-poster.jpg');
    expect(video).toHaveAttribute('width', '720');
    expect(video).toHaveAttribute('height', '404');
    expect(video).toHaveAccessibleName('Time-lapse of tall buildings');
    expect(video).not.toHaveAttribute('crossorigin');
    const sources = [...video.querySelectorAll('source')].map((source) => [
      source.getAttribute('src'),
      source.getAttribute('type'),
    ]);
    expect(sources).toEqual([
      ['/media/city-timelapse/city-timelapse.mp4', 'video/mp4'],
      ['/media/city-timelapse/city-timelapse.webm', 'video/webm'],
    ]);
    const track = video.querySelector('track');
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('src', '/media/city-timelapse/en.vtt');
    expect(track).toHaveAttribute('srclang', 'en');
    expect(track).toHaveAttribute('label', 'English');
    expect(screen.getByRole('link', { name: 'Download it (MP4)' })).toHaveAttribute(
      'href',
      '/media/city-timelapse/city-timelapse.mp4',
    );
    expect(screen.getByText('Duration 0:08')).toBeInTheDocument();
    expect(container.querySelector('iframe')).toBeNull();
    expect(load).not.toHaveBeenCalled();
    expect(play).not.toHaveBeenCalled();
  });

  it('drops sources and tracks a browser must not be pointed at, and loads foreign captions with CORS', () => {
    const item = videoItem({
      provider: 'file',
      src: 'javascript:alert(1)',
      sources: [
        { url: 'javascript:alert(1)', type: 'video/mp4' },
        { url: '/media/x/clip.webm', type: 'text/html"><script>' },
        null,
      ],
      durationSec: null,
      poster: 'data:text/html,<b>',
      tracks: [
        { src: 'https://cdn.example.org/x/en.vtt', srclang: 'en', label: '', kind: 'captions' },
        { src: '/x/de.vtt', srclang: 'de', label: 'Deutsch', kind: 'metadata' },
        { src: '/x/fr.vtt', srclang: '"><b>', label: 'Français', kind: 'subtitles' },
      ],
    });
    const { container } = render(<ItemVideo item={item} />);

    const video = videoElement(container);
    expect([...video.querySelectorAll('source')].map((source) => source.outerHTML)).toEqual([
      '<source src="/media/x/clip.webm">',
    ]);
    // No poster from the record: the poster image's own files instead.
    expect(video).toHaveAttribute('poster', '/media/city-timelapse/city-timelapse-poster.jpg');
    const tracks = [...video.querySelectorAll('track')];
    expect(tracks).toHaveLength(1);
    expect(tracks[0]).toHaveAttribute('label', 'en');
    expect(video).toHaveAttribute('crossorigin', 'anonymous');
    expect(screen.queryByText(/^Duration/)).not.toBeInTheDocument();
  });
});

describe.each([
  [
    'YouTube',
    youtube,
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    'Duration 3:32',
  ],
  ['Vimeo', vimeo, 'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1', 'Duration 1:05'],
])('ItemVideo with a %s video', (providerName, video, playerUrl, duration) => {
  it('shows our poster behind a play button and loads the player only after the click', async () => {
    const user = userEvent.setup();
    const { container } = render(<ItemVideo item={videoItem(video)} />);

    const play = screen.getByRole('button', { name: 'Play video: Time-lapse of tall buildings' });
    expect(play).toHaveAccessibleDescription(duration);
    expect(screen.getByText(`Pressing play loads ${providerName}’s player.`)).toBeInTheDocument();
    expect(container.querySelector('iframe')).toBeNull();
    // Nothing in the markup points anywhere but our own media: no player, no host thumbnail.
    const urls = referencedUrls(container);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(url).toMatch(/^\/media\/city-timelapse\//);

    await user.click(play);

    const frame = screen.getByTitle(`${providerName} video player: Time-lapse of tall buildings`);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', playerUrl);
    expect(frame).toHaveAttribute('allow', 'autoplay; fullscreen; picture-in-picture');
    expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    expect(frame).toHaveFocus();
    expect(screen.queryByRole('button', { name: /^Play video/ })).not.toBeInTheDocument();
  });

  it('shows the poster again, not the last player, for the next item', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<ItemVideo item={videoItem(video)} />);
    await user.click(screen.getByRole('button', { name: /^Play video/ }));
    expect(document.querySelector('iframe')).not.toBeNull();

    rerender(<ItemVideo item={videoItem(video, { objectID: 'another', title: 'Another clip' })} />);

    expect(screen.getByRole('button', { name: 'Play video: Another clip' })).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });
});

describe('ItemVideo with an id that is not a valid one', () => {
  it.each([
    ['youtube', '"><img src=x onerror=alert(1)>', 'https://www.youtube.com/watch?v='],
    ['youtube', 'dQw4w9WgXcQ&list=x', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ%26list%3Dx'],
    ['vimeo', '../../../evil', 'https://vimeo.com/..%2F..%2F..%2Fevil'],
  ])('a %s id %j gets no player, a plain message and a link to the host', (provider, id, href) => {
    const { container } = render(
      <ItemVideo item={videoItem({ provider, id, durationSec: 30, poster: null })} />,
    );

    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText(/^This video cannot be played here/)).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /^Look for it on (YouTube|Vimeo)$/ });
    expect(link.getAttribute('href')).toContain(href);
    expect(container.querySelector('img[onerror]')).toBeNull();
    expect(screen.getByRole('img', { name: 'Time-lapse of tall buildings' })).toBeInTheDocument();
  });

  it('an unknown provider gets the message and no outside link', () => {
    render(
      <ItemVideo
        item={videoItem({ provider: 'evil', id: 'x', durationSec: null, poster: null })}
      />,
    );

    expect(screen.getByText(/^This video cannot be played here/)).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('the item screen of a video', () => {
  it('plays the video in place of the photo', async () => {
    renderApp('/item/city-timelapse');

    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Time-lapse of tall buildings',
    });
    const article = heading.closest('article');
    if (!article) throw new Error('The heading is not inside the item article.');
    expect(videoElement(article).querySelectorAll('source')).toHaveLength(2);
    expect(within(article).getByText('Duration 0:08')).toBeInTheDocument();
    expect(within(article).queryByRole('button', { name: /^Open viewer/ })).not.toBeInTheDocument();
    // Its maker is not recorded: the credit line says so rather than leaving a gap.
    const by = within(article).getByText('By', { selector: 'dt' });
    expect(by.nextElementSibling).toHaveTextContent('Unknown');
    // Related by what it shows (tags), as a photo's are: the towers and the other night scene.
    const related = await screen.findByRole('region', { name: 'Related items' });
    for (const name of ['China', 'Grey', 'Launch photo of DSCOVR'])
      expect(within(related).getByRole('link', { name: new RegExp(name) })).toBeInTheDocument();
  });
});
