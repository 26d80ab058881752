import { tool } from 'ai';
import { z } from 'zod';
import { guarded, type ToolContext } from './context.js';

export function createFileTool({ checkout }: ToolContext) {
  return tool({
    description:
      'Create a new text file with the given content (parent folders are created). Set overwrite to true to ' +
      'replace an existing file entirely; prefer replace_in_file for small edits.',
    inputSchema: z.object({
      path: z.string().describe('File path relative to the repository root'),
      content: z.string(),
      overwrite: z.boolean().optional().default(false),
    }),
    execute: ({ path: input, content, overwrite }) =>
      guarded(checkout, async () => {
        const rel = await checkout.writeText(input, content, overwrite ? 'upsert' : 'create');
        return `Wrote ${rel} (${content.split('\n').length} lines)`;
      }),
  });
}
