/**
 * Request samples in the languages `api.examples.languages` may name (Mintlify's list: keys and aliases
 * from api-playground/overview). Each sample is plain text built from the request shape; the build
 * highlights it when it has that grammar. Without the setting, cURL, Python and JavaScript are shown. The
 * generators live in samples-core.ts (the defaults), samples-systems.ts, samples-apps.ts and
 * samples-scripts.ts.
 */
import type { RequestShape } from './examples.js';
import {
  csharpSample,
  dartSample,
  dotnetSample,
  javaSample,
  kotlinSample,
  swiftSample,
} from './samples-apps.js';
import { curlSample, javascriptSample, pythonSample } from './samples-core.js';
import { phpSample, powershellSample, rubySample } from './samples-scripts.js';
import { cppSample, cSample, goSample, rustSample } from './samples-systems.js';

export interface SampleLanguage {
  /** Tab label. */
  label: string;
  /** Highlighting language. */
  lang: string;
  generate(req: RequestShape): string;
}

const LANGUAGES: { keys: string[]; language: SampleLanguage }[] = [
  { keys: ['bash', 'curl', 'sh', 'shell'], language: { label: 'cURL', lang: 'bash', generate: curlSample } },
  { keys: ['python', 'py'], language: { label: 'Python', lang: 'python', generate: pythonSample } },
  {
    keys: ['javascript', 'js'],
    language: { label: 'JavaScript', lang: 'javascript', generate: javascriptSample },
  },
  {
    keys: ['node', 'nodejs', 'node.js'],
    language: {
      label: 'Node.js',
      lang: 'javascript',
      generate: (r) => javascriptSample(r, { topLevelAwait: true }),
    },
  },
  { keys: ['php'], language: { label: 'PHP', lang: 'php', generate: phpSample } },
  { keys: ['go', 'golang'], language: { label: 'Go', lang: 'go', generate: goSample } },
  { keys: ['java'], language: { label: 'Java', lang: 'java', generate: javaSample } },
  { keys: ['ruby', 'rb'], language: { label: 'Ruby', lang: 'ruby', generate: rubySample } },
  { keys: ['powershell'], language: { label: 'PowerShell', lang: 'powershell', generate: powershellSample } },
  { keys: ['swift'], language: { label: 'Swift', lang: 'swift', generate: swiftSample } },
  { keys: ['csharp', 'c#'], language: { label: 'C#', lang: 'csharp', generate: csharpSample } },
  {
    keys: ['dotnet', '.net', 'dot-net'],
    language: { label: '.NET', lang: 'csharp', generate: dotnetSample },
  },
  {
    keys: ['typescript', 'ts'],
    language: {
      label: 'TypeScript',
      lang: 'typescript',
      generate: (r) => javascriptSample(r, { topLevelAwait: true, typed: true }),
    },
  },
  { keys: ['c'], language: { label: 'C', lang: 'c', generate: cSample } },
  { keys: ['c++', 'cpp'], language: { label: 'C++', lang: 'cpp', generate: cppSample } },
  { keys: ['kotlin', 'kt'], language: { label: 'Kotlin', lang: 'kotlin', generate: kotlinSample } },
  { keys: ['rust', 'rs'], language: { label: 'Rust', lang: 'rust', generate: rustSample } },
  { keys: ['dart', 'flutter'], language: { label: 'Dart', lang: 'dart', generate: dartSample } },
];

const DEFAULT = ['curl', 'python', 'javascript'];

/** The generated language a name (a setting's, or an `x-codeSamples` `lang`) stands for, if any. */
export function sampleLanguage(name: string): SampleLanguage | undefined {
  const key = name.trim().toLowerCase();
  return LANGUAGES.find((l) => l.keys.includes(key))?.language;
}

/** The sample languages for `api.examples.languages` (unknown names skipped, duplicates once), in order. */
export function sampleLanguages(names: string[] | undefined): SampleLanguage[] {
  const out: SampleLanguage[] = [];
  for (const name of names && names.length > 0 ? names : DEFAULT) {
    const found = sampleLanguage(name);
    if (found && !out.includes(found)) out.push(found);
  }
  return out.length > 0 ? out : sampleLanguages(DEFAULT);
}

/** True when `name` is a language `api.examples.languages` accepts. */
export function isSampleLanguage(name: string): boolean {
  return LANGUAGES.some((l) => l.keys.includes(name.trim().toLowerCase()));
}
