/**
 * A code block language's display name (`ts` → TypeScript, `py` → Python), from Shiki's list of its
 * languages and their aliases: the names a code group's language menu shows, as Mintlify's does.
 */
import { bundledLanguagesInfo } from 'shiki';

let names: Map<string, string> | undefined;

/** The display name of a language id or alias; undefined for one Shiki does not know. */
export function languageName(lang: string): string | undefined {
  names ??= new Map(
    bundledLanguagesInfo.flatMap((info) =>
      [info.id, ...(info.aliases ?? [])].map((key): [string, string] => [key.toLowerCase(), info.name]),
    ),
  );
  return names.get(lang.trim().toLowerCase());
}
