/**
 * The keys docs.json accepts, per object, for the unknown-key check (unknown-keys.ts), each list written as
 * space-separated keys. Taken from Mintlify's published schema (`@mintlify/validation` 0.1.878,
 * `docsConfigSchema`: the zod schema Mintlify validates docs.json with, published as
 * https://mintlify.com/docs.json), checked against organize/settings*.mdx, plus the keys Lectern reads that
 * the schema lacks (marked "Lectern reads"), and `iconType` on links and navigation entries, which the
 * reference documents (organize/settings-reference.mdx) though the schema strips it: a site written by the
 * reference is not told it is wrong.
 *
 * Objects whose keys are the author's own names are not listed, so they are never checked: `seo.metatags`
 * and `seo.paths[].metatags` (meta tag names), `footer.socials` (platforms), `variables` (variable names).
 */

/** Fixed-shape objects by key path from the root; `[]` is each element of an array. */
export const OBJECT_KEYS: Readonly<Record<string, string>> = {
  '':
    '$schema theme name public description colors logo favicon api appearance background navbar navigation ' +
    'footer search seo fonts icons styling redirects integrations banner errors contextual thumbnails ' +
    'interaction metadata variables markdown variations',
  colors: 'primary light dark',
  logo: 'light dark href',
  favicon: 'light dark',
  appearance: 'default strict',
  background: 'image decoration color',
  'background.color': 'light dark',
  'background.image': 'light dark',
  banner: 'content dismissible type color',
  'banner.color': 'light dark',
  navbar: 'links primary',
  'navbar.links[]': 'label href icon iconType type',
  'navbar.links[].icon': 'name style library',
  'navbar.primary': 'type label href',
  footer: 'socials links',
  'footer.links[]': 'header items',
  'footer.links[].items[]': 'label href',
  search: 'prompt',
  seo: 'metatags paths organization indexing trailingSlash',
  'seo.paths[]': 'path metatags',
  'seo.organization': 'id name legalName url logo sameAs',
  fonts: 'family weight source format heading body',
  'fonts.heading': 'family weight source format',
  'fonts.body': 'family weight source format',
  icons: 'library',
  styling: 'eyebrows codeblocks latex',
  // `light` and `dark` straight under `codeblocks`: organize/settings-appearance.mdx's wording (Lectern reads).
  'styling.codeblocks': 'theme languages light dark',
  'styling.codeblocks.theme': 'light dark',
  'styling.codeblocks.languages': 'custom',
  'redirects[]': 'source destination permanent',
  integrations:
    'adobe amplitude clarity clearbit cookies fathom frontchat ga4 gtm heap hightouch hotjar intercom koala ' +
    'logrocket mixpanel onetrust pirsch plausible posthog segment telemetry transcend',
  'integrations.adobe': 'launchUrl',
  'integrations.amplitude': 'apiKey',
  'integrations.clarity': 'projectId',
  'integrations.clearbit': 'publicApiKey',
  'integrations.cookies': 'key value',
  'integrations.fathom': 'siteId',
  'integrations.frontchat': 'snippetId',
  'integrations.ga4': 'measurementId',
  'integrations.gtm': 'tagId',
  'integrations.heap': 'appId',
  'integrations.hightouch': 'writeKey apiHost',
  'integrations.hotjar': 'hjid hjsv',
  'integrations.intercom': 'appId',
  'integrations.koala': 'publicApiKey',
  'integrations.logrocket': 'appId',
  'integrations.mixpanel': 'projectToken region',
  'integrations.onetrust': 'domainScript categoryId scriptSource',
  'integrations.pirsch': 'id',
  'integrations.plausible': 'domain server',
  'integrations.posthog': 'apiKey apiHost sessionRecording',
  'integrations.segment': 'key cdnUrl',
  'integrations.telemetry': 'enabled',
  'integrations.transcend': 'bundleId analyticsPurpose',
  errors: '404',
  'errors.404': 'redirect title description',
  contextual: 'options display',
  'contextual.options[]': 'title description icon href',
  'contextual.options[].icon': 'name style library',
  'contextual.options[].href': 'base query',
  'contextual.options[].href.query[]': 'key value',
  thumbnails: 'appearance background fonts',
  'thumbnails.fonts': 'family',
  interaction: 'drilldown',
  metadata: 'timestamp',
  markdown: 'schema instructions',
  variations: 'options',
  'variations.options[]': 'id label',
  // `baseUrl` and `playground.mode`: mint.json's, carried over into docs.json by real sites (Lectern reads).
  api: 'openapi asyncapi params playground examples url mdx baseUrl',
  'api.openapi': 'source directory overlays',
  'api.openapi[]': 'source directory overlays',
  'api.asyncapi': 'source directory',
  'api.asyncapi[]': 'source directory',
  'api.params': 'expanded post',
  'api.playground': 'display proxy credentials mode',
  'api.examples': 'defaults languages prefill autogenerate',
  'api.mdx': 'auth server',
  'api.mdx.auth': 'method name',
  // The navigation's root. Entries of its lists are checked by kind (NAV_ITEM_KEYS) wherever they nest.
  // `openapi`, `asyncapi` and `menu`: Lectern reads them on every level of the navigation (nav/normalise.ts).
  navigation:
    'global directory graphql sdk openapi asyncapi languages versions products dropdowns tabs anchors menu ' +
    'groups pages',
  'navigation.global': 'languages versions products dropdowns tabs anchors menu',
};

/** A navigation level's lists of entries, and the kind of entry each holds (nav/nav-node.ts `DIVISIONS`). */
export const NAV_LISTS: Readonly<Record<string, string>> = {
  languages: 'language',
  versions: 'version',
  products: 'product',
  dropdowns: 'dropdown',
  tabs: 'tab',
  anchors: 'anchor',
  menu: 'item',
  groups: 'group',
};

/**
 * Navigation entries by kind. A division entry (every kind but `group` and `link`) also takes the keys of
 * `DIVISION_KEYS`: Lectern reads all of them on each kind (nav/normalise.ts `section`), Mintlify most.
 */
export const NAV_ITEM_KEYS: Readonly<Record<string, string>> = {
  language: 'language banner footer navbar',
  version: 'version',
  product: 'product name color',
  dropdown: 'dropdown color',
  tab: 'tab searchable align',
  anchor: 'anchor color',
  item: 'item',
  group:
    'group pages root icon iconType tag expanded hidden public boost searchable directory openapi asyncapi graphql sdk',
  // `{ "title", "href" }` in a pages list: a sidebar link (Lectern reads; Mintlify's schema has none).
  link: 'title label href icon iconType',
};

/** Keys of every division entry besides its kind's own: its display, its API specs and its own lists. */
export const DIVISION_KEYS = `icon iconType hidden href default description tag directory graphql sdk global openapi asyncapi pages ${Object.keys(NAV_LISTS).join(' ')}`;

/** Small objects that recur in the navigation, by the key holding them. */
export const NAV_VALUE_KEYS: Readonly<Record<string, string>> = {
  icon: 'name style library',
  color: 'light dark',
  openapi: 'source directory overlays',
  asyncapi: 'source directory',
};

const CUSTOM_CSS = 'custom CSS goes in .css files in the docs folder, which every page includes';
/** What to say instead of a suggestion, for keys real sites wrote expecting them to work. */
export const KEY_HINTS: Readonly<Record<string, string>> = {
  'styling.css': CUSTOM_CSS,
  custom: CUSTOM_CSS,
};

/**
 * mint.json's top-level keys: Mintlify's legacy schema, plus `description`, which Lectern reads. (One of them
 * at the top of a docs.json is reported as a mint.json setting.)
 */
export const MINT_JSON_KEYS =
  '$schema mintlify name description logo theme layout favicon openapi topbar sidebar rounded api ' +
  'modeToggle versions metadata codeBlock colors eyebrow topbarCtaButton topbarLinks navigation primaryTab ' +
  'topAnchor anchors tabs footer background backgroundImage font feedback analytics integrations ' +
  'isWhiteLabeled search redirects seo footerSocials';
