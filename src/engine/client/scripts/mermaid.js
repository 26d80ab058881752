// Mermaid: only on pages with <pre class="mermaid">, from the copy the layout names in body[data-mermaid-src].
const diagrams = [...document.querySelectorAll('pre.mermaid')];
const mermaidSrc = document.body.getAttribute('data-mermaid-src');

function loadMermaid() {
  if (window.mermaid) return Promise.resolve(window.mermaid);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = mermaidSrc;
    script.onload = () =>
      window.mermaid ? resolve(window.mermaid) : reject(new Error('mermaid did not load'));
    script.onerror = () => reject(new Error(`could not load ${mermaidSrc}`));
    document.head.append(script);
  });
}

async function renderDiagrams() {
  const mermaid = await loadMermaid();
  const dark = document.documentElement.getAttribute('data-theme') === 'dark';
  mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', theme: dark ? 'dark' : 'default' });
  for (const pre of diagrams) {
    pre.removeAttribute('data-processed');
    pre.textContent = pre.getAttribute('data-source');
  }
  await mermaid.run({ nodes: diagrams, suppressErrors: true });
  // mermaid-controls.js adds the zoom and pan controls to each drawing (drawn again on a theme change).
  document.dispatchEvent(new CustomEvent('lectern:mermaid-rendered', { detail: { diagrams } }));
}

if (diagrams.length > 0 && mermaidSrc) {
  // Keep each diagram's source: re-rendering for the other theme starts from it.
  for (const pre of diagrams) pre.setAttribute('data-source', pre.textContent);
  renderDiagrams().catch((error) => console.warn('lectern mermaid:', error));
  document.addEventListener('lectern:theme', () => {
    renderDiagrams().catch((error) => console.warn('lectern mermaid:', error));
  });
}
