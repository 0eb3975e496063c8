import { dismissNoticePopup, expect, test } from './support';

test('the page runs under the policy the build ships: an injected inline script is blocked and reported, not run', async ({
  page,
  request,
}) => {
  expect((await request.delete('/__sandbox/csp-report')).ok()).toBe(true);
  const response = await page.goto('/');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy.split('; ').find((part) => part.startsWith('script-src'))).not.toContain('unsafe-inline');
  await dismissNoticePopup(page);
  await expect(page.getByRole('banner')).toBeVisible();

  const violation = page.evaluate(
    () =>
      new Promise<string>((resolve) =>
        document.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective), {
          once: true,
        }),
      ),
  );
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true';
    document.body.append(script);
  });
  expect(await violation).toBe('script-src-elem');
  expect(
    await page.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan),
  ).toBeUndefined();
  await expect
    .poll(async () => {
      const reports = (
        (await (await request.get('/__sandbox/csp-report')).json()) as {
          value: { 'csp-report'?: { 'violated-directive'?: string } }[];
        }
      ).value;
      return reports.map((report) => report['csp-report']?.['violated-directive']);
    })
    .toContain('script-src-elem');
});
