import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createContactHandlers,
  receivedContactMessages,
  resetContactInbox,
} from '@/mocks/handlers/contact';
import {
  ContactSendError,
  describeContactFailure,
  sendContactMessage,
  type ContactFailure,
} from './send-contact-message';

const ENDPOINT = 'https://forms.example.org/contact';
const PAYLOAD = { name: 'Ana', email: 'ana@example.org', message: 'Hello', itemId: 'kite' };

const server = setupServer(...createContactHandlers(ENDPOINT));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetContactInbox();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

async function failureOf(promise: Promise<unknown>): Promise<ContactFailure> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ContactSendError)) throw new Error(`Expected a ContactSendError`);
  return error.failure;
}

describe('sendContactMessage', () => {
  it('posts the payload as JSON, without credentials, and returns the exact body sent', async () => {
    let request: Request | null = null;
    server.events.on('request:start', (event) => {
      request = event.request.clone();
    });
    const sent = await sendContactMessage(ENDPOINT, PAYLOAD);
    server.events.removeAllListeners();

    expect(sent.body).toBe(JSON.stringify(PAYLOAD));
    expect(receivedContactMessages()).toEqual([PAYLOAD]);
    const seen = request as Request | null;
    expect(seen?.method).toBe('POST');
    expect(seen?.headers.get('content-type')).toBe('application/json');
    expect(seen?.credentials).toBe('omit');
    expect(await seen?.text()).toBe(sent.body);
  });

  it('reports an error status with the code and message of a JSON answer', async () => {
    const failure = await failureOf(sendContactMessage(ENDPOINT, { ...PAYLOAD, email: 'nope' }));
    expect(failure).toEqual({
      kind: 'http',
      status: 400,
      code: 'invalid_message',
      serverMessage: 'Enter a valid email address, like name@example.com.',
    });
    expect(receivedContactMessages()).toEqual([]);
  });

  it('reports an error status without a JSON body, and keeps server text short and plain', async () => {
    server.use(
      http.post(ENDPOINT, () => new HttpResponse('<h1>Bad gateway</h1>', { status: 502 })),
    );
    expect(await failureOf(sendContactMessage(ENDPOINT, PAYLOAD))).toEqual({
      kind: 'http',
      status: 502,
      code: null,
      serverMessage: null,
    });

    server.use(
      http.post(ENDPOINT, () =>
        HttpResponse.json(
          { error: 'busy', message: `line\none ${'x'.repeat(400)}` },
          { status: 503 },
        ),
      ),
    );
    const failure = await failureOf(sendContactMessage(ENDPOINT, PAYLOAD));
    expect(failure).toMatchObject({ kind: 'http', status: 503, code: 'busy' });
    const message = failure.kind === 'http' ? (failure.serverMessage ?? '') : '';
    expect(message).toMatch(/^line one x+…$/);
    expect(message).toHaveLength(300);
  });

  it('reports a network error, and says so when the browser is offline', async () => {
    server.use(http.post(ENDPOINT, () => HttpResponse.error()));
    expect(await failureOf(sendContactMessage(ENDPOINT, PAYLOAD))).toEqual({
      kind: 'network',
      offline: false,
    });
    vi.stubGlobal('navigator', { onLine: false });
    expect(await failureOf(sendContactMessage(ENDPOINT, PAYLOAD))).toEqual({
      kind: 'network',
      offline: true,
    });
  });

  it('gives up after the timeout', async () => {
    server.use(http.post(ENDPOINT, () => delay('infinite')));
    expect(await failureOf(sendContactMessage(ENDPOINT, PAYLOAD, { timeoutMs: 30 }))).toEqual({
      kind: 'timeout',
      seconds: 0,
    });
  });

  it('stops quietly when the caller aborts', async () => {
    server.use(http.post(ENDPOINT, () => delay('infinite')));
    const controller = new AbortController();
    const sending = sendContactMessage(ENDPOINT, PAYLOAD, { signal: controller.signal });
    controller.abort();
    expect(await failureOf(sending)).toEqual({ kind: 'aborted' });
  });
});

describe('describeContactFailure', () => {
  it('says what happened and what to do next', () => {
    const http = (status: number, serverMessage: string | null = null) =>
      describeContactFailure({ kind: 'http', status, code: null, serverMessage });
    expect(http(500)).toBe(
      'The contact service had a problem (error 500). Your message is still here: send it again in a few minutes.',
    );
    expect(http(400, 'Enter your name.')).toBe(
      'The contact service did not accept the message (error 400). It said: “Enter your name.” Check what you typed and send it again.',
    );
    expect(http(429)).toMatch(/too many messages\. Wait a minute/);
    expect(http(403)).toMatch(/^The contact service refused the message \(error 403\)\./);
    expect(describeContactFailure({ kind: 'timeout', seconds: 15 })).toMatch(
      /did not answer within 15 seconds/,
    );
    expect(describeContactFailure({ kind: 'network', offline: true })).toMatch(/^You are offline/);
    expect(describeContactFailure({ kind: 'network', offline: false })).toMatch(
      /could not reach the contact service\. Check your connection/,
    );
  });
});
