/**
 * The anchor of a `<ParamField>` or `<ResponseField>`, as Mintlify makes it, so deep links written for a
 * Mintlify site land on the field: `param-` then the name slugged the way its field heads slug names
 * (@sindresorhus/slugify with `decamelize`). Mintlify's own docs link `#param-thumbnails-background` for
 * `<ResponseField name="thumbnails.background">`, Pipecat's `#param-max-session-duration` for
 * `<ParamField path="--max-session-duration">`, and published pages anchor `apiKey` and `api_key` alike
 * as `#param-api-key`. Both components use `param-`.
 */
import slugify from '@sindresorhus/slugify';
import { mintlifySlug } from '../slug.js';

/** `param-<slug>`; just `param` for a field without a name. */
export function fieldAnchor(name: string): string {
  const slug = slugName(name);
  return slug ? `param-${slug}` : 'param';
}

/**
 * The library itself (the accordion's too), decamelizing; a name in a script it does not transliterate (it
 * leaves nothing of `名前`) falls back on the heading slug, which keeps letters, so it still has an anchor.
 */
function slugName(name: string): string {
  return slugify(name) || mintlifySlug(name);
}
