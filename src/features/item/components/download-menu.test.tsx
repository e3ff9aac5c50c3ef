import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse, passthrough } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import demoRecords from '@/mocks/data/demo-records.json';
import { server } from '@/mocks/node';
import { readItem } from '@/services/validation/read-item';
import type { ItemImage, ItemView } from '@/types/item';
import { renderApp } from '../../../../tests/utils/render-app';
import {
  ga4Events,
  sentInsightsEvents,
  trackWithConsent,
  trackerTraffic,
} from '../../../../tests/utils/tracking';
import { DownloadMenu } from './download-menu';

const records = demoRecords.map(readItem);

function demoItem(objectID: string): ItemView & { image: ItemImage } {
  const record = records.find((candidate) => candidate.objectID === objectID);
  if (!record?.image) throw new Error(`No demo photo ${objectID}`);
  return structuredClone({ ...record, image: record.image });
}

const ORIGINAL = '/media/blinds/blinds.jpg';
/** Stand-in bytes for the original: a JPEG signature and a recognisable body. */
const JPEG_BYTES = new Uint8Array([
  0xff,
  0xd8,
  0xff,
  0xe0,
  ...Array.from({ length: 996 }, (_, i) => i % 251),
]);

function fileResponse(bytes: Uint8Array, type = 'image/jpeg') {
  return new HttpResponse(bytes.slice(), {
    headers: { 'content-type': type, 'content-length': String(bytes.byteLength) },
  });
}

/**
 * jsdom has no object URLs. The library saves through URL.createObjectURL and a click on a
 * hidden link: record the File it hands over, and give back a same-page fragment so jsdom's
 * navigation on that click stays a harmless hash change.
 */
const saved: File[] = [];
beforeAll(() => {
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    saved.push(blob as File);
    return '#saved-file';
  };
  // The library revokes its object URL 40 s later; keep that harmless after the tests end.
  URL.revokeObjectURL = () => {};
});
beforeEach(() => {
  saved.length = 0;
  trackWithConsent();
});

/** Long enough for an event that should not be sent to have left. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

/** jsdom's File has no arrayBuffer(); FileReader it has. */
function savedBytes(file: File | undefined): Promise<Uint8Array> {
  if (!file) throw new Error('Nothing was saved');
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file);
  });
}

function renderMenu(
  item = demoItem('blinds'),
  queryID: string | null = '4f1c0e9a2b3d4c5e6f708192a3b4c5d6',
) {
  const user = userEvent.setup();
  render(<DownloadMenu item={item} queryID={queryID} />);
  return { user };
}

const originalButton = () => screen.getByRole('button', { name: 'Download original' });

describe('DownloadMenu', () => {
  it('saves the original as <slug>.<real extension> and sends the conversion events', async () => {
    const requestTypes: (string | null)[] = [];
    server.use(
      http.get(ORIGINAL, ({ request }) => {
        requestTypes.push(request.headers.get('content-type'));
        return fileResponse(JPEG_BYTES);
      }),
    );
    const { user } = renderMenu();
    expect(originalButton()).toHaveAccessibleDescription('JPEG · 1920 × 1200 px');

    await user.click(originalButton());

    expect(await screen.findByText('Saved blinds.jpg')).toBeInTheDocument();
    expect(saved).toHaveLength(1);
    expect(saved[0]?.name).toBe('blinds.jpg');
    expect(saved[0]?.type).toBe('image/jpeg');
    expect(await savedBytes(saved[0])).toEqual(JPEG_BYTES);
    // A plain GET: no Content-type header, so a media host on another origin needs no preflight.
    expect(requestTypes).toEqual([null]);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(ga4Events()).toEqual([
      {
        name: 'file_download',
        params: { item_id: 'blinds', file_name: 'blinds.jpg', rendition: 'original' },
      },
    ]);
    await waitFor(() =>
      expect(sentInsightsEvents()).toEqual([
        {
          eventType: 'conversion',
          eventName: 'Item Downloaded',
          index: 'folio_demo',
          queryID: '4f1c0e9a2b3d4c5e6f708192a3b4c5d6',
          objectIDs: ['blinds'],
          userToken: expect.stringMatching(/^anonymous-/),
        },
      ]),
    );
  });

  it('shows progress with a percentage, and Cancel stops the download without saving', async () => {
    server.use(
      http.get(ORIGINAL, () => {
        // Half the file, then nothing more. (The rest must never come: MSW's XHR interceptor
        // keeps delivering a mocked body after abort(), which a browser never does.)
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(JPEG_BYTES.slice(0, JPEG_BYTES.byteLength / 2));
          },
        });
        return new HttpResponse(body, {
          headers: { 'content-type': 'image/jpeg', 'content-length': String(JPEG_BYTES.length) },
        });
      }),
    );
    const { user } = renderMenu();

    await user.click(originalButton());

    const progress = await screen.findByRole('progressbar', { name: 'Downloading blinds.jpg' });
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '50'));
    expect(screen.getByText('50 %')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Downloading blinds.jpg…');
    // One download at a time: the other buttons say they are unavailable.
    expect(originalButton()).toHaveAttribute('aria-disabled', 'true');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(
      await screen.findByText('Download of blinds.jpg cancelled. Nothing was saved.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(saved).toEqual([]);
    await settle();
    expect(ga4Events()).toEqual([]);
    expect(trackerTraffic('Insights')).toEqual([]);
    // Focus was on Cancel, which is gone: it moves to the message instead of the page top.
    expect(screen.getByRole('status')).toHaveFocus();
  });

  it('names the HTTP status of a refused download, and Try again fetches the same file', async () => {
    server.use(
      http.get(ORIGINAL, () => new HttpResponse('Not found', { status: 404 }), { once: true }),
    );
    const { user } = renderMenu();

    await user.click(originalButton());

    expect(
      await screen.findByText(
        'blinds.jpg was not saved: the file is no longer on the server (HTTP 404). Try again later.',
      ),
    ).toBeInTheDocument();
    expect(saved).toEqual([]);
    expect(ga4Events()).toEqual([]);

    server.use(http.get(ORIGINAL, () => fileResponse(JPEG_BYTES)));
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Saved blinds.jpg')).toBeInTheDocument();
    expect(saved.map((file) => file.name)).toEqual(['blinds.jpg']);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('says when the file could not be reached (network error)', async () => {
    server.use(http.get(ORIGINAL, () => HttpResponse.error()));
    const { user } = renderMenu();

    await user.click(originalButton());

    expect(
      await screen.findByText(
        'blinds.jpg was not saved: the file could not be reached. Check your connection and try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('says when the record has no usable address for the file, without any request', async () => {
    const item = demoItem('blinds');
    item.image.src = 'javascript:alert(1)';
    const { user } = renderMenu(item);

    await user.click(originalButton());

    expect(
      await screen.findByText(
        'blinds.jpg cannot be downloaded: the archive has no address for this file. Try another size, or tell us through the contact form.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  describe('a server that never answers', () => {
    // XHR timeouts do not fire for MSW-mocked responses in Node, so the request really goes out
    // (passthrough) to a local server that accepts it and never replies; fake timers then run
    // the library's 40 s timeout at once.
    let hanging: Server;
    let origin = '';
    beforeAll(async () => {
      hanging = createServer(() => {});
      await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
      origin = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      hanging.closeAllConnections();
      await new Promise((resolve) => hanging.close(resolve));
    });
    afterEach(() => vi.useRealTimers());

    it('gives up after 40 seconds with a message, and saves nothing', async () => {
      let arrived: () => void = () => {};
      const requestArrived = new Promise<void>((resolve) => (arrived = resolve));
      hanging.once('request', () => arrived());
      // Cross-origin from jsdom's page, so a CORS preflight goes out first: it hangs just the same.
      server.use(http.all(`${origin}/*`, () => passthrough()));
      const item = demoItem('blinds');
      item.image.src = `${origin}/media/blinds/blinds.jpg`;
      // Faked before the request starts: the XHR arms its timeout when it is sent.
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      render(<DownloadMenu item={item} queryID={null} />);

      // No findBy/waitFor while setTimeout is fake: Testing Library drains with a setTimeout.
      fireEvent.click(originalButton());
      expect(screen.getByRole('progressbar', { name: 'Downloading blinds.jpg' })).toBeVisible();
      await requestArrived;
      await vi.advanceTimersByTimeAsync(39_000);
      expect(screen.getByRole('progressbar')).toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(1_500);
      vi.useRealTimers();

      expect(
        await screen.findByText(
          'blinds.jpg was not saved: the server did not answer within 40 seconds. Check your connection and try again.',
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
      expect(saved).toEqual([]);
    });
  });

  it('lists the other sizes with pixel sizes and bytes, asked for only when opened', async () => {
    const heads: string[] = [];
    server.use(
      http.head('/media/blinds/:file', async ({ params }) => {
        heads.push(String(params.file));
        // A size the server keeps to itself, and one that never comes: neither is shown, and
        // neither holds up the list.
        if (params.file === '750.avif') return new HttpResponse(null);
        if (params.file === '640.avif') await delay('infinite');
        return new HttpResponse(null, {
          headers: { 'content-length': params.file === '1920.webp' ? '245123' : '1234567' },
        });
      }),
      http.get('/media/blinds/1920.webp', () => fileResponse(JPEG_BYTES, 'image/webp')),
    );
    const { user } = renderMenu();
    const toggle = screen.getByRole('button', { name: 'Other sizes' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: /^WebP/ })).not.toBeInTheDocument();
    expect(heads).toEqual([]);

    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // Sizes fill in as the HEAD requests answer (one HEAD per file, the original's included).
    expect(await screen.findByRole('button', { name: 'WebP 1920 × 1200 px 245 KB' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'JPEG 1080 × 675 px 1.2 MB' })).toBeVisible();
    await waitFor(() => expect(heads).toHaveLength(14));
    expect(screen.getByRole('button', { name: 'AVIF 750 × 469 px' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'AVIF 640 × 400 px' })).toBeVisible();
    expect(originalButton()).toHaveAccessibleDescription('JPEG · 1920 × 1200 px · 1.2 MB');

    await user.click(screen.getByRole('button', { name: /^WebP 1920 × 1200 px/ }));

    expect(await screen.findByText('Saved blinds-1920x1200.webp')).toBeInTheDocument();
    expect(saved.map((file) => file.name)).toEqual(['blinds-1920x1200.webp']);
    expect(ga4Events()).toEqual([
      {
        name: 'file_download',
        params: {
          item_id: 'blinds',
          file_name: 'blinds-1920x1200.webp',
          rendition: 'webp-1920x1200',
        },
      },
    ]);
    // Closing and opening again does not ask again.
    await user.click(toggle);
    await user.click(toggle);
    expect(heads).toHaveLength(14);
  });

  it('offers a video file as the original and its other format among the sizes', async () => {
    const video = new Uint8Array([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70]);
    server.use(
      http.head('/media/city-timelapse/:file', ({ params }) =>
        params.file === 'city-timelapse.mp4'
          ? new HttpResponse(null, { headers: { 'content-length': '1433351' } })
          : new HttpResponse(null),
      ),
      http.get('/media/city-timelapse/city-timelapse.mp4', () => fileResponse(video, 'video/mp4')),
    );
    const { user } = renderMenu(demoItem('city-timelapse'), null);
    // Frame size, duration, and the file's size (asked for at once: a video runs to megabytes).
    await waitFor(() =>
      expect(originalButton()).toHaveAccessibleDescription('MP4 · 720 × 404 px · 0:08 · 1.4 MB'),
    );

    await user.click(screen.getByRole('button', { name: 'Other sizes' }));
    expect(screen.getByRole('button', { name: 'WebM video' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'JPEG poster image, 640 × 359 px' })).toBeVisible();

    await user.click(originalButton());

    expect(await screen.findByText('Saved city-timelapse.mp4')).toBeInTheDocument();
    expect(await savedBytes(saved[0])).toEqual(video);
    // No search led here: a plain conversion, without queryID.
    await waitFor(() =>
      expect(sentInsightsEvents()).toEqual([
        {
          eventType: 'conversion',
          eventName: 'Item Downloaded',
          index: 'folio_demo',
          objectIDs: ['city-timelapse'],
          userToken: expect.stringMatching(/^anonymous-/),
        },
      ]),
    );
  });

  it('is part of the item page, which asks for no file before the visitor does', async () => {
    renderApp('/item/blinds');

    expect(await screen.findByRole('button', { name: 'Download original' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Other sizes' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
