// Content widgets: ARIA tabs and code groups, copy buttons, the view switcher, tooltips.
let lecternUid = 0;

class LecternTabs extends HTMLElement {
  connectedCallback() {
    if (this.tabs) return;
    const list = this.querySelector(':scope > [role="tablist"]');
    if (!list) return;
    this.tabs = [...list.querySelectorAll(':scope > [role="tab"]')];
    this.panels = [...this.querySelectorAll(':scope > [role="tabpanel"]')];
    const uid = `lectern-t${++lecternUid}`;
    this.tabs.forEach((tab, i) => {
      if (tab.tagName === 'BUTTON') tab.type = 'button';
      if (!tab.id) tab.id = `${uid}-tab-${i}`;
      const panel = this.panels[i];
      if (!panel) return;
      if (!panel.id) panel.id = `${uid}-panel-${i}`;
      tab.setAttribute('aria-controls', panel.id);
      panel.setAttribute('aria-labelledby', tab.id);
      if (!panel.hasAttribute('tabindex')) panel.tabIndex = 0;
    });
    const selected = this.tabs.findIndex((t) => t.getAttribute('aria-selected') === 'true');
    this.select(selected < 0 ? 0 : selected, { focus: false, sync: false });
    // A link to a tab (`#<Tab id>`) opens the page on it, or switches to it.
    this.selectHashed();
    window.addEventListener('hashchange', () => this.selectHashed());
    list.addEventListener('click', (event) => {
      const index = this.tabs.indexOf(event.target.closest('[role="tab"]'));
      if (index >= 0) this.select(index, { focus: false, sync: true });
    });
    list.addEventListener('keydown', (event) => this.onKey(event));
  }

  selectHashed() {
    const index = this.tabs.indexOf(elementForFragment(location.hash.slice(1)));
    if (index >= 0) this.select(index, { focus: false, sync: false });
  }

  onKey(event) {
    const current = this.tabs.indexOf(document.activeElement);
    if (current < 0) return;
    const last = this.tabs.length - 1;
    const next = {
      ArrowRight: current === last ? 0 : current + 1,
      ArrowLeft: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    this.select(next, { focus: true, sync: true });
  }

  select(index, { focus, sync }) {
    this.tabs.forEach((tab, i) => {
      const on = i === index;
      tab.setAttribute('aria-selected', String(on));
      // Mintlify's `data-active` on <Tabs> buttons, for sites' CSS; code group tabs have none.
      if (tab.hasAttribute('data-active')) tab.setAttribute('data-active', String(on));
      tab.tabIndex = on ? 0 : -1;
      if (this.panels[i]) this.panels[i].hidden = !on;
    });
    if (focus) this.tabs[index]?.focus();
    if (sync) this.syncOthers(index);
    // "On this page" lists the headings of the shown tab only (toc.js); arrow keys change tabs without a click.
    this.dispatchEvent(new Event('lectern-tab-select', { bubbles: true }));
  }

  // Tabs and code groups with the same label (a language, an OS) follow the reader's choice.
  syncOthers(index) {
    if (this.getAttribute('data-sync') === 'false') return;
    const labelOf = (tab) => tab.getAttribute('data-label') ?? tab.textContent.trim();
    const label = this.tabs[index] && labelOf(this.tabs[index]);
    for (const other of document.querySelectorAll(this.localName)) {
      if (other === this || !other.tabs || other.getAttribute('data-sync') === 'false') continue;
      const match = other.tabs.findIndex((t) => labelOf(t) === label);
      if (match >= 0) other.select(match, { focus: false, sync: false });
    }
  }
}

// `<CodeGroup dropdown>`: a <select> in the header picks the block shown. Its options stand in for tabs, so the
// choice follows and leads other code groups' by label.
class LecternCodeGroup extends LecternTabs {
  connectedCallback() {
    const menu = this.querySelector(':scope > .lectern-code-group__header select');
    if (!menu) {
      super.connectedCallback();
      return;
    }
    if (this.tabs) return;
    this.menu = menu;
    this.tabs = [...menu.options];
    this.panels = [...this.querySelectorAll(':scope > .lectern-code-group__panel')];
    this.heading = this.querySelector(':scope > .lectern-code-group__header .lectern-code-group__title');
    this.select(Math.max(0, menu.selectedIndex), { focus: false, sync: false });
    menu.addEventListener('change', () => this.select(menu.selectedIndex, { focus: false, sync: true }));
  }

  select(index, options) {
    if (!this.menu) {
      super.select(index, options);
      return;
    }
    this.menu.selectedIndex = index;
    this.panels.forEach((panel, i) => {
      panel.hidden = i !== index;
    });
    if (this.heading) this.heading.textContent = this.panels[index]?.getAttribute('data-title') ?? '';
    if (options.sync) this.syncOthers(index);
  }
}

customElements.define('lectern-tabs', LecternTabs);
customElements.define('lectern-code-group', LecternCodeGroup);

// Copy buttons
const COPY_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><rect width="14" height="14" x="8" y="8" rx="2"/><path d="M4 16c-1.1 0-2-.9-2-2V4c0-1.1.9-2 2-2h10c1.1 0 2 .9 2 2"/></svg>';

function codeFor(button) {
  // A button that names its text (the API header's endpoint, whose base URL the bar may not show).
  const text = button.getAttribute('data-lectern-copy-text');
  if (text !== null) return text;
  if (button.getAttribute('data-lectern-copy') === 'prompt') {
    const content = button.closest('.lectern-prompt')?.querySelector('.lectern-prompt__content');
    return content ? content.innerText.trim() : '';
  }
  const host = button.closest('.lectern-code, .lectern-code-block, .lectern-pre-wrap, .lectern-code-group');
  if (!host) return '';
  const panel = host.matches('.lectern-code-group')
    ? host.querySelector(':scope > :is([role="tabpanel"], .lectern-code-group__panel):not([hidden])')
    : host;
  const pre = (panel || host).querySelector('pre');
  if (!pre) return '';
  const code = (pre.querySelector('code') || pre).cloneNode(true);
  // Twoslash's type popups sit inside the code (markdown/code/twoslash.ts): they are not part of it.
  for (const popup of code.querySelectorAll('.twoslash-popup-container, .twoslash-meta-line')) popup.remove();
  return code.textContent.replace(/\n$/, '');
}

function addCopyButtons() {
  for (const pre of document.querySelectorAll('.lectern-content pre:not(.mermaid)')) {
    if (pre.closest('[data-lectern-no-copy]')) continue;
    let host = pre.closest('.lectern-code, .lectern-code-block');
    if (!host) {
      if (pre.parentElement?.classList.contains('lectern-pre-wrap')) continue;
      host = document.createElement('div');
      host.className = 'lectern-pre-wrap';
      pre.replaceWith(host);
      host.append(pre);
    }
    if (host.querySelector(':scope > .lectern-copy, :scope > [data-lectern-copy]')) continue;
    const button = document.createElement('button');
    button.type = 'button';
    // With Mintlify's hook, as on the copy buttons the build writes.
    button.className = 'lectern-copy code-block-copy-button';
    button.setAttribute('aria-label', 'Copy code');
    button.innerHTML = COPY_ICON;
    host.prepend(button);
  }
}

// Tall blocks marked `expandable` open with a button instead of scrolling forever.
for (const block of document.querySelectorAll('.lectern-code--expandable')) {
  const pre = block.querySelector(':scope > pre');
  if (!pre || pre.scrollHeight <= 340) continue;
  const toggle = document.createElement('button');
  toggle.type = 'button';
  toggle.className = 'lectern-code-expand';
  toggle.setAttribute('aria-expanded', 'false');
  toggle.textContent = 'Show more';
  toggle.addEventListener('click', () => {
    const open = !block.hasAttribute('data-expanded');
    block.toggleAttribute('data-expanded', open);
    toggle.setAttribute('aria-expanded', String(open));
    toggle.textContent = open ? 'Show less' : 'Show more';
  });
  block.append(toggle);
}

document.addEventListener('click', async (event) => {
  const target = event.target instanceof Element ? event.target : null;
  // A colour swatch (a button, so Enter and Space click it too) copies the current theme's value.
  const swatch = target?.closest('.lectern-color__swatch[data-copy]');
  if (swatch) {
    const dark = document.documentElement.getAttribute('data-theme') === 'dark';
    const item = swatch.closest('.lectern-color__item') ?? swatch;
    if (await copyText((dark && swatch.getAttribute('data-copy-dark')) || swatch.getAttribute('data-copy'))) {
      item.setAttribute('data-copied', '');
      setTimeout(() => item.removeAttribute('data-copied'), 1600);
    }
    return;
  }
  const button = target?.closest('.lectern-copy, [data-lectern-copy]');
  if (!button) return;
  const label = button.getAttribute('aria-label') || 'Copy code';
  const ok = await copyText(codeFor(button));
  button.setAttribute('aria-label', ok ? 'Copied' : 'Copy failed');
  if (ok) button.setAttribute('data-copied', '');
  setTimeout(() => {
    button.removeAttribute('data-copied');
    button.setAttribute('aria-label', label);
  }, 1600);
});
addCopyButtons();

// Tooltips are CSS (hover and focus); Escape hides the one in focus, as WAI-ARIA asks.
document.addEventListener('keydown', (event) => {
  if (event.key !== 'Escape') return;
  const tip = document.activeElement?.closest?.('.lectern-tooltip');
  if (tip) tip.setAttribute('data-dismissed', '');
});
document.addEventListener('focusout', (event) => {
  event.target?.closest?.('.lectern-tooltip')?.removeAttribute('data-dismissed');
});

// Before a tooltip shows, keep its bubble in the viewport, as Mintlify's positioner (8px from the edges):
// below the trigger when there is no room above, and shifted sideways (`--lectern-tooltip-shift`).
function placeTooltip(tip) {
  const bubble = tip?.querySelector(':scope > .lectern-tooltip__bubble');
  if (!bubble) return;
  const pad = 8;
  tip.removeAttribute('data-side');
  bubble.style.removeProperty('--lectern-tooltip-shift');
  const trigger = tip.getBoundingClientRect();
  const box = bubble.getBoundingClientRect();
  const below = window.innerHeight - trigger.bottom;
  if (trigger.top - box.height - 4 < pad && below > trigger.top) tip.setAttribute('data-side', 'bottom');
  const width = document.documentElement.clientWidth;
  const shift = box.left < pad ? pad - box.left : box.right > width - pad ? width - pad - box.right : 0;
  if (shift) bubble.style.setProperty('--lectern-tooltip-shift', `${shift}px`);
}
for (const type of ['pointerover', 'focusin']) {
  document.addEventListener(type, (event) => {
    const tip = event.target?.closest?.('.lectern-tooltip');
    // Only on entering the tooltip, not on moves between its own parts.
    if (tip && !tip.contains(event.relatedTarget)) placeTooltip(tip);
  });
}
