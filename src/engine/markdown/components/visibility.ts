/** `<Visibility for="humans|agents">`: the web page shows human content; agent-only content is left out. */
import type { ComponentRenderer } from './types.js';
import { str } from './types.js';

export const visibility: ComponentRenderer = (c) => {
  const audience = str(c.props.for)?.trim().toLowerCase();
  if (audience === 'agents') return null;
  if (audience !== 'humans')
    c.warn('invalid-prop', `<Visibility for="${audience ?? ''}">: expected "humans" or "agents"`);
  return c.children();
};
