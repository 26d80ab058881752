/**
 * Request samples in the languages `api.examples.languages` may name (Mintlify's list: keys and aliases
 * from api-playground/overview). Each sample is plain text built from the request shape; the build
 * highlights it when it has that grammar. Without the setting, cURL, Python and JavaScript are shown.
 */
import { curlSample, fullUrl, javascriptSample, pythonSample, type RequestShape } from './examples.js';

export interface SampleLanguage {
  /** Tab label. */
  label: string;
  /** Highlighting language. */
  lang: string;
  generate(req: RequestShape): string;
}

const str = (s: string) => JSON.stringify(s);
const single = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
/** JSON's `\uXXXX` escapes in the `\u{XXXX}` form Swift and Rust use. */
const braced = (s: string) => str(s).replace(/\\u([0-9a-fA-F]{4})/g, '\\u{$1}');
/** C reads `\u0001` as a universal character name (invalid below U+00A0): use `\x01`. */
const cString = (s: string) => str(s).replace(/\\u00([0-9a-fA-F]{2})/g, '\\x$1');
/** Kotlin and Dart interpolate `$` in double-quoted strings. */
const dollarSafe = (s: string) => str(s).replace(/\$/g, '\\$');

function bodyText(req: RequestShape): string | undefined {
  if (req.body === undefined) return undefined;
  return typeof req.body === 'string' ? req.body : JSON.stringify(req.body, null, 2);
}

const capitalised = (method: string) => method.charAt(0).toUpperCase() + method.slice(1).toLowerCase();

function goSample(req: RequestShape): string {
  const body = bodyText(req);
  const imports = ['"fmt"', '"io"', '"net/http"', ...(body !== undefined ? ['"strings"'] : [])];
  const lines = [
    'package main',
    '',
    `import (\n${imports.map((i) => `\t${i}`).join('\n')}\n)`,
    '',
    'func main() {',
    `\turl := ${str(fullUrl(req))}`,
  ];
  if (body !== undefined) lines.push(`\tpayload := strings.NewReader(${str(body)})`);
  lines.push(
    `\treq, _ := http.NewRequest(${str(req.method)}, url, ${body !== undefined ? 'payload' : 'nil'})`,
  );
  for (const [k, v] of req.headers) lines.push(`\treq.Header.Add(${str(k)}, ${str(v)})`);
  lines.push(
    '\tres, _ := http.DefaultClient.Do(req)',
    '\tdefer res.Body.Close()',
    '\tbody, _ := io.ReadAll(res.Body)',
    '\tfmt.Println(string(body))',
    '}',
  );
  return lines.join('\n');
}

function phpSample(req: RequestShape): string {
  const body = bodyText(req);
  const opts = [
    `CURLOPT_URL => ${str(fullUrl(req))}`,
    'CURLOPT_RETURNTRANSFER => true',
    `CURLOPT_CUSTOMREQUEST => ${str(req.method)}`,
  ];
  if (body !== undefined) opts.push(`CURLOPT_POSTFIELDS => ${single(body)}`);
  if (req.headers.length)
    opts.push(
      `CURLOPT_HTTPHEADER => [\n${req.headers.map(([k, v]) => `    ${str(`${k}: ${v}`)},`).join('\n')}\n  ]`,
    );
  return [
    '<?php',
    '',
    '$curl = curl_init();',
    '',
    `curl_setopt_array($curl, [\n${opts.map((o) => `  ${o},`).join('\n')}\n]);`,
    '',
    '$response = curl_exec($curl);',
    '$err = curl_error($curl);',
    'curl_close($curl);',
    '',
    'echo $err ? "cURL Error #:" . $err : $response;',
  ].join('\n');
}

/** Ruby interpolates `#{` in double-quoted strings. */
const rubyStr = (s: string) => str(s).replace(/#\{/g, '\\#{');

function rubySample(req: RequestShape): string {
  const body = bodyText(req);
  const lines = [
    "require 'uri'",
    "require 'net/http'",
    '',
    `url = URI(${rubyStr(fullUrl(req))})`,
    '',
    'http = Net::HTTP.new(url.host, url.port)',
    "http.use_ssl = url.scheme == 'https'",
    '',
  ];
  lines.push(`request = Net::HTTP::${capitalised(req.method)}.new(url)`);
  for (const [k, v] of req.headers) lines.push(`request[${rubyStr(k)}] = ${single(v)}`);
  if (body !== undefined) lines.push(`request.body = ${rubyStr(body)}`);
  lines.push('', 'response = http.request(request)', 'puts response.read_body');
  return lines.join('\n');
}

function javaSample(req: RequestShape): string {
  const body = bodyText(req);
  const lines = [
    'HttpRequest request = HttpRequest.newBuilder()',
    `    .uri(URI.create(${str(fullUrl(req))}))`,
  ];
  for (const [k, v] of req.headers) lines.push(`    .header(${str(k)}, ${str(v)})`);
  lines.push(
    `    .method(${str(req.method)}, ${body !== undefined ? `HttpRequest.BodyPublishers.ofString(${str(body)})` : 'HttpRequest.BodyPublishers.noBody()'})`,
    '    .build();',
  );
  lines.push(
    'HttpResponse<String> response = HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());',
    'System.out.println(response.body());',
  );
  return lines.join('\n');
}

function csharpSample(req: RequestShape): string {
  const body = bodyText(req);
  const headers = req.headers.filter(([k]) => k.toLowerCase() !== 'content-type');
  const parts = [
    `    Method = new HttpMethod(${str(req.method)}),`,
    `    RequestUri = new Uri(${str(fullUrl(req))}),`,
  ];
  if (headers.length)
    parts.push(
      `    Headers =\n    {\n${headers.map(([k, v]) => `        { ${str(k)}, ${str(v)} },`).join('\n')}\n    },`,
    );
  if (body !== undefined) {
    parts.push(
      `    Content = new StringContent(${str(body)})\n    {\n        Headers = { ContentType = new MediaTypeHeaderValue(${str(req.contentType ?? 'application/json')}) }\n    },`,
    );
  }
  return [
    'using System.Net.Http.Headers;',
    '',
    'var client = new HttpClient();',
    `var request = new HttpRequestMessage\n{\n${parts.join('\n')}\n};`,
    'using var response = await client.SendAsync(request);',
    'response.EnsureSuccessStatusCode();',
    'Console.WriteLine(await response.Content.ReadAsStringAsync());',
  ].join('\n');
}

function dotnetSample(req: RequestShape): string {
  const body = bodyText(req);
  const lines = [
    `var client = new RestClient(${str(fullUrl(req))});`,
    `var request = new RestRequest("", Method.${capitalised(req.method)});`,
  ];
  for (const [k, v] of req.headers) lines.push(`request.AddHeader(${str(k)}, ${str(v)});`);
  if (body !== undefined)
    lines.push(`request.AddStringBody(${str(body)}, ${str(req.contentType ?? 'application/json')});`);
  lines.push('var response = await client.ExecuteAsync(request);', 'Console.WriteLine(response.Content);');
  return lines.join('\n');
}

function powershellSample(req: RequestShape): string {
  const ps = (s: string) => `'${s.replace(/'/g, "''")}'`;
  const body = bodyText(req);
  const headers = req.headers.filter(([k]) => k.toLowerCase() !== 'content-type');
  const lines: string[] = [];
  if (headers.length) {
    lines.push('$headers = @{}');
    for (const [k, v] of headers) lines.push(`$headers.Add(${ps(k)}, ${ps(v)})`);
  }
  const args = [`-Uri ${ps(fullUrl(req))}`, `-Method ${req.method}`];
  if (headers.length) args.push('-Headers $headers');
  if (body !== undefined)
    args.push(`-ContentType ${ps(req.contentType ?? 'application/json')}`, `-Body ${ps(body)}`);
  lines.push(`$response = Invoke-RestMethod ${args.join(' ')}`, '$response | ConvertTo-Json');
  return lines.join('\n');
}

function swiftSample(req: RequestShape): string {
  const body = bodyText(req);
  const lines = [
    'import Foundation',
    '',
    `let url = URL(string: ${braced(fullUrl(req))})!`,
    'var request = URLRequest(url: url)',
    `request.httpMethod = ${str(req.method)}`,
  ];
  if (req.headers.length)
    lines.push(
      `request.allHTTPHeaderFields = [\n${req.headers.map(([k, v]) => `  ${braced(k)}: ${braced(v)},`).join('\n')}\n]`,
    );
  if (body !== undefined) lines.push(`request.httpBody = ${braced(body)}.data(using: .utf8)`);
  lines.push(
    '',
    'let (data, _) = try await URLSession.shared.data(for: request)',
    'print(String(decoding: data, as: UTF8.self))',
  );
  return lines.join('\n');
}

function cSample(req: RequestShape): string {
  const body = bodyText(req);
  const lines = [
    'CURL *hnd = curl_easy_init();',
    '',
    `curl_easy_setopt(hnd, CURLOPT_CUSTOMREQUEST, ${cString(req.method)});`,
    `curl_easy_setopt(hnd, CURLOPT_URL, ${cString(fullUrl(req))});`,
  ];
  if (req.headers.length) {
    lines.push('', 'struct curl_slist *headers = NULL;');
    for (const [k, v] of req.headers)
      lines.push(`headers = curl_slist_append(headers, ${cString(`${k}: ${v}`)});`);
    lines.push('curl_easy_setopt(hnd, CURLOPT_HTTPHEADER, headers);');
  }
  if (body !== undefined) lines.push('', `curl_easy_setopt(hnd, CURLOPT_POSTFIELDS, ${cString(body)});`);
  lines.push('', 'CURLcode ret = curl_easy_perform(hnd);');
  return lines.join('\n');
}

function cppSample(req: RequestShape): string {
  const body = bodyText(req);
  const verb = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'].includes(req.method)
    ? capitalised(req.method)
    : 'Get';
  const args = [`cpr::Url{${cString(fullUrl(req))}}`];
  if (req.headers.length)
    args.push(`cpr::Header{${req.headers.map(([k, v]) => `{${cString(k)}, ${cString(v)}}`).join(', ')}}`);
  if (body !== undefined) args.push(`cpr::Body{${cString(body)}}`);
  return [
    '#include <cpr/cpr.h>',
    '#include <iostream>',
    '',
    'int main() {',
    `    cpr::Response r = cpr::${verb}(${args.join(',\n        ')});`,
    '    std::cout << r.text << std::endl;',
    '}',
  ].join('\n');
}

function kotlinSample(req: RequestShape): string {
  const body = bodyText(req);
  const lines = ['val client = OkHttpClient()', ''];
  if (body !== undefined)
    lines.push(
      `val mediaType = ${dollarSafe(req.contentType ?? 'application/json')}.toMediaType()`,
      `val body = ${dollarSafe(body)}.toRequestBody(mediaType)`,
    );
  lines.push(
    'val request = Request.Builder()',
    `  .url(${dollarSafe(fullUrl(req))})`,
    `  .method(${str(req.method)}, ${body !== undefined ? 'body' : 'null'})`,
  );
  for (const [k, v] of req.headers) lines.push(`  .addHeader(${dollarSafe(k)}, ${dollarSafe(v)})`);
  lines.push('  .build()', '', 'val response = client.newCall(request).execute()');
  return lines.join('\n');
}

function rustSample(req: RequestShape): string {
  const body = bodyText(req);
  const chain = [`        .request(reqwest::Method::${req.method}, ${braced(fullUrl(req))})`];
  for (const [k, v] of req.headers) chain.push(`        .header(${braced(k)}, ${braced(v)})`);
  if (body !== undefined) chain.push(`        .body(${braced(body)})`);
  return [
    '#[tokio::main]',
    'async fn main() -> Result<(), Box<dyn std::error::Error>> {',
    '    let client = reqwest::Client::new();',
    `    let response = client\n${chain.join('\n')}\n        .send()\n        .await?;`,
    '    println!("{}", response.text().await?);',
    '    Ok(())',
    '}',
  ].join('\n');
}

function dartSample(req: RequestShape): string {
  const body = bodyText(req);
  const lines = [
    "import 'package:http/http.dart' as http;",
    '',
    'void main() async {',
    `  final request = http.Request(${dollarSafe(req.method)}, Uri.parse(${dollarSafe(fullUrl(req))}));`,
  ];
  if (req.headers.length)
    lines.push(
      `  request.headers.addAll({${req.headers.map(([k, v]) => `${dollarSafe(k)}: ${dollarSafe(v)}`).join(', ')}});`,
    );
  if (body !== undefined) lines.push(`  request.body = ${dollarSafe(body)};`);
  lines.push(
    '  final response = await request.send();',
    '  print(await response.stream.bytesToString());',
    '}',
  );
  return lines.join('\n');
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

/** The sample languages for `api.examples.languages` (unknown names skipped, duplicates once), in order. */
export function sampleLanguages(names: string[] | undefined): SampleLanguage[] {
  const out: SampleLanguage[] = [];
  for (const name of names && names.length > 0 ? names : DEFAULT) {
    const key = name.trim().toLowerCase();
    const found = LANGUAGES.find((l) => l.keys.includes(key))?.language;
    if (found && !out.includes(found)) out.push(found);
  }
  return out.length > 0 ? out : sampleLanguages(DEFAULT);
}

/** True when `name` is a language `api.examples.languages` accepts. */
export function isSampleLanguage(name: string): boolean {
  return LANGUAGES.some((l) => l.keys.includes(name.trim().toLowerCase()));
}
