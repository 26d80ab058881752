/**
 * schema.org structured data (optimize/seo.mdx, "Structured data"): each indexable page carries one JSON-LD
 * `@graph` of the publisher (`Organization`, docs.json `seo.organization` or derived from the site's name,
 * logo and URL), the `WebSite`, the `WebPage`, its `BreadcrumbList` (tab and groups down to the page) and the
 * main entity (`TechArticle`, or `APIReference` for `openapi`, `api` and `asyncapi` pages). A field with no
 * value is left out: without a site URL there are no `@id`s or URLs, only names and text.
 */
import type { LayoutInput } from '../types.js';

export interface StructuredDataInput {
  /** Tab and group titles leading to the page, outermost first. */
  trail: string[];
  /** The page's last commit time, ISO (build/last-modified.ts). */
  lastModified?: string;
}

/** The page's and the site's canonical URLs (head.ts), null without a site URL. */
export interface CanonicalUrls {
  canonical: string | null;
  root: string | null;
}

type Node = Record<string, unknown>;

const API_KEYS = ['openapi', 'api', 'asyncapi'];

/** `<script type="application/ld+json">` (the caller leaves it out of pages search engines are not to index). */
export function structuredData(
  input: LayoutInput,
  extra: StructuredDataInput,
  { canonical, root }: CanonicalUrls,
): string {
  const { page, site } = input;
  const fm = page.frontmatter ?? {};
  const org = site.organization ?? {};
  const orgId = org.id ?? (root ? `${root}#organization` : undefined);
  const websiteId = root ? `${root}#website` : undefined;
  const logo = org.logo ?? absolute(site.logo?.light, root);
  const title = page.title || site.name;
  const description = page.description ?? site.description;
  const keywords = Array.isArray(fm.keywords) ? fm.keywords.map(String).join(', ') : fm.keywords;
  const modified = extra.lastModified;

  const organization = clean({
    '@type': 'Organization',
    '@id': orgId,
    name: org.name ?? site.name,
    legalName: org.legalName,
    url: org.url ?? root,
    logo,
    sameAs: org.sameAs?.length ? org.sameAs : undefined,
  });
  const ref = (id: string | undefined) => (id ? { '@id': id } : undefined);
  const website = clean({
    '@type': 'WebSite',
    '@id': websiteId,
    url: root,
    name: site.name,
    publisher: ref(orgId),
  });
  const crumbs = [...extra.trail, title];
  const breadcrumb = clean({
    '@type': 'BreadcrumbList',
    '@id': canonical ? `${canonical}#breadcrumb` : undefined,
    itemListElement: crumbs.map((name, i) =>
      clean({
        '@type': 'ListItem',
        position: i + 1,
        name,
        item: i === crumbs.length - 1 ? (canonical ?? undefined) : undefined,
      }),
    ),
  });
  const webpage = clean({
    '@type': 'WebPage',
    '@id': canonical ?? undefined,
    url: canonical ?? undefined,
    name: title,
    description,
    isPartOf: ref(websiteId),
    breadcrumb: ref(breadcrumb['@id'] as string | undefined),
    dateModified: modified,
  });
  const article = clean({
    '@type': API_KEYS.some((k) => fm[k] !== undefined) ? 'APIReference' : 'TechArticle',
    '@id': canonical ? `${canonical}#article` : undefined,
    headline: title,
    description,
    keywords: typeof keywords === 'string' && keywords ? keywords : undefined,
    mainEntityOfPage: ref(canonical ?? undefined),
    publisher: ref(orgId),
    dateModified: modified,
    inLanguage: site.lang,
  });
  const graph = {
    '@context': 'https://schema.org',
    '@graph': [organization, website, webpage, breadcrumb, article],
  };
  // `<` escaped: no text from the page or the configuration can close the script element.
  const json = JSON.stringify(graph).replace(/</g, '\\u003c');
  return `<script type="application/ld+json">${json}</script>`;
}

/**
 * The docs logo as an absolute URL under the site's URL; undefined without one. A logo on another host is
 * left out of the site (build/site-css.ts), so it is not named here either: `seo.organization.logo` is the
 * way to give search engines a URL of one's choosing.
 */
function absolute(src: string | undefined, root: string | null): string | undefined {
  if (!src || !root || /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(src)) return undefined;
  return root + src.replace(/^\/+/, '');
}

function clean(node: Node): Node {
  return Object.fromEntries(
    Object.entries(node).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  );
}
