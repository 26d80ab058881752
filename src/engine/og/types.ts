/** What every preview image of a site shares; plain data, so it crosses to the render threads in BuildEnv. */
export interface OgSettings {
  /** A hash of everything below and of the renderer's version: part of each image's key. */
  key: string;
  /** Where the images go, from the site root (`_lectern/og`). */
  dir: string;
  siteName: string;
  appearance: 'light' | 'dark';
  /** The primary colour (`#16A34A`). */
  primary: string;
  /** The logo for `appearance` as a data URL, when it is a file of the docs folder the renderer reads. */
  logo?: string;
  /** `thumbnails.background` as a data URL: drawn instead of the plain background, under the same text. */
  background?: string;
  /** Font files (TrueType, OpenType or WOFF, base64), each a family of its own name: tried in this order. */
  fonts: OgFont[];
}

export interface OgFont {
  name: string;
  weight: number;
  data: string;
}

/** The picture of one page. */
export interface OgCardText {
  title: string;
  description: string;
}

/** Open Graph's recommended size, as Mintlify draws it. */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
