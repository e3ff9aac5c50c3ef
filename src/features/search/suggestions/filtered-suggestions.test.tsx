import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUrl, renderApp } from '../../../../tests/utils/render-app';

const FIRST_RESULTS = { timeout: 10_000 };
const box = () => screen.getByRole('combobox', { name: 'Search the archive' });
const suggestions = () => screen.findByRole('listbox', { name: 'Search suggestions' });
/** What an option says (its text without the hidden icon). */
function optionName(option: HTMLElement): string {
  const copy = option.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return copy.textContent.replace(/\s+/g, ' ').trim();
}

async function popularOffered(address: string, typed: string) {
  const { user } = renderApp(address);
  await screen.findByText(/^\d+ results?\b/, {}, FIRST_RESULTS);
  await user.type(box(), typed);
  const list = await suggestions();
  const popular = await within(list).findByRole('group', { name: /^Popular searches/ });
  return { user, list, popular };
}

describe('query suggestions with filters in use', () => {
  it('offer only searches that find something within the filters, and say so', async () => {
    const { popular } = await popularOffered('/?tags=macro', 'gr');
    expect(popular).toHaveAccessibleName('Popular searches within your filters');
    // "grand canyon", "grey" and the rest find nothing tagged macro: not offered.
    await waitFor(() =>
      expect(within(popular).getAllByRole('option').map(optionName)).toEqual([
        'green 3 results',
        'grass 1 result',
        'grain 2 results',
      ]),
    );
  });

  it('lead to results with the filters kept', async () => {
    const { user, popular } = await popularOffered('/?type=video', 'sun');
    const [first] = within(popular).getAllByRole('option');
    if (!first) throw new Error('One suggestion expected.');
    const [, query, count] = /^(.*) (\d+) results?$/.exec(optionName(first)) ?? [];
    await user.click(first);
    await waitFor(() =>
      expect(currentUrl()).toBe(`/?q=${encodeURIComponent(query ?? '')}&type=video`),
    );
    expect(
      await screen.findByText(new RegExp(`^${count} results?\\b`), {}, FIRST_RESULTS),
    ).toBeInTheDocument();
  });

  it('offer the whole archive’s popular searches, without counts, when nothing is filtered', async () => {
    const { popular } = await popularOffered('/', 'sun');
    expect(popular).toHaveAccessibleName('Popular searches');
    const names = within(popular).getAllByRole('option').map(optionName);
    expect(names).toContain('sun');
  });
});
