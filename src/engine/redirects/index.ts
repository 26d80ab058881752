/**
 * Redirect patterns (docs.json `redirects`): the syntax read once for the engine and `lectern serve`. This
 * folder has no dependencies, so the bundle server can use it without loading the rest of the engine.
 */
export {
  parseRedirectSource,
  parseRedirectDestination,
  isExactRedirectSource,
  WILDCARD,
  type RedirectToken,
  type DestinationPart,
} from './pattern.js';
