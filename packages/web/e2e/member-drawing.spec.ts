import type { Locator, Page } from '@playwright/test';
import { dismissNoticePopup, expect, signIn, test } from './support';

type Box = { x: number; y: number; width: number; height: number };

/** The widths a member meets the centre at: a phone, a tablet (tabs in a row), a desktop (tabs in a column). */
const widths = [360, 800, 1366];

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} is not drawn`);
  return box;
}

/** Whether `inner` lies inside `outer`, touching allowed (half a pixel for rounding). */
const inside = (inner: Box, outer: Box): boolean =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;

const overlap = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function openCentre(page: Page, path: string, name = 'Member centre sections'): Promise<Locator> {
  await page.goto(path);
  await dismissNoticePopup(page);
  return page.getByRole('navigation', { name });
}

/** Whether the current section of a centre's row of sections lies inside the row's box. */
async function currentInRow(nav: Locator): Promise<boolean> {
  return inside(await boxOf(nav.locator('[aria-current="page"]')), await boxOf(nav.getByRole('list')));
}

test.beforeEach(async ({ page }, info) => {
  if (!info.tags.includes('@own-sign-in')) await signIn(page);
});

test("each count badge of the member centre sits on its own tab, none over another's", async ({ page }) => {
  const nav = await openCentre(page, '/member/securityCenter');
  // The demo member's counts: a withdrawal to confirm, rewards, a completed mission, unread messages.
  const badged = nav.getByRole('link').filter({ has: page.locator('.badge') });
  await expect(badged).toHaveCount(4);
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    const badges: Box[] = [];
    for (const tab of await badged.all()) {
      const [tabBox, badgeBox] = [await boxOf(tab), await boxOf(tab.locator('.badge'))];
      const label = await tab.locator('span').first().innerText();
      expect(inside(badgeBox, tabBox), `${width} px: the badge of "${label}" lies on its tab`).toBe(true);
      for (const other of badges)
        expect(overlap(badgeBox, other), `${width} px: "${label}" badge alone`).toBe(false);
      badges.push(badgeBox);
    }
  }
});

test("the bank card's Default badge sits on its card, drawn as a state, not as a red count", async ({
  page,
}) => {
  await openCentre(page, '/member/withdraw');
  const card = page
    .getByRole('region', { name: 'Bank cards' })
    .getByRole('listitem')
    .filter({ hasText: 'Default' });
  const badge = card.getByText('Default', { exact: true });
  await expect(badge).toBeVisible();
  // A state, not a count: not the red of the tabs' count badges.
  const background = (locator: Locator) =>
    locator.evaluate((element) => getComputedStyle(element).backgroundColor);
  const count = page.getByRole('navigation', { name: 'Member centre sections' }).locator('.badge').first();
  expect(await background(badge)).not.toBe(await background(count));
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    expect(inside(await boxOf(badge), await boxOf(card)), `${width} px: Default lies on its card`).toBe(true);
  }
});

test('a section opened by its address is in view in the row of sections, on a phone and a tablet', async ({
  page,
}) => {
  for (const width of [360, 800]) {
    await page.setViewportSize({ width, height: 900 });
    const nav = await openCentre(page, '/member/messageV2');
    await expect(nav.locator('[aria-current="page"]')).toBeVisible();
    // The row scrolls; its current section is brought inside the row's box, not left past its edge.
    await expect
      .poll(() => currentInRow(nav), { message: `${width} px: the current section lies in the row` })
      .toBe(true);
  }
});

// The last section of each centre, far past a phone's row when the row shows its start.
const centres = [
  { nav: 'Member centre sections', path: '/member/messageV2', user: ['demo', 'demo1234'] },
  { nav: 'Agent centre sections', path: '/agentHome/agentRealtimeSalary', user: ['agent', 'agent1234'] },
] as const;

for (const centre of centres) {
  test(
    `${centre.nav}: a window narrowed from the desktop to a phone shows the current section in the row`,
    {
      tag: '@own-sign-in',
    },
    async ({ page }) => {
      await signIn(page, ...centre.user);
      await page.setViewportSize({ width: 1366, height: 900 });
      const nav = await openCentre(page, centre.path, centre.nav);
      await expect(nav.locator('[aria-current="page"]')).toBeVisible();
      // Counts and labels settled first, so only the resize can move the row.
      await page.waitForLoadState('networkidle');
      await page.setViewportSize({ width: 360, height: 900 });
      await expect
        .poll(() => currentInRow(nav), { message: 'the current section lies in the row after the resize' })
        .toBe(true);
    },
  );
}
