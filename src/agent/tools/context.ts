import { ToolError } from '../errors.js';
import type { Checkout } from './checkout.js';

export interface PlanItem {
  content: string;
  status: 'pending' | 'in_progress' | 'completed' | 'cancelled';
}

/** What every tool works on: the confined checkout and the run's own notes. */
export interface ToolContext {
  checkout: Checkout;
  plan: PlanItem[];
}

/** Largest tool output handed back to the model; longer output is cut with a note. */
export const MAX_OUTPUT_CHARS = 30_000;

export function truncateOutput(text: string, max = MAX_OUTPUT_CHARS): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max)}\n[output truncated: ${text.length - max} more characters]`;
}

/**
 * Runs a tool body and turns refusals and I/O errors into an `Error: ...` result the model can read,
 * never an absolute server path or a stack.
 */
export async function guarded(checkout: Checkout, body: () => Promise<string>): Promise<string> {
  try {
    return truncateOutput(await body());
  } catch (err) {
    if (err instanceof ToolError) return `Error: ${err.message}`;
    const e = err as NodeJS.ErrnoException;
    const message = (e.message ?? String(err))
      .split(checkout.root + '/')
      .join('')
      .split(checkout.root)
      .join('.');
    return `Error: ${e.code === 'ELOOP' ? 'symbolic links are not followed' : message}`;
  }
}
