/**
 * `styling.codeblocks.languages.custom`: a site's own TextMate grammars, read from its folder once per build
 * and handed to every render thread with the content settings. A grammar that cannot be read or is not a
 * grammar is a warning naming the file; its fences stay plain text.
 */
import fs from 'node:fs';
import path from 'node:path';
import { confinedRealPath } from '../config/index.js';
import type { CustomLanguage } from '../markdown/index.js';
import type { Diagnostic } from '../types.js';

/** Large enough for real grammars (TypeScript's is about 200 KB), small enough to refuse a stray dump. */
const MAX_GRAMMAR_BYTES = 2 * 1024 * 1024;
const NAME = /^[a-z0-9][a-z0-9_+#.-]*$/;

export function loadCustomLanguages(
  srcDir: string,
  configFile: string,
  paths: string[],
  diagnostics: Diagnostic[],
): CustomLanguage[] {
  const out: CustomLanguage[] = [];
  const warn = (message: string) =>
    diagnostics.push({ severity: 'warning', code: 'CUSTOM_LANGUAGE', message, file: configFile });
  for (const written of paths) {
    const rel = written.replace(/^\.?\/+/, '');
    const real = confinedRealPath(srcDir, path.resolve(srcDir, rel));
    if (!real) {
      warn(`${configFile}: custom language "${written}" not found in the docs folder`);
      continue;
    }
    let grammar: unknown;
    try {
      if (fs.statSync(real).size > MAX_GRAMMAR_BYTES) throw new Error('larger than 2 MiB');
      grammar = JSON.parse(fs.readFileSync(real, 'utf8'));
    } catch (err) {
      warn(`${rel}: custom language not read (${err instanceof Error ? err.message : String(err)})`);
      continue;
    }
    const checked = checkGrammar(grammar, rel);
    if (typeof checked === 'string') {
      warn(`${rel}: ${checked}; its code blocks stay plain text`);
      continue;
    }
    if (out.some((l) => l.name === checked.name)) {
      warn(`${rel}: a custom language named "${checked.name}" is already defined; ignored`);
      continue;
    }
    out.push(checked);
  }
  return out;
}

/** The language, or why the file is not a TextMate grammar Shiki can load. */
function checkGrammar(value: unknown, rel: string): CustomLanguage | string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'not a JSON object';
  const grammar = value as Record<string, unknown>;
  if (typeof grammar.scopeName !== 'string' || grammar.scopeName === '')
    return 'not a TextMate grammar (no "scopeName")';
  if (!Array.isArray(grammar.patterns)) return 'not a TextMate grammar (no "patterns" list)';
  const name = (
    typeof grammar.name === 'string' && grammar.name ? grammar.name : path.basename(rel, '.json')
  ).toLowerCase();
  if (!NAME.test(name)) return `"${name}" cannot name a code fence`;
  const aliases = Array.isArray(grammar.aliases)
    ? grammar.aliases.filter((a): a is string => typeof a === 'string' && NAME.test(a.toLowerCase()))
    : [];
  return {
    name,
    ...(aliases.length ? { aliases: aliases.map((a) => a.toLowerCase()) } : {}),
    grammar,
  };
}
