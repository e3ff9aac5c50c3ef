import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearEventLog,
  logEvent,
  loggedEvents,
  updateLoggedEvent,
  type LoggedEvent,
} from '@/services/event-log/event-log';
import { EventInspector } from './event-inspector';
import { formatEventTime } from './event-format';

function renderInspector() {
  const user = userEvent.setup();
  const onClose = vi.fn();
  render(<EventInspector id="event-inspector" onClose={onClose} takeFocus={false} />);
  return { user, onClose };
}

const rows = () =>
  within(screen.getByRole('list', { name: 'Events, newest first' })).getAllByRole('listitem');
const namesShown = () => rows().map((row) => row.querySelector('.event-name')?.textContent);
const log = (entry: Partial<LoggedEvent> & Pick<LoggedEvent, 'name'>) =>
  act(() => logEvent({ destination: 'GA4', payload: {}, status: 'sent', ...entry }));

afterEach(() => {
  sessionStorage.clear();
  clearEventLog();
});

describe('event inspector', () => {
  it('is a non-modal dialog named "Event inspector" that closes by its button or Escape', async () => {
    const { user, onClose } = renderInspector();
    const dialog = screen.getByRole('dialog', { name: 'Event inspector' });
    expect(dialog).toHaveAttribute('aria-modal', 'false');
    await user.click(screen.getByRole('button', { name: 'Close event inspector' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.type(screen.getByRole('searchbox', { name: 'Filter events' }), '{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('lists events logged before and after it opened, newest first, with time, destination, name and payload', async () => {
    const first = logEvent({
      destination: 'GA4',
      name: 'page_view',
      payload: { page_path: '/' },
      status: 'sent',
    });
    renderInspector();
    log({
      destination: 'Insights',
      name: 'Item Clicked',
      payload: { objectIDs: ['kite'], positions: [1] },
    });
    log({ destination: 'GTM', name: 'search', payload: { search_term: 'leaf' } });

    expect(namesShown()).toEqual(['search', 'Item Clicked', 'page_view']);
    const [newest, middle, oldest] = rows() as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(oldest).getByText(formatEventTime(first.time))).toBeInTheDocument();
    expect(within(oldest).getByText(/^\d\d:\d\d:\d\d\.\d{3}$/)).toHaveAttribute(
      'datetime',
      new Date(first.time).toISOString(),
    );
    expect(within(oldest).getByText('GA4')).toBeInTheDocument();
    expect(within(oldest).getByText('{"page_path":"/"}')).toBeInTheDocument();
    expect(oldest.querySelector('pre')).toHaveTextContent('{ "page_path": "/" }', {
      normalizeWhitespace: true,
    });
    expect(oldest.querySelector('details')).not.toHaveAttribute('open');
    expect(within(middle).getByText('Insights')).toBeInTheDocument();
    expect(within(newest).getByText('GTM')).toBeInTheDocument();
    expect(await screen.findByText('3 events')).toBeInTheDocument();
  });

  it('marks events consent blocked, failed sends, pending sends and events not sent', () => {
    const sending = logEvent({
      destination: 'Insights',
      name: 'Converted',
      payload: {},
      status: 'sending',
    });
    logEvent({ destination: 'Insights', name: 'Clicked', payload: {}, status: 'sending' });
    logEvent({ destination: 'GA4', name: 'view_item', payload: {}, status: 'blocked' });
    logEvent({
      destination: 'Insights',
      name: 'telemetry',
      payload: {},
      status: 'dropped',
      detail: 'usage telemetry is never sent',
    });
    renderInspector();
    expect(screen.getByText('Blocked by consent')).toBeVisible();
    expect(screen.getByText('Not sent: usage telemetry is never sent')).toBeInTheDocument();
    expect(screen.getAllByText('Sending…')).toHaveLength(2);

    act(() =>
      updateLoggedEvent(sending.id, { status: 'failed', detail: 'HTTP 422 Unprocessable' }),
    );
    expect(screen.getByText('Failed: HTTP 422 Unprocessable')).toBeInTheDocument();
    expect(screen.getAllByText('Sending…')).toHaveLength(1);
  });

  it('filters by name, destination or payload text in any case, and by destination', async () => {
    log({ destination: 'GA4', name: 'page_view', payload: { page_path: '/item/kite' } });
    log({ destination: 'GTM', name: 'search', payload: { search_term: 'Leaf' } });
    log({ destination: 'Insights', name: 'Item Clicked', payload: { objectIDs: ['kite'] } });
    const { user } = renderInspector();
    const filter = screen.getByRole('searchbox', { name: 'Filter events' });

    await user.type(filter, 'KITE');
    expect(namesShown()).toEqual(['Item Clicked', 'page_view']);
    expect(await screen.findByText('2 events')).toBeInTheDocument();
    await user.clear(filter);
    await user.type(filter, 'gtm');
    expect(namesShown()).toEqual(['search']);
    await user.clear(filter);
    await user.type(filter, 'leaf');
    expect(namesShown()).toEqual(['search']);
    expect(await screen.findByText('1 event')).toBeInTheDocument();

    await user.clear(filter);
    const destination = screen.getByRole('combobox', { name: 'Destination' });
    await user.selectOptions(destination, 'Insights');
    expect(namesShown()).toEqual(['Item Clicked']);
    await user.type(filter, 'page');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByText('No events match this filter.')).toBeInTheDocument();
    await user.selectOptions(destination, 'All');
    expect(namesShown()).toEqual(['page_view']);
  });

  it('clears the log', async () => {
    log({ name: 'page_view' });
    log({ name: 'search' });
    const { user } = renderInspector();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(loggedEvents()).toEqual([]);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(
      screen.getByText('No events yet. They appear here as the app sends them.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('0 events')).toBeInTheDocument();
  });

  it('copies exactly the events shown as a JSON array', async () => {
    log({ destination: 'GA4', name: 'page_view', payload: { page_path: '/' } });
    log({
      destination: 'Insights',
      name: 'Item Clicked',
      payload: { queryID: 'q1' },
      status: 'sending',
    });
    log({
      destination: 'Insights',
      name: 'Converted',
      payload: { queryID: 'q1' },
      status: 'failed',
      detail: 'offline',
    });
    const { user } = renderInspector();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Destination' }), 'Insights');
    await user.click(screen.getByRole('button', { name: 'Copy as JSON' }));

    expect(await screen.findByText('Copied')).toBeInTheDocument();
    const copied: unknown = JSON.parse(await navigator.clipboard.readText());
    const insights = loggedEvents().filter((event) => event.destination === 'Insights');
    expect(copied).toEqual([...insights].reverse());
    expect(copied).toHaveLength(2);
  });

  it('shows hostile payload text as text, long words wrapping', () => {
    const cycle: Record<string, unknown> = { name: '<img src=x onerror="alert(1)">' };
    cycle.self = cycle;
    logEvent({
      destination: 'GTM',
      name: '<script>alert(1)</script>',
      payload: cycle,
      status: 'sent',
    });
    logEvent({ destination: 'GA4', name: 'big', payload: { n: 10n }, status: 'sent' });
    renderInspector();
    expect(screen.getByText('<script>alert(1)</script>')).toBeInTheDocument();
    expect(document.querySelector('img, script')).toBeNull();
    expect(screen.getByText(/onerror=\\"alert\(1\)\\".*"self":"\[circular\]"/)).toBeInTheDocument();
    expect(screen.getByText('{"n":"10n"}')).toBeInTheDocument();
  });

  it('announces the count once a burst of events is over', async () => {
    renderInspector();
    const count = screen.getByText('0 events');
    expect(count).toHaveAttribute('aria-live', 'polite');
    for (let index = 0; index < 20; index += 1) log({ name: `event ${index}` });
    expect(count).toHaveTextContent('0 events');
    await waitFor(() => expect(count).toHaveTextContent('20 events'));
  });
});
