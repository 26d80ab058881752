/**
 * `<CodeGroup dropdown>` (Mintlify: "Language dropdown"): instead of a tab bar, a header with the shown
 * block's title and a menu of the blocks. The menu is a native `<select>`, so keyboards, screen readers and
 * touch screens work with it as with any other. As with tabs, the first block shows without JavaScript; the
 * client script (widgets.js, `lectern-code-group`) shows the block picked and keeps the title in step.
 */
import { h } from 'hastscript';
import type { Element } from 'hast';
import type { TabItem } from './tablist.js';
import { languageName } from '../code/language-name.js';
import { PART } from '../../layout/component-parts.js';

export interface CodeGroupItem extends TabItem {
  /** The code block's title and language; none for content that is not a code block. */
  title?: string;
  lang?: string;
}

/**
 * The menu names the blocks by language, as Mintlify's does, when that tells every one apart (`index.ts`
 * and `main.py`: TypeScript, Python); otherwise (two shell blocks, a block without a language) by label.
 */
function languageNames(items: CodeGroupItem[]): string[] | null {
  const names = items.map((item) => (item.lang ? (languageName(item.lang) ?? item.lang) : ''));
  return names.every(Boolean) && new Set(names).size === names.length ? names : null;
}

/**
 * Mintlify's header shows the shown block's icon before its title. Each panel holds its block's icon, drawn
 * in the header's place (code.css): the panel shown is the block shown, without script.
 */
function panelIcon(icon: Element): Element {
  return h('span', { className: ['lectern-code-group__icon'], ariaHidden: 'true' }, [icon]);
}

export function codeGroupDropdown(items: CodeGroupItem[], className: string[]): Element {
  const languages = languageNames(items);
  // Beside a menu of languages the title says which file is shown; a menu of labels already says it.
  const titleOf = (item: CodeGroupItem | undefined): string => (languages ? (item?.title ?? '') : '');
  const menu = h(
    'select',
    {
      className: ['lectern-code-group__select'],
      ariaLabel: languages ? 'Language' : 'Code example',
      // The first block is the one shown: a choice the browser restores on "back" would not match it.
      autoComplete: 'off',
      disabled: items.length < 2,
    },
    items.map((item, index) =>
      h('option', { value: String(index), dataLabel: item.label }, languages?.[index] ?? item.label),
    ),
  );
  const header = h(
    'div',
    { className: ['lectern-code-group__header'], dataComponentPart: PART.codeGroupTabBar },
    [
      h('span', { className: ['lectern-code-group__title'] }, titleOf(items[0])),
      h('span', { className: ['lectern-code-group__picker'] }, [menu]),
    ],
  );
  const panels = items.map((item, index) =>
    h(
      'div',
      {
        className: ['lectern-code-group__panel'],
        hidden: index !== 0,
        dataLabel: item.label,
        dataTitle: titleOf(item) || undefined,
      },
      [...(item.icon ? [panelIcon(item.icon)] : []), ...item.content],
    ),
  );
  return h(
    'lectern-code-group',
    { className: ['lectern-code-group', 'lectern-code-group--dropdown', ...className], dataDropdown: 'true' },
    [header, ...panels],
  );
}
