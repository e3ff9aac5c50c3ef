import { readFileSync } from 'node:fs';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { DEMO_MEDIA_ORIGIN, serveBytes } from '../../../../tests/fixtures/demo-media-handler';
import { renderApp } from '../../../../tests/utils/render-app';

const ORIGINAL = `${DEMO_MEDIA_ORIGIN}/media/blinds/blinds.jpg`;
const region = () => screen.findByRole('region', { name: 'Camera details' });
const valueOf = (details: HTMLElement, label: string) =>
  within(details).getByText(label).nextElementSibling?.textContent;

/** The Range header of every request for blinds' original. */
function watchRanges(): (string | null)[] {
  const ranges: (string | null)[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url === ORIGINAL) ranges.push(request.headers.get('range'));
  });
  return ranges;
}

/** A 20 MB original: blinds' real bytes, then padding. */
function hugeOriginal(): Uint8Array {
  const real = readFileSync('demo/media/blinds.jpg');
  const huge = new Uint8Array(20 * 1024 * 1024);
  huge.set(real);
  return huge;
}

afterEach(() => server.events.removeAllListeners());

describe('camera details', () => {
  it('reads the real camera, exposure and size from the original, in a ranged request', async () => {
    const ranges = watchRanges();
    renderApp('/item/blinds');
    const details = await region();
    expect(await within(details).findByText('Canon EOS 350D DIGITAL')).toBeInTheDocument();
    expect(valueOf(details, 'Aperture')).toBe('f/5.6');
    expect(valueOf(details, 'Shutter speed')).toBe('1/80 s');
    expect(valueOf(details, 'ISO')).toBe('ISO 400');
    expect(valueOf(details, 'Focal length')).toBe('107 mm');
    expect(valueOf(details, 'Dimensions')).toBe('1920 × 1200 px (2.3 MP)');
    expect(valueOf(details, 'Taken')).toBe('22 January 2008 at 03:28');
    expect(within(details).queryByText('GPS position')).not.toBeInTheDocument();
    expect(ranges).toEqual(['bytes=0-131071']);
  });

  it('shows the GPS position and the 35 mm equivalent when the file has them', async () => {
    renderApp('/item/colorful-cups');
    const details = await region();
    expect(await within(details).findByText('SONY NEX-3N')).toBeInTheDocument();
    expect(valueOf(details, 'GPS position')).toBe('56.1560° N, 10.2082° E');
    expect(valueOf(details, 'Focal length')).toBe('28 mm (42 mm equivalent)');
  });

  it('says so when the file carries no camera data', async () => {
    renderApp('/item/aqua');
    expect(
      await within(await region()).findByText('This file carries no camera data.'),
    ).toBeInTheDocument();
  });

  it('reads a 20 MB original in one ranged chunk, not whole', async () => {
    const huge = hugeOriginal();
    const ranges = watchRanges();
    let transferred = 0;
    server.use(
      http.get(ORIGINAL, ({ request }) => {
        const response = serveBytes(huge, request, 'image/jpeg');
        transferred += Number(response.headers.get('content-length'));
        return response;
      }),
    );
    renderApp('/item/blinds');
    expect(await within(await region()).findByText('Canon EOS 350D DIGITAL')).toBeInTheDocument();
    expect(ranges).toEqual(['bytes=0-131071']);
    expect(transferred).toBe(128 * 1024);
  });

  it('stops reading a large original that ignores Range after its head', async () => {
    const huge = hugeOriginal();
    const ranges = watchRanges();
    let sent = 0;
    server.use(
      http.get(ORIGINAL, () => {
        // A server without Range support: the whole file, streamed in 64 KB pieces.
        const stream = new ReadableStream<Uint8Array>({
          pull(controller) {
            if (sent >= huge.length) return controller.close();
            controller.enqueue(huge.subarray(sent, sent + 65536));
            sent += 65536;
          },
        });
        return new HttpResponse(stream, { headers: { 'content-type': 'image/jpeg' } });
      }),
    );
    renderApp('/item/blinds');
    expect(await within(await region()).findByText('Canon EOS 350D DIGITAL')).toBeInTheDocument();
    expect(ranges).toEqual(['bytes=0-131071']);
    expect(sent).toBeLessThan(1024 * 1024);
  });

  it('names the status when the server refuses the file, and reads it again on request', async () => {
    server.use(http.get(ORIGINAL, () => new HttpResponse(null, { status: 404 }), { once: true }));
    const { user } = renderApp('/item/blinds');
    const details = await region();
    const alert = await within(details).findByRole('alert');
    expect(alert).toHaveTextContent('its server answered 404');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(details).findByText('Canon EOS 350D DIGITAL')).toBeInTheDocument();
  });

  it('explains a network or CORS failure', async () => {
    server.use(http.get(ORIGINAL, () => HttpResponse.error()));
    renderApp('/item/blinds');
    const alert = await within(await region()).findByRole('alert');
    expect(alert).toHaveTextContent(
      'the connection failed, or its server does not let this site read it',
    );
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says when the "original" is not an image', async () => {
    server.use(
      http.get(ORIGINAL, ({ request }) =>
        serveBytes(new TextEncoder().encode('<html>not found</html>'), request, 'text/html'),
      ),
    );
    renderApp('/item/blinds');
    const alert = await within(await region()).findByRole('alert');
    expect(alert).toHaveTextContent('The original file is not an image');
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
  });

  it('names an image format it cannot read camera data from', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    server.use(http.get(ORIGINAL, ({ request }) => serveBytes(png, request, 'image/png')));
    renderApp('/item/blinds');
    expect(await within(await region()).findByRole('alert')).toHaveTextContent(
      'The original is a PNG file: this page reads camera details from JPEG, HEIC and AVIF files only.',
    );
  });

  it('stops the read when the page goes away', async () => {
    let signal: AbortSignal | undefined;
    server.use(
      http.get(ORIGINAL, async ({ request }) => {
        signal = request.signal;
        await delay('infinite');
      }),
    );
    const { unmount } = renderApp('/item/blinds');
    expect(await within(await region()).findByRole('status')).toHaveTextContent(
      'Reading camera details from the original file…',
    );
    await waitFor(() => expect(signal).toBeDefined());
    unmount();
    await waitFor(() => expect(signal?.aborted).toBe(true));
  });

  it('is not shown for a video', async () => {
    renderApp('/item/city-timelapse');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Camera details' })).not.toBeInTheDocument();
  });
});
