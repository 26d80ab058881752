// Search: a modal dialog over Pagefind's JS API, loaded on first use from the site's own _lectern/search/.
const searchDialog = document.querySelector('[data-lectern-search-dialog]');

function escapeText(text) {
  return String(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );
}

/**
 * Pagefind excerpts are HTML with <mark>: keep only the marks, escape the rest. They never repeat the title:
 * pages index it as metadata (`data-pagefind-meta="title"`), not as content.
 */
function safeExcerpt(html) {
  const text = String(html || '')
    .replace(/<mark>/g, '\u0001')
    .replace(/<\/mark>/g, '\u0002')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&');
  return escapeText(text)
    .replace(/\u0001/g, '<mark>')
    .replace(/\u0002/g, '</mark>');
}

/** The heading section holding most of a result's matches; null when that is the page's opening text. */
function bestSection(result) {
  let best = null;
  for (const sub of result.sub_results || []) {
    if (!String(sub.url || '').includes('#') || !sub.title) continue;
    if (!best || (sub.locations?.length ?? 0) > (best.locations?.length ?? 0)) best = sub;
  }
  const opening = (result.sub_results || []).find((sub) => !String(sub.url || '').includes('#'));
  // The page's opening text wins a tie: the result then opens the page at its top.
  return best && (best.locations?.length ?? 0) > (opening?.locations?.length ?? 0) ? best : null;
}

class LecternSearch extends HTMLElement {
  connectedCallback() {
    if (this.input) return;
    this.input = this.querySelector('input');
    this.list = this.querySelector('[role="listbox"]');
    this.status = this.querySelector('.lectern-search-status');
    this.active = -1;
    this.token = 0;
    let timer;
    this.input.addEventListener('input', () => {
      clearTimeout(timer);
      timer = setTimeout(() => this.run(this.input.value.trim()), 120);
    });
    this.input.addEventListener('keydown', (event) => this.onKey(event));
    this.list.addEventListener('mousemove', (event) => {
      const option = event.target.closest('[role="option"]');
      if (option) this.highlight([...this.list.children].indexOf(option));
    });
  }

  /** A status message in the page's language (`data-i18n-*`, written by the layout), else English. */
  message(key, fallback) {
    return this.getAttribute(`data-i18n-${key}`) || fallback;
  }

  /** The site root as an absolute URL, from this page's relative prefix (works under any sub-path). */
  rootUrl() {
    return new URL(this.getAttribute('data-root') || './', document.baseURI);
  }

  load() {
    if (!this.pagefind) {
      // The index comes in shards (see the engine's build/search.ts): load the first, merge the others.
      const list = new URL(this.getAttribute('data-search-index'), document.baseURI);
      this.pagefind = fetch(list)
        .then((res) => {
          if (!res.ok) throw new Error(`search index list: HTTP ${res.status}`);
          return res.json();
        })
        .then(async ({ shards }) => {
          if (!Array.isArray(shards) || shards.length === 0) throw new Error('search index list is empty');
          const shardUrl = (key) => new URL(`${encodeURIComponent(key)}/`, list).href;
          const pagefind = await import(`${shardUrl(shards[0])}pagefind.js`);
          await pagefind.options({ baseUrl: '/', excerptLength: 24 });
          for (const key of shards.slice(1)) await pagefind.mergeIndex(shardUrl(key), { baseUrl: '/' });
          await pagefind.init?.();
          return pagefind;
        });
      this.pagefind.catch(() => {
        this.pagefind = null;
      });
    }
    return this.pagefind;
  }

  /** Pagefind URLs are root-absolute (`/guides/x.html`, `/` for index.html): map them under the real root. */
  resultHref(url) {
    let path = String(url || '').replace(/^\/+/, '');
    const [beforeHash, hash = ''] = path.split('#');
    path = beforeHash;
    if (path === '' || path.endsWith('/')) path += 'index.html';
    return new URL(path + (hash ? `#${hash}` : ''), this.rootUrl()).href;
  }

  async run(query) {
    const token = ++this.token;
    if (!query) {
      this.render([]);
      this.status.textContent = '';
      return;
    }
    this.status.textContent = this.message('searching', 'Searching…');
    let results;
    try {
      const pagefind = await this.load();
      const search = await pagefind.search(query);
      results = await Promise.all(search.results.slice(0, 10).map((r) => r.data()));
    } catch (error) {
      if (token === this.token)
        this.status.textContent = this.message(
          'search-unavailable',
          'Search is not available on this copy of the site.',
        );
      console.warn('lectern search:', error);
      return;
    }
    if (token !== this.token) return;
    this.render(results);
    this.status.textContent =
      results.length === 1
        ? this.message('one-result', '1 result')
        : results.length
          ? this.message('results', '{n} results').replace('{n}', String(results.length))
          : this.message('no-results', 'No results for “{q}”').replace('{q}', query);
  }

  render(results) {
    this.list.innerHTML = results
      .map((r, i) => {
        // The section of the page the words are in (Pagefind's sub-results, by heading), as Mintlify's search
        // leads to a section: the result opens at its heading and names it.
        const section = bestSection(r);
        const href = this.resultHref(section ? section.url : r.url);
        return (
          `<li role="option" id="lectern-search-option-${i}" aria-selected="false"><a href="${escapeText(href)}" tabindex="-1">` +
          `<span class="lectern-search-result-title">${escapeText(r.meta?.title || r.url)}</span>` +
          (section ? `<span class="lectern-search-result-section">${escapeText(section.title)}</span>` : '') +
          `<span class="lectern-search-result-excerpt">${safeExcerpt(section ? section.excerpt : r.excerpt)}</span></a></li>`
        );
      })
      .join('');
    this.input.setAttribute('aria-expanded', String(results.length > 0));
    this.highlight(results.length ? 0 : -1);
  }

  highlight(index) {
    const options = [...this.list.children];
    this.active = index;
    options.forEach((option, i) => option.setAttribute('aria-selected', String(i === index)));
    if (index >= 0) {
      this.input.setAttribute('aria-activedescendant', options[index].id);
      options[index].scrollIntoView({ block: 'nearest' });
    } else {
      this.input.removeAttribute('aria-activedescendant');
    }
  }

  onKey(event) {
    const count = this.list.children.length;
    if (event.key === 'Escape') {
      // Chromium's `type="search"` field takes a first Escape to clear itself, and the dialog would stay open:
      // one press closes it, as the dialog's "Esc" key hint says.
      event.preventDefault();
      this.closest('dialog')?.close();
    } else if (event.key === 'ArrowDown' && count) {
      event.preventDefault();
      this.highlight((this.active + 1) % count);
    } else if (event.key === 'ArrowUp' && count) {
      event.preventDefault();
      this.highlight((this.active - 1 + count) % count);
    } else if (event.key === 'Enter' && this.active >= 0) {
      event.preventDefault();
      const link = this.list.children[this.active]?.querySelector('a');
      if (link) location.href = link.href;
    }
  }
}

customElements.define('lectern-search', LecternSearch);

function openSearch() {
  if (!searchDialog || searchDialog.open) return;
  searchDialog.showModal();
  const input = searchDialog.querySelector('input');
  input?.focus();
  input?.select();
  searchDialog
    .querySelector('lectern-search')
    ?.load()
    .catch(() => {});
}

document.addEventListener('click', (event) => {
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest('[data-lectern-search-open]')) openSearch();
  else if (target?.closest('[data-lectern-search-close]')) searchDialog?.close();
  else if (target === searchDialog) searchDialog.close(); // a click on the backdrop
});

document.addEventListener('keydown', (event) => {
  const typing =
    event.target instanceof Element && event.target.closest('input, textarea, select, [contenteditable]');
  if ((event.key === 'k' || event.key === 'K') && (event.metaKey || event.ctrlKey)) {
    if (!searchDialog) return;
    event.preventDefault();
    if (searchDialog.open) searchDialog.close();
    else openSearch();
  } else if (event.key === '/' && !typing) {
    if (!searchDialog) return;
    event.preventDefault();
    openSearch();
  }
});

if (/Mac|iPhone|iPad/.test(navigator.platform || '')) {
  for (const kbd of document.querySelectorAll('.lectern-search-button kbd')) kbd.textContent = '⌘K';
}
