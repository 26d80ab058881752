// The reader's section on pages listed in several (layout/contexts.ts). First in the bundle: the header,
// sidebar and page header are swapped before the other scripts look them up. Contexts are section paths as
// JSON arrays.
const KEY = 'lectern-context';
const page = document.documentElement;

function read(value) {
  try {
    const path = JSON.parse(value || 'null');
    return Array.isArray(path) ? path : null;
  } catch {
    return null;
  }
}

function save(value) {
  try {
    sessionStorage.setItem(KEY, value);
  } catch {
    // Storage can be disabled: the page keeps the section it was built with.
  }
}

let current = page.getAttribute('data-lectern-context');
if (current !== null) {
  let stored = null;
  try {
    stored = read(sessionStorage.getItem(KEY));
  } catch {
    stored = null;
  }
  // The listing sharing the longest start with the reader's section wins, the page's own on a tie: a reader
  // in version 2 keeps version 2 (and, coming from one of its tabs listing the page, that tab).
  const shared = (path) => {
    let n = 0;
    while (stored && n < path.length && n < stored.length && path[n] === stored[n]) n++;
    return n;
  };
  let best = shared(read(current) || []);
  let pick = null;
  for (const template of document.querySelectorAll('template[data-lectern-context]')) {
    const score = shared(read(template.getAttribute('data-lectern-context')) || []);
    if (score > best) {
      best = score;
      pick = template;
    }
  }
  if (pick) {
    // The page header too (its eyebrow names the section's tab and groups), and prev/next: the section's own
    // neighbours, or none where the page ends or starts it.
    for (const id of ['navbar', 'sidebar', 'header', 'pagination']) {
      const next = pick.content.getElementById(id);
      const now = document.getElementById(id);
      if (next && now) now.replaceWith(next);
      else if (now && id === 'pagination') now.remove();
      // Prev/next where the page's own section has none: before the footer, where the layout puts it.
      else if (next && id === 'pagination') document.getElementById('footer')?.before(next);
    }
    current = pick.getAttribute('data-lectern-context');
  }
  save(current);
  // A switcher entry opening a page shown in another section names the section it opens.
  document.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element && event.target.closest('a[data-lectern-context]');
      if (link) save(link.getAttribute('data-lectern-context'));
    },
    true,
  );
  // Back to this page from the history cache: the reader is in this page's section again.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) save(current);
  });
}
