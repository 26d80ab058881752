// Islands: components of JavaScript snippets that run in the reader's browser (engine/islands). Each
// <lectern-island> names its entry module and the runtime; both are loaded as ES modules from the site
// itself, and the runtime replaces the island's fallback (the component's children) by the component.
// A module that fails to load or render leaves the fallback.
for (const island of document.querySelectorAll('lectern-island[data-entry][data-runtime]')) {
  const url = (name) => new URL(island.getAttribute(name), document.baseURI).href;
  Promise.all([import(url('data-runtime')), import(url('data-entry'))])
    .then(([runtime, entry]) => runtime.mount(island, entry.default))
    .catch((error) => {
      island.setAttribute('data-failed', '');
      console.warn(`lectern: <${island.getAttribute('data-component')}> could not run:`, error);
    });
}
