import { Suspense, use, useState, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FIRST_SCREEN_ATTRIBUTE,
  FIRST_SCREEN_ID,
  firstScreenPainted,
  revealApp,
  updateBehindFirstScreen,
  useDrawnBehindFirstScreen,
} from './first-screen';

const hasFirstScreen = () => document.getElementById(FIRST_SCREEN_ID) !== null;

function givenFirstScreen(html: string): HTMLElement {
  const firstScreen = document.createElement('div');
  firstScreen.id = FIRST_SCREEN_ID;
  firstScreen.innerHTML = html;
  document.body.prepend(firstScreen);
  document.documentElement.setAttribute(FIRST_SCREEN_ATTRIBUTE, '');
  return firstScreen;
}

function photoOf(firstScreen: HTMLElement): HTMLImageElement {
  const photo = firstScreen.querySelector('img');
  if (!photo) throw new Error('The first screen has no image.');
  return photo;
}

/** Whether `promise` has settled once pending timers and microtasks have run. */
async function hasSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await vi.advanceTimersByTimeAsync(0);
  return settled;
}

afterEach(() => {
  revealApp();
  vi.useRealTimers();
});

describe('the first screen of a prerendered page', () => {
  it('is not waited for on a page without one', async () => {
    vi.useFakeTimers();
    expect(hasFirstScreen()).toBe(false);
    expect(await hasSettled(firstScreenPainted())).toBe(true);
  });

  it('is dropped, not waited for, where the page’s head script found it drawn for another path', async () => {
    vi.useFakeTimers();
    const firstScreen = givenFirstScreen('<img src="/media/fallen-leaf/750.avif" alt="">');
    vi.spyOn(photoOf(firstScreen), 'complete', 'get').mockReturnValue(false);
    document.documentElement.removeAttribute(FIRST_SCREEN_ATTRIBUTE);
    expect(await hasSettled(firstScreenPainted())).toBe(true);
    expect(hasFirstScreen()).toBe(false);
  });

  it('goes as the app shows: hidden at once, then taken out a slice of elements per task', async () => {
    vi.useFakeTimers();
    const cards = Array.from(
      { length: 60 },
      (_, at) =>
        `<li><a href="/item/${at}"><img alt=""><span>Title</span><span>Meta</span></a></li>`,
    );
    const firstScreen = givenFirstScreen(`<main><ol>${cards.join('')}</ol></main>`);
    const elements = () => firstScreen.getElementsByTagName('*').length;
    expect(elements()).toBe(302);

    revealApp();
    expect(document.documentElement.hasAttribute(FIRST_SCREEN_ATTRIBUTE)).toBe(false);
    expect(hasFirstScreen()).toBe(false);
    expect(firstScreen.hidden).toBe(true);

    const slices: number[] = [];
    while (firstScreen.isConnected) {
      const before = elements();
      await vi.advanceTimersToNextTimerAsync();
      slices.push(before - elements());
    }
    expect(elements()).toBe(0);
    expect(slices.length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...slices)).toBeLessThanOrEqual(120);
  });

  it('lets the app start once its photo has loaded, not before', async () => {
    vi.useFakeTimers();
    const firstScreen = givenFirstScreen(
      '<img src="/media/blinds/750.avif" alt=""><img loading="lazy" src="/below-the-fold.avif" alt="">',
    );
    const photo = photoOf(firstScreen);
    vi.spyOn(photo, 'complete', 'get').mockReturnValue(false);
    const painted = firstScreenPainted();
    await vi.advanceTimersByTimeAsync(1000);
    expect(await hasSettled(painted)).toBe(false);

    photo.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(200);
    expect(await hasSettled(painted)).toBe(true);
  });

  it('lets the app start when the photo fails, or after 3 s of waiting for it', async () => {
    vi.useFakeTimers();
    const failing = photoOf(givenFirstScreen('<img src="/gone.avif" alt="">'));
    vi.spyOn(failing, 'complete', 'get').mockReturnValue(false);
    const afterError = firstScreenPainted();
    failing.dispatchEvent(new Event('error'));
    await vi.advanceTimersByTimeAsync(200);
    expect(await hasSettled(afterError)).toBe(true);
    revealApp();

    const slow = photoOf(givenFirstScreen('<img src="/slow.avif" alt="">'));
    vi.spyOn(slow, 'complete', 'get').mockReturnValue(false);
    const afterLimit = firstScreenPainted();
    await vi.advanceTimersByTimeAsync(2900);
    expect(await hasSettled(afterLimit)).toBe(false);
    await vi.advanceTimersByTimeAsync(300);
    expect(await hasSettled(afterLimit)).toBe(true);
  });

  it('goes when the app is revealed, and the app’s root shows again', () => {
    givenFirstScreen('<h1>Blinds</h1>');
    expect(hasFirstScreen()).toBe(true);
    revealApp();
    expect(hasFirstScreen()).toBe(false);
    expect(document.documentElement.hasAttribute(FIRST_SCREEN_ATTRIBUTE)).toBe(false);
  });
});

describe('the app’s updates behind the first screen', () => {
  const neverLoads = new Promise<never>(() => {});
  function StillLoading() {
    return use(neverLoads);
  }
  let showMore: (more: boolean) => void = () => {};
  function Screen() {
    const [more, setMore] = useState(false);
    showMore = setMore;
    return <Suspense fallback={<p>Loading…</p>}>{more ? <StillLoading /> : <p>Drawn</p>}</Suspense>;
  }

  // A transition keeps what is drawn while the next screen is not ready; an urgent update shows
  // the fallback. That difference tells which one ran.
  it('are a transition while the first screen stands in: drawn in slices, nothing torn down', async () => {
    givenFirstScreen('<h1>Blinds</h1>');
    render(<Screen />);
    await act(async () => updateBehindFirstScreen(() => showMore(true)));
    expect(screen.getByText('Drawn')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('are urgent once the app shows', async () => {
    render(<Screen />);
    await act(async () => updateBehindFirstScreen(() => showMore(true)));
    expect(screen.getByText('Loading…')).toBeInTheDocument();
  });
});

describe('content drawn behind the first screen', () => {
  const neverLoads = new Promise<never>(() => {});
  function StillLoading() {
    return use(neverLoads);
  }
  function DrawnBehind({ children }: { children: ReactNode }) {
    return useDrawnBehindFirstScreen() ? children : null;
  }
  function Page({ content }: { content: ReactNode }) {
    return (
      <Suspense fallback={<p>Loading…</p>}>
        <h1>Results</h1>
        <DrawnBehind>{content}</DrawnBehind>
      </Suspense>
    );
  }

  // As above: mounted by a transition, content that is not ready yet leaves what is drawn alone;
  // mounted with the page, it shows the fallback in its place.
  it('is mounted by a transition after the page’s own commit while the first screen stands in', async () => {
    givenFirstScreen('<h1>Blinds</h1>');
    await act(async () => render(<Page content={<StillLoading />} />));
    expect(screen.getByRole('heading', { name: 'Results' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('then shows', async () => {
    givenFirstScreen('<h1>Blinds</h1>');
    render(<Page content={<p>24 results</p>} />);
    expect(await screen.findByText('24 results')).toBeInTheDocument();
  });

  it('is mounted with the page once the app shows', async () => {
    await act(async () => render(<Page content={<StillLoading />} />));
    expect(screen.getByText('Loading…')).toBeInTheDocument();
  });
});
