import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('dompurify');
  vi.resetModules();
});

// Text that decodes to markup: what a hostile server sends to slip an element past a text-only fallback.
const ESCAPED = '<p>Terms &lt;img src=x onerror="steal()"&gt; apply<script>steal()</script></p>';

describe('RichText', () => {
  it('shows server HTML only once sanitised: markup kept, scripts and handlers gone', async () => {
    const { RichText } = await import('./rich-text');
    const { container } = render(
      <RichText
        html={'<p>Deposit <b>bonus</b><script>steal()</script><img src="x" onerror="steal()"></p>'}
      />,
    );
    expect(await screen.findByText('bonus')).toBeInstanceOf(HTMLElement);
    expect(container.querySelector('b')?.textContent).toBe('bonus');
    expect(container.querySelector('script')).toBeNull();
    expect(container.innerHTML).not.toContain('onerror');
  });

  it('keeps escaped markup as characters when sanitised', async () => {
    const { RichText } = await import('./rich-text');
    const { container } = render(<RichText html={ESCAPED} />);
    await screen.findByText(/Terms/);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror="steal()">');
  });

  it('without the sanitiser shows the words as text: no element, not even from escaped markup', async () => {
    vi.doMock('dompurify', () => {
      throw new Error('chunk failed to load');
    });
    const { RichText } = await import('./rich-text');
    const { container } = render(<RichText html={ESCAPED} />);
    const text = await screen.findByText(/Terms/);
    expect(text.className).toContain('rich-text--plain');
    expect(container.querySelectorAll('img, script, p')).toHaveLength(0);
    expect(text.textContent).toBe('Terms <img src=x onerror="steal()"> applysteal()');
  });

  it('tries the sanitiser again for the next text after a failed download', async () => {
    let fail = true;
    vi.doMock('dompurify', async () => {
      if (fail) throw new Error('chunk failed to load');
      return vi.importActual('dompurify');
    });
    const { RichText } = await import('./rich-text');
    const first = render(<RichText html="<p><b>one</b></p>" />);
    await screen.findByText('one');
    expect(first.container.querySelector('b')).toBeNull();
    first.unmount();
    fail = false;
    vi.resetModules();
    const again = render(<RichText html="<p><b>two</b></p>" />);
    await screen.findByText('two');
    expect(again.container.querySelector('b')?.textContent).toBe('two');
  });
});
