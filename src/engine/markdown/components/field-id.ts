/**
 * The anchor of a `<ParamField>` or `<ResponseField>`, as Mintlify makes it, so deep links written for a
 * Mintlify site land on the field: `param-` then the name slugged the way its field heads slug names
 * (@sindresorhus/slugify with `decamelize`). Mintlify's own docs link `#param-thumbnails-background` for
 * `<ResponseField name="thumbnails.background">`, Pipecat's `#param-max-session-duration` for
 * `<ParamField path="--max-session-duration">`, and published pages anchor `apiKey` and `api_key` alike
 * as `#param-api-key`. Both components use `param-`.
 */

/** `param-<slug>`; just `param` for a field without a name. */
export function fieldAnchor(name: string): string {
  const slug = slugName(name);
  return slug ? `param-${slug}` : 'param';
}

function slugName(name: string): string {
  let text = name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/&/g, ' and ');
  text = splitWords(text).toLowerCase();
  // `it's` is one word in a slug, not `it-s`.
  text = text.replace(/([\p{L}\p{N}]+)'([ts])(?=[^\p{L}\p{N}]|$)/gu, '$1$2');
  // Letters are kept beyond ASCII (the library transliterates them; dropping them would leave names in
  // other scripts without any anchor of their own).
  return text.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '');
}

/**
 * camelCase and acronym boundaries become spaces (`apiKey` → `api Key`, `HTTPServer` → `HTTP Server`,
 * `v2API` → `v2 API`), except before a plural acronym's `s` (`APIs` stays one word).
 */
function splitWords(text: string): string {
  return text
    .replace(/([A-Z]{2,})(\d+)/g, '$1 $2')
    .replace(/([a-z\d]+)([A-Z]{2,})/g, '$1 $2')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-rt-z\d]+)/g, '$1 $2');
}
