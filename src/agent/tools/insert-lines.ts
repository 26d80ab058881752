import { tool } from 'ai';
import { z } from 'zod';
import { ToolError } from '../errors.js';
import { guarded, type ToolContext } from './context.js';

export function insertLinesTool({ checkout }: ToolContext) {
  return tool({
    description: 'Insert text after the given line number of a file (0 inserts at the top).',
    inputSchema: z.object({
      path: z.string().describe('File path relative to the repository root'),
      afterLine: z.number().int().min(0),
      text: z.string(),
    }),
    execute: ({ path: input, afterLine, text }) =>
      guarded(checkout, async () => {
        const { rel, text: current } = await checkout.readText(input);
        const endsWithNewline = current.endsWith('\n');
        const lines = current === '' ? [] : (endsWithNewline ? current.slice(0, -1) : current).split('\n');
        if (afterLine > lines.length) throw new ToolError(`${rel} has only ${lines.length} lines`);
        const inserted = text.endsWith('\n') ? text.slice(0, -1).split('\n') : text.split('\n');
        lines.splice(afterLine, 0, ...inserted);
        await checkout.writeText(
          rel,
          lines.join('\n') + (endsWithNewline || current === '' ? '\n' : ''),
          'replace',
        );
        return `Inserted ${inserted.length} line(s) after line ${afterLine} of ${rel}`;
      }),
  });
}
