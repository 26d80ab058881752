// A changelog's tag filters (layout/update-filters.ts writes the buttons). Mintlify (create/changelogs.mdx):
// with several tags selected, only updates that include every selected tag show, and updates without tags
// hide whenever a filter is active; none selected shows them all.

// An update's tags: a JSON array in data-tags (markdown/components/update.ts), so a tag may hold a comma.
const readTags = (element) => {
  try {
    const tags = JSON.parse(element.getAttribute('data-tags') || '[]');
    return Array.isArray(tags) ? tags : [];
  } catch {
    return [];
  }
};
const filterPanel = document.querySelector('[data-lectern-update-filters]');
if (filterPanel) {
  const buttons = [...filterPanel.querySelectorAll('button[data-tag]')];
  const updates = [...document.querySelectorAll('.lectern-content .lectern-update')].map((element) => ({
    element,
    tags: new Set(readTags(element)),
  }));
  const applyFilters = () => {
    const selected = buttons
      .filter((button) => button.getAttribute('aria-pressed') === 'true')
      .map((button) => button.getAttribute('data-tag'));
    for (const update of updates) {
      update.element.hidden = !selected.every((tag) => update.tags.has(tag));
    }
  };
  for (const button of buttons) {
    button.addEventListener('click', () => {
      const pressed = button.getAttribute('aria-pressed') === 'true';
      button.setAttribute('aria-pressed', String(!pressed));
      applyFilters();
    });
  }
}
