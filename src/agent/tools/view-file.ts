import { tool } from 'ai';
import { z } from 'zod';
import { ToolError } from '../errors.js';
import { guarded, type ToolContext } from './context.js';

const MAX_LINES = 400;
const MAX_LINE_CHARS = 2000;

export function viewFileTool({ checkout }: ToolContext) {
  return tool({
    description:
      'Show a text file with line numbers. Optionally give startLine and endLine (1-based, inclusive) to see a ' +
      `range; at most ${MAX_LINES} lines are shown at once.`,
    inputSchema: z.object({
      path: z.string().describe('File path relative to the repository root'),
      startLine: z.number().int().min(1).optional(),
      endLine: z.number().int().min(1).optional(),
    }),
    execute: ({ path: input, startLine, endLine }) =>
      guarded(checkout, async () => {
        const { rel, text } = await checkout.readText(input);
        const lines = text.split('\n');
        if (lines.length > 1 && lines.at(-1) === '') lines.pop();
        const start = startLine ?? 1;
        if (start > Math.max(1, lines.length)) throw new ToolError(`${rel} has only ${lines.length} lines`);
        const requestedEnd = Math.min(endLine ?? lines.length, lines.length);
        if (requestedEnd < start) throw new ToolError('endLine must not be before startLine');
        const end = Math.min(requestedEnd, start + MAX_LINES - 1);
        const width = String(end).length;
        const body = lines
          .slice(start - 1, end)
          .map((line, i) => {
            const shown =
              line.length > MAX_LINE_CHARS ? `${line.slice(0, MAX_LINE_CHARS)} [line truncated]` : line;
            return `${String(start + i).padStart(width)}\t${shown}`;
          })
          .join('\n');
        const note =
          end < requestedEnd ? `\n[lines ${end + 1}-${requestedEnd} not shown; ask for a range]` : '';
        return `${rel} (${lines.length} lines)\n${body}${note}`;
      }),
  });
}
