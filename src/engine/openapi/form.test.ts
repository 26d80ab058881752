/**
 * Form bodies: every sample language sends `multipart/form-data` and `application/x-www-form-urlencoded`
 * with its client's form support (a file read from disk, the boundary left to the client), never as JSON;
 * the playground offers one input per field.
 */
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { formFields } from './form.js';
import { renderOperation } from './index.js';
import type { OpenApiDoc } from './load.js';
import { sampleLanguages } from './samples.js';

const ALL = sampleLanguages([
  'curl',
  'python',
  'javascript',
  'node',
  'php',
  'go',
  'java',
  'ruby',
  'powershell',
  'swift',
  'csharp',
  'dotnet',
  'typescript',
  'c',
  'cpp',
  'kotlin',
  'rust',
  'dart',
]).map((l) => l.label);

const doc: OpenApiDoc = {
  openapi: '3.0.1',
  servers: [{ url: 'https://api.dify.ai/v1' }],
  components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
  security: [{ bearer: [] }],
  paths: {
    '/files/upload': {
      post: {
        requestBody: {
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                required: ['file', 'user'],
                properties: { file: { type: 'string', format: 'binary' }, user: { type: 'string' } },
              },
            },
          },
        },
        responses: { '200': { description: 'OK' } },
      },
    },
    '/oauth/token': {
      post: {
        requestBody: {
          content: {
            'application/x-www-form-urlencoded': {
              schema: {
                type: 'object',
                properties: {
                  grant_type: { type: 'string', example: 'client_credentials' },
                  client_id: { type: 'string', example: 'my app' },
                },
              },
            },
          },
        },
        responses: { '200': { description: 'OK' } },
      },
    },
  },
};

/** Each sample's text by tab label, decoded from the rendered page. */
function samples(path: string): Record<string, string> {
  const html = toHtml(renderOperation(doc, 'POST', path, { playground: true, settings: { languages: ALL } }));
  const out: Record<string, string> = {};
  for (const m of html.matchAll(
    /data-label="([^"]*)"[^>]*><figure[^>]*><pre[^>]*><code[^>]*>(.*?)<\/code>/gs,
  ))
    out[m[1]] = m[2]
      .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
      .replace(/&(quot|amp|lt|gt);/g, (_, n: string) => ({ quot: '"', amp: '&', lt: '<', gt: '>' })[n]!);
  return out;
}

describe('multipart/form-data samples', () => {
  const code = samples('/files/upload');

  it('cURL, Python and JavaScript use --form, files= and FormData, and leave the Content-Type to the client', () => {
    expect(code.cURL).toBe(
      [
        'curl --request POST',
        "--url 'https://api.dify.ai/v1/files/upload'",
        "--header 'Authorization: Bearer <token>'",
        "--form 'file=@example-file'",
        // `--form` would read `<string>` as a file named "string>".
        "--form-string 'user=<string>'",
      ].join(' \\\n  '),
    );
    expect(code.Python).toContain(
      'files = {"file": open("example-file", "rb")}\npayload = {"user": "<string>"}',
    );
    expect(code.Python).toContain(
      'requests.request("POST", url, data=payload, files=files, headers=headers)',
    );
    expect(code.JavaScript).toContain(
      'const form = new FormData();\nform.append("file", document.querySelector(\'input[type="file"]\').files[0]);\nform.append("user", "<string>");',
    );
    expect(code.JavaScript).toContain('body: form');
    expect(code['Node.js']).toMatch(/^import \{ openAsBlob \} from "node:fs";/);
    expect(code['Node.js']).toContain(
      'form.append("file", await openAsBlob("example-file"), "example-file");',
    );
    expect(code.TypeScript).toContain('const options: RequestInit = {');
  });

  it('every language reads the file and sends the text field, with no JSON body nor a boundary-less Content-Type', () => {
    const file: Record<string, string> = {
      PHP: "new CURLFile('example-file')",
      Go: 'writer.CreateFormFile("file", "example-file")',
      Java: 'Files.readAllBytes(Path.of("example-file"))',
      Ruby: '["file", File.open("example-file")]',
      PowerShell: "'file' = Get-Item -Path 'example-file'",
      Swift: 'Data(contentsOf: URL(fileURLWithPath: "example-file"))',
      'C#': 'new StreamContent(File.OpenRead("example-file")), "file", "example-file"',
      '.NET': 'request.AddFile("file", "example-file");',
      C: 'curl_mime_filedata(part, "example-file");',
      'C++': 'cpr::Multipart{{"file", cpr::File{"example-file"}}, {"user", "<string>"}}',
      Kotlin: '.addFormDataPart("file", "example-file", File("example-file").asRequestBody())',
      Rust: 'reqwest::multipart::Part::bytes(std::fs::read("example-file")?).file_name("example-file")',
      Dart: 'http.MultipartFile.fromPath("file", "example-file")',
    };
    expect(Object.keys(code).sort()).toEqual([...ALL].sort());
    for (const [label, text] of Object.entries(code)) {
      expect(text, label).not.toContain('[object Object]');
      expect(text, label).not.toContain('"file": "<string>"');
      // A multipart Content-Type is the client's or carries its boundary (Ruby's set_form names the enctype).
      expect(text, label).not.toMatch(/multipart\/form-data(?!; boundary=)(?!")/);
      expect(text, label).toContain('<string>');
      if (file[label]) expect(text, label).toContain(file[label]);
    }
    // Clients without a form type write the parts, with the boundary in the Content-Type they send.
    expect(code.Java).toContain('.header("Content-Type", "multipart/form-data; boundary=LecternFormBoundary');
    expect(code.Swift).toContain('"Content-Type": "multipart/form-data; boundary=LecternFormBoundary');
    expect(code.Go).toContain('req.Header.Set("Content-Type", writer.FormDataContentType())');
  });
});

describe('application/x-www-form-urlencoded samples', () => {
  const code = samples('/oauth/token');

  it('are sent as form fields in every language', () => {
    expect(code.cURL).toContain(
      "--data-urlencode 'grant_type=client_credentials' \\\n  --data-urlencode 'client_id=my app'",
    );
    expect(code.cURL).not.toContain('Content-Type');
    expect(code.Python).toContain(
      'payload = {\n    "grant_type": "client_credentials",\n    "client_id": "my app"\n}',
    );
    expect(code.Python).toContain('data=payload');
    expect(code.JavaScript).toContain('body: new URLSearchParams({\n    "grant_type": "client_credentials"');
    const encoded = 'grant_type=client_credentials&client_id=my+app';
    const expected: Record<string, string> = {
      PHP: "CURLOPT_POSTFIELDS => http_build_query([\n    'grant_type' => 'client_credentials',",
      Go: `strings.NewReader("${encoded}")`,
      Java: `BodyPublishers.ofString("${encoded}")`,
      Ruby: 'request.set_form([\n  ["grant_type", "client_credentials"],',
      PowerShell: "-ContentType 'application/x-www-form-urlencoded' -Body $body",
      Swift: `request.httpBody = "${encoded}".data(using: .utf8)`,
      'C#': 'new FormUrlEncodedContent(new Dictionary<string, string>',
      '.NET': 'request.AddParameter("grant_type", "client_credentials");',
      C: `CURLOPT_POSTFIELDS, "${encoded}"`,
      'C++': 'cpr::Payload{{"grant_type", "client_credentials"}, {"client_id", "my app"}}',
      Kotlin: 'FormBody.Builder()\n  .add("grant_type", "client_credentials")',
      Rust: '.form(&[("grant_type", "client_credentials"), ("client_id", "my app")])',
      Dart: 'request.bodyFields = {"grant_type": "client_credentials", "client_id": "my app"};',
    };
    for (const [label, text] of Object.entries(expected)) expect(code[label], label).toContain(text);
    for (const [label, text] of Object.entries(code)) expect(text, label).not.toContain('{\n  "grant_type"');
  });
});

describe('form fields', () => {
  const fields = (kind: 'multipart' | 'urlencoded', properties: object, example: object) =>
    formFields({}, kind, { type: 'object', properties }, example);

  it('are files for binary formats and binary media types, never for structured ones nor in urlencoded bodies', () => {
    const properties = {
      a: { type: 'string', format: 'binary' },
      b: { type: 'string', contentMediaType: 'image/png' },
      c: { type: 'string', contentMediaType: 'application/json' },
      d: { type: 'array', items: { type: 'string', format: 'binary' } },
      e: { anyOf: [{ type: 'string', format: 'binary' }, { type: 'null' }] },
    };
    const example = { a: 'x', b: 'x', c: '{}', d: ['x', 'y'], e: 'x' };
    expect(fields('multipart', properties, example)).toEqual([
      { name: 'a', value: 'example-file', file: true },
      { name: 'b', value: 'example-file', file: true },
      { name: 'c', value: '{}' },
      { name: 'd', value: 'example-file', file: true },
      { name: 'd', value: 'example-file', file: true },
      { name: 'e', value: 'example-file', file: true },
    ]);
    expect(fields('urlencoded', properties, { a: 'x' })).toEqual([{ name: 'a', value: 'x' }]);
  });

  it('repeat a list per item and send objects and numbers as text', () => {
    expect(fields('urlencoded', {}, { tags: ['a', 'b'], n: 3, meta: { k: true }, none: null })).toEqual([
      { name: 'tags', value: 'a' },
      { name: 'tags', value: 'b' },
      { name: 'n', value: '3' },
      { name: 'meta', value: '{"k":true}' },
      { name: 'none', value: '' },
    ]);
    expect(formFields({}, 'urlencoded', {}, 'a=1')).toBeNull();
  });
});

describe('playground', () => {
  const form = (path: string) => toHtml(renderOperation(doc, 'POST', path, { playground: true }));

  it('offers a file input and text inputs for a multipart body, no JSON textarea', () => {
    const html = form('/files/upload');
    expect(html).toContain('<input type="file" name="file" data-in="form" data-form="multipart">');
    expect(html).toMatch(
      /<input type="text"[^>]* name="user" data-in="form" data-form="multipart" placeholder="<string>">/,
    );
    expect(html).not.toContain('<textarea');
  });

  it('offers text inputs for a urlencoded body', () => {
    const html = form('/oauth/token');
    expect(html).toMatch(
      /name="grant_type" data-in="form" data-form="urlencoded" placeholder="client_credentials"/,
    );
    expect(html).not.toContain('<textarea');
  });
});
