import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CONSENT_STORAGE_KEY,
  readConsent,
  resetConsentForTests,
  saveConsent,
} from '@/services/consent/consent';
import { renderApp } from '../../../tests/utils/render-app';

const findDialog = () => screen.findByRole('dialog', { name: 'Privacy choices' });
const queryDialog = () => screen.queryByRole('dialog', { name: 'Privacy choices' });
const footerButton = () => screen.getByRole('button', { name: 'Privacy choices' });

function stored(): unknown {
  return JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null');
}

/** Waits well past the moment the mount would have shown the dialog by itself. */
async function expectNoDialogToAppear() {
  await expect(
    screen.findByRole('dialog', { name: 'Privacy choices' }, { timeout: 1500 }),
  ).rejects.toThrow();
}

// Loaded once here, so a dialog that was going to appear does so well within the waits below.
beforeAll(() => import('./privacy-choices-dialog'));

beforeEach(() => resetConsentForTests());
afterEach(() => {
  localStorage.clear();
  resetConsentForTests();
});

describe('Privacy choices on a first visit', () => {
  it('asks without blocking the search; Accept all is stored and not asked again', async () => {
    const { user, unmount } = renderApp('/?q=kite');
    const dialog = await findDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'false');
    // Announced: nothing had focus yet, so it takes it (once drawn), with its name and what it is
    // about.
    await waitFor(() => expect(dialog).toHaveFocus());
    expect(dialog).toHaveAccessibleDescription(/asks before it sends anything about your visit/);
    expect(dialog).toHaveTextContent('Search works the same either way');
    expect(dialog).toHaveTextContent('Google Analytics and Tag Manager');
    expect(dialog).toHaveTextContent('from “Privacy choices” at the bottom of every page');
    // The first test here compiles the search screen: on a busy machine that takes a while.
    expect(
      await screen.findByRole('link', { name: /Kite/ }, { timeout: 15_000 }),
    ).toBeInTheDocument();

    // The page stays usable while the dialog is open.
    const box = screen.getByRole('combobox', { name: 'Search the archive' });
    await user.clear(box);
    await user.type(box, 'leaf');
    expect(await screen.findByRole('link', { name: /Fallen Leaf/ })).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Accept all' }));
    expect(queryDialog()).not.toBeInTheDocument();
    expect(stored()).toMatchObject({ analytics: true, insights: true });
    expect(readConsent()).toMatchObject({
      choices: { analytics: true, insights: true },
      source: 'visitor',
    });
    // Focus was on the dialog's button: it goes to the main content, not to the page's top.
    expect(screen.getByRole('main')).toHaveFocus();

    unmount();
    resetConsentForTests(); // a new page load reads the stored choice again
    renderApp('/?q=kite');
    await screen.findByRole('link', { name: /Kite/ });
    await expectNoDialogToAppear();
  });

  it('Reject all stores both refused', async () => {
    const { user } = renderApp('/?q=kite');
    await user.click(within(await findDialog()).getByRole('button', { name: 'Reject all' }));
    expect(queryDialog()).not.toBeInTheDocument();
    expect(stored()).toMatchObject({ analytics: false, insights: false });
    expect(readConsent()).toMatchObject({
      choices: { analytics: false, insights: false },
      source: 'visitor',
    });
  });

  it('Choose allows one purpose and not the other', async () => {
    const { user } = renderApp('/?q=kite');
    const dialog = await findDialog();
    const choose = within(dialog).getByRole('button', { name: 'Choose' });
    expect(choose).toHaveAttribute('aria-expanded', 'false');
    await user.click(choose);
    expect(choose).toHaveAttribute('aria-expanded', 'true');
    const analytics = within(dialog).getByRole('checkbox', { name: 'Analytics' });
    const insights = within(dialog).getByRole('checkbox', { name: 'Search improvement' });
    expect(analytics).not.toBeChecked();
    expect(insights).not.toBeChecked();
    expect(insights).toHaveAccessibleDescription(/click and download events/);

    await user.click(insights);
    await user.click(within(dialog).getByRole('button', { name: 'Save choices' }));
    expect(queryDialog()).not.toBeInTheDocument();
    expect(stored()).toMatchObject({ analytics: false, insights: true });
    expect(readConsent().choices).toEqual({ analytics: false, insights: true, maps: false });
  });

  it('Escape closes it without a choice; it asks again on the next page load', async () => {
    const { user, unmount } = renderApp('/?q=kite');
    const dialog = await findDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Choose' }));
    await user.keyboard('{Escape}');
    expect(queryDialog()).not.toBeInTheDocument();
    expect(stored()).toBeNull();
    expect(readConsent()).toMatchObject({
      choices: { analytics: false, insights: false },
      source: 'unset',
    });

    unmount();
    renderApp('/?q=kite');
    expect(await findDialog()).toBeInTheDocument();
  });
});

describe('Privacy choices when the browser asks not to be tracked', () => {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  beforeEach(() => {
    Object.defineProperty(nav, 'globalPrivacyControl', { value: true, configurable: true });
    resetConsentForTests();
  });
  afterEach(() => {
    delete nav.globalPrivacyControl;
  });

  it('does not ask by itself; from the footer it says why nothing is tracked, and Accept all holds', async () => {
    const { user } = renderApp('/?q=kite');
    await screen.findByRole('link', { name: /Kite/ });
    await expectNoDialogToAppear();
    expect(readConsent()).toMatchObject({ source: 'browser-signal', browserSignal: 'gpc' });

    await user.click(footerButton());
    const dialog = await findDialog();
    expect(dialog).toHaveTextContent(
      'Your browser sends Global Privacy Control, so nothing is tracked unless you turn it on here.',
    );
    expect(dialog).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Accept all' }));
    expect(queryDialog()).not.toBeInTheDocument();
    expect(stored()).toMatchObject({ analytics: true, insights: true });
    expect(readConsent()).toMatchObject({
      choices: { analytics: true, insights: true },
      source: 'visitor',
      browserSignal: 'gpc',
    });
    expect(footerButton()).toHaveFocus();
  });
});

describe('Privacy choices re-opened from the footer', () => {
  it('shows the stored choice and saves a withdrawal', async () => {
    saveConsent({ analytics: true, insights: true });
    resetConsentForTests(); // as on a later visit
    const { user } = renderApp('/?q=kite');
    await screen.findByRole('link', { name: /Kite/ });
    await expectNoDialogToAppear();

    await user.click(footerButton());
    const dialog = await findDialog();
    const analytics = within(dialog).getByRole('checkbox', { name: 'Analytics' });
    expect(analytics).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Search improvement' })).toBeChecked();

    await user.click(analytics);
    await user.click(within(dialog).getByRole('button', { name: 'Save choices' }));
    expect(queryDialog()).not.toBeInTheDocument();
    expect(stored()).toMatchObject({ analytics: false, insights: true });
    expect(readConsent().choices).toEqual({ analytics: false, insights: true, maps: false });
    expect(footerButton()).toHaveFocus();
  });

  it('Escape closes it unchanged and focus goes back to the footer', async () => {
    saveConsent({ analytics: false, insights: true });
    resetConsentForTests();
    const { user } = renderApp('/?q=kite');
    await screen.findByRole('link', { name: /Kite/ });
    await user.click(footerButton());
    const dialog = await findDialog();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Analytics' }));
    await user.keyboard('{Escape}');
    expect(queryDialog()).not.toBeInTheDocument();
    expect(readConsent().choices).toEqual({ analytics: false, insights: true, maps: false });
    expect(footerButton()).toHaveFocus();
  });
});
