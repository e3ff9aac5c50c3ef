import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppConfigProvider } from '@/config/app-config-context';
import { DEMO_CONTACT_ENDPOINT, type AppConfig } from '@/config/env';
import demoRecords from '@/mocks/data/demo-records.json';
import { receivedContactMessages, resetContactInbox } from '@/mocks/handlers/contact';
import { server } from '@/mocks/node';
import { readItem } from '@/services/validation/read-item';
import { mockConfig, renderApp } from '../../../../tests/utils/render-app';
import { ga4Events, sentInsightsEvents, trackWithConsent } from '../../../../tests/utils/tracking';
import { ContactForm } from './contact-form';

const kite = (() => {
  const record = demoRecords.map(readItem).find((candidate) => candidate.objectID === 'kite');
  if (!record) throw new Error('The demo collection has no kite.');
  return record;
})();

function renderForm(config: AppConfig = mockConfig) {
  const user = userEvent.setup();
  render(
    <AppConfigProvider config={config}>
      <ContactForm item={kite} queryID="4f1c0e9a2b3d4c5e6f708192a3b4c5d6" />
    </AppConfigProvider>,
  );
  return user;
}

const region = () => screen.getByRole('region', { name: 'Ask about this item' });
const nameBox = () => within(region()).getByRole('textbox', { name: 'Your name' });
const emailBox = () => within(region()).getByRole('textbox', { name: 'Your email address' });
const messageBox = () => within(region()).getByRole('textbox', { name: 'Your message' });
const sendButton = () => within(region()).getByRole('button', { name: 'Send message' });

async function fillIn(
  user: ReturnType<typeof userEvent.setup>,
  name: string,
  email: string,
  message: string,
) {
  for (const [box, value] of [
    [nameBox(), name],
    [emailBox(), email],
    [messageBox(), message],
  ] as const) {
    await user.clear(box);
    if (value) {
      await user.click(box);
      await user.paste(value);
    }
  }
}

beforeEach(() => {
  resetContactInbox();
  trackWithConsent();
});

describe('ContactForm', () => {
  it('shows each validation message beside its field and in an alert, focusing the first', async () => {
    const user = renderForm();
    expect(messageBox()).toHaveAccessibleDescription('Up to 2,000 characters. 2,000 left');

    await user.click(sendButton());
    await waitFor(() => expect(nameBox()).toHaveFocus());
    expect(nameBox()).toHaveAccessibleDescription('Enter your name.');
    expect(emailBox()).toHaveAccessibleDescription('Enter your email address.');
    expect(messageBox()).toHaveAccessibleDescription(
      'Enter your message. Up to 2,000 characters. 2,000 left',
    );
    for (const box of [nameBox(), emailBox(), messageBox()]) {
      expect(box).toHaveAttribute('aria-invalid', 'true');
    }
    const summary = within(region()).getByRole('alert');
    expect(summary).toHaveTextContent('3 fields need a change before sending:');
    expect(summary).toHaveTextContent('Your name: Enter your name.');
    expect(summary).toHaveTextContent('Your email address: Enter your email address.');
    expect(summary).toHaveTextContent('Your message: Enter your message.');

    await fillIn(user, 'Ana', 'ana@example', 'm'.repeat(2001));
    expect(within(region()).getByText('1 too many')).toBeInTheDocument();
    await user.click(sendButton());
    await waitFor(() => expect(emailBox()).toHaveFocus());
    expect(nameBox()).not.toHaveAttribute('aria-invalid');
    expect(nameBox()).not.toHaveAccessibleDescription();
    expect(emailBox()).toHaveAccessibleDescription(
      'Enter a valid email address, like name@example.com.',
    );
    expect(messageBox()).toHaveAccessibleDescription(
      'Your message is too long: use 2,000 characters or fewer. Up to 2,000 characters. 1 too many',
    );
    expect(within(region()).getByRole('alert')).toHaveTextContent('2 fields need a change');

    await fillIn(user, 'n'.repeat(101), 'ana@example.org', 'Hello');
    await user.click(sendButton());
    await waitFor(() => expect(nameBox()).toHaveFocus());
    expect(nameBox()).toHaveAccessibleDescription(
      'Your name is too long: use 100 characters or fewer.',
    );
    const single = within(region()).getByRole('alert');
    expect(single).toHaveTextContent('One field needs a change before sending:');
    expect(single).toHaveTextContent('Your name: Your name is too long');
    expect(receivedContactMessages()).toEqual([]);
  });

  it('shows a sending state, then thanks the visitor and records the lead', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // Answers nothing itself: once released, the request goes on to the demo endpoint.
    server.use(http.post(DEMO_CONTACT_ENDPOINT, () => held));
    const user = renderForm();
    await fillIn(user, '  Ana Folio ', 'ana@example.org', 'Is there a larger print?');
    await user.click(sendButton());

    const sending = await within(region()).findByRole('button', { name: 'Sending…' });
    expect(sending).toBeDisabled();
    expect(messageBox()).toHaveAttribute('readonly');
    release();

    const thanks = await within(region()).findByText(
      'Thank you, Ana Folio. Your message about “Kite” was sent.',
    );
    await waitFor(() => expect(thanks.parentElement).toHaveFocus());
    const payload = {
      name: 'Ana Folio',
      email: 'ana@example.org',
      message: 'Is there a larger print?',
      itemId: 'kite',
    };
    expect(receivedContactMessages()).toEqual([payload]);
    await user.click(within(region()).getByText(/^What was sent/));
    expect(region().querySelector('pre')).toHaveTextContent(JSON.stringify(payload));
    expect(ga4Events()).toContainEqual({
      name: 'generate_lead',
      params: { item_id: 'kite', form: 'contact' },
    });
    await waitFor(() =>
      expect(sentInsightsEvents()).toEqual([
        {
          eventType: 'conversion',
          eventName: 'Contact Sent',
          index: 'folio_demo',
          queryID: '4f1c0e9a2b3d4c5e6f708192a3b4c5d6',
          objectIDs: ['kite'],
          userToken: expect.stringMatching(/^anonymous-/),
        },
      ]),
    );

    await user.click(within(region()).getByRole('button', { name: 'Write another message' }));
    await waitFor(() => expect(messageBox()).toHaveFocus());
    expect(messageBox()).toHaveValue('');
    expect(nameBox()).toHaveValue('  Ana Folio ');
    expect(emailBox()).toHaveValue('ana@example.org');
  });

  it('keeps the message and gives the reason when the service fails, and sends on retry', async () => {
    server.use(
      http.post(DEMO_CONTACT_ENDPOINT, () =>
        HttpResponse.json({ message: 'Mail server unavailable.' }, { status: 500 }),
      ),
    );
    const user = renderForm();
    await fillIn(user, 'Ana', 'ana@example.org', 'Hello');
    await user.click(sendButton());

    expect(await within(region()).findByRole('alert')).toHaveTextContent(
      'The contact service had a problem (error 500). It said: “Mail server unavailable.” Your message is still here: send it again in a few minutes.',
    );
    await waitFor(() => expect(sendButton()).toHaveFocus());
    expect(nameBox()).toHaveValue('Ana');
    expect(emailBox()).toHaveValue('ana@example.org');
    expect(messageBox()).toHaveValue('Hello');
    expect(ga4Events()).toEqual([]);

    server.resetHandlers();
    await user.click(sendButton());
    expect(
      await within(region()).findByText('Thank you, Ana. Your message about “Kite” was sent.'),
    ).toBeInTheDocument();
    expect(receivedContactMessages()).toHaveLength(1);
  });

  it('keeps the message and says so when the network fails', async () => {
    server.use(http.post(DEMO_CONTACT_ENDPOINT, () => HttpResponse.error()));
    const user = renderForm();
    await fillIn(user, 'Ana', 'ana@example.org', 'Hello');
    await user.click(sendButton());

    expect(await within(region()).findByRole('alert')).toHaveTextContent(
      'Your message could not reach the contact service. Check your connection and send it again.',
    );
    expect(messageBox()).toHaveValue('Hello');
    expect(sendButton()).toBeEnabled();
  });

  it('shows the payload only in mock mode', async () => {
    const endpoint = 'https://forms.example.org/contact';
    server.use(http.post(endpoint, () => HttpResponse.json({ ok: true }, { status: 201 })));
    const user = renderForm({ ...mockConfig, mode: 'live', contactEndpoint: endpoint });
    await fillIn(user, 'Ana', 'ana@example.org', 'Hello');
    await user.click(sendButton());
    expect(
      await within(region()).findByText('Thank you, Ana. Your message about “Kite” was sent.'),
    ).toBeInTheDocument();
    expect(within(region()).queryByText(/^What was sent/)).not.toBeInTheDocument();
  });
});

describe('the item page', () => {
  it('offers the contact form when an endpoint is configured', async () => {
    renderApp('/item/kite');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kite' })).toBeInTheDocument();
    // Its code loads after the page's.
    expect(await screen.findByRole('region', { name: 'Ask about this item' })).toContainElement(
      sendButton(),
    );
  });

  it('has no contact form when no endpoint is configured', async () => {
    renderApp('/item/kite', { ...mockConfig, contactEndpoint: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kite' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Ask about this item' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your message' })).not.toBeInTheDocument();
  });
});
