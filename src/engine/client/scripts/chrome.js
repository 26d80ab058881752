// Page chrome: theme toggle, mobile navigation, banner dismissal, opening <details> that hold the URL's target.
const root = document.documentElement;

function setTheme(theme, persist) {
  root.setAttribute('data-theme', theme);
  // As Mintlify does: sites' own CSS targets `.dark ...`.
  root.classList.toggle('dark', theme === 'dark');
  if (persist) {
    try {
      localStorage.setItem('lectern-theme', theme);
    } catch {
      // Storage can be disabled (private mode, policies): the toggle still works for this page.
    }
  }
  document.dispatchEvent(new CustomEvent('lectern:theme', { detail: { theme } }));
}

document.addEventListener('click', (event) => {
  const target = event.target instanceof Element ? event.target : null;
  if (!target) return;
  if (target.closest('[data-lectern-theme-toggle]')) {
    setTheme(root.getAttribute('data-theme') === 'dark' ? 'light' : 'dark', true);
  } else if (target.closest('[data-lectern-nav-toggle]')) {
    setNavOpen(!root.hasAttribute('data-nav-open'));
  } else if (target.closest('[data-lectern-nav-close]')) {
    setNavOpen(false);
  } else if (target.closest('[data-lectern-banner-dismiss]')) {
    root.setAttribute('data-banner-hidden', '');
    try {
      localStorage.setItem('lectern-banner-dismissed', root.getAttribute('data-banner') || '');
    } catch {
      // Not persisted; hidden for this page only.
    }
  } else if (root.hasAttribute('data-nav-open') && target.closest('.lectern-sidebar a[href]')) {
    setNavOpen(false);
  }
});

// Follow the system when the reader never chose and the site does not force a theme.
const systemDark = window.matchMedia ? window.matchMedia('(prefers-color-scheme: dark)') : null;
systemDark?.addEventListener?.('change', (event) => {
  let stored = null;
  try {
    stored = localStorage.getItem('lectern-theme');
  } catch {
    stored = null;
  }
  if (!stored && root.getAttribute('data-theme-default') === 'system')
    setTheme(event.matches ? 'dark' : 'light', false);
});

function setNavOpen(open) {
  const toggle = document.querySelector('[data-lectern-nav-toggle]');
  const backdrop = document.querySelector('.lectern-backdrop');
  if (open) root.setAttribute('data-nav-open', '');
  else root.removeAttribute('data-nav-open');
  toggle?.setAttribute('aria-expanded', String(open));
  // The labels come from the layout in the page's language.
  const label =
    toggle?.getAttribute(open ? 'data-label-close' : 'data-label-open') ||
    (open ? 'Close navigation' : 'Open navigation');
  toggle?.setAttribute('aria-label', label);
  if (backdrop) backdrop.hidden = !open;
  if (open) {
    const current =
      document.querySelector('.lectern-sidebar [aria-current="page"]') ||
      document.querySelector('.lectern-sidebar a[href]');
    current?.focus({ preventScroll: false });
  } else if (document.activeElement?.closest?.('.lectern-sidebar')) {
    toggle?.focus();
  }
}

// An open switcher or tab menu (a native <details>) closes on Escape, focus back on its toggle, and on a click
// outside it, as menus do.
const openMenus = () => document.querySelectorAll('details.lectern-switcher[open]');

document.addEventListener('keydown', (event) => {
  if (event.key !== 'Escape') return;
  const menu = document.activeElement?.closest?.('details.lectern-switcher[open]');
  if (menu) {
    menu.open = false;
    menu.querySelector('summary')?.focus();
    return;
  }
  if (root.hasAttribute('data-nav-open')) setNavOpen(false);
});

document.addEventListener('click', (event) => {
  for (const menu of openMenus()) if (!menu.contains(event.target)) menu.open = false;
});

// Accordions the reader is toggling (a click on their summary, or Enter or Space on it): only their toggles
// change the address, not those of accordions opened for a link or open from the start, as in Mintlify.
const readerToggled = new WeakSet();

// A link to an anchor inside a closed accordion or group opens it, so the target is visible. Mintlify links
// nested accordions by their ids joined with `:` (`#outer:inner`), which opens each and scrolls to the last.
function revealHash() {
  const hash = location.hash.slice(1);
  const target = elementForFragment(hash) ?? nestedAccordion(hash);
  let details = target?.closest('details');
  while (details) {
    readerToggled.delete(details);
    details.open = true;
    details = details.parentElement?.closest('details');
  }
  if (target && target.closest('[role="tabpanel"][hidden]')) {
    const panel = target.closest('[role="tabpanel"]');
    const tab = panel && document.querySelector(`[aria-controls="${CSS.escape(panel.id)}"]`);
    tab?.click();
  }
  // The browser scrolls to the id a fragment names as written or decoded, not to one found by its slug.
  if (target && target.id !== hash && target.id !== decodedFragment(hash)) target.scrollIntoView();
}
window.addEventListener('hashchange', revealHash);
// Tabs get their aria-controls when their element is set up (widgets.js, later in this bundle): a fragment in
// the address the page opens with is revealed once that has happened.
customElements.whenDefined('lectern-tabs').then(revealHash);

// The innermost accordion of a `#outer:inner` chain, as far as each names an accordion directly inside the one
// before (Mintlify opens an accordion when the link names it after all its enclosing accordions).
function nestedAccordion(hash) {
  if (!hash.includes(':')) return null;
  let found = null;
  for (const part of hash.split(':')) {
    const el = document.getElementById(part) ?? document.getElementById(decodedFragment(part));
    if (!el?.matches('details.lectern-accordion')) break;
    if ((el.parentElement?.closest('details.lectern-accordion') ?? null) !== found) break;
    found = el;
  }
  return found;
}

// Opening an accordion puts its link in the address (`#outer:inner` when nested) and closing it leaves its
// enclosing accordion's, or none, as Mintlify does: replaced, so the page does not jump nor history grow.
document.addEventListener('click', (event) => {
  const summary = event.target instanceof Element ? event.target.closest('summary') : null;
  const details = summary?.parentElement;
  if (details?.matches('details.lectern-accordion') && !event.target.closest('a[href]'))
    readerToggled.add(details);
});
document.addEventListener(
  'toggle',
  (event) => {
    const details = event.target;
    if (!readerToggled.delete(details)) return;
    const ids = [];
    for (let el = details; el; el = el.parentElement?.closest('details.lectern-accordion'))
      if (el !== details || details.open) ids.unshift(el.id);
    const url = new URL(location.href);
    url.hash = ids.join(':');
    history.replaceState(history.state, '', url);
  },
  true,
);

// `interaction.drilldown`: opening a closed sidebar group goes to its first page (which shows it open);
// closing one only closes it. Without this script the group just opens.
document.addEventListener('click', (event) => {
  const summary = event.target instanceof Element ? event.target.closest('summary[data-drilldown]') : null;
  if (!summary || summary.parentElement?.open || event.metaKey || event.ctrlKey || event.shiftKey) return;
  event.preventDefault();
  location.href = summary.getAttribute('data-drilldown');
});

// Keep the current page visible in a long sidebar.
const currentLink = document.querySelector('.lectern-sidebar [aria-current="page"]');
const sidebar = document.querySelector('.lectern-sidebar');
if (currentLink && sidebar && sidebar.scrollHeight > sidebar.clientHeight) {
  const linkBox = currentLink.getBoundingClientRect();
  const barBox = sidebar.getBoundingClientRect();
  if (linkBox.bottom > barBox.bottom || linkBox.top < barBox.top) {
    sidebar.scrollTop += linkBox.top - barBox.top - barBox.height / 3;
  }
}
