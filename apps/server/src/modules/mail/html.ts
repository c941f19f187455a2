/** Escapes text for an HTML mail body (customer and shop names are typed by people). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface SimpleMail {
  lang: string;
  /** Paragraphs above the link. */
  before: string[];
  link: { href: string; label: string };
  /** Paragraphs below it (small print). */
  after?: string[];
}

const paragraphs = (lines: string[]) => lines.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');

/** A plain, readable HTML mail: paragraphs and one button-like link, no images or remote content. */
export function simpleHtml({ lang, before, link, after = [] }: SimpleMail): string {
  const href = escapeHtml(link.href);
  return `<!doctype html>
<html lang="${escapeHtml(lang)}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#222">
${paragraphs(before)}
<p><a href="${href}" style="display:inline-block;padding:10px 18px;background:#5e50ee;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(link.label)}</a></p>
<p style="font-size:13px;color:#555">${href}</p>
${paragraphs(after)}
</body></html>
`;
}

/** The same mail as plain text. */
export function simpleText({ before, link, after = [] }: SimpleMail): string {
  return `${[...before, link.href, ...after].join('\n\n')}\n`;
}
