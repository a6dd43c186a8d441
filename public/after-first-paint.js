// Starts the app's scripts once the page the server rendered has been painted: the family sees
// the first view at once, and the scripts hydrate it after. This element names them: data-entry
// the app, data-preload the chunks its first view needs (fetched beside it, not one after another).
// A hidden tab paints nothing, so there they start at once.
//
// Until the app has taken the page over, a tap on it would do nothing: taps are kept instead, and
// the app replays them once it listens (`takeEarlyClicks`). If its scripts cannot be loaded, taps
// are let through again, so links at least still work.
(() => {
  const script = document.currentScript;
  const entry = script && script.dataset.entry;
  if (!entry) return;
  const preload = (script.dataset.preload || '').split(' ').filter(Boolean);

  const early = [];
  const keep = (event) => {
    if (!event.isTrusted) return;
    early.push(event.target);
    event.preventDefault();
    event.stopPropagation();
  };
  const letThrough = () => {
    document.removeEventListener('click', keep, true);
  };
  document.addEventListener('click', keep, true);
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
    import(entry).catch(letThrough);
  };
  if (document.visibilityState === 'hidden') start();
  else
    requestAnimationFrame(() => {
      setTimeout(start, 0);
    });
})();
