import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { DEMO_MEDIA_ORIGIN, serveBytes } from '../../../../tests/fixtures/demo-media-handler';
import { renderApp } from '../../../../tests/utils/render-app';

const region = () => screen.findByRole('region', { name: 'Camera details' });

describe('camera details', () => {
  it('reads the real camera, exposure and size from the original, in a ranged request', async () => {
    const ranges: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/media/blinds/blinds.jpg'))
        ranges.push(request.headers.get('range'));
    });
    renderApp('/item/blinds');
    const details = await region();
    expect(await within(details).findByText('Canon EOS 350D DIGITAL')).toBeInTheDocument();
    const value = (label: string) =>
      within(details).getByText(label).nextElementSibling?.textContent;
    expect(value('Aperture')).toBe('f/5.6');
    expect(value('Shutter speed')).toBe('1/80 s');
    expect(value('ISO')).toBe('ISO 400');
    expect(value('Focal length')).toBe('107 mm');
    expect(value('Dimensions')).toMatch(/^\d+ × \d+ px/);
    expect(value('Taken')).toMatch(/2008/);
    expect(ranges).toEqual(['bytes=0-131071']);
  });

  it('says so when the file carries no camera data', async () => {
    renderApp('/item/aqua');
    expect(
      await within(await region()).findByText('This file carries no camera data.'),
    ).toBeInTheDocument();
  });

  it('stops reading a large original that ignores Range after its head', async () => {
    const huge = new Uint8Array(20 * 1024 * 1024);
    huge.set([0xff, 0xd8, 0xff, 0xd9]);
    let sent = 0;
    server.use(
      http.get(`${DEMO_MEDIA_ORIGIN}/media/blinds/blinds.jpg`, () => {
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
    expect(
      await within(await region()).findByText('This file carries no camera data.'),
    ).toBeInTheDocument();
    expect(sent).toBeLessThan(1024 * 1024);
  });

  it('names the status when the server refuses the file, and offers to try again', async () => {
    server.use(
      http.get(
        `${DEMO_MEDIA_ORIGIN}/media/blinds/blinds.jpg`,
        () => new HttpResponse(null, { status: 404 }),
      ),
    );
    renderApp('/item/blinds');
    const alert = await within(await region()).findByRole('alert');
    expect(alert).toHaveTextContent('its server answered 404');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('explains a network or CORS failure', async () => {
    server.use(
      http.get(`${DEMO_MEDIA_ORIGIN}/media/blinds/blinds.jpg`, () => HttpResponse.error()),
    );
    renderApp('/item/blinds');
    expect(await within(await region()).findByRole('alert')).toHaveTextContent(
      'the connection failed, or its server does not let this site read it',
    );
  });

  it('says when the "original" is not an image', async () => {
    server.use(
      http.get(`${DEMO_MEDIA_ORIGIN}/media/blinds/blinds.jpg`, ({ request }) =>
        serveBytes(new TextEncoder().encode('<html>not found</html>'), request, 'text/html'),
      ),
    );
    renderApp('/item/blinds');
    expect(await within(await region()).findByRole('alert')).toHaveTextContent(
      'not an image this page can read',
    );
  });

  it('is not shown for a video', async () => {
    renderApp('/item/city-timelapse');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Camera details' })).not.toBeInTheDocument();
  });
});
