import { describe, expect, it } from 'vitest';
import { DEFAULT_ICON } from '@/components/games/default-icon';
import { imageUrl } from './image-host';

describe('imageUrl', () => {
  it('resolves a server path against the image host', () => {
    expect(imageUrl('/icons/a.png', ['https://img.example.com'])).toBe('https://img.example.com/icons/a.png');
    expect(imageUrl('https://other.example/b.png', ['https://img.example.com'])).toBe(
      'https://other.example/b.png',
    );
  });

  it('gives the default icon for any scheme but http(s), as safe-url rules', () => {
    for (const path of ['javascript:alert(1)', 'data:image/svg+xml,<svg onload=x>', 'file:///x.png']) {
      expect(imageUrl(path, ['https://img.example.com']), path).toBe(DEFAULT_ICON);
    }
  });

  it('gives the default icon for no path', () => {
    expect(imageUrl(null, ['https://img.example.com'])).toBe(DEFAULT_ICON);
  });
});
