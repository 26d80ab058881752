import { describe, expect, it } from 'vitest';
import { uniqueDiagnostics } from './diagnostics.js';
import type { Diagnostic } from '../types.js';

describe('uniqueDiagnostics', () => {
  it('reports a problem in a shared file once, and the same problem in two places twice', () => {
    const icon: Diagnostic = {
      severity: 'warning',
      code: 'unknown-icon',
      message: 'unknown icon "circle-1"',
      file: 'snippets/step.mdx',
      line: 5,
      column: 45,
    };
    const list = uniqueDiagnostics([
      icon,
      { ...icon },
      { ...icon, line: 6 },
      { ...icon, file: 'a.mdx' },
      icon,
    ]);
    expect(list).toEqual([icon, { ...icon, line: 6 }, { ...icon, file: 'a.mdx' }]);
    expect(list[0]).toBe(icon);
  });
});

describe('a build', () => {
  it("reports a snippet's problem once, however many pages use the snippet", async () => {
    const { buildSite } = await import('../index.js');
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const src = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-diag-'));
    try {
      fs.mkdirSync(path.join(src, 'snippets'));
      fs.writeFileSync(
        path.join(src, 'docs.json'),
        JSON.stringify({ name: 'Acme', navigation: { pages: ['a', 'b', 'c'] } }),
      );
      fs.writeFileSync(
        path.join(src, 'snippets/note.mdx'),
        'Read <Icon icon="no-such-icon-here" /> first.\n',
      );
      for (const p of ['a', 'b', 'c'])
        fs.writeFileSync(
          path.join(src, `${p}.mdx`),
          `---\ntitle: ${p}\n---\n\nimport Note from '/snippets/note.mdx';\n\n<Note />\n`,
        );
      const result = await buildSite({ srcDir: src, outDir: path.join(src, 'out'), threads: 1 });
      const icons = result.diagnostics.filter((d) => d.message.includes('no-such-icon-here'));
      expect(icons).toHaveLength(1);
      expect(icons[0].file).toBe('snippets/note.mdx');
      expect(result.warnings).toBe(result.diagnostics.length - result.errors);
    } finally {
      fs.rmSync(src, { recursive: true, force: true });
    }
  });
});
