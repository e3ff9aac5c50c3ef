import { delay, http, HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';
import { DEMO_CONTACT_ENDPOINT } from '@/config/env';
import type { ContactPayload } from '@/services/contact/contact-rules';
import { checkContact } from '@/services/validation/contact-schema';

/**
 * The demo contact endpoint: it checks the JSON with the form's own schema (400 and a message
 * when something is wrong, as a real service would), keeps what it accepted and answers 201.
 */

const inbox: ContactPayload[] = [];

/** Messages the demo endpoint accepted since the page loaded (or the last reset), oldest first. */
export function receivedContactMessages(): readonly ContactPayload[] {
  return inbox;
}

export function resetContactInbox(): void {
  inbox.length = 0;
}

export function createContactHandlers(endpoint: string = DEMO_CONTACT_ENDPOINT): HttpHandler[] {
  return [
    http.post(endpoint, async ({ request }) => {
      // A short wait as over a network, so the sending state can be seen in the demo.
      await delay();
      let body: unknown;
      try {
        body = await request.json();
      } catch {
        return HttpResponse.json(
          { code: 'invalid_json', message: 'The request body is not JSON.' },
          { status: 400 },
        );
      }
      const check = checkContact(body);
      if (!check.ok) {
        return HttpResponse.json(
          { code: 'invalid_message', message: check.messages.join(' ') },
          { status: 400 },
        );
      }
      inbox.push(check.payload);
      return HttpResponse.json(
        { id: `demo-${inbox.length}`, message: 'Message received.' },
        { status: 201 },
      );
    }),
  ];
}
