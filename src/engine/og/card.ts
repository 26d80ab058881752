/**
 * The preview image's layout as satori's element tree (plain objects, no JSX): the site's logo (or its
 * name) at the top, the page's title and description at the bottom, each clamped to two lines with an
 * ellipsis. Flat colours only: a gradient made resvg's rasterizing twice as slow and the PNG three times as
 * large (ARCHITECTURE.md "Open Graph images").
 */
import { OG_HEIGHT, OG_WIDTH, type OgCardText, type OgSettings } from './types.js';

export interface CardNode {
  type: string;
  props: { style?: Record<string, unknown>; children?: (CardNode | string)[] | string; src?: string };
}

const THEMES = {
  light: { background: '#ffffff', title: '#0f172a', description: '#475569' },
  dark: { background: '#0b0d12', title: '#f8fafc', description: '#94a3b8' },
};

const PAD = 80;
/** Longer text is cut before layout (two lines hold far less), so a huge description costs nothing. */
const MAX_CHARS = 300;

const div = (style: Record<string, unknown>, children?: CardNode['props']['children']): CardNode => ({
  type: 'div',
  props: { style, ...(children !== undefined ? { children } : {}) },
});

function clip(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > MAX_CHARS ? `${flat.slice(0, MAX_CHARS - 1)}…` : flat;
}

export function ogCard(settings: OgSettings, text: OgCardText): CardNode {
  const theme = THEMES[settings.appearance];
  const width = OG_WIDTH - 2 * PAD;
  const backdrop: CardNode[] = settings.background
    ? [
        {
          type: 'img',
          props: {
            src: settings.background,
            style: {
              position: 'absolute',
              left: 0,
              top: 0,
              width: OG_WIDTH,
              height: OG_HEIGHT,
              objectFit: 'cover',
            },
          },
        },
      ]
    : [
        // The primary colour: a band along the top and a disc in the corner.
        div({
          position: 'absolute',
          left: 0,
          top: 0,
          width: OG_WIDTH,
          height: 12,
          backgroundColor: settings.primary,
        }),
        div({
          position: 'absolute',
          right: -160,
          top: -220,
          width: 560,
          height: 560,
          borderRadius: 280,
          backgroundColor: settings.primary,
          opacity: 0.14,
        }),
      ];
  const brand: CardNode = settings.logo
    ? {
        type: 'img',
        props: { src: settings.logo, style: { height: 64, maxWidth: 520, objectFit: 'contain' } },
      }
    : div(
        { fontSize: 40, fontWeight: 600, color: theme.title, display: 'block', lineClamp: 1, width },
        clip(settings.siteName),
      );
  const title = clip(text.title);
  const description = clip(text.description);
  return div(
    {
      // Sizes are of the content box (satori's boxes are content-box): the padding makes up the picture.
      width,
      height: OG_HEIGHT - 2 * PAD,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: PAD,
      backgroundColor: theme.background,
      fontFamily: settings.fonts
        .map((f) => f.name)
        .filter((n, i, all) => all.indexOf(n) === i)
        .join(', '),
    },
    [
      ...backdrop,
      // Positioned, as the backdrop is, so they paint over it in tree order: positioned boxes paint after
      // the others (CSS, and satori), and a background image hid the whole text.
      div({ display: 'flex', height: 64, alignItems: 'center', position: 'relative' }, [brand]),
      div({ display: 'flex', flexDirection: 'column', width, position: 'relative' }, [
        ...(title
          ? [
              div(
                {
                  display: 'block',
                  lineClamp: 2,
                  fontSize: 64,
                  fontWeight: 600,
                  lineHeight: 1.15,
                  maxHeight: 148,
                  overflow: 'hidden',
                  color: theme.title,
                  width,
                },
                title,
              ),
            ]
          : []),
        ...(description
          ? [
              div(
                {
                  display: 'block',
                  lineClamp: 2,
                  fontSize: 30,
                  lineHeight: 1.4,
                  maxHeight: 84,
                  overflow: 'hidden',
                  marginTop: 24,
                  color: theme.description,
                  width,
                },
                description,
              ),
            ]
          : []),
      ]),
    ],
  );
}
