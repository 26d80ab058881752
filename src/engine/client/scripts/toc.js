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
    this.onScroll = () => {
      if (queued) return;
      queued = true;
      requestAnimationFrame(() => {
        queued = false;
        this.update();
      });
    };
    window.addEventListener('scroll', this.onScroll, { passive: true });
    window.addEventListener('resize', this.onScroll, { passive: true });
    this.update();
  }

  disconnectedCallback() {
    window.removeEventListener('scroll', this.onScroll);
    window.removeEventListener('resize', this.onScroll);
  }

  update() {
    const offset = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 100;
    let active = this.entries[0];
    for (const entry of this.entries) {
      if (entry.heading.getBoundingClientRect().top <= offset + 8) active = entry;
      else break;
    }
    // At the very bottom the last headings can never reach the top: mark the last one.
    if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2) {
      active = this.entries[this.entries.length - 1];
    }
    // The entries of the sections holding the active one: each nearest shallower entry before it.
    const holding = new Set([active]);
    let depth = active.depth;
    for (let i = this.entries.indexOf(active) - 1; i >= 0 && depth > 2; i--) {
      const entry = this.entries[i];
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

customElements.define('lectern-toc', LecternToc);
