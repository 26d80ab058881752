/**
 * `<GitHub.Repo repo="owner/name" variant>`: a static link card to the repository. Mintlify fetches stars
 * and forks in the browser; a static export makes no API calls, so only the name and link are shown.
 */
import { h } from 'hastscript';
import type { ComponentRenderer } from './types.js';
import { oneOf, str } from './types.js';

const SLUG = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})\/[A-Za-z0-9._-]{1,100}$/;

export function repoSlug(raw: string): string | null {
  const trimmed = raw
    .trim()
    .replace(/\.git$/, '')
    .replace(/\/+$/, '');
  const fromUrl = /^https?:\/\/(?:www\.)?github\.com\/([^/?#]+\/[^/?#]+)/i.exec(trimmed);
  const slug = fromUrl ? fromUrl[1] : trimmed;
  return SLUG.test(slug) ? slug : null;
}

export const githubRepo: ComponentRenderer = (c) => {
  const slug = repoSlug(str(c.props.repo) ?? '');
  if (!slug) {
    c.warn(
      'invalid-prop',
      `<GitHub.Repo repo="${str(c.props.repo) ?? ''}">: expected owner/name or a github.com URL`,
    );
    return null;
  }
  const variant = oneOf(c.props.variant, ['inset', 'flat'] as const, 'inset');
  const icon = c.icon('github', { quiet: true, size: 20 });
  const [owner, name] = slug.split('/');
  const children = [
    ...(icon ? [h('span', { className: ['lectern-github-repo__icon'] }, [icon])] : []),
    h('span', { className: ['lectern-github-repo__name'] }, [
      h('span', { className: ['lectern-github-repo__owner'] }, `${owner}/`),
      name,
    ]),
  ];
  const tag = c.page.linkDepth > 0 ? 'span' : 'a';
  return h(
    tag,
    {
      className: ['lectern-github-repo', `lectern-github-repo--${variant}`],
      href: tag === 'a' ? `https://github.com/${slug}` : undefined,
    },
    children,
  );
};
