/**
 * Where the read-only shared inputs are. CI clones the repository with `shared/` beside it, so the
 * default is `<repo>/../shared`; `LECTERN_SHARED_DIR` overrides it.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export const SHARED_DIR = path.resolve(process.env.LECTERN_SHARED_DIR ?? path.join(repoRoot, '..', 'shared'));
export const CORPUS_DIR = path.resolve(
  process.env.LECTERN_CORPUS ?? path.join(SHARED_DIR, 'corpus', 'mintlify-docs'),
);
export const BENCH_DIR = path.join(SHARED_DIR, 'bench');
