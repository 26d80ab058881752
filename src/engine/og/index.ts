/**
 * Open Graph preview images (optimize/seo.mdx "OG images"): a 1200x630 PNG per page with the site's
 * logo, the page's title and description and the primary colour, drawn without a browser (satori, resvg).
 * The build decides which pages get one and where the files go (build/og-images.ts).
 */
export { backdropAppearance } from './backdrop.js';
export { bundledOgFonts, OG_WEIGHTS } from './fonts.js';
export { ogRendererAvailable, renderOgPng } from './render.js';
export { ogImageOf, ogSettings, wantsOgImage } from './settings.js';
export { OG_HEIGHT, OG_WIDTH, type OgCardText, type OgFont, type OgSettings } from './types.js';
