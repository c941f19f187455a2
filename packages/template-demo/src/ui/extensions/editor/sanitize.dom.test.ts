import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it('keeps formatting and safe links', () => {
    expect(sanitizeHtml('<p><strong>Hi</strong> <a href="https://example.com">site</a></p>')).toBe(
      '<p><strong>Hi</strong> <a href="https://example.com">site</a></p>',
    );
  });

  it('drops scripts, event handlers and javascript: links', () => {
    const out = sanitizeHtml(
      '<img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)">x</a>',
    );
    expect(out).not.toMatch(/onerror|<script|javascript:/i);
    expect(out).toContain('<a>x</a>');
  });
});
