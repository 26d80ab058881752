// Twoslash popups (markdown/code/twoslash.ts): shown by CSS on hover and focus; placed here, under the name
// and inside the window, as fixed boxes, so the code block's scrolling box does not cut them off.
function placeTwoslash(event) {
  const hover =
    event.target instanceof Element ? event.target.closest('.twoslash-hover, .twoslash-error-hover') : null;
  const popup = hover?.querySelector(':scope > .twoslash-popup-container');
  if (!popup) return;
  const name = hover.getBoundingClientRect();
  popup.style.transform = 'none';
  popup.style.left = `${Math.max(8, Math.min(name.left, window.innerWidth - popup.offsetWidth - 8))}px`;
  const below = name.bottom + 6;
  popup.style.top = `${below + popup.offsetHeight > window.innerHeight ? name.top - popup.offsetHeight - 6 : below}px`;
}
document.addEventListener('mouseover', placeTwoslash);
document.addEventListener('focusin', placeTwoslash);
for (const name of document.querySelectorAll('.twoslash .twoslash-hover, .twoslash .twoslash-error-hover'))
  name.tabIndex = 0;
