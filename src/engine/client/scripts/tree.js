// `<Tree>`: the folders' <details> become an ARIA tree, as @mintlify/components' Tree: one tab stop (a roving
// tabindex), arrow keys, Home/End, Enter/Space, `*` and type-ahead. Without the script the <details> still work.
class LecternTree extends HTMLElement {
  connectedCallback() {
    const root = this.querySelector(':scope > ul');
    if (!root || root.getAttribute('role') === 'tree') return;
    root.setAttribute('role', 'tree');
    root.setAttribute('aria-label', 'File tree');
    this.upgrade(root, 1);
    this.items()[0]?.setAttribute('tabindex', '0');
    this.typed = '';
    root.addEventListener('click', (event) => {
      const item = event.target.closest('[role="treeitem"]');
      if (item?.hasAttribute('aria-expanded')) this.toggle(item);
    });
    root.addEventListener('focusin', (event) => {
      if (event.target.getAttribute('role') === 'treeitem') this.rove(event.target);
    });
    root.addEventListener('keydown', (event) => this.onKey(event));
  }

  upgrade(list, level) {
    for (const li of list.children) {
      let item = li;
      if (li.classList.contains('lectern-tree__folder')) {
        li.setAttribute('role', 'none');
        const details = li.querySelector(':scope > details');
        item = li.querySelector(':scope > .lectern-tree__label, :scope > details > summary');
        if (details) {
          // A <summary> cannot take the treeitem role: its content moves to a plain row.
          const row = document.createElement('div');
          row.className = item.className;
          row.append(...item.childNodes);
          const group = details.querySelector(':scope > ul');
          group.setAttribute('role', 'group');
          group.hidden = !details.open;
          row.setAttribute('aria-expanded', String(details.open));
          details.replaceWith(row, group);
          this.upgrade(group, level + 1);
          item = row;
        }
      }
      item.setAttribute('role', 'treeitem');
      item.setAttribute('aria-level', String(level));
      item.tabIndex = -1;
    }
  }

  /** Tree items on screen, in order. */
  items() {
    return [...this.querySelectorAll('[role="treeitem"]')].filter((item) => !item.closest('[hidden]'));
  }

  rove(item) {
    for (const other of this.querySelectorAll('[role="treeitem"]')) other.tabIndex = other === item ? 0 : -1;
  }

  focusItem(item) {
    if (!item) return;
    this.rove(item);
    item.focus();
  }

  toggle(item, open = item.getAttribute('aria-expanded') !== 'true') {
    item.setAttribute('aria-expanded', String(open));
    item.nextElementSibling.hidden = !open;
  }

  onKey(event) {
    const item = event.target;
    if (item.getAttribute('role') !== 'treeitem' || event.ctrlKey || event.metaKey || event.altKey) return;
    const items = this.items();
    const index = items.indexOf(item);
    const expanded = item.getAttribute('aria-expanded');
    const parent = () => item.closest('[role="group"]')?.previousElementSibling;
    const key = event.key;
    if (key === 'ArrowDown') this.focusItem(items[index + 1]);
    else if (key === 'ArrowUp') this.focusItem(items[index - 1]);
    else if (key === 'Home') this.focusItem(items[0]);
    else if (key === 'End') this.focusItem(items.at(-1));
    else if (key === 'ArrowRight') {
      if (expanded === 'false') this.toggle(item, true);
      else if (expanded === 'true')
        this.focusItem(item.nextElementSibling.querySelector('[role="treeitem"]'));
    } else if (key === 'ArrowLeft') {
      if (expanded === 'true') this.toggle(item, false);
      else this.focusItem(parent());
    } else if (key === 'Enter' || key === ' ') {
      if (expanded) this.toggle(item);
    } else if (key === '*') {
      const siblings = item.closest('[role="group"], [role="tree"]').children;
      for (const li of siblings) {
        const folder = li.querySelector(':scope > [aria-expanded="false"]');
        if (folder) this.toggle(folder, true);
      }
    } else if (key.length === 1) this.typeAhead(key, items, index);
    else return;
    event.preventDefault();
  }

  // Letters typed within half a second of each other make one prefix, as Mintlify's tree reads them.
  typeAhead(key, items, index) {
    clearTimeout(this.typedTimer);
    this.typed += key.toLowerCase();
    this.typedTimer = setTimeout(() => (this.typed = ''), 500);
    const order = [...items.slice(index + 1), ...items.slice(0, index + 1)];
    const name = (item) => item.querySelector('.lectern-tree__name')?.textContent.toLowerCase() ?? '';
    this.focusItem(order.find((other) => name(other).startsWith(this.typed)));
  }
}

customElements.define('lectern-tree', LecternTree);
