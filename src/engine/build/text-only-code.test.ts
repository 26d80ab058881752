import { describe, expect, it } from 'vitest';
import { textOnlyCode } from './text-only-code.js';

describe('textOnlyCode', () => {
  it("keeps a code block's text without Shiki's colour spans", () => {
    expect(
      textOnlyCode(
        '<pre class="shiki"><code><span class="line"><span style="--s:#f00">const</span> a</span></code></pre>',
      ),
    ).toBe('<pre class="shiki"><code>const a</code></pre>');
  });

  it('drops drawings, nested ones whole, and keeps spans outside code and twoslash blocks', () => {
    expect(textOnlyCode('<p><svg><title>i</title><path/></svg>Hi <span class="x">there</span></p>')).toBe(
      '<p>Hi <span class="x">there</span></p>',
    );
    expect(textOnlyCode('<div><svg><g><svg><path/></svg></g><text>t</text></svg>after</div>')).toBe(
      '<div>after</div>',
    );
    const twoslash =
      '<pre class="shiki twoslash"><code><span>x<span class="popup">: number</span></span></code></pre>';
    expect(textOnlyCode(twoslash)).toBe(twoslash);
  });
});
