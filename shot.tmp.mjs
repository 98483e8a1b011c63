import { chromium } from '@playwright/test';
const B = 'http://localhost:38731';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
for (const size of [{ w: 1280, h: 900, n: 'laptop' }, { w: 390, h: 844, n: 'phone' }]) {
  const context = await browser.newContext({ viewport: { width: size.w, height: size.h } });
  const page = await context.newPage();
  const r = await page.request.post(`${B}/api/auth/sign-in/email`, { data: { email: 'outcome-admin@example.com', password: 'correct horse battery staple' }, headers: { origin: B } });
  console.log('sign-in', r.status());
  await page.goto(`${B}/app/choice-list?counselling=mcc-neet-pg`);
  await page.getByText(/^Chance of a seat with this list/).waitFor();
  await page.screenshot({ path: `/tmp/outcome/real-${size.n}.png`, fullPage: true });
  const panel = await page.getByRole('region', { name: 'Your chance of a seat' }).innerText();
  console.log(panel);
  const items = await page.getByRole('list', { name: 'Your choices' }).getByRole('listitem').allInnerTexts();
  console.log(items.map((t) => t.split('\n').filter((l) => /Share|Institute|College|MD|MS|matter|Not counted/.test(l)).join(' | ')).join('\n'));
  await context.close();
}
await browser.close();
