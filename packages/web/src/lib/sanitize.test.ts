import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it('removes scripts, event handlers, frames and inline styles', () => {
    const html = sanitizeHtml(
      '<p style="color:red" onclick="steal()">Hi<script>alert(1)</script><img src=x onerror="steal()"><iframe src="https://evil"></iframe></p>',
    );
    expect(html).not.toMatch(/script|onclick|onerror|iframe|style=/);
    expect(html).toContain('Hi');
  });

  it('opens links in a new tab without an opener and drops javascript: links', () => {
    const html = sanitizeHtml('<a href="https://example.com">ok</a><a href="javascript:alert(1)">bad</a>');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer"');
    expect(html).not.toContain('javascript:');
  });
});
