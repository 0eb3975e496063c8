import { describe, expect, it } from 'vitest';
import { safeUrl } from './safe-url';

describe('safeUrl', () => {
  it('keeps in-app paths and http(s) URLs', () => {
    expect(safeUrl('/help#deposit')).toBe('/help#deposit');
    expect(safeUrl(' https://pay.example.com/order?id=1 ')).toBe('https://pay.example.com/order?id=1');
  });

  it('refuses scripts, data, protocol-relative and backslash tricks', () => {
    for (const url of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,<script>1</script>', '//evil.example', '/\\evil.example', 'ftp://x', '', null, undefined]) {
      expect(safeUrl(url), String(url)).toBeNull();
    }
  });
});
