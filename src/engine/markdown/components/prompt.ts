/**
 * `<Prompt description icon actions>`: a ready-made AI prompt with a copy button (the client copies the text
 * of `.lectern-prompt__content`) and, with the "cursor" action, a link that opens it in Cursor. Mintlify's card
 * shows the description and the actions only: the prompt itself is what they copy, so it is kept hidden.
 */
import { h } from 'hastscript';
import type { ElementContent } from 'hast';
import type { ComponentRenderer } from './types.js';
import { str, textList } from './types.js';
import { iconElement } from '../icon.js';
import { HOOK } from '../../layout/hooks.js';

export const prompt: ComponentRenderer = (c) => {
  const description = str(c.props.description);
  const actions =
    c.props.actions === undefined
      ? ['copy']
      : textList(c.props.actions).map((action) => action.toLowerCase());
  const icon =
    c.props.icon !== undefined ? c.icon(c.props.icon, { iconType: str(c.props.iconType), size: 16 }) : null;
  const text = c.text().trim();
  const buttons: ElementContent[] = [];
  if (actions.includes('copy')) {
    const copyIcon = iconElement(c.page, 'copy', null, { quiet: true, size: 14 });
    buttons.push(
      h(
        'button',
        {
          type: 'button',
          className: ['lectern-copy', 'lectern-prompt__copy'],
          ariaLabel: 'Copy prompt',
          dataLecternCopy: 'prompt',
        },
        [...(copyIcon ? [copyIcon] : []), h('span', 'Copy prompt')],
      ),
    );
  }
  if (actions.includes('cursor') && c.page.linkDepth === 0) {
    const href = `https://cursor.com/link/prompt?text=${encodeURIComponent(text.slice(0, 8000))}`;
    buttons.push(
      h('a', { className: ['lectern-prompt__cursor'], href, rel: ['noopener'] }, 'Open in Cursor'),
    );
  }
  c.page.needs.code = true;
  return h('div', { className: ['lectern-prompt', HOOK.prompt] }, [
    h('div', { className: ['lectern-prompt__head'] }, [
      ...(icon ? [h('span', { className: ['lectern-prompt__icon'] }, [icon])] : []),
      ...(description
        ? [h('div', { className: ['lectern-prompt__description'] }, c.markdown(description))]
        : []),
      ...(buttons.length > 0 ? [h('div', { className: ['lectern-prompt__actions'] }, buttons)] : []),
    ]),
    h('div', { className: ['lectern-prompt__content'], hidden: true }, c.children()),
  ]);
};
