/**
 * A code block language's display name (`ts` → TypeScript, `py` → Python) and canonical id (`bash` →
 * `shellscript`), from Shiki's list of its languages and their aliases: the names a code group's language
 * menu shows, as Mintlify's does, and the `language` attribute Mintlify's code block element carries (sites'
 * CSS selects `.code-block[language="shellscript"]`).
 */
import { bundledLanguagesInfo } from 'shiki';

let infos: Map<string, { id: string; name: string }> | undefined;

function lookup(lang: string): { id: string; name: string } | undefined {
  infos ??= new Map(
    bundledLanguagesInfo.flatMap((info) =>
      [info.id, ...(info.aliases ?? [])].map((key): [string, { id: string; name: string }] => [
        key.toLowerCase(),
        { id: info.id, name: info.name },
      ]),
    ),
  );
  return infos.get(lang.trim().toLowerCase());
}

/** The display name of a language id or alias; undefined for one Shiki does not know. */
export function languageName(lang: string): string | undefined {
  return lookup(lang)?.name;
}

/** Shiki's names for plain text, which its language list leaves out. */
const PLAIN = new Set(['', 'text', 'txt', 'plaintext', 'plain']);

/**
 * Shiki's canonical id for a fence's language, as Mintlify's code block shows it in its `language`
 * attribute: `bash`, `sh`, `zsh` → `shellscript`; no language or a plain-text name → `text`; a language
 * Shiki does not know (a site's own grammar) keeps the name written.
 */
export function canonicalLanguage(lang: string | null | undefined): string {
  const written = (lang ?? '').trim();
  if (PLAIN.has(written.toLowerCase())) return 'text';
  return lookup(written)?.id ?? written;
}
