/** Built-in components by the name authors write. */
import type { ComponentRenderer } from './types.js';
import { callout, customCallout } from './callout.js';
import { card } from './card.js';
import { cardGroup, column, columns } from './columns.js';
import { loneTab, tabs } from './tabs.js';
import { accordion, accordionGroup } from './accordion.js';
import { codeGroup, requestExample, responseExample } from './code-group.js';
import { loneStep, steps } from './steps.js';
import { frame } from './frame.js';
import { paramField } from './param-field.js';
import { responseField } from './response-field.js';
import { expandable } from './expandable.js';
import { icon } from './icon.js';
import { tooltip } from './tooltip.js';
import { badge } from './badge.js';
import { update } from './update.js';
import { tree, treeItem } from './tree.js';
import { tile } from './tile.js';
import { panel } from './panel.js';
import { color, colorPart } from './color.js';
import { visibility } from './visibility.js';
import { view } from './view.js';
import { prompt } from './prompt.js';
import { githubRepo } from './github-repo.js';
import { heading } from './heading.js';
import { latex } from './latex.js';
import { snippet } from './snippet.js';

export const components = new Map<string, ComponentRenderer>([
  ['Note', callout('note')],
  ['Warning', callout('warning')],
  ['Info', callout('info')],
  ['Tip', callout('tip')],
  ['Check', callout('check')],
  ['Danger', callout('danger')],
  ['Callout', customCallout],
  ['Card', card],
  ['CardGroup', cardGroup],
  ['Columns', columns],
  ['Column', column],
  ['Tabs', tabs],
  ['Tab', loneTab],
  ['Accordion', accordion],
  ['AccordionGroup', accordionGroup],
  ['CodeGroup', codeGroup],
  ['RequestExample', requestExample],
  ['ResponseExample', responseExample],
  ['Steps', steps],
  ['Step', loneStep],
  ['Frame', frame],
  ['ParamField', paramField],
  ['ResponseField', responseField],
  ['Expandable', expandable],
  ['Icon', icon],
  ['Tooltip', tooltip],
  ['Badge', badge],
  ['Update', update],
  ['Tree', tree],
  ['FileTree', tree],
  ['Tree.Folder', treeItem],
  ['Tree.File', treeItem],
  ['Tile', tile],
  ['Panel', panel],
  ['Color', color],
  ['Color.Item', colorPart],
  ['Color.Row', colorPart],
  ['Visibility', visibility],
  ['View', view],
  ['Prompt', prompt],
  ['GitHub.Repo', githubRepo],
  ['Heading', heading],
  ['Latex', latex],
  ['Snippet', snippet],
]);
