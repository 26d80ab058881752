import { InvalidArgumentError } from 'commander';
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from './commands/build.js';
import { formatEntry } from './commands/agent.js';
import { reportError, CliError } from './errors.js';
import { parseDuration, parseScopes } from './parse.js';
import { table } from './output.js';

describe('CLI helpers', () => {
  it('parses durations and scopes', () => {
    expect(parseDuration('90d')).toBe(90 * 86_400);
    expect(parseDuration('12h')).toBe(43_200);
    expect(parseDuration('2w')).toBe(1_209_600);
    expect(parseDuration('3600')).toBe(3600);
    expect(() => parseDuration('soon')).toThrow(InvalidArgumentError);
    expect(() => parseDuration('0d')).toThrow(InvalidArgumentError);
    expect(parseScopes('read, write,read')).toEqual(['read', 'write']);
    expect(() => parseScopes('admin')).toThrow(InvalidArgumentError);
  });

  it('formats diagnostics as file:line: severity: message', () => {
    expect(
      formatDiagnostic({
        severity: 'warning',
        code: 'UNKNOWN_COMPONENT',
        message: 'unknown <Foo>',
        file: 'a/b.mdx',
        line: 7,
        column: 3,
      }),
    ).toBe('a/b.mdx:7:3: warning: unknown <Foo> [UNKNOWN_COMPONENT]');
    expect(formatDiagnostic({ severity: 'error', code: 'X', message: 'm', file: 'docs.json' })).toBe(
      'docs.json: error: m [X]',
    );
    expect(formatDiagnostic({ severity: 'error', code: 'X', message: 'm' })).toBe('error: m [X]');
  });

  it('formats transcript events', () => {
    expect(
      formatEntry({
        at: '2026-01-01T10:00:00.000Z',
        type: 'pull-request',
        action: 'created',
        url: 'https://x/pull/1',
        number: 1,
      }),
    ).toEqual(['2026-01-01 10:00:00Z pull request created: https://x/pull/1']);
    expect(
      formatEntry({ at: '', type: 'step', step: 2, text: '', toolCalls: [{ name: 'view_file' }] }),
    ).toEqual(['step 2: (no text)', '    tool view_file']);
    expect(formatEntry({ at: '', type: 'novel', a: 1 })).toEqual(['novel: {"a":1}']);
  });

  it('reports errors with exit codes and no stack', () => {
    const out: string[] = [];
    expect(reportError(new CliError('bad flag', 2), (s) => out.push(s))).toBe(2);
    expect(
      reportError(Object.assign(new Error('organization not found'), { code: 'NOT_FOUND' }), (s) =>
        out.push(s),
      ),
    ).toBe(1);
    expect(out).toEqual(['lectern: bad flag\n', 'lectern: organization not found (NOT_FOUND)\n']);
  });

  it('aligns tables', () => {
    expect(
      table([
        ['ID', 'NAME'],
        ['org_1', 'Acme'],
      ]),
    ).toEqual(['ID     NAME', 'org_1  Acme']);
  });
});
