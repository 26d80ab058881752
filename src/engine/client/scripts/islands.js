// Islands: components of JavaScript snippets that run in the reader's browser (engine/islands). Each
// <lectern-island> names its entry module and the runtime; both are loaded as ES modules from the site
// itself, and the runtime replaces the island's fallback (the component's children) by the component.
// A module that fails to load or render leaves the fallback. An island inside another (a snippet's
// component given another as a child) is mounted after the outer one, inside what the outer one drew.
const ISLAND = 'lectern-island[data-entry][data-runtime]:not([data-mounted]):not([data-failed])';

function mountIslands(root) {
  for (const island of root.querySelectorAll(ISLAND)) {
    // Inner islands wait for their outer one: its drawing holds the copy that will run.
    if (island.parentElement?.closest('lectern-island') !== (root.closest?.('lectern-island') ?? null))
      continue;
    const url = (name) => new URL(island.getAttribute(name), document.baseURI).href;
    Promise.all([import(url('data-runtime')), import(url('data-entry'))])
      .then(([runtime, entry]) => runtime.mount(island, entry.default))
      .catch((error) => {
        island.setAttribute('data-failed', '');
        console.warn(`lectern: <${island.getAttribute('data-component')}> could not run:`, error);
      })
      .finally(() => mountIslands(island));
  }
}

mountIslands(document);
