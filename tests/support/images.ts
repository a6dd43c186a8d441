// Upload bodies for the image tests: real image bytes, and impostors that only look like images
// by name or by declared content type.

/** A real 16x16 PNG: a white dot on the app's teal, visible where the page shows it. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAIUlEQVR42mPgL8sjCTEMfg3/MQA+Df9xgFENFAXrEE1LAEnVbWiEx3nmAAAAAElFTkSuQmCC',
  'base64',
);

/** A PNG signature followed by padding to 6 MB: right type, too big. */
export const SIX_MB_PNG = Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024 - PNG.length)]);

/** An SVG with a script, as an attacker would name it picture.png. */
export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
);

/** An HTML page, renamed .png. */
export const HTML = Buffer.from(
  '<!doctype html><html><body><script>alert(1)</script></body></html>',
);
