import { randomBytes } from 'node:crypto';

export type IdKind = 'org' | 'prj' | 'dep' | 'key';

/** `org_`, `prj_`, `dep_` or `key_` followed by 16 random hex characters. */
export function newId(kind: IdKind): string {
  return `${kind}_${randomBytes(8).toString('hex')}`;
}

export function isId(kind: IdKind, value: unknown): value is string {
  return typeof value === 'string' && new RegExp(`^${kind}_[0-9a-f]{16}$`).test(value);
}
