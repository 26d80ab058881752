/**
 * Removes secrets from anything stored or logged about a run: the configured secrets themselves (forge
 * token, model key) and anything shaped like a Lectern admin key or an HTTP credential.
 */
export class Redactor {
  private readonly secrets: string[];

  constructor(secrets: Array<string | null | undefined>) {
    this.secrets = secrets
      .filter((s): s is string => typeof s === 'string' && s.length >= 4)
      .sort((a, b) => b.length - a.length);
  }

  text(input: string): string {
    let out = input;
    for (const secret of this.secrets) out = out.split(secret).join('[REDACTED]');
    return out
      .replace(/\blct_[A-Za-z0-9]{8,}/g, 'lct_[REDACTED]')
      .replace(/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]{8,}/gi, '$1 [REDACTED]')
      .replace(/\b(gh[pousr]_[A-Za-z0-9]{20,}|glpat-[A-Za-z0-9_-]{20,}|sk-[A-Za-z0-9_-]{20,})/g, '[REDACTED]')
      .replace(/(https?:\/\/)[^/\s@:]+:[^/\s@]+@/gi, '$1[REDACTED]@');
  }

  /** Deep copy with every string redacted. */
  value<T>(input: T): T {
    if (typeof input === 'string') return this.text(input) as T;
    if (Array.isArray(input)) return input.map((v) => this.value(v)) as T;
    if (input && typeof input === 'object') {
      return Object.fromEntries(Object.entries(input).map(([k, v]) => [k, this.value(v)])) as T;
    }
    return input;
  }
}
