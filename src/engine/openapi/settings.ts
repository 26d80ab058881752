/**
 * The `api` settings of docs.json that change how API pages render (Mintlify's organize/settings-api):
 * playground display, generated example languages and whether they show optional parameters, whether
 * nested parameters start expanded, the server and auth of manual (`api:` frontmatter) pages, whether the
 * header shows the base URL, prefilled playground inputs and whether samples are generated at all.
 */
export type PlaygroundMode = 'interactive' | 'simple' | 'none' | 'auth';

export interface ApiSettings {
  /** `api.playground.display` (default `interactive`); a page's `playground:` frontmatter wins. */
  playground?: PlaygroundMode;
  /** `api.examples.languages`, as written (`curl`, `py`, `node.js`...); default cURL, Python, JavaScript. */
  languages?: string[];
  /** `api.examples.defaults`: `required` leaves optional parameters and properties out of the samples. */
  defaults?: 'all' | 'required';
  /** `api.params.expanded`: `all` opens every nested field list. */
  expanded?: 'all' | 'closed';
  /** `api.params.post`: schema keys whose values show as pills after each field's name. */
  postKeys?: string[];
  /** `api.mdx.server`: prepended to relative `api:` paths (several: the first is shown, all offered). */
  server?: string[];
  /** `api.mdx.auth`: the credential manual pages' playground asks for. */
  auth?: { method?: string; name?: string };
  /** `api.url: full`: the header always shows the base URL; by default only when there are several. */
  url?: 'full';
  /** `api.examples.prefill`: the playground's parameter inputs start with the spec's example values. */
  prefill?: boolean;
  /** `api.examples.autogenerate: false`: no generated samples, only the spec's `x-codeSamples`. */
  autogenerate?: boolean;
  /** `api.playground.credentials` with `proxy: false`: the request form sends the reader's cookies. */
  credentials?: boolean;
}

const MODES: readonly PlaygroundMode[] = ['interactive', 'simple', 'none', 'auth'];

/** The page's `playground:` frontmatter when valid, else the site's setting, else `interactive`. */
export function playgroundMode(pageValue: unknown, settings: ApiSettings | undefined): PlaygroundMode {
  const page = typeof pageValue === 'string' ? pageValue.trim().toLowerCase() : '';
  return (
    (MODES.find((m) => m === page) as PlaygroundMode | undefined) ?? settings?.playground ?? 'interactive'
  );
}

/**
 * Whether the request form is shown: only in `interactive` mode and where the deployment allows it.
 * `auth` shows it to signed-in readers only; an exported site has none, so it behaves like `none`.
 */
export function showsPlayground(mode: PlaygroundMode, allowed: boolean): boolean {
  return allowed && mode === 'interactive';
}

/**
 * The base URL the endpoint header shows: Mintlify shows it only when the reader has several to choose
 * from, unless `api.url` is `full`. The copyable endpoint and the samples always carry it.
 */
export function headerServer(
  servers: readonly string[],
  settings: ApiSettings | undefined,
): string | undefined {
  return settings?.url === 'full' || servers.length > 1 ? servers[0] : undefined;
}
