import { tool } from 'ai';
import { z } from 'zod';
import { guarded, type ToolContext } from './context.js';

const MARK = { pending: '[ ]', in_progress: '[~]', completed: '[x]', cancelled: '[-]' } as const;

export function planTool(ctx: ToolContext) {
  return tool({
    description: 'Record or update your plan as a todo list (replaces the previous list). Keep it short.',
    inputSchema: z.object({
      items: z
        .array(
          z.object({
            content: z.string().min(1).max(500),
            status: z.enum(['pending', 'in_progress', 'completed', 'cancelled']).default('pending'),
          }),
        )
        .max(50),
    }),
    execute: ({ items }) =>
      guarded(ctx.checkout, async () => {
        ctx.plan.splice(0, ctx.plan.length, ...items);
        return `Plan recorded:\n${items.map((i) => `${MARK[i.status]} ${i.content}`).join('\n') || '(empty)'}`;
      }),
  });
}
