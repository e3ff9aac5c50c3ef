import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef } from 'react';
import { Link, MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useFocusHeadingOnNavigate } from './focus-heading';

function Layout() {
  useFocusHeadingOnNavigate();
  return (
    <main id="main" tabIndex={-1}>
      <Outlet />
    </main>
  );
}

/** A screen that puts focus on one of its own links as it mounts (the results, back from an item). */
function ScreenFocusingItsCard() {
  const card = useRef<HTMLAnchorElement>(null);
  useEffect(() => card.current?.focus(), []);
  return (
    <>
      <h1>Results</h1>
      <Link ref={card} to="/item">
        The opened card
      </Link>
    </>
  );
}

function renderAt(path: string) {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<Layout />}>
          <Route path="/" element={<ScreenFocusingItsCard />} />
          <Route
            path="/item"
            element={
              <>
                <h1>An item</h1>
                <Link to="/">Back to results</Link>
              </>
            }
          />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
  return user;
}

describe('focus on a new page', () => {
  it('goes to the new page’s heading', async () => {
    const user = renderAt('/');
    await user.click(screen.getByRole('link', { name: 'The opened card' }));
    expect(screen.getByRole('heading', { name: 'An item' })).toHaveFocus();
  });

  it('stays where the new page put it as it mounted, in the same commit', async () => {
    const user = renderAt('/item');
    await user.click(screen.getByRole('link', { name: 'Back to results' }));
    expect(screen.getByRole('link', { name: 'The opened card' })).toHaveFocus();
  });
});
