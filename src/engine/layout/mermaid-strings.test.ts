/** The Mermaid controls' labels reach the page in its language, for client/scripts/mermaid-controls.js. */
import { describe, expect, it } from 'vitest';
import { fixtureInput, fixturePage } from './fixtures.js';
import { renderLayout } from './index.js';
import { MERMAID_STRINGS } from './mermaid-strings.js';
import { uiStrings } from './strings.js';

const diagrams = fixturePage({ needs: { mermaid: true, math: false, code: false } });
const body = (html: string) => /<body [^>]*>/.exec(html)?.[0] ?? '';

describe('Mermaid control labels', () => {
  it('are on the body of a French page, in French', () => {
    const site = { ...fixtureInput().site, lang: 'fr' };
    const tag = body(renderLayout(fixtureInput({ page: diagrams, site })));
    expect(tag).toContain('data-i18n-mermaid-controls="Zoom et déplacement du diagramme"');
    expect(tag).toContain('data-i18n-mermaid-zoom-in="Zoom avant"');
    expect(tag).toContain('data-i18n-mermaid-zoom-out="Zoom arrière"');
    expect(tag).toContain('data-i18n-mermaid-reset="Réinitialiser la vue"');
    expect(tag).toContain('data-i18n-mermaid-pan-up="Déplacer vers le haut"');
    expect(tag).toContain('data-i18n-mermaid-pan-left="Déplacer vers la gauche"');
    expect(tag).toContain('data-i18n-mermaid-pan-right="Déplacer vers la droite"');
    expect(tag).toContain('data-i18n-mermaid-pan-down="Déplacer vers le bas"');
  });

  it('are English by default and absent from a page without diagrams', () => {
    expect(body(renderLayout(fixtureInput({ page: diagrams })))).toContain(
      'data-i18n-mermaid-zoom-in="Zoom in"',
    );
    expect(renderLayout(fixtureInput())).not.toContain('data-i18n-mermaid');
  });

  it('are translated in every language the interface has', () => {
    const english = Object.values(MERMAID_STRINGS.en);
    for (const [lang, table] of Object.entries(MERMAID_STRINGS)) {
      expect(uiStrings(lang)).toMatchObject(table);
      if (lang === 'en') continue;
      const values = Object.values(table);
      expect(
        values.filter((value, i) => value === english[i]),
        lang,
      ).toEqual([]);
    }
  });
});
