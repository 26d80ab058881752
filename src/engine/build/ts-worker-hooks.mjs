// Module hooks used only when the engine runs from its TypeScript sources (tests under vitest): worker
// threads do not inherit vitest's transform, so they load `.ts` files through TypeScript's transpiler.
// Built code (dist/) never loads this file.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

let ts;

export async function resolve(specifier, context, next) {
  if (specifier.startsWith('.') && specifier.endsWith('.js') && context.parentURL?.endsWith('.ts')) {
    const candidate = new URL(specifier.replace(/\.js$/, '.ts'), context.parentURL);
    if (
      !fs.existsSync(fileURLToPath(new URL(specifier, context.parentURL))) &&
      fs.existsSync(fileURLToPath(candidate))
    ) {
      return { url: candidate.href, shortCircuit: true, format: 'module' };
    }
  }
  return next(specifier, context);
}

export async function load(url, context, next) {
  if (!url.endsWith('.ts')) return next(url, context);
  ts ??= (await import('typescript')).default;
  const source = fs.readFileSync(fileURLToPath(url), 'utf8');
  const out = ts.transpileModule(source, {
    fileName: fileURLToPath(url),
    compilerOptions: {
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
      sourceMap: false,
      inlineSourceMap: true,
    },
  });
  return { format: 'module', source: out.outputText, shortCircuit: true };
}
