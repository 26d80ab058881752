// The right-hand panel (<Panel>, <RequestExample>, <ResponseExample>): the layout lifts them into the side
// column and leaves an empty slot where each stood; on narrow screens, where there is no side column, each
// goes back into its slot so it reads inline, and returns to the column when the window widens again.
const sidePanel = document.querySelector('[data-lectern-side-panel]');

if (sidePanel && window.matchMedia) {
  // Keep in step with the 1279px breakpoint in layout.css (where the right-hand column disappears).
  const wide = window.matchMedia('(min-width: 1280px)');
  const holder = sidePanel.querySelector('.lectern-content') || sidePanel;
  const items = [...sidePanel.querySelectorAll('[data-lectern-lifted]')];
  const place = () => {
    for (const item of items) {
      const slot = document.querySelector(
        `.lectern-panel-slot[data-lectern-slot="${item.getAttribute('data-lectern-lifted')}"]`,
      );
      if (wide.matches || !slot) holder.append(item);
      else slot.after(item);
    }
    sidePanel.hidden = !wide.matches && items.every((item) => !sidePanel.contains(item));
  };
  wide.addEventListener?.('change', place);
  place();
}
