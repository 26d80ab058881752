// Views (`section.lectern-view[data-view]`, markdown/components/view.ts): one shown at a time, picked in one
// dropdown per page as Mintlify's multi-view dropdown is: at the top of the table of contents column where that
// column shows, else under the page header. A button shows the view's icon and title; it opens a listbox
// (WAI-ARIA's collapsible listbox: focus on the list, the active option in aria-activedescendant). The icons
// are copies of those the server put in each view's label. The choice is remembered for every page.
const VIEWS = '.lectern-view[data-view], lectern-view[data-title]';
customElements.define('lectern-view', class LecternView extends HTMLElement {});
setupViews();

function setupViews() {
  const views = [...document.querySelectorAll(VIEWS)];
  const titleOf = (view) => view.getAttribute('data-view') ?? view.getAttribute('data-title') ?? '';
  const titles = [...new Set(views.map(titleOf))].filter(Boolean);
  if (titles.length < 2) return;
  // "On this page" lists only the shown view's headings (Mintlify: the table of contents follows the view).
  const tocItems = [...document.querySelectorAll('.lectern-toc a[href^="#"]')].flatMap((link) => {
    const view = elementForFragment(link.getAttribute('href').slice(1))?.closest(VIEWS);
    const item = link.closest('li');
    return view && item ? [{ item, view }] : [];
  });
  const face = (title) => {
    const label = views
      .find((view) => titleOf(view) === title)
      ?.querySelector(':scope > .lectern-view__label');
    const icon = label?.querySelector(':scope > .lectern-icon:not(.lectern-icon--missing)');
    const text = part('span', 'lectern-view-switcher__title');
    text.textContent = title;
    return icon ? [icon.cloneNode(true), text] : [text];
  };

  // Mintlify's hooks (layout/hooks.ts) beside our classes, for sites' own CSS.
  const root = part('div', 'lectern-view-switcher multi-view-dropdown');
  root.id = 'multi-view-dropdown';
  const trigger = part('button', 'lectern-view-switcher__trigger multi-view-dropdown-trigger');
  trigger.type = 'button';
  trigger.setAttribute('aria-haspopup', 'listbox');
  trigger.setAttribute('aria-expanded', 'false');
  const list = part('div', 'lectern-switcher-menu lectern-view-switcher__list multi-view-dropdown-content');
  list.id = 'lectern-view-options';
  list.setAttribute('role', 'listbox');
  list.setAttribute('aria-label', chooseLabel());
  list.tabIndex = -1;
  list.hidden = true;
  trigger.setAttribute('aria-controls', list.id);
  const options = titles.map((title, index) => {
    const option = part(
      'div',
      'lectern-switcher-item lectern-view-switcher__option multi-view-dropdown-item',
    );
    option.id = `lectern-view-option-${index}`;
    option.setAttribute('role', 'option');
    option.append(...face(title));
    option.addEventListener('click', () => choose(index, true));
    return option;
  });
  list.append(...options);
  root.append(trigger, list);

  let current = Math.max(0, titles.indexOf(savedView()));
  let active = current;
  function choose(index, fromList) {
    current = index;
    const title = titles[index];
    for (const view of views) view.hidden = titleOf(view) !== title;
    for (const { item, view } of tocItems) item.hidden = view.hidden;
    trigger.replaceChildren(...face(title), part('span', 'lectern-view-switcher__chevron'));
    trigger.setAttribute('aria-label', `${chooseLabel()}: ${title}`);
    options.forEach((option, i) => option.setAttribute('aria-selected', String(i === index)));
    if (!fromList) return;
    close(true);
    try {
      localStorage.setItem('lectern-view', title);
    } catch {
      // Choice not remembered.
    }
  }
  const setActive = (index) => {
    active = Math.min(Math.max(index, 0), options.length - 1);
    options.forEach((option, i) => option.toggleAttribute('data-active', i === active));
    list.setAttribute('aria-activedescendant', options[active].id);
    options[active].scrollIntoView({ block: 'nearest' });
  };
  const isOpen = () => !list.hidden;
  function open() {
    list.hidden = false;
    root.setAttribute('data-open', '');
    trigger.setAttribute('aria-expanded', 'true');
    setActive(current);
    list.focus();
  }
  function close(focusTrigger) {
    if (!isOpen()) return;
    list.hidden = true;
    root.removeAttribute('data-open');
    trigger.setAttribute('aria-expanded', 'false');
    list.removeAttribute('aria-activedescendant');
    if (focusTrigger) trigger.focus();
  }

  trigger.addEventListener('click', () => (isOpen() ? close(false) : open()));
  trigger.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    open();
  });
  list.addEventListener('keydown', (event) => {
    const key = event.key;
    const moves = { ArrowDown: active + 1, ArrowUp: active - 1, Home: 0, End: options.length - 1 };
    if (Object.hasOwn(moves, key)) setActive(moves[key]);
    else if (key === 'Enter' || key === ' ') choose(active, true);
    else if (key === 'Escape') close(true);
    // Tab leaves from the button, so focus moves on to what follows (or precedes) the dropdown.
    else if (key === 'Tab') return close(true);
    else if (key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      // Type-ahead: the next view whose title starts with the letter typed.
      const next = titles.findIndex((t, i) => i > active && t.toLowerCase().startsWith(key.toLowerCase()));
      const first = titles.findIndex((t) => t.toLowerCase().startsWith(key.toLowerCase()));
      if (next >= 0 || first >= 0) setActive(next >= 0 ? next : first);
    } else return;
    event.preventDefault();
  });
  root.addEventListener('focusout', (event) => {
    if (!root.contains(event.relatedTarget)) close(false);
  });
  document.addEventListener('click', (event) => {
    if (!root.contains(event.target)) close(false);
  });

  // In the table of contents column while it shows (wide screens; a site's CSS may hide it), as Mintlify's;
  // else under the page header, where narrow screens see it first; else (no header) before the first view.
  const tocSlot = document.getElementById('table-of-contents-layout');
  const header = document.getElementById('header');
  const place = () => {
    close(false);
    const inToc = Boolean(tocSlot?.parentElement && tocSlot.parentElement.getClientRects().length);
    root.classList.toggle('lectern-view-switcher--toc', inToc);
    if (inToc) tocSlot.before(root);
    else if (header) header.after(root);
    else views[0].before(root);
  };
  choose(current, false);
  place();
  // Where layout.css shows or hides the table of contents column.
  matchMedia('(min-width: 1280px)').addEventListener('change', place);
  document.documentElement.setAttribute('data-views-ready', '');
}

function part(tag, className) {
  const element = document.createElement(tag);
  element.className = className;
  return element;
}

function savedView() {
  try {
    return localStorage.getItem('lectern-view');
  } catch {
    return null;
  }
}

/** The dropdown's label in the page's language (`data-i18n-choose-view` on the body, from the layout), else English. */
function chooseLabel() {
  return document.body.getAttribute('data-i18n-choose-view') || 'Choose a view';
}
