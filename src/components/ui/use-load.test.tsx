import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RenderedLoadsContext, loadName, type RenderedLoads } from './rendered-loads';
import { useLoad } from './use-load';

function Credits({ load }: { load: () => Promise<string> }) {
  const state = useLoad('index', load, { renderedAs: 'credits' });
  return <p>{state.status === 'done' ? state.value : state.status}</p>;
}

function renderAt(path: string, rendered: RenderedLoads, load: () => Promise<string>) {
  return render(
    <RenderedLoadsContext value={rendered}>
      <MemoryRouter initialEntries={[path]}>
        <Credits load={load} />
      </MemoryRouter>
    </RenderedLoadsContext>,
  );
}

const page: RenderedLoads = {
  path: '/about',
  values: { [loadName('credits', 'index')]: 'Credits as the page was built' },
};

describe('useLoad on a page rendered at build time', () => {
  it('starts from the value the page carries and loads nothing', async () => {
    const load = vi.fn(() => Promise.resolve('loaded again'));
    renderAt('/about', page, load);
    expect(screen.getByText('Credits as the page was built')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(load).not.toHaveBeenCalled();
  });

  it('loads as usual at another address than the one the page was rendered for', async () => {
    const load = vi.fn(() => Promise.resolve('loaded here'));
    renderAt('/about?from=elsewhere', page, load);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('loaded here')).toBeInTheDocument();
  });

  it('hands a load the page does not carry to the renderer while it renders in Node', () => {
    const collect = vi.fn();
    const load = () => Promise.resolve('x');
    renderAt('/about', { path: '/about', values: {}, collect }, load);
    expect(collect).toHaveBeenCalledWith(loadName('credits', 'index'), load);
  });
});
