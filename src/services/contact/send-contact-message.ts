import type { ContactPayload } from './contact-rules';

/** Posts a contact message as JSON. No library: `fetch`, a timeout, and typed failures. */

export const CONTACT_TIMEOUT_MS = 15_000;

export type ContactFailure =
  /** The service answered with an error status; `code`/`serverMessage` from its JSON, if any. */
  | { kind: 'http'; status: number; code: string | null; serverMessage: string | null }
  | { kind: 'network'; offline: boolean }
  | { kind: 'timeout'; seconds: number }
  /** The caller gave up (the page went away): nothing to show. */
  | { kind: 'aborted' };

export class ContactSendError extends Error {
  override name = 'ContactSendError';
  constructor(readonly failure: ContactFailure) {
    super(`Contact message not sent: ${failure.kind}`);
  }
}

export interface ContactSent {
  /** The exact JSON body that was posted (shown to QA in mock mode). */
  body: string;
}

const MAX_SERVER_TEXT = 300;

/** Server text is shown to the visitor: a short single line of plain text, or nothing. */
function cleanServerText(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  // eslint-disable-next-line no-control-regex
  const text = value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
  if (text === '') return null;
  return text.length > MAX_SERVER_TEXT ? `${text.slice(0, MAX_SERVER_TEXT - 1)}…` : text;
}

async function readErrorBody(
  response: Response,
): Promise<{ code: string | null; serverMessage: string | null }> {
  try {
    const body: unknown = await response.json();
    if (typeof body !== 'object' || body === null) return { code: null, serverMessage: null };
    const { code, error, message } = body as Record<string, unknown>;
    return { code: cleanServerText(code ?? error), serverMessage: cleanServerText(message) };
  } catch {
    return { code: null, serverMessage: null };
  }
}

export async function sendContactMessage(
  endpoint: string,
  payload: ContactPayload,
  options: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<ContactSent> {
  const { signal, timeoutMs = CONTACT_TIMEOUT_MS } = options;
  const body = JSON.stringify(payload);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const stop = () => controller.abort();
  signal?.addEventListener('abort', stop, { once: true });
  const fail = (failure: ContactFailure) => new ContactSendError(failure);

  try {
    if (signal?.aborted) throw fail({ kind: 'aborted' });
    let response: Response;
    try {
      response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body,
        // The endpoint is another service: it gets the message and nothing else of ours.
        credentials: 'omit',
        signal: controller.signal,
      });
    } catch {
      if (signal?.aborted) throw fail({ kind: 'aborted' });
      if (timedOut) throw fail({ kind: 'timeout', seconds: Math.round(timeoutMs / 1000) });
      throw fail({ kind: 'network', offline: globalThis.navigator?.onLine === false });
    }
    if (!response.ok) {
      throw fail({ kind: 'http', status: response.status, ...(await readErrorBody(response)) });
    }
    return { body };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', stop);
  }
}

/** What happened and what to do next, for the visitor; the typed message stays in the form. */
export function describeContactFailure(failure: ContactFailure): string {
  switch (failure.kind) {
    case 'timeout':
      return `The contact service did not answer within ${failure.seconds} seconds. Your message is still here: send it again.`;
    case 'network':
      return failure.offline
        ? 'You are offline. Your message is still here: send it again once you are back online.'
        : 'Your message could not reach the contact service. Check your connection and send it again.';
    case 'aborted':
      return 'Sending was cancelled. Send the message again.';
    case 'http':
      return describeHttpFailure(failure);
  }
}

function describeHttpFailure({
  status,
  serverMessage,
}: Extract<ContactFailure, { kind: 'http' }>): string {
  const said = serverMessage ? ` It said: “${serverMessage}”` : '';
  if (status === 429) {
    return 'The contact service is receiving too many messages. Wait a minute, then send again.';
  }
  if (status >= 500) {
    return `The contact service had a problem (error ${status}).${said} Your message is still here: send it again in a few minutes.`;
  }
  if (status === 400 || status === 413 || status === 422) {
    return `The contact service did not accept the message (error ${status}).${said} Check what you typed and send it again.`;
  }
  return `The contact service refused the message (error ${status}).${said} Send it again later.`;
}
