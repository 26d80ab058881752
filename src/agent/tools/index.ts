import type { ToolSet } from 'ai';
import { Checkout, DEFAULT_LIMITS, type CheckoutLimits } from './checkout.js';
import type { PlanItem, ToolContext } from './context.js';
import { createFileTool } from './create-file.js';
import { deleteFileTool } from './delete-file.js';
import { insertLinesTool } from './insert-lines.js';
import { listFolderTool } from './list-folder.js';
import { planTool } from './plan.js';
import { replaceInFileTool } from './replace-in-file.js';
import { searchTool } from './search.js';
import { viewFileTool } from './view-file.js';

export { Checkout, DEFAULT_LIMITS, type CheckoutLimits, type PlanItem, type ToolContext };

/** The agent's whole reach: file tools confined to the checkout. There is no shell and no network tool. */
export function buildTools(ctx: ToolContext): ToolSet {
  return {
    list_folder: listFolderTool(ctx),
    view_file: viewFileTool(ctx),
    search: searchTool(ctx),
    create_file: createFileTool(ctx),
    replace_in_file: replaceInFileTool(ctx),
    insert_lines: insertLinesTool(ctx),
    delete_file: deleteFileTool(ctx),
    update_plan: planTool(ctx),
  };
}
