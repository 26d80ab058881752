import type { Diagnostic } from '../types.js';

/**
 * Each problem once: a snippet (or a shared OpenAPI description) is rendered on every page that uses it,
 * and its warnings, which name the snippet's own file and line, came once per page.
 */
export function uniqueDiagnostics(diagnostics: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return diagnostics.filter((d) => {
    const key = JSON.stringify([d.severity, d.code, d.file ?? '', d.line ?? 0, d.column ?? 0, d.message]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
