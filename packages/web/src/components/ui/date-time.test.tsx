import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { DateTime } from './date-time';

describe('DateTime', () => {
  it('shows yyyy-MM-dd HH:mm:ss in a left-to-right isolate, also on a right-to-left page', () => {
    document.documentElement.dir = 'rtl';
    try {
      const { container } = render(<DateTime value="2026-11-21 22:09:42" />);
      const time = container.querySelector('time');
      expect(time?.textContent).toBe('2026-11-21 22:09:42');
      expect(time?.getAttribute('dir')).toBe('ltr');
    } finally {
      document.documentElement.dir = 'ltr';
    }
  });
});
