import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText } from './rich-text';

describe('RichText', () => {
  it('shows server HTML only once sanitised: markup kept, scripts and handlers gone', async () => {
    const { container } = render(<RichText html={'<p>Deposit <b>bonus</b><script>steal()</script><img src="x" onerror="steal()"></p>'} />);
    expect(await screen.findByText('bonus')).toBeInstanceOf(HTMLElement);
    expect(container.querySelector('b')?.textContent).toBe('bonus');
    expect(container.querySelector('script')).toBeNull();
    expect(container.innerHTML).not.toContain('onerror');
  });
});
