import { dismissNoticePopup, expect, test } from './support';

// The journey provokes the refusals it checks.
test.use({ allowPolicyViolations: true });

test('the page runs under the policy the build ships: injected HTML and an inline script are refused and reported, not run', async ({
  page,
  request,
}) => {
  expect((await request.delete('/__sandbox/csp-report')).ok()).toBe(true);
  const response = await page.goto('/');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy.split('; ').find((part) => part.startsWith('script-src'))).not.toContain('unsafe-inline');
  expect(policy).toContain("require-trusted-types-for 'script'");
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
  // Trusted Types: a string handed to innerHTML or to a script's text is refused before it is parsed or run.
  const refused = await page.evaluate(() => {
    const errors: string[] = [];
    try {
      document.body.insertAdjacentHTML('beforeend', '<img src=x onerror="window.__inlineRan = true">');
    } catch (error) {
      errors.push(String(error));
    }
    try {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true';
      document.body.append(script);
    } catch (error) {
      errors.push(String(error));
    }
    return errors;
  });
  expect(refused).toHaveLength(2);
  expect(refused.join('\n')).toMatch(/TrustedHTML[\s\S]*TrustedScript/);
  expect(await violation).toBe('require-trusted-types-for');
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
    .toContain('require-trusted-types-for');
});
