/**
 * JSX read by acorn (a snippet's component, a JSX value in an expression) turned into the mdast nodes
 * remark-mdx makes of the same JSX written in a page, so both render through one path: elements, attributes
 * (expressions kept as estree programs), children and JSX's whitespace rules.
 */
import type { Expression, Node as EsNode, Program } from 'estree';
import type { JSXElement, JSXFragment, JSXAttribute, JSXSpreadAttribute } from 'estree-jsx';
import type { Position } from 'unist';

function position(node: EsNode): Position | undefined {
  const loc = node.loc;
  return loc
    ? {
        start: { line: loc.start.line, column: loc.start.column + 1 },
        end: { line: loc.end.line, column: loc.end.column + 1 },
      }
    : undefined;
}

function program(expression: Expression): Program {
  return { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression }] };
}

function elementName(node: JSXElement['openingElement']['name']): string {
  if (node.type === 'JSXIdentifier') return node.name;
  if (node.type === 'JSXNamespacedName') return `${node.namespace.name}:${node.name.name}`;
  return `${elementName(node.object as never)}.${node.property.name}`;
}

/** A JSX syntax tree (acorn-jsx's estree) as the mdast MDX's own parser gives for the same JSX. */
export function toMdast(node: JSXElement | JSXFragment): unknown {
  const isElement = node.type === 'JSXElement';
  const attributes = isElement ? node.openingElement.attributes.map(attribute) : [];
  return {
    type: 'mdxJsxFlowElement',
    name: isElement ? elementName(node.openingElement.name) : null,
    attributes,
    children: node.children.flatMap(child),
    position: position(node as unknown as EsNode),
  };
}

function attribute(node: JSXAttribute | JSXSpreadAttribute): unknown {
  if (node.type === 'JSXSpreadAttribute')
    return { type: 'mdxJsxExpressionAttribute', value: '...', data: { estree: program(node.argument) } };
  const name =
    node.name.type === 'JSXIdentifier'
      ? node.name.name
      : `${node.name.namespace.name}:${node.name.name.name}`;
  const value = node.value;
  if (value === null || value === undefined) return { type: 'mdxJsxAttribute', name, value: null };
  if (value.type === 'Literal') return { type: 'mdxJsxAttribute', name, value: String(value.value) };
  const expression = value.type === 'JSXExpressionContainer' ? value.expression : value;
  if (expression.type === 'JSXEmptyExpression') return { type: 'mdxJsxAttribute', name, value: null };
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: '…',
      data: { estree: program(expression as Expression) },
    },
  };
}

function child(node: JSXElement['children'][number]): unknown[] {
  switch (node.type) {
    case 'JSXText': {
      const text = jsxText(node.value);
      return text ? [{ type: 'text', value: text }] : [];
    }
    case 'JSXExpressionContainer':
      if (node.expression.type === 'JSXEmptyExpression') return [];
      return [
        {
          type: 'mdxFlowExpression',
          value: '…',
          data: { estree: program(node.expression as Expression) },
          position: position(node as unknown as EsNode),
        },
      ];
    case 'JSXElement':
    case 'JSXFragment':
      return [toMdast(node)];
    default:
      return [];
  }
}

/** JSX whitespace: lines are trimmed, blank lines dropped, the rest joined by single spaces. */
function jsxText(raw: string): string {
  const lines = raw.split(/\r\n|\n|\r/);
  if (lines.length === 1) return raw;
  return lines
    .map((line, index) => {
      let out = line.replace(/\t/g, ' ');
      if (index > 0) out = out.replace(/^ +/, '');
      if (index < lines.length - 1) out = out.replace(/ +$/, '');
      return out;
    })
    .filter((line) => line !== '')
    .join(' ');
}
