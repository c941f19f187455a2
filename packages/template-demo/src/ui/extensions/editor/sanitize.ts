import DOMPurify from 'dompurify';

/**
 * The editor's HTML made safe to show or store: DOMPurify drops scripts, event handlers and
 * javascript: URLs; links that open elsewhere get rel="noopener noreferrer".
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form'],
    FORBID_ATTR: ['style'],
  });
}

DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
});
