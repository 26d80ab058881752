import fs from 'node:fs/promises';
import { tool } from 'ai';
import { z } from 'zod';
import { ToolError } from '../errors.js';
import { guarded, type ToolContext } from './context.js';

const MAX_ENTRIES = 500;

export function listFolderTool({ checkout }: ToolContext) {
  return tool({
    description:
      'List the files and folders in a folder of the repository (non-recursive). Folders end with "/". ' +
      'Use "." for the repository root.',
    inputSchema: z.object({
      path: z.string().describe('Folder path relative to the repository root').default('.'),
    }),
    execute: ({ path: input }) =>
      guarded(checkout, async () => {
        const { rel, abs, kind } = await checkout.resolve(input);
        if (kind === null) throw new ToolError(`${rel || '.'}: no such folder`);
        if (kind !== 'dir') throw new ToolError(`${rel}: is a file; use view_file`);
        const entries = (await fs.readdir(abs, { withFileTypes: true }))
          .filter((e) => e.name.toLowerCase() !== '.git')
          .map((e) =>
            e.isDirectory()
              ? `${e.name}/`
              : e.isSymbolicLink()
                ? `${e.name} (symbolic link, not followed)`
                : e.name,
          )
          .sort((a, b) => a.localeCompare(b));
        const shown = entries.slice(0, MAX_ENTRIES);
        const more =
          entries.length > MAX_ENTRIES ? `\n[${entries.length - MAX_ENTRIES} more entries not shown]` : '';
        return `${rel || '.'}:\n${shown.join('\n') || '(empty)'}${more}`;
      }),
  });
}
