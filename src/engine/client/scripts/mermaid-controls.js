// Zoom and pan controls on Mermaid diagrams, as Mintlify documents them (components/mermaid-diagrams): zoom in
// and out, pan with arrow buttons or by dragging, reset. Shown on diagrams taller than 120px unless the fence's
// `actions` (data-actions) says otherwise, in its `placement` corner (data-placement, bottom-right by default).
// Plain CSS transforms on the drawn <svg>; mermaid.js tells when its drawings are ready (again after a theme
// change, which draws them anew and so starts each view over).
const MERMAID_MIN_HEIGHT = 120;
const ZOOM_STEP = 1.25;
const MIN_SCALE = 0.25;
const MAX_SCALE = 8;
const PAN_STEP = 60;

const controlIcon = (paths) =>
  `<svg viewBox="0 0 24 24" width="14" height="14" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">${paths}</svg>`;

// In tab order: zoom, reset, then the arrows; the CSS grid places them as a pad (arrows round the reset).
// `label` is the English fallback; the page's language comes from the body's data-i18n-mermaid-<action>
// (layout/mermaid-strings.ts).
const CONTROLS = [
  { action: 'zoom-in', label: 'Zoom in', icon: '<path d="M5 12h14M12 5v14"/>' },
  { action: 'zoom-out', label: 'Zoom out', icon: '<path d="M5 12h14"/>' },
  {
    action: 'reset',
    label: 'Reset view',
    icon: '<path d="M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8"/><path d="M3 3v5h5"/>',
  },
  { action: 'pan-up', label: 'Pan up', icon: '<path d="m18 15-6-6-6 6"/>', dx: 0, dy: 1 },
  { action: 'pan-left', label: 'Pan left', icon: '<path d="m15 18-6-6 6-6"/>', dx: 1, dy: 0 },
  { action: 'pan-right', label: 'Pan right', icon: '<path d="m9 18 6-6-6-6"/>', dx: -1, dy: 0 },
  { action: 'pan-down', label: 'Pan down', icon: '<path d="m6 9 6 6 6-6"/>', dx: 0, dy: -1 },
];
const PLACEMENTS = new Set(['top-left', 'top-right', 'bottom-left', 'bottom-right']);

/** Each diagram's view: scale and offset in CSS pixels, and its controls (null when it has none). */
const views = new WeakMap();
const watched = new WeakSet();
const resizes =
  typeof ResizeObserver === 'function'
    ? new ResizeObserver((entries) => {
        for (const entry of entries) showControlsFor(entry.target);
      })
    : null;

function diagramSvg(pre) {
  return pre.querySelector(':scope > svg');
}

function applyView(pre) {
  const view = views.get(pre);
  const svg = diagramSvg(pre);
  if (!view || !svg) return;
  const moved = view.scale !== 1 || view.x !== 0 || view.y !== 0;
  svg.style.transform = moved ? `translate(${view.x}px, ${view.y}px) scale(${view.scale})` : '';
}

/** Mintlify's rule: controls when the drawing is over 120px tall, unless `actions` forces them on or off. */
function showControlsFor(pre) {
  const view = views.get(pre);
  const svg = diagramSvg(pre);
  if (!view?.controls || !svg) return;
  const actions = pre.getAttribute('data-actions');
  // The height as drawn, without the reader's zoom (a hidden tab's diagram measures 0 until it shows).
  const height = svg.getBoundingClientRect().height / view.scale;
  const show = actions === 'true' || (actions !== 'false' && height > MERMAID_MIN_HEIGHT);
  view.controls.hidden = !show;
  pre.classList.toggle('lectern-mermaid--zoomable', show);
  makeRoom(pre, view, svg);
}

/**
 * A pad whose column meets the drawing's (a wide diagram, any diagram on a phone) would cover part of it: the
 * diagram gets the pad's height of room on the pad's side. Measured at the drawing's own place (no zoom or
 * pan), across only, which that room does not change, so measuring again after it keeps the same answer.
 */
function makeRoom(pre, view, svg) {
  const side = view.controls.getAttribute('data-placement').startsWith('top') ? 'top' : 'bottom';
  if (view.controls.hidden) {
    pre.classList.remove(`lectern-mermaid--room-${side}`);
    return;
  }
  if (view.scale !== 1 || view.x !== 0 || view.y !== 0) return;
  const pad = view.controls.getBoundingClientRect();
  const drawing = svg.getBoundingClientRect();
  const meets = drawing.left < pad.right && pad.left < drawing.right;
  pre.classList.toggle(`lectern-mermaid--room-${side}`, meets);
}

function act(pre, control) {
  const view = views.get(pre);
  if (!view) return;
  if (control.action === 'zoom-in') view.scale = Math.min(MAX_SCALE, view.scale * ZOOM_STEP);
  else if (control.action === 'zoom-out') view.scale = Math.max(MIN_SCALE, view.scale / ZOOM_STEP);
  else if (control.action === 'reset') Object.assign(view, { scale: 1, x: 0, y: 0 });
  else {
    // An arrow moves the view that way: the drawing slides the other way, to show what lies beyond.
    view.x += control.dx * PAN_STEP;
    view.y += control.dy * PAN_STEP;
  }
  applyView(pre);
}

/** A label in the page's language (`data-i18n-mermaid-*` on the body, written by the layout), else English. */
function say(key, fallback) {
  return document.body.getAttribute(`data-i18n-mermaid-${key}`) || fallback;
}

function buildControls(pre) {
  const group = document.createElement('div');
  group.className = 'lectern-mermaid__controls';
  group.setAttribute('role', 'group');
  group.setAttribute('aria-label', say('controls', 'Diagram zoom and pan'));
  const placement = pre.getAttribute('data-placement');
  group.setAttribute('data-placement', PLACEMENTS.has(placement) ? placement : 'bottom-right');
  group.hidden = true;
  for (const control of CONTROLS) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'lectern-mermaid__control';
    button.setAttribute('data-action', control.action);
    const label = say(control.action, control.label);
    button.setAttribute('aria-label', label);
    button.title = label;
    button.innerHTML = controlIcon(control.icon);
    button.addEventListener('click', () => act(pre, control));
    group.append(button);
  }
  return group;
}

/** Dragging the diagram pans it (mouse, pen, or a touch the page does not take for scrolling). */
function watchDrag(pre) {
  let drag = null;
  pre.addEventListener('pointerdown', (event) => {
    const view = views.get(pre);
    if (!view || event.button !== 0 || !pre.classList.contains('lectern-mermaid--zoomable')) return;
    if (event.target.closest('.lectern-mermaid__controls')) return;
    drag = { id: event.pointerId, x: event.clientX - view.x, y: event.clientY - view.y };
    pre.setPointerCapture(event.pointerId);
    pre.classList.add('lectern-mermaid--dragging');
    // No text selection or native image drag while panning with a mouse.
    if (event.pointerType === 'mouse') event.preventDefault();
  });
  pre.addEventListener('pointermove', (event) => {
    const view = views.get(pre);
    if (!drag || event.pointerId !== drag.id || !view) return;
    view.x = event.clientX - drag.x;
    view.y = event.clientY - drag.y;
    applyView(pre);
  });
  const end = (event) => {
    if (!drag || event.pointerId !== drag.id) return;
    drag = null;
    pre.classList.remove('lectern-mermaid--dragging');
  };
  pre.addEventListener('pointerup', end);
  pre.addEventListener('pointercancel', end);
}

function addControls(pre) {
  if (!diagramSvg(pre)) return;
  const hasControls = pre.getAttribute('data-actions') !== 'false';
  const controls = hasControls ? buildControls(pre) : null;
  views.set(pre, { scale: 1, x: 0, y: 0, controls });
  pre.classList.remove('lectern-mermaid--zoomable');
  if (!controls) return;
  pre.append(controls);
  if (!watched.has(pre)) {
    watched.add(pre);
    watchDrag(pre);
    resizes?.observe(pre);
  }
  showControlsFor(pre);
}

document.addEventListener('lectern:mermaid-rendered', (event) => {
  for (const pre of event.detail?.diagrams ?? []) addControls(pre);
});
