/**
 * Redirect patterns (docs.json `redirects`): the syntax and the matcher, one for the engine and `lectern
 * serve`. This folder has no dependencies, so the bundle server can use it without loading the rest of the
 * engine.
 */
export {
  parseRedirectSource,
  parseRedirectDestination,
  isExactRedirectSource,
  compileRedirect,
  redirectTarget,
  WILDCARD,
  type RedirectToken,
  type DestinationPart,
  type RedirectPattern,
} from './pattern.js';
