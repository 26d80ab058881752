/**
 * Frontmatter YAML read as leniently as Mintlify reads it (gray-matter's js-yaml). The `yaml` package
 * refuses a quoted scalar whose next lines are not indented under its key,
 *
 *     description: "
 *     Formbricks provides two APIs..."
 *
 * which js-yaml reads (Formbricks' api-reference/rest-api.mdx), so such a block was dropped whole: title,
 * icon and all. Shared by the navigation's and the renderer's frontmatter readers.
 */
import { parse as parseYaml } from 'yaml';

const OPTIONS = { schema: 'core', maxAliasCount: 50 } as const;

/** Where a `key: "...` line's quoted scalar is left open: the quote, or null when it closes (or is none). */
function opensQuote(line: string): '"' | "'" | null {
  const m = /^[ \t]*(?:-[ \t]+)?[^\s#"'][^#]*?:[ \t]+(["'])(.*)$/.exec(line);
  if (!m) return null;
  const quote = m[1] as '"' | "'";
  return closes(m[2], quote) ? null : quote;
}

/** Whether `text` (inside a quoted scalar) holds its closing quote. */
function closes(text: string, quote: '"' | "'"): boolean {
  for (let i = 0; i < text.length; i++) {
    if (quote === '"' && text[i] === '\\') i++;
    else if (text[i] === quote) {
      if (quote === "'" && text[i + 1] === "'") i++;
      else return true;
    }
  }
  return false;
}

/**
 * The text with each open quoted scalar's following lines indented two spaces past its key, up to the line
 * that closes it. A quoted scalar folds its lines and drops their leading white space, so the value read is
 * the one js-yaml reads. Null when no line needed it.
 */
export function indentQuotedContinuations(text: string): string | null {
  const lines = text.split('\n');
  let open: { quote: '"' | "'"; indent: string } | null = null;
  let changed = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (!open) {
      const quote = opensQuote(line);
      if (quote) open = { quote, indent: `${/^[ \t]*/.exec(line)![0]}  ` };
      continue;
    }
    if (line.trim() !== '' && !line.startsWith(open.indent)) {
      lines[i] = open.indent + line.trimStart();
      changed = true;
    }
    if (closes(line, open.quote)) open = null;
  }
  return changed ? lines.join('\n') : null;
}

/**
 * Parses frontmatter YAML; on a syntax error, once more with open quoted scalars' lines indented. Throws the
 * first error when that does not help either, so the caller's warning names the problem as written.
 */
export function parseFrontmatterYamlText(text: string): unknown {
  try {
    return parseYaml(text, OPTIONS);
  } catch (error) {
    const repaired = indentQuotedContinuations(text);
    if (repaired === null) throw error;
    try {
      return parseYaml(repaired, OPTIONS);
    } catch {
      throw error;
    }
  }
}
