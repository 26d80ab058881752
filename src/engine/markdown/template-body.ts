/**
 * Block bodies (`const icons = {...}; const picked = icons[icon]; if (!picked) return null; return picked;`,
 * twenty's chart icons), read without running them: as function components' templates and as the author's
 * functions the static evaluator calls (`expression-calls.ts`). The body may only declare names
 * (`const`/`let`), branch (`if`/`else`) and return; each use reads it again with that use's props or
 * arguments, through the static evaluator (`expressions.ts`), so JSX a branch picks or a declaration holds
 * renders as if written in place. Anything else (loops, assignments, hooks) makes a component code, as before,
 * and so do calls other than a known `list.map` or a pure builtin (`expression-builtins.ts`): a function's
 * body may call (what it calls is decided when read); a body whose branch these props cannot decide is code
 * for that use (`NOT_STATIC`).
 */
import type { Node as EsNode, Statement } from 'estree';
import { globalCallee, isBuiltinMethod } from './expression-builtins.js';
import { isKnown, NOT_STATIC, type Context, type Reader, type StaticValue } from './expression-values.js';
import { patternNames } from './pattern-names.js';

/**
 * The body's statements when it is made only of what `runBlock` reads; null otherwise. `calls`: any call is
 * read when the body is (an author's function calling another); else only `list.map` and the builtins the
 * evaluator applies (a component calling `useState` is code from the start, with its warning).
 */
export function readBlock(statements: Statement[], calls = false): Statement[] | null {
  const plain = calls ? plainWithCalls : plainComponent;
  const readable = (statement: Statement): boolean => readableStatement(statement, plain);
  return statements.every(readable) && statements.some(returns) ? statements : null;
}

function readableStatement(statement: Statement, plain: (node: unknown) => boolean): boolean {
  const readable = (inner: Statement): boolean => readableStatement(inner, plain);
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

const plainComponent = (node: unknown): boolean => plain(node, false);
const plainWithCalls = (node: unknown): boolean => plain(node, true);

/**
 * Whether an expression is free of code the evaluator never reads (so `useState(false)` makes the
 * component code when it is read, with the warning it always had). JSX is not looked into: an expression
 * there is read, or reported, where it renders, as in a JSX-only template.
 */
function plain(node: unknown, calls: boolean): boolean {
  if (Array.isArray(node)) return node.every((item) => plain(item, calls));
  if (typeof node !== 'object' || node === null) return true;
  const type = (node as EsNode).type as string | undefined;
  if (type === undefined) return true;
  if (type === 'JSXElement' || type === 'JSXFragment') return true;
  if (CODE.has(type)) return false;
  if (type === 'CallExpression' && !calls) {
    // The calls a component's body may make: `list.map(callback)` and the pure builtins the evaluator
    // applies (`btoa(JSON.stringify(config))`, `name.toLowerCase()`: `expression-builtins.ts`); each is
    // decided when read, with these props.
    const callee = (node as { callee: EsNode }).callee;
    const method =
      callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier'
        ? callee.property.name
        : null;
    if (!globalCallee(callee) && method !== 'map' && !(method && isBuiltinMethod(method))) return false;
  }
  for (const [key, value] of Object.entries(node))
    if (key !== 'loc' && key !== 'range' && typeof value === 'object' && !plain(value, calls)) return false;
  return true;
}

/** What running a list of statements came to: a value returned, or the end reached. */
type Outcome = { value: StaticValue } | 'end' | typeof NOT_STATIC;

/**
 * The value a body `readBlock` accepted returns for one use (`undefined` when it ends without returning, as
 * JavaScript's), or `NOT_STATIC` when something it reads on the way is not known. Read by the evaluator's
 * own steps (`reader`), at its depth, so a function calling itself meets the evaluator's caps.
 */
export function runBlock(
  statements: Statement[],
  context: Context,
  depth: number,
  reader: Reader,
): StaticValue {
  const outcome = run(statements, context, depth, reader);
  return outcome === NOT_STATIC ? NOT_STATIC : outcome === 'end' ? undefined : outcome.value;
}

function run(statements: Statement[], outer: Context, depth: number, reader: Reader): Outcome {
  // The block's names shadow the outer ones (and builtins) from its start; reading one before its
  // declaration is an error in JavaScript, so here it is not known.
  const declared = new Set(statements.flatMap(declaredNames));
  const names = new Map<string, unknown>();
  const context: Context = {
    ...outer,
    lookup: (name) =>
      names.has(name)
        ? { found: true, value: names.get(name) }
        : declared.has(name)
          ? { found: true, value: NOT_STATIC }
          : outer.lookup(name),
  };
  for (const statement of statements) {
    const outcome = step(statement, context, names, depth + 1, reader);
    if (outcome !== 'end') return outcome;
  }
  return 'end';
}

function step(
  statement: Statement,
  context: Context,
  names: Map<string, unknown>,
  depth: number,
  reader: Reader,
): Outcome {
  switch (statement.type) {
    case 'ReturnStatement': {
      if (!statement.argument) return { value: undefined };
      const value = reader.evaluate(statement.argument, context, depth);
      return isKnown(value) ? { value } : NOT_STATIC;
    }
    case 'VariableDeclaration':
      for (const declarator of statement.declarations) {
        const value = reader.evaluate(declarator.init!, context, depth);
        if (!isKnown(value) || !reader.bind(declarator.id, value, names, context, depth)) return NOT_STATIC;
      }
      return 'end';
    case 'IfStatement': {
      const test = reader.evaluate(statement.test, context, depth);
      if (!isKnown(test)) return NOT_STATIC;
      const branch = test ? statement.consequent : statement.alternate;
      return branch ? run([branch], context, depth, reader) : 'end';
    }
    case 'BlockStatement':
      return run(statement.body, context, depth, reader);
    default:
      return 'end';
  }
}

function declaredNames(statement: Statement): string[] {
  if (statement.type !== 'VariableDeclaration') return [];
  return statement.declarations.flatMap((declarator) => patternNames(declarator.id));
}
