import { expect, test, type Page } from './fixtures';

const region = (page: Page) => page.getByRole('region', { name: 'Ask about this item' });
const field = (page: Page, name: string) => region(page).getByRole('textbox', { name });
const send = (page: Page) => region(page).getByRole('button', { name: 'Send message' });

async function openKite(page: Page) {
  await page.goto('/item/kite');
  await expect(page.getByRole('heading', { level: 1, name: 'Kite' })).toBeVisible();
  await expect(send(page)).toBeVisible();
}

/** The form's right edge, and how far its content reaches: nothing may stick out at 320 px. */
function overflow(page: Page) {
  return region(page).evaluate((element) => ({
    right: element.getBoundingClientRect().right,
    page: document.documentElement.clientWidth,
    inner: element.scrollWidth - element.clientWidth,
  }));
}

test('the contact form shows each validation message', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await openKite(page);
  const name = field(page, 'Your name');
  const email = field(page, 'Your email address');
  const message = field(page, 'Your message');

  await send(page).click();
  await expect(name).toBeFocused();
  await expect(name).toHaveAccessibleDescription('Enter your name.');
  await expect(email).toHaveAccessibleDescription('Enter your email address.');
  await expect(message).toHaveAccessibleDescription(/^Enter your message\./);
  await expect(region(page).getByRole('alert')).toContainText('3 fields need a change');

  await name.fill('Ana');
  await email.fill('ana@example');
  await message.fill('m'.repeat(2001));
  await expect(region(page).getByText('1 too many')).toBeVisible();
  await send(page).click();
  await expect(email).toBeFocused();
  await expect(email).toHaveAccessibleDescription(
    'Enter a valid email address, like name@example.com.',
  );
  await expect(message).toHaveAccessibleDescription(
    /^Your message is too long: use 2,000 characters or fewer\./,
  );
  await expect(name).not.toHaveAttribute('aria-invalid');

  await name.fill('n'.repeat(101));
  await email.fill('ana@example.org');
  await message.fill('Hello');
  await send(page).click();
  await expect(name).toBeFocused();
  await expect(name).toHaveAccessibleDescription(
    'Your name is too long: use 100 characters or fewer.',
  );
  await expect(region(page).getByRole('alert')).toContainText('One field needs a change');

  const box = await overflow(page);
  expect(box.right).toBeLessThanOrEqual(box.page);
  expect(box.inner).toBeLessThanOrEqual(0);
});

test('a sent message thanks the visitor and shows QA the JSON that was posted', async ({
  page,
}) => {
  await openKite(page);
  await field(page, 'Your name').fill('Ana Folio');
  await field(page, 'Your email address').fill('ana@example.org');
  await field(page, 'Your message').fill('Is there a larger print of "Kite"?\nThanks!');
  await send(page).click();

  const thanks = region(page).getByText(
    'Thank you, Ana Folio. Your message about “Kite” was sent.',
  );
  await expect(thanks).toBeVisible();
  await region(page)
    .getByText(/^What was sent/)
    .click();
  const posted = JSON.parse((await region(page).locator('pre').textContent()) ?? '') as unknown;
  expect(posted).toEqual({
    name: 'Ana Folio',
    email: 'ana@example.org',
    message: 'Is there a larger print of "Kite"?\nThanks!',
    itemId: 'kite',
  });

  await region(page).getByRole('button', { name: 'Write another message' }).click();
  await expect(field(page, 'Your message')).toBeFocused();
  await expect(field(page, 'Your message')).toHaveValue('');
  await expect(field(page, 'Your name')).toHaveValue('Ana Folio');
});
