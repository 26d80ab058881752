/**
 * Function components whose body is a block of statements (`const icons = {...}; const picked =
 * icons[icon]; if (!picked) return null; return picked;`, twenty's chart icons), read as templates without
 * running them. The body may only declare names (`const`/`let`), branch (`if`/`else`) and return; each use
 * reads it again with that use's props, through the static evaluator (`expressions.ts`), so JSX a branch
 * picks or a declaration holds renders as if written in place. Anything else (loops, assignments, calls
 * other than a known `list.map`, hooks) makes the component code, as before; a body whose branch these props
 * cannot decide is code for that use (`evaluateBlock` gives `NOT_STATIC`).
 */
import type { Node as EsNode, Pattern, Statement } from 'estree';
import {
  bindStatic,
  evaluateStatic,
  NOT_STATIC,
  type EvaluateOptions,
  type Lookup,
  type StaticValue,
} from './expressions.js';

/** The body's statements when it is made only of what `evaluateBlock` reads; null otherwise. */
export function readBlock(statements: Statement[]): Statement[] | null {
  return statements.every(readable) && statements.some(returns) ? statements : null;
}

function readable(statement: Statement): boolean {
  switch (statement.type) {
    case 'EmptyStatement':
      return true;
    case 'ReturnStatement':
      return !statement.argument || plain(statement.argument);
    case 'BlockStatement':
      return statement.body.every(readable);
    case 'IfStatement':
      return (
        plain(statement.test) &&
        readable(statement.consequent) &&
        (!statement.alternate || readable(statement.alternate))
      );
    case 'VariableDeclaration':
      // `var` is scoped to the whole function, not the block it is written in: not worth the difference.
      return (
        statement.kind !== 'var' &&
        statement.declarations.every((declarator) => declarator.init && plain(declarator.init))
      );
    default:
      return false;
  }
}

function returns(statement: Statement): boolean {
  if (statement.type === 'ReturnStatement') return true;
  if (statement.type === 'BlockStatement') return statement.body.some(returns);
  if (statement.type === 'IfStatement')
    return returns(statement.consequent) || (!!statement.alternate && returns(statement.alternate));
  return false;
}

/** Syntax that only running code gives a value to, whatever the props: the component is code. */
const CODE = new Set([
  'AssignmentExpression',
  'UpdateExpression',
  'AwaitExpression',
  'YieldExpression',
  'NewExpression',
  'TaggedTemplateExpression',
  'ImportExpression',
  'ClassExpression',
  'SequenceExpression',
  'ThisExpression',
]);

/**
 * Whether an expression is free of code the evaluator never reads (so `useState(false)` makes the
 * component code when it is read, with the warning it always had). JSX is not looked into: an expression
 * there is read, or reported, where it renders, as in a JSX-only template.
 */
function plain(node: unknown): boolean {
  if (Array.isArray(node)) return node.every(plain);
  if (typeof node !== 'object' || node === null) return true;
  const type = (node as EsNode).type as string | undefined;
  if (type === undefined) return true;
  if (type === 'JSXElement' || type === 'JSXFragment') return true;
  if (CODE.has(type)) return false;
  if (type === 'CallExpression') {
    // The only call the evaluator reads: `list.map(callback)`.
    const callee = (node as { callee: EsNode }).callee;
    if (
      callee.type !== 'MemberExpression' ||
      callee.computed ||
      callee.property.type !== 'Identifier' ||
      callee.property.name !== 'map'
    )
      return false;
  }
  for (const [key, value] of Object.entries(node))
    if (key !== 'loc' && key !== 'range' && typeof value === 'object' && !plain(value)) return false;
  return true;
}

/** What running a list of statements came to: a value returned, or the end reached. */
type Outcome = { value: StaticValue } | 'end' | typeof NOT_STATIC;

/**
 * The value the body returns for one use (`undefined` when it ends without returning, as JavaScript's),
 * or `NOT_STATIC` when something it reads on the way is not known.
 */
export function evaluateBlock(
  statements: Statement[],
  lookup: Lookup,
  options: EvaluateOptions,
): StaticValue {
  const outcome = run(statements, lookup, options);
  return outcome === NOT_STATIC ? NOT_STATIC : outcome === 'end' ? undefined : outcome.value;
}

function run(statements: Statement[], outer: Lookup, options: EvaluateOptions): Outcome {
  // The block's names shadow the outer ones from its start; reading one before its declaration is an error
  // in JavaScript, so here it is not known.
  const declared = new Set(statements.flatMap(declaredNames));
  const names = new Map<string, unknown>();
  const lookup: Lookup = (name) =>
    names.has(name)
      ? { found: true, value: names.get(name) }
      : declared.has(name)
        ? { found: false }
        : outer(name);
  for (const statement of statements) {
    const outcome = step(statement, lookup, names, options);
    if (outcome !== 'end') return outcome;
  }
  return 'end';
}

function step(
  statement: Statement,
  lookup: Lookup,
  names: Map<string, unknown>,
  options: EvaluateOptions,
): Outcome {
  switch (statement.type) {
    case 'ReturnStatement': {
      if (!statement.argument) return { value: undefined };
      const value = evaluateStatic(statement.argument, lookup, options);
      return value === NOT_STATIC ? NOT_STATIC : { value };
    }
    case 'VariableDeclaration':
      for (const declarator of statement.declarations) {
        const value = evaluateStatic(declarator.init!, lookup, options);
        if (value === NOT_STATIC || !bindStatic(declarator.id, value, names, lookup, options))
          return NOT_STATIC;
      }
      return 'end';
    case 'IfStatement': {
      const test = evaluateStatic(statement.test, lookup, options);
      if (test === NOT_STATIC) return NOT_STATIC;
      const branch = test ? statement.consequent : statement.alternate;
      return branch ? run([branch], lookup, options) : 'end';
    }
    case 'BlockStatement':
      return run(statement.body, lookup, options);
    default:
      return 'end';
  }
}

function declaredNames(statement: Statement): string[] {
  if (statement.type !== 'VariableDeclaration') return [];
  return statement.declarations.flatMap((declarator) => patternNames(declarator.id));
}

function patternNames(pattern: Pattern): string[] {
  switch (pattern.type) {
    case 'Identifier':
      return [pattern.name];
    case 'ObjectPattern':
      return pattern.properties.flatMap((p) => patternNames(p.type === 'RestElement' ? p.argument : p.value));
    case 'ArrayPattern':
      return pattern.elements.flatMap((element) => (element ? patternNames(element) : []));
    case 'RestElement':
      return patternNames(pattern.argument);
    case 'AssignmentPattern':
      return patternNames(pattern.left);
    default:
      return [];
  }
}
