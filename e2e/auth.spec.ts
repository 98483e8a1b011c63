import { expect, test } from './fixtures';
import { createSignedInUser } from './support/users';

test('a user created for a test is signed in', async ({ page }) => {
  const { email } = await createSignedInUser(page, { name: 'Helper User' });
  const response = await page.request.get('/api/me');
  const me = (await response.json()) as { user: { email: string }; profile: { fullName: string } };
  expect(me.user.email).toBe(email);
  expect(me.profile.fullName).toBe('Helper User');
});
