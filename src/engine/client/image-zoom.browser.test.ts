/**
 * Content images in the browser (create/image-embeds.mdx): a click opens one enlarged in a modal dialog and
 * Escape or a click closes it; `noZoom` and linked images do not zoom; `actions` buttons copy the image to
 * the clipboard as PNG and link its file for download.
 */
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { hasChromium, useBuiltSite } from '../../../test/browser/browser.js';

/** A 2x2 red PNG, built here so the test carries no binary file. */
function png(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.from([0, 255, 0, 0, 255, 0, 0]);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat([row, row]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe.skipIf(!hasChromium)('content images', () => {
  const site = useBuiltSite({
    'docs.json': JSON.stringify({ name: 'Images', navigation: { pages: ['index', 'other'] } }),
    'index.mdx': [
      '---\ntitle: Images\n---',
      '![Zooms](/red.png)',
      '<img src="/red.png" alt="Stays" noZoom style={{ width: 40 }} />',
      '[![Linked](/red.png)](/other)',
      '<img src="/red.png" alt="Actions" actions style={{ width: 120 }} />',
    ].join('\n\n'),
    'other.mdx': '---\ntitle: Other\n---\n\nOther.\n',
    'red.png': png(),
  });

  it('zooms a content image on a click and closes on Escape', async () => {
    const page = await site.open('/index.html');
    const dialog = page.locator('dialog.lectern-zoom');
    await page.getByAltText('Zooms').click();
    await expect.poll(() => dialog.evaluate((d: HTMLDialogElement) => d.open)).toBe(true);
    expect(await dialog.locator('img').getAttribute('alt')).toBe('Zooms');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.evaluate((d: HTMLDialogElement) => d.open)).toBe(false);
    // From the keyboard too.
    await page.locator('.lectern-content').getByAltText('Zooms').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.evaluate((d: HTMLDialogElement) => d.open)).toBe(true);
    await dialog.click();
    await expect.poll(() => dialog.evaluate((d: HTMLDialogElement) => d.open)).toBe(false);
  });

  it('leaves noZoom and linked images alone', async () => {
    const page = await site.open('/index.html');
    await page.getByAltText('Stays').click();
    expect(await page.locator('dialog.lectern-zoom[open]').count()).toBe(0);
    await page.getByAltText('Linked').click();
    await page.waitForURL(/\/other\.html$/);
  });

  it('copies the image as PNG and links it for download', async () => {
    const page = await site.open('/index.html');
    const frame = page.locator('.lectern-image-actions');
    await frame.hover();
    expect(await frame.locator('a.lectern-image-download').getAttribute('download')).toBe('');
    expect(await frame.locator('a.lectern-image-download').getAttribute('href')).toBe('red.png');
    await frame.getByRole('button', { name: 'Copy image' }).click();
    await expect.poll(() => frame.locator('.lectern-image-copy[data-copied]').count()).toBe(1);
    const types = await page.evaluate(async () => (await navigator.clipboard.read()).flatMap((i) => i.types));
    expect(types).toContain('image/png');
  });
});
