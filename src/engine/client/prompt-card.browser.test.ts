/**
 * `<Prompt>` in the browser, as Mintlify's card: the description and the actions show, the prompt itself does
 * not (it is what "Copy prompt" copies and "Open in Cursor" sends).
 */
import { describe, expect, it } from 'vitest';
import { hasChromium, useBuiltSite } from '../../../test/browser/browser.js';

const PAGE = [
  '---',
  'title: Prompts',
  '---',
  '',
  '<Prompt description="Install with an **AI assistant**" icon="sparkles" actions={["copy", "cursor"]}>',
  'Install the app by running `install.sh`.',
  '',
  'Then tell me the URL to open.',
  '</Prompt>',
  '',
].join('\n');

describe.skipIf(!hasChromium)('a prompt card, in the browser', () => {
  const site = useBuiltSite({
    'docs.json': JSON.stringify({ name: 'T', navigation: { pages: ['prompts'] } }),
    'prompts.mdx': PAGE,
  });

  it('shows its description and actions, not the prompt, and copies the prompt', async () => {
    const page = await site.open('/prompts.html');
    const card = page.locator('.lectern-prompt');
    await expect
      .poll(() => card.locator('.lectern-prompt__description').innerText())
      .toBe('Install with an AI assistant');
    expect(await card.getByRole('button', { name: 'Copy prompt' }).isVisible()).toBe(true);
    expect(await card.getByRole('link', { name: 'Open in Cursor' }).isVisible()).toBe(true);
    expect(await card.getByText('Then tell me the URL to open.').isVisible()).toBe(false);

    await card.getByRole('button', { name: 'Copy prompt' }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('Install the app by running install.sh.');
    expect(copied).toContain('Then tell me the URL to open.');
  });
});
