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

async function draw(nodes) {
  const mermaid = await loadMermaid();
  const dark = document.documentElement.getAttribute('data-theme') === 'dark';
  mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', theme: dark ? 'dark' : 'default' });
  for (const pre of nodes) {
    pre.removeAttribute('data-processed');
    pre.textContent = pre.getAttribute('data-source');
  }
  await mermaid.run({ nodes, suppressErrors: true });
  // mermaid-controls.js adds the zoom and pan controls to each drawing (drawn again on a theme change).
  document.dispatchEvent(new CustomEvent('lectern:mermaid-rendered', { detail: { diagrams: nodes } }));
}

// One drawing at a time: mermaid keeps its settings (the theme) globally between initialize and run.
let drawing = Promise.resolve();
function drawInTurn(nodes) {
  drawing = drawing.then(() => draw(nodes)).catch((error) => console.warn('lectern mermaid:', error));
  return drawing;
}

// Mermaid measures text to lay a diagram out, and a diagram that is not shown (an unselected tab, a closed
// accordion) measures nothing: its boxes come out empty. Such a diagram is drawn when it is first shown,
// which the resize observer sees as its size leaving zero.
const shown = (pre) => pre.getClientRects().length > 0;
const waiting = new Set();
const appear =
  'ResizeObserver' in window
    ? new ResizeObserver((entries) => {
        const now = entries.map((entry) => entry.target).filter((pre) => waiting.has(pre) && shown(pre));
        for (const pre of now) {
          waiting.delete(pre);
          appear.unobserve(pre);
        }
        if (now.length > 0) drawInTurn(now);
      })
    : null;

function renderDiagrams() {
  const now = [];
  for (const pre of diagrams) {
    if (!appear || shown(pre)) now.push(pre);
    else if (!waiting.has(pre)) {
      waiting.add(pre);
      appear.observe(pre);
    }
  }
  if (now.length > 0) drawInTurn(now);
}

if (diagrams.length > 0 && mermaidSrc) {
  // Keep each diagram's source: re-rendering for the other theme starts from it.
  for (const pre of diagrams) pre.setAttribute('data-source', pre.textContent);
  renderDiagrams();
  document.addEventListener('lectern:theme', renderDiagrams);
}
