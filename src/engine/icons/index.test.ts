import { describe, expect, it } from 'vitest';
import { cdnIconDataUrl, isImageIcon, renderIcon, renderIconHast } from './index.js';

describe('renderIcon', () => {
  it('renders a lucide icon by bare name as inline SVG', () => {
    const html = renderIcon('rocket', { library: 'lucide' })!;
    expect(html).toMatch(/^<svg /);
    expect(html).toContain('viewBox="0 0 24 24"');
    expect(html).toContain('stroke="currentColor"');
    expect(html).toContain('class="lectern-icon lectern-icon-lucide"');
    expect(html).toContain('aria-hidden="true"');
    expect(html).not.toContain('<!--');
    expect(html).toContain('<path d="M12 15v5');
  });

  it('renders Font Awesome icons in class forms and styles', () => {
    const solid = renderIcon('fa-solid fa-rocket', { library: 'lucide' })!;
    expect(solid).toContain('lectern-icon-fontawesome');
    expect(solid).toContain('viewBox="0 0 512 512"');
    expect(renderIcon('fas fa-rocket', { library: 'lucide' })).toBe(solid);
    const regular = renderIcon('bell', { library: 'fontawesome', iconType: 'regular' })!;
    const solidBell = renderIcon('bell', { library: 'fontawesome', iconType: 'solid' })!;
    expect(regular).not.toBe(solidBell);
    // Pro-only styles fall back to a free style instead of failing.
    expect(renderIcon('bell', { library: 'fontawesome', iconType: 'duotone' })).toBe(solidBell);
  });

  it('finds brand icons in the brands set', () => {
    const github = renderIcon('github', { library: 'fontawesome' })!;
    expect(github).toContain('lectern-icon-fontawesome');
    expect(renderIcon('fa-brands fa-github', { library: 'fontawesome' })).toBe(github);
  });

  it('renders tabler outline and filled icons', () => {
    const outline = renderIcon('star', { library: 'tabler' })!;
    const filled = renderIcon('star', { library: 'tabler', iconType: 'filled' })!;
    expect(outline).toContain('lectern-icon-tabler');
    expect(outline).toContain('fill="none"');
    expect(filled).toContain('fill="currentColor"');
    expect(renderIcon('ti-star', { library: 'lucide' })).toBe(outline);
  });

  it('falls back to other libraries for names the configured one lacks', () => {
    // The corpus sets lucide yet writes Font Awesome names such as "python".
    expect(renderIcon('python', { library: 'lucide' })).toContain('lectern-icon-fontawesome');
  });

  it('returns null for unknown icons and unsafe names', () => {
    expect(renderIcon('definitely-not-an-icon-xyz', { library: 'lucide' })).toBeNull();
    expect(renderIcon('rocket/../../package', { library: 'lucide' })).toBeNull();
    expect(renderIcon('', { library: 'tabler' })).toBeNull();
  });

  it('applies size, colour, class and label', () => {
    const html = renderIcon('flag', {
      library: 'lucide',
      size: 32,
      color: '#FF5733',
      className: 'big x',
      label: 'Flag',
    })!;
    expect(html).toContain('width="32" height="32"');
    expect(html).toContain('style="color:#FF5733"');
    expect(html).toContain('class="lectern-icon big x lectern-icon-lucide"');
    expect(html).toContain('role="img" aria-label="Flag"');
    expect(html).not.toContain('aria-hidden');
  });

  it('refuses colours that could break out of the style attribute', () => {
    const html = renderIcon('flag', { library: 'lucide', color: 'red;background:url(x)' })!;
    expect(html).not.toContain('style=');
    const quoted = renderIcon('flag', { library: 'lucide', className: '"><script>' })!;
    expect(quoted).not.toContain('"><script>');
    expect(quoted).toContain('&#x22;');
  });

  it('renders local image paths as <img> through the resolver', () => {
    const html = renderIcon('/images/logos/aws-mark.svg', {
      library: 'lucide',
      resolveSrc: (src) => `../${src.slice(1)}`,
    })!;
    expect(html).toBe(
      '<img class="lectern-icon lectern-icon-img" src="../images/logos/aws-mark.svg" alt="" width="16" height="16" loading="lazy">',
    );
    expect(renderIcon('/images/x.png', { library: 'lucide' })).toContain('src="images/x.png"');
  });

  it('does not fetch remote image icons: renders nothing and warns', () => {
    const warnings: string[] = [];
    const html = renderIcon('https://example.com/icon.png', {
      library: 'lucide',
      onWarning: (w) => warnings.push(w),
    });
    expect(html).toBe('');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('remote');
  });

  it("draws Mintlify's icon CDN addresses with the bundled library icon", () => {
    const cdn = 'https://d3gk2c5xim1je2.cloudfront.net';
    const workflow = `${cdn}/lucide/v1.16.0/workflow.svg`;
    expect(isImageIcon(workflow)).toBe(false);
    expect(renderIcon(workflow, { library: 'fontawesome' })).toBe(
      renderIcon('workflow', { library: 'lucide' }),
    );
    const star = renderIcon(`${cdn}/fontawesome/v7.2.0/regular/star.svg`, { library: 'lucide' })!;
    expect(star).toContain('lectern-icon-fontawesome');
    expect(star).toBe(renderIcon('fa-regular fa-star', { library: 'lucide' }));
    // A Pro style falls back to the free solid one.
    expect(renderIcon(`${cdn}/fontawesome/v7.2.0/duotone/globe.svg`, { library: 'lucide' })).toBe(
      renderIcon('fa-solid fa-globe', { library: 'lucide' }),
    );
    // Other files on that host (flags) stay remote images.
    expect(isImageIcon(`${cdn}/flags/US.svg`)).toBe(true);
    expect(renderIcon(`${cdn}/lucide/v1.16.0/no-such-icon-here.svg`, { library: 'lucide' })).toBeNull();
  });

  it('draws the older Font Awesome CDN that landing pages paste as mask images, by style', () => {
    const cdn = 'https://mintlify.b-cdn.net/v6.6.0';
    expect(isImageIcon(`${cdn}/regular/star.svg`)).toBe(false);
    expect(renderIcon(`${cdn}/regular/star.svg`, { library: 'lucide' })).toBe(
      renderIcon('fa-regular fa-star', { library: 'lucide' }),
    );
    expect(renderIcon(`${cdn}/solid/magnifying-glass.svg`, { library: 'lucide' })).toBe(
      renderIcon('fa-solid fa-magnifying-glass', { library: 'lucide' }),
    );
    expect(renderIcon(`${cdn}/lucide/workflow.svg`, { library: 'fontawesome' })).toBe(
      renderIcon('workflow', { library: 'lucide' }),
    );
    // As a data: URL for a style: the icon's own SVG, sized by its box (no width or height).
    const data = cdnIconDataUrl(`${cdn}/regular/bolt.svg`)!;
    expect(data).toMatch(/^data:image\/svg\+xml;base64,[A-Za-z0-9+/]+=*$/);
    const svg = Buffer.from(data.split(',')[1]!, 'base64').toString();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="[^"]+"><path [^<]*d="M/);
    expect(svg).not.toMatch(/width|height|script/);
    expect(cdnIconDataUrl('https://mintlify.b-cdn.net/images/logo.svg')).toBeNull();
    expect(cdnIconDataUrl('https://x.dev/v6.6.0/regular/bolt.svg')).toBeNull();
  });

  it('gives D2 a hast element with fresh children each time', () => {
    const a = renderIconHast('rocket', { library: 'lucide' })!;
    const b = renderIconHast('rocket', { library: 'lucide' })!;
    expect(a.tagName).toBe('svg');
    expect(a.children).not.toBe(b.children);
    expect(a.children.length).toBeGreaterThan(1);
  });
});
