// agency-site dev only: served as /__agency/reload.js and never part of `build` output.
// Listens to the dev server's event stream: reloads the page when its route was rebuilt, swaps
// the stylesheet when only CSS changed, and shows build problems over the last good page.
// Styles are set through the CSSOM, which the pages' strict CSP allows (style attributes it would not).
const me = document.querySelector('script[src^="/__agency/reload.js"]');
/** The route this page shows; "*" on the dev error page, "/404" on the not-found page. */
const route = me?.dataset.route ?? location.pathname;
let session;
let overlay;

function showProblems() {
  if (route === '*') return; // this page is the problem list itself
  if (!overlay) {
    overlay = document.createElement('div');
    overlay.setAttribute('role', 'dialog');
    overlay.setAttribute('aria-label', 'Build problems');
    Object.assign(overlay.style, {
      position: 'fixed',
      inset: '0',
      zIndex: '2147483647',
      display: 'flex',
      flexDirection: 'column',
      padding: '3vh 3vw',
      background: 'rgba(0,0,0,.55)',
      boxSizing: 'border-box',
    });
    const frame = document.createElement('iframe');
    frame.title = 'Build problems';
    Object.assign(frame.style, { flex: '1', width: '100%', border: '0', borderRadius: '8px', background: '#1b1b1f' });
    const close = document.createElement('button');
    close.type = 'button';
    close.textContent = 'Hide and show the last good page';
    Object.assign(close.style, {
      alignSelf: 'flex-end',
      marginTop: '8px',
      padding: '6px 12px',
      font: '14px system-ui, sans-serif',
      cursor: 'pointer',
    });
    close.addEventListener('click', hideProblems);
    overlay.append(frame, close);
    document.body.append(overlay);
  }
  overlay.querySelector('iframe').src = `/__agency/error?t=${Date.now()}`;
}

function hideProblems() {
  overlay?.remove();
  overlay = undefined;
}

/** Put the new stylesheet beside the old one and drop the old one once the new one has loaded. */
function swapStylesheet(href) {
  for (const link of document.querySelectorAll('link[rel="stylesheet"]')) {
    const url = new URL(link.href, location.href);
    if (url.origin !== location.origin || !url.pathname.startsWith('/assets/')) continue;
    const next = link.cloneNode();
    next.href = href;
    next.addEventListener('load', () => link.remove(), { once: true });
    next.addEventListener('error', () => location.reload(), { once: true });
    link.after(next);
  }
}

const data = (e) => JSON.parse(e.data);

// Inside the problem overlay's frame the page around it is already listening.
if (window.top === window) {
  const events = new EventSource('/__agency/events');
  events.addEventListener('hello', (e) => {
    const { session: id, problems } = data(e);
    if (session && id !== session) return location.reload(); // the dev server restarted
    session = id;
    if (problems) showProblems();
    else hideProblems();
  });
  events.addEventListener('reload', (e) => {
    const { pages } = data(e);
    // A not-found page may have just been created; the problem page wants any good news.
    if (pages === '*' || route === '*' || route === '/404' || pages.includes(route)) location.reload();
  });
  events.addEventListener('css', (e) => swapStylesheet(data(e).href));
  events.addEventListener('problems', (e) => {
    if (data(e).count) showProblems();
    else if (route === '*') location.reload();
    else hideProblems();
  });
}
