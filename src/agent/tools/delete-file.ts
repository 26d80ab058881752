import { tool } from 'ai';
import { z } from 'zod';
import { guarded, type ToolContext } from './context.js';

export function deleteFileTool({ checkout }: ToolContext) {
  return tool({
    description:
      'Delete a file (not a folder). Remember to update docs.json navigation if it lists the page.',
    inputSchema: z.object({ path: z.string().describe('File path relative to the repository root') }),
    execute: ({ path: input }) =>
      guarded(checkout, async () => `Deleted ${await checkout.deleteFile(input)}`),
  });
}
