/**
 * The default request samples: cURL, Python requests and JavaScript fetch (Node.js and TypeScript are the
 * fetch sample awaited at the top level). Form bodies go through each client's own form support, so a
 * multipart upload reads a local file and the client writes the boundary.
 */
import { fullUrl, headersWithoutContentType, type RequestShape } from './examples.js';
import { encodeForm, formKind, uniqueNames, type FormField } from './form.js';
import { pythonLiteral, shellQuote } from './quote.js';

/**
 * `--form` reads a value starting with `@` or `<` from a file and parses `;type=` in it: such text goes
 * through `--form-string`, which sends it as written.
 */
function curlFormLine(f: FormField): string {
  if (f.file) return `--form ${shellQuote(`${f.name}=@${f.value}`)}`;
  const literal = /^[@<]/.test(f.value) || f.value.includes(';');
  return `${literal ? '--form-string' : '--form'} ${shellQuote(`${f.name}=${f.value}`)}`;
}

export function curlSample(req: RequestShape): string {
  const lines = [`curl --request ${req.method}`, `--url ${shellQuote(fullUrl(req))}`];
  const kind = req.form ? formKind(req.contentType) : null;
  // curl writes the form's Content-Type itself (with the boundary, for multipart).
  for (const [k, v] of kind ? headersWithoutContentType(req) : req.headers)
    lines.push(`--header ${shellQuote(`${k}: ${v}`)}`);
  if (req.form && kind === 'multipart') lines.push(...req.form.map(curlFormLine));
  else if (req.form && kind === 'urlencoded')
    lines.push(...req.form.map((f) => `--data-urlencode ${shellQuote(`${f.name}=${f.value}`)}`));
  else if (req.body !== undefined) {
    const data = typeof req.body === 'string' ? req.body : JSON.stringify(req.body, null, 2);
    lines.push(`--data ${shellQuote(data)}`);
  }
  return lines.join(' \\\n  ');
}

/** A Python dict (or list of pairs when a name repeats) whose values are expressions written as is. */
function pythonPairs(pairs: [string, string][], unique: boolean): string {
  const items = pairs.map(([k, v]) =>
    unique ? `${JSON.stringify(k)}: ${v}` : `(${JSON.stringify(k)}, ${v})`,
  );
  if (items.length === 1) return unique ? `{${items[0]}}` : `[${items[0]}]`;
  return unique ? `{\n    ${items.join(',\n    ')}\n}` : `[\n    ${items.join(',\n    ')}\n]`;
}

/** requests' `files=` makes a multipart body: files open from disk; text goes in `data=`, or as (None, text). */
function pythonForm(
  fields: FormField[],
  kind: 'multipart' | 'urlencoded',
): { lines: string[]; args: string[] } {
  const texts = fields.filter((f) => !f.file);
  const files = fields.filter((f) => f.file);
  const lines: string[] = [];
  const args: string[] = [];
  if (kind === 'multipart' && files.length === 0) {
    // Without a file requests would send a urlencoded body; `(None, text)` parts keep it multipart.
    const pairs = texts.map((f): [string, string] => [f.name, `(None, ${JSON.stringify(f.value)})`]);
    return { lines: [`files = ${pythonPairs(pairs, uniqueNames(texts))}`], args: ['files=files'] };
  }
  if (files.length) {
    const pairs = files.map((f): [string, string] => [f.name, `open(${JSON.stringify(f.value)}, "rb")`]);
    lines.push(`files = ${pythonPairs(pairs, uniqueNames(files))}`);
  }
  if (texts.length) {
    const pairs = texts.map((f): [string, string] => [f.name, JSON.stringify(f.value)]);
    lines.push(`payload = ${pythonPairs(pairs, uniqueNames(texts))}`);
    args.push('data=payload');
  }
  if (files.length) args.push('files=files');
  return { lines, args };
}

export function pythonSample(req: RequestShape): string {
  const lines = ['import requests', '', `url = ${JSON.stringify(req.url)}`, ''];
  const args = ['url'];
  if (req.query.length) {
    lines.push(`params = ${pythonLiteral(Object.fromEntries(req.query))}`);
    args.push('params=params');
  }
  const kind = req.form ? formKind(req.contentType) : null;
  const json = !kind && req.body !== undefined && /json/i.test(req.contentType ?? '');
  if (req.form && kind) {
    const form = pythonForm(req.form, kind);
    lines.push(...form.lines);
    args.push(...form.args);
  } else if (req.body !== undefined) {
    const text = typeof req.body === 'string' ? req.body : JSON.stringify(req.body, null, 2);
    lines.push(`payload = ${json ? pythonLiteral(req.body) : JSON.stringify(text)}`);
    args.push(json ? 'json=payload' : 'data=payload');
  }
  // requests writes the Content-Type of `json=` and form bodies itself.
  const headers = json || kind ? headersWithoutContentType(req) : req.headers;
  if (headers.length) {
    lines.push(`headers = ${pythonLiteral(Object.fromEntries(headers))}`);
    args.push('headers=headers');
  }
  if (lines[lines.length - 1] !== '') lines.push('');
  lines.push(
    `response = requests.request(${JSON.stringify(req.method)}, ${args.join(', ')})`,
    '',
    'print(response.text)',
  );
  return lines.join('\n');
}

export interface JavascriptSampleOptions {
  /** `await fetch(...)` at the top level (Node.js, TypeScript) instead of a promise chain (browsers). */
  topLevelAwait?: boolean;
  /** Annotate the options as `RequestInit` (TypeScript). */
  typed?: boolean;
}

/**
 * A `FormData` built before the options. Node reads the file with `openAsBlob`; in a browser the file comes
 * from the page's file input.
 */
function formDataLines(fields: FormField[], node: boolean): string[] {
  const lines = ['const form = new FormData();'];
  for (const f of fields) {
    const value = !f.file
      ? JSON.stringify(f.value)
      : node
        ? `await openAsBlob(${JSON.stringify(f.value)}), ${JSON.stringify(f.value)}`
        : `document.querySelector('input[type="file"]').files[0]`;
    lines.push(`form.append(${JSON.stringify(f.name)}, ${value});`);
  }
  return lines;
}

function urlSearchParams(fields: FormField[]): string {
  const init = uniqueNames(fields)
    ? JSON.stringify(Object.fromEntries(fields.map((f) => [f.name, f.value])), null, 2)
    : JSON.stringify(
        fields.map((f) => [f.name, f.value]),
        null,
        2,
      );
  return `new URLSearchParams(${init.replace(/\n/g, '\n  ')})`;
}

/** A `fetch` call: the browser's promise chain by default; Node.js and TypeScript samples set the options. */
export function javascriptSample(req: RequestShape, opts: JavascriptSampleOptions = {}): string {
  const options: string[] = [`method: ${JSON.stringify(req.method)}`];
  const kind = req.form ? formKind(req.contentType) : null;
  // fetch writes the Content-Type of a FormData (with its boundary) or URLSearchParams body itself.
  const headers = kind ? headersWithoutContentType(req) : req.headers;
  if (headers.length) {
    options.push(`headers: ${JSON.stringify(Object.fromEntries(headers), null, 2).replace(/\n/g, '\n  ')}`);
  }
  const before: string[] = [];
  if (req.form && kind === 'multipart') {
    before.push(...formDataLines(req.form, opts.topLevelAwait === true), '');
    if (opts.topLevelAwait && req.form.some((f) => f.file))
      before.unshift('import { openAsBlob } from "node:fs";', '');
    options.push('body: form');
  } else if (req.form && kind === 'urlencoded') {
    options.push(`body: ${urlSearchParams(req.form)}`);
  } else if (req.body !== undefined) {
    // A JSON body written as a value is serialised by the sample; text (or a JSON text example) is sent as is.
    const json = /json/i.test(req.contentType ?? '') && typeof req.body !== 'string';
    const text = typeof req.body === 'string' ? req.body : JSON.stringify(req.body, null, 2);
    options.push(
      `body: ${json ? `JSON.stringify(${JSON.stringify(req.body, null, 2).replace(/\n/g, '\n  ')})` : JSON.stringify(text)}`,
    );
  }
  const url = JSON.stringify(fullUrl(req));
  const declaration = `const options${opts.typed ? ': RequestInit' : ''} = {\n  ${options.join(',\n  ')}\n};`;
  if (opts.topLevelAwait) {
    const imports = before[0]?.startsWith('import ') ? before.splice(0, 2) : [];
    return [
      ...imports,
      `const url = ${url};`,
      ...(before.length ? ['', ...before] : []),
      declaration,
      '',
      'const response = await fetch(url, options);',
      'const data = await response.json();',
      'console.log(data);',
    ].join('\n');
  }
  return [
    ...before,
    declaration,
    '',
    `fetch(${url}, options)`,
    '  .then((response) => response.json())',
    '  .then((data) => console.log(data))',
    '  .catch((error) => console.error(error));',
  ].join('\n');
}

/** The body as one text, for clients given a string: a urlencoded form encoded, JSON values serialised. */
export function bodyText(req: RequestShape): string | undefined {
  if (req.form && formKind(req.contentType) === 'urlencoded') return encodeForm(req.form);
  if (req.body === undefined) return undefined;
  return typeof req.body === 'string' ? req.body : JSON.stringify(req.body, null, 2);
}
