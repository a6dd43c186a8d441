/** Text made safe to place in HTML (e-mail bodies, pages) and its attributes. */
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * A small stand-alone page for the few answers a browser gets straight from the server (a failed
 * or unavailable sign-in), where the client app is not running: a heading, a few plain
 * paragraphs and one link onward.
 */
export function messagePage(page: {
  title: string;
  heading: string;
  paragraphs: readonly string[];
  link: { href: string; label: string };
  /** A button that posts to `action` (a change a link must not make), before the link. */
  button?: { action: string; label: string };
  lang?: string;
}): string {
  const button = page.button
    ? `<form method="post" action="${escapeHtml(page.button.action)}">` +
      `<button type="submit" style="font:inherit;padding:.5rem 1rem">${escapeHtml(page.button.label)}</button>` +
      '</form>'
    : '';
  return (
    `<!doctype html><html lang="${escapeHtml(page.lang ?? 'en')}"><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(page.title)}</title>` +
    '<main style="font-family:system-ui;max-width:32rem;margin:4rem auto;padding:0 1rem">' +
    `<h1>${escapeHtml(page.heading)}</h1>` +
    page.paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('') +
    button +
    `<p><a href="${escapeHtml(page.link.href)}">${escapeHtml(page.link.label)}</a></p>` +
    '</main></html>'
  );
}
