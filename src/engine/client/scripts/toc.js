// <lectern-toc>: marks the heading being read (scroll-spy) with aria-current on its link, and its entry as
// Mintlify marks its toc-item for sites' CSS: `data-active` on it and on the entries of the sections holding
// it, `data-active-deepest` on it alone.
class LecternToc extends HTMLElement {
  connectedCallback() {
    if (this.entries) return;
    this.entries = [...this.querySelectorAll('a[href^="#"]')]
      .map((link) => {
        const heading = elementForFragment(link.getAttribute('href').slice(1));
        const item = link.closest('li');
        const depth = Number(/lectern-toc-depth-(\d)/.exec(item?.className ?? '')?.[1] ?? 2);
        return heading ? { link, heading, item, depth } : null;
      })
      .filter(Boolean);
    if (this.entries.length === 0) return;
    let queued = false;
    let chosen = true;
    const queue = () => {
      if (queued) return;
      queued = true;
      requestAnimationFrame(() => {
        queued = false;
        // Which tabs and views are shown changes only on a choice, not while scrolling.
        if (chosen) this.listChosen();
        chosen = false;
        this.update();
      });
    };
    this.onScroll = queue;
    this.onChoice = () => {
      chosen = true;
      queue();
    };
    window.addEventListener('scroll', this.onScroll, { passive: true });
    window.addEventListener('resize', this.onScroll, { passive: true });
    // Choosing a tab or opening an accordion shows or hides headings without scrolling.
    document.addEventListener('click', this.onChoice, { passive: true });
    document.addEventListener('toggle', this.onScroll, { capture: true, passive: true });
    document.addEventListener('lectern-tab-select', this.onChoice);
    this.listChosen();
    this.update();
  }

  disconnectedCallback() {
    window.removeEventListener('scroll', this.onScroll);
    window.removeEventListener('resize', this.onScroll);
    document.removeEventListener('click', this.onChoice);
    document.removeEventListener('toggle', this.onScroll, { capture: true });
    document.removeEventListener('lectern-tab-select', this.onChoice);
  }

  // The headings of an unselected tab (or view: views.js) are not listed: tabs for platforms often repeat the
  // same headings ("Install", "Configure"), listed once per tab otherwise. Choosing the tab lists them; a link
  // to one still opens its tab (chrome.js). Without scripts every heading is listed.
  listChosen() {
    for (const entry of this.entries) if (entry.item) entry.item.hidden = !!entry.heading.closest(UNCHOSEN);
  }

  update() {
    const offset = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 100;
    // A heading the reader cannot see (an unselected tab's, a closed accordion's) is never the one being read:
    // without a box its top is 0, so it would always count as scrolled past. A closed accordion's stays listed.
    const shown = this.entries.filter((entry) => isRendered(entry.heading));
    let active = shown[0] ?? null;
    for (const entry of shown) {
      if (entry.heading.getBoundingClientRect().top <= offset + 8) active = entry;
      else break;
    }
    // At the very bottom the last headings can never reach the top: mark the last one.
    if (
      shown.length > 0 &&
      window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2
    ) {
      active = shown[shown.length - 1];
    }
    // The entries of the sections holding the active one: each nearest shallower entry before it.
    const holding = new Set(active ? [active] : []);
    let depth = active?.depth ?? 2;
    for (let i = shown.indexOf(active) - 1; i >= 0 && depth > 2; i--) {
      const entry = shown[i];
      if (entry.depth < depth) {
        holding.add(entry);
        depth = entry.depth;
      }
    }
    for (const entry of this.entries) {
      if (entry === active) entry.link.setAttribute('aria-current', 'true');
      else entry.link.removeAttribute('aria-current');
      entry.item?.toggleAttribute('data-active', holding.has(entry));
      entry.item?.toggleAttribute('data-active-deepest', entry === active);
    }
  }
}

// Content the reader has not chosen to show: an unselected tab's panel, a view other than the chosen one.
const UNCHOSEN = '[role="tabpanel"][hidden], .lectern-view[hidden]';

// Rendered and not in skipped content: `hidden` panels have no box, and a closed <details> keeps its
// content's box but skips it (content-visibility), so only checkVisibility() sees that one.
function isRendered(element) {
  if (typeof element.checkVisibility === 'function') return element.checkVisibility();
  return element.getClientRects().length > 0 && !element.closest('details:not([open]) > :not(summary)');
}

customElements.define('lectern-toc', LecternToc);
