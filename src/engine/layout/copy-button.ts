/**
 * The copy button code blocks, request samples and simple-mode endpoints share: Mintlify's hook class, the
 * copy icon, and what it copies (its block's code, or `copyText` as it is: client/scripts/widgets.js).
 */
import type { Element } from 'hast';
import { h } from 'hastscript';
import { renderIconHast } from '../icons/index.js';
import { HOOK } from './hooks.js';

export interface CopyButtonOptions {
  /** The icon drawn; Lucide's copy icon when not given. */
  icon?: Element | null;
  copyText?: string;
  className?: string[];
}

export function copyButton(label: string, opts: CopyButtonOptions = {}): Element {
  const icon = opts.icon === undefined ? renderIconHast('copy', { library: 'lucide', size: 14 }) : opts.icon;
  return h(
    'button',
    {
      type: 'button',
      className: ['lectern-copy', ...(opts.className ?? []), HOOK.codeBlockCopyButton],
      ariaLabel: label,
      dataLecternCopy: '',
      ...(opts.copyText === undefined ? {} : { dataLecternCopyText: opts.copyText }),
    },
    icon ? [icon] : [],
  );
}
