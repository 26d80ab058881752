/** Shared readers for environment variables: each one is validated here, once, with a message naming it. */
export class ConfigError extends Error {
  readonly code = 'CONFIG_INVALID';
}

export function int(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new ConfigError(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  }
  return n;
}

export function flag(env: NodeJS.ProcessEnv, name: string): boolean {
  const raw = (env[name] ?? '').toLowerCase();
  return raw === '1' || raw === 'true' || raw === 'yes' || raw === 'on';
}

/** A switch with three states: on (`1`/`true`/`yes`/`on`), off (`0`/`false`/`no`/`off`), or unset (null). */
export function switchOf(env: NodeJS.ProcessEnv, name: string): boolean | null {
  const v = (env[name] ?? '').trim();
  return /^(1|true|yes|on)$/i.test(v) ? true : /^(0|false|no|off)$/i.test(v) ? false : null;
}
