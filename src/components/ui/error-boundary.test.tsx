import { render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';

function Broken(): never {
  throw new Error('bad record');
}

it('shows its fallback for a part that throws, and leaves its neighbours standing', () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  render(
    <ul>
      <li>Before</li>
      <ErrorBoundary label="The result x" fallback={<li>This result could not be shown</li>}>
        <Broken />
      </ErrorBoundary>
      <li>After</li>
    </ul>,
  );
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    'Before',
    'This result could not be shown',
    'After',
  ]);
  expect(logged).toHaveBeenCalledWith(
    'The result x could not be shown:',
    expect.any(Error),
    expect.any(String),
  );
});
