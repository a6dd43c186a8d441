import { escapeHtml } from './html';

/**
 * One piece of an e-mail's HTML part: a paragraph (its line breaks kept, as a family's note has
 * them), a link on a line of its own, or a list.
 */
export type EmailBlock = string | { link: string; label: string } | { items: readonly string[] };

const withBreaks = (text: string) => escapeHtml(text).replace(/\n/g, '<br>');

/** The HTML part of an e-mail: plain paragraphs, escaped, that every mail client shows alike. */
export function emailHtml(blocks: readonly EmailBlock[]): string {
  const body = blocks
    .map((block) => {
      if (typeof block === 'string') return `<p>${withBreaks(block)}</p>`;
      if ('link' in block) {
        return `<p><a href="${escapeHtml(block.link)}">${escapeHtml(block.label)}</a></p>`;
      }
      return `<ul>${block.items.map((item) => `<li>${withBreaks(item)}</li>`).join('')}</ul>`;
    })
    .join('');
  return `<!doctype html><html><body>${body}</body></html>`;
}
