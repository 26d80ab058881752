// The page menu (layout/contextual.ts): a disclosure button and its list. Opens on click, ArrowDown or
// ArrowUp; arrows, Home and End move through the items; Escape, a click elsewhere or leaving with Tab close
// it. "Copy page" fetches the page's Markdown file (beside the page) and puts it on the clipboard.
for (const menu of document.querySelectorAll('[data-lectern-contextual]')) setupMenu(menu);

function setupMenu(menu) {
  const toggle = menu.querySelector('.lectern-contextual__toggle');
  const list = menu.querySelector('.lectern-contextual__menu');
  const status = menu.querySelector('.lectern-contextual__status');
  const markdownHref = menu.getAttribute('data-markdown');
  let markdown = null;
  // Without this mark, CSS opens the list while the menu has focus and hides the copy buttons.
  menu.setAttribute('data-ready', '');

  const items = () => (list ? [...list.querySelectorAll('.lectern-contextual__item')] : []);
  const isOpen = () => menu.hasAttribute('data-open');
  const setOpen = (open) => {
    if (!toggle || open === isOpen()) return;
    menu.toggleAttribute('data-open', open);
    toggle.setAttribute('aria-expanded', String(open));
    // Fetched on opening, so a click on "Copy page" writes at once, while the click still counts as the
    // reader's gesture (browsers refuse clipboard writes long after one).
    if (open && markdownHref) loadMarkdown().catch(() => {});
  };
  const focusItem = (index) => {
    const all = items();
    if (all.length) all[(index + all.length) % all.length].focus();
  };

  function loadMarkdown() {
    if (!markdown) {
      markdown = fetch(markdownHref).then((res) => {
        if (!res.ok) throw new Error(`${res.status}`);
        return res.text();
      });
      markdown.catch(() => {
        markdown = null;
      });
    }
    return markdown;
  }

  toggle?.addEventListener('click', () => setOpen(!isOpen()));
  toggle?.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setOpen(true);
    focusItem(event.key === 'ArrowDown' ? 0 : -1);
  });
  list?.addEventListener('keydown', (event) => {
    const all = items();
    const current = all.indexOf(document.activeElement);
    const next = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: -1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    focusItem(next);
  });
  menu.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !isOpen()) return;
    event.preventDefault();
    setOpen(false);
    toggle.focus();
  });
  menu.addEventListener('focusout', (event) => {
    if (!menu.contains(event.relatedTarget)) setOpen(false);
  });
  document.addEventListener('click', (event) => {
    if (!menu.contains(event.target)) setOpen(false);
  });
  menu.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const copy = target?.closest('[data-lectern-contextual-copy]');
    if (copy) copyPage();
    else if (target?.closest('a.lectern-contextual__item')) setOpen(false);
  });

  async function copyPage() {
    const say = (key) => menu.getAttribute(`data-i18n-${key}`) || '';
    let text = null;
    // A page opened from disk cannot fetch its neighbour: the Markdown opens instead, to copy by hand.
    if (location.protocol !== 'file:') text = await loadMarkdown().catch(() => null);
    if (text === null) {
      window.open(markdownHref, '_blank', 'noopener');
      feedback(say('opened'), false);
      return;
    }
    const ok = await copyText(text);
    feedback(say(ok ? 'copied' : 'copy-failed'), ok);
  }

  // Every copy button of the menu says what happened for a moment; a live region says it to screen readers.
  function feedback(message, ok) {
    const labels = [...menu.querySelectorAll('[data-lectern-contextual-copy]')];
    if (status) status.textContent = message;
    menu.toggleAttribute('data-copied', ok);
    for (const b of labels) b.querySelector('.lectern-contextual__title').textContent = message;
    setTimeout(() => {
      menu.removeAttribute('data-copied');
      if (status) status.textContent = '';
      for (const b of labels)
        b.querySelector('.lectern-contextual__title').textContent = b.getAttribute('data-label');
    }, 2000);
  }
}
