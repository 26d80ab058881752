import { tool } from 'ai';
import { z } from 'zod';
import { ToolError } from '../errors.js';
import { guarded, type ToolContext } from './context.js';

export function replaceInFileTool({ checkout }: ToolContext) {
  return tool({
    description:
      'Replace one exact occurrence of oldText with newText in a file. oldText must match exactly (including ' +
      'whitespace) and occur exactly once; include surrounding lines to make it unique.',
    inputSchema: z.object({
      path: z.string().describe('File path relative to the repository root'),
      oldText: z.string().min(1),
      newText: z.string(),
    }),
    execute: ({ path: input, oldText, newText }) =>
      guarded(checkout, async () => {
        const { rel, text } = await checkout.readText(input);
        const first = text.indexOf(oldText);
        if (first < 0)
          throw new ToolError(`${rel}: oldText was not found; view the file and copy the text exactly`);
        if (text.indexOf(oldText, first + 1) >= 0) {
          const count = text.split(oldText).length - 1;
          throw new ToolError(`${rel}: oldText occurs ${count} times; include more context so it is unique`);
        }
        await checkout.writeText(
          rel,
          text.slice(0, first) + newText + text.slice(first + oldText.length),
          'replace',
        );
        const line = text.slice(0, first).split('\n').length;
        return `Replaced text at line ${line} of ${rel}`;
      }),
  });
}
