import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/testing/render-app';
import { useSandbox } from '@/testing/sandbox-server';
import { sandboxWorld } from '@/testing/sandbox-world';

describe('the news page', () => {
  useSandbox();
  const content = () => sandboxWorld().catalogue.content;
  const titles = async () =>
    within(await screen.findByRole('navigation', { name: 'Announcement titles' }, { timeout: 10_000 }))
      .getAllByRole('link')
      .map((link) => link.textContent);

  it('lists the announcements in pages of 9, the page in the address', async () => {
    const { router } = await renderApp('/news');
    expect(await screen.findByRole('heading', { level: 1, name: 'News' }, { timeout: 10_000 })).toBeTruthy();
    const first = await titles();
    expect(first).toHaveLength(9);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    const second = await titles();
    expect(second.length).toBeGreaterThan(0);
    expect(second.some((title) => first.includes(title))).toBe(false);
  });

  it("opens an announcement's full text at its own address, its markup sanitised, and leads back to its page", async () => {
    const [first] = content().announcements;
    content().announcements[0] = { ...first!, content: '<p>Full text</p><img src=x onerror="alert(1)">' };
    const { router, container } = await renderApp('/news');
    const link = (await screen.findAllByRole('link', { name: first!.title }, { timeout: 10_000 }))[0]!;
    await userEvent.setup().click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/news/${first!.id}`));
    expect(await screen.findByText('Full text')).toBeTruthy();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the news' }).getAttribute('href')).toBe('/news');
  });

  it('says so for an announcement that is gone', async () => {
    await renderApp('/news/no-such-id');
    expect(
      await screen.findByText('This announcement is no longer available.', {}, { timeout: 10_000 }),
    ).toBeTruthy();
  });

  it('links the brand story when the help centre has one, and not otherwise', async () => {
    const view = await renderApp('/news');
    const story = await screen.findByRole('link', { name: 'Our brand story' }, { timeout: 10_000 });
    expect(story.getAttribute('href')).toBe('/help#story');
    view.unmount();
    content().articles = content().articles.filter((article) => article.category !== 'STORY');
    await renderApp('/news');
    await titles();
    expect(screen.queryByRole('link', { name: 'Our brand story' })).toBeNull();
  });
});
