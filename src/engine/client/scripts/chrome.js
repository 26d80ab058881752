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

// A link to an anchor inside a closed accordion or group opens it, so the target is visible.
function revealHash() {
  const hash = location.hash.slice(1);
  const target = elementForFragment(hash);
  let details = target?.closest('details');
  while (details) {
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
