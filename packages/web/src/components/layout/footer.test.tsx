import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp } from '@/testing/render-app';
import { useSandbox } from '@/testing/sandbox-server';

describe('the footer', () => {
  useSandbox();

  it('lists the same product categories as the top navigation', async () => {
    await renderApp('/');
    const topNav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await within(topNav).findByRole('link', { name: 'Esports' }, { timeout: 10_000 });
    const products = await screen.findByRole('navigation', { name: 'Products' }, { timeout: 10_000 });
    const inTopNav = within(topNav)
      .getAllByRole('link')
      .map((link) => link.textContent)
      .filter((name) => name !== 'Home' && name !== 'Promotions');
    expect(within(products).getAllByRole('link').map((link) => link.textContent)).toEqual(inTopNav);
    expect(inTopNav).toEqual(expect.arrayContaining(['Esports', 'Cockfight']));
  });
});
