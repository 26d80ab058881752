/** The card settings the og tests draw with: the bundled Inter, a light card, a green primary. */
import { bundledOgFonts } from './fonts.js';
import { ogSettings } from './settings.js';

export function testOgSettings(): ReturnType<typeof ogSettings> {
  return ogSettings({
    dir: '_lectern/og',
    siteName: 'Acme',
    appearance: 'light',
    primary: '#16A34A',
    fonts: bundledOgFonts(),
  });
}
