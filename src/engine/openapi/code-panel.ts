/** The examples panel's code groups: tabs over highlighted `figure.lectern-code` blocks with copy buttons. */
import type { Element } from 'hast';
import { h } from 'hastscript';
import type { Schema } from './refs.js';
import { PART } from '../layout/component-parts.js';
import { copyButton } from '../layout/copy-button.js';

export type Highlight = ((code: string, lang: string) => Element | null) | undefined;

export interface CodeSample {
  label: string;
  lang: string;
  code: string;
}

function samplePre(code: string, lang: string, highlight: Highlight): Element {
  let pre: Element | null = null;
  try {
    pre = highlight?.(code, lang) ?? null;
  } catch {
    pre = null; // an unknown language or a highlighter failure leaves the sample plain
  }
  if (!pre || pre.tagName !== 'pre')
    return h('pre.lectern-code__pre', { dataComponentPart: PART.codeBlockRoot }, [
      h('code', { className: [`language-${lang}`] }, code),
    ]);
  // Shiki writes `class` as a string property; hastscript-built trees use `className` arrays.
  const classes = [pre.properties.className, pre.properties.class]
    .flatMap((value) =>
      Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(/\s+/) : [],
    )
    .filter(Boolean);
  delete pre.properties.class;
  pre.properties.className = [...new Set([...classes, 'lectern-code__pre'])];
  pre.properties.dataComponentPart = PART.codeBlockRoot;
  return pre;
}

/** A code group in the markdown renderer's markup; `className` also makes the tab and panel ids. */
export function codeGroup(
  samples: CodeSample[],
  className: string,
  ariaLabel: string,
  highlight?: Highlight,
): Element {
  const id = className;
  return h(`lectern-code-group.lectern-code-group.${className}`, [
    h(
      'div.lectern-code-group__list',
      // The tabs name samples' languages: out of site search, where they read `cURL Python` in excerpts.
      { role: 'tablist', ariaLabel, dataComponentPart: PART.codeGroupTabBar, dataPagefindIgnore: '' },
      samples.map((s, i) =>
        h(
          'button.lectern-code-group__tab',
          {
            type: 'button',
            role: 'tab',
            id: `${id}-tab-${i}`,
            ariaControls: `${id}-panel-${i}`,
            ariaSelected: i === 0 ? 'true' : 'false',
            tabIndex: i === 0 ? 0 : -1,
            dataLabel: s.label,
          },
          [h('span.lectern-code-group__label', s.label)],
        ),
      ),
    ),
    ...samples.map((s, i) =>
      h(
        'div.lectern-code-group__panel',
        {
          role: 'tabpanel',
          id: `${id}-panel-${i}`,
          ariaLabelledby: `${id}-tab-${i}`,
          hidden: i !== 0,
          tabIndex: 0,
          dataLabel: s.label,
        },
        [
          h('figure.lectern-code', { dataLanguage: s.lang }, [
            samplePre(s.code, s.lang, highlight),
            copyButton('Copy code'),
          ]),
        ],
      ),
    ),
  ]);
}

/** The spec's own samples (`x-codeSamples`, or the older `x-code-samples`), each a tab of the request group. */
export function extraSamples(op: Schema): CodeSample[] {
  const raw = op['x-codeSamples'] ?? op['x-code-samples'];
  if (!Array.isArray(raw)) return [];
  return raw
    .filter((s: Schema) => s && typeof s.source === 'string')
    .map((s: Schema) => {
      const lang = String(s.lang ?? 'text')
        .toLowerCase()
        .replace(/[^a-z0-9+#-]/g, '');
      return {
        label: String(s.label ?? s.lang ?? 'Example'),
        lang: lang || 'text',
        code: s.source as string,
      };
    });
}
