// Starts the app's scripts once the page the server drew has been painted: the family sees the
// first view at once, and the scripts hydrate it after. This element names them: data-held the
// type of the inline module that starts the app, which the server's page holds back
// (src/client/framework/scripts-after-first-paint.ts), run as a module under its own nonce, and
// data-preload the chunks the first view needs (fetched beside it, not one after another).
// Images marked data-before-scripts (the map's first tiles) are waited for too, up to IMAGES_MS:
// they are what the family is waiting to see, and on a slow connection the scripts would share
// it with them. A hidden tab paints nothing, so there they start at once.
//
// Until the app has taken the page over, a tap on a button would do nothing: such taps are kept
// instead, and the app replays them once it has hydrated the page (`takeEarlyClicks`, read by
// src/client/app/early-clicks.ts). Links are left to the browser. If the scripts cannot be
// loaded, or take longer than LET_GO_MS, taps are no longer kept.
(() => {
  const script = document.currentScript;
  const heldType = script && script.dataset.held;
  const held = heldType && document.querySelector(`script[type="${heldType}"]`);
  if (!held) return;
  const preload = (script.dataset.preload || '').split(' ').filter(Boolean);

  const LET_GO_MS = 15000;
  const early = [];
  const keep = (event) => {
    if (!event.isTrusted || !(event.target instanceof Element)) return;
    if (event.target.closest('a[href]')) return;
    early.push(event.target);
    event.preventDefault();
    event.stopPropagation();
  };
  const letThrough = () => {
    document.removeEventListener('click', keep, true);
  };
  document.addEventListener('click', keep, true);
  setTimeout(() => {
    letThrough();
    early.length = 0;
  }, LET_GO_MS);
  window.takeEarlyClicks = () => {
    letThrough();
    return early.splice(0);
  };

  const start = () => {
    preload.forEach((href) => {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    const run = document.createElement('script');
    run.type = 'module';
    run.nonce = held.nonce;
    run.textContent = held.textContent;
    run.addEventListener('error', letThrough);
    document.head.appendChild(run);
  };
  const IMAGES_MS = 2000;
  const afterPaint = (then) => requestAnimationFrame(() => setTimeout(then, 0));
  const afterImages = (then) => {
    const pending = [...document.querySelectorAll('img[data-before-scripts]')].filter(
      (image) => !image.complete,
    );
    let left = pending.length;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      // A tab hidden meanwhile paints nothing: no frame to wait for.
      if (document.visibilityState === 'hidden') then();
      else afterPaint(then);
    };
    if (left === 0) return then();
    const one = () => {
      left -= 1;
      if (left === 0) finish();
    };
    pending.forEach((image) => {
      image.addEventListener('load', one, { once: true });
      image.addEventListener('error', one, { once: true });
    });
    setTimeout(finish, IMAGES_MS);
  };
  if (document.visibilityState === 'hidden') start();
  else afterPaint(() => afterImages(start));
})();
