/**
 * Java (java.net.http), Kotlin (OkHttp), Swift (URLSession), Dart (http), C# (HttpClient) and .NET
 * (RestSharp) samples. Form bodies use the client's form types; Java's and Swift's clients have none for
 * multipart, so their samples write the parts out with a fixed boundary and read the file from disk.
 */
import { fullUrl, headersWithoutContentType, type RequestShape } from './examples.js';
import { formKind, multipartChunks, uniqueNames, type FormField } from './form.js';
import { braced, capitalised, dollarSafe, str } from './quote.js';
import { bodyText } from './samples-core.js';

const multipartOf = (req: RequestShape): FormField[] | null =>
  req.form && formKind(req.contentType) === 'multipart' ? req.form : null;
const urlencodedOf = (req: RequestShape): FormField[] | null =>
  req.form && formKind(req.contentType) === 'urlencoded' ? req.form : null;

/** The headers with the Content-Type of a hand-written multipart body (its boundary) in place of the spec's. */
function withBoundary(req: RequestShape, contentType: string): [string, string][] {
  return [...headersWithoutContentType(req), ['Content-Type', contentType]];
}

export function javaSample(req: RequestShape): string {
  const multipart = multipartOf(req);
  const lines: string[] = [];
  let headers = req.headers;
  let publisher: string;
  if (multipart) {
    const { chunks, contentType } = multipartChunks(multipart);
    headers = withBoundary(req, contentType);
    const items = chunks.map((c) =>
      'file' in c ? `Files.readAllBytes(Path.of(${str(c.file)}))` : `${str(c.text)}.getBytes()`,
    );
    lines.push(`List<byte[]> body = List.of(\n    ${items.join(',\n    ')});`, '');
    publisher = 'HttpRequest.BodyPublishers.ofByteArrays(body)';
  } else {
    const body = bodyText(req);
    publisher =
      body !== undefined
        ? `HttpRequest.BodyPublishers.ofString(${str(body)})`
        : 'HttpRequest.BodyPublishers.noBody()';
  }
  lines.push('HttpRequest request = HttpRequest.newBuilder()', `    .uri(URI.create(${str(fullUrl(req))}))`);
  for (const [k, v] of headers) lines.push(`    .header(${str(k)}, ${str(v)})`);
  lines.push(`    .method(${str(req.method)}, ${publisher})`, '    .build();');
  lines.push(
    'HttpResponse<String> response = HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());',
    'System.out.println(response.body());',
  );
  return lines.join('\n');
}

export function kotlinSample(req: RequestShape): string {
  const multipart = multipartOf(req);
  const urlencoded = urlencodedOf(req);
  const lines = ['val client = OkHttpClient()', ''];
  let hasBody = true;
  if (multipart) {
    const parts = multipart.map((f) =>
      f.file
        ? `  .addFormDataPart(${dollarSafe(f.name)}, ${dollarSafe(f.value)}, File(${dollarSafe(f.value)}).asRequestBody())`
        : `  .addFormDataPart(${dollarSafe(f.name)}, ${dollarSafe(f.value)})`,
    );
    lines.push(
      'val body = MultipartBody.Builder()',
      '  .setType(MultipartBody.FORM)',
      ...parts,
      '  .build()',
    );
  } else if (urlencoded) {
    const parts = urlencoded.map((f) => `  .add(${dollarSafe(f.name)}, ${dollarSafe(f.value)})`);
    lines.push('val body = FormBody.Builder()', ...parts, '  .build()');
  } else {
    const body = bodyText(req);
    hasBody = body !== undefined;
    if (body !== undefined)
      lines.push(
        `val mediaType = ${dollarSafe(req.contentType ?? 'application/json')}.toMediaType()`,
        `val body = ${dollarSafe(body)}.toRequestBody(mediaType)`,
      );
  }
  lines.push(
    'val request = Request.Builder()',
    `  .url(${dollarSafe(fullUrl(req))})`,
    `  .method(${str(req.method)}, ${hasBody ? 'body' : 'null'})`,
  );
  // OkHttp's form bodies carry their Content-Type (with the boundary); a header would duplicate it.
  for (const [k, v] of req.form ? headersWithoutContentType(req) : req.headers)
    lines.push(`  .addHeader(${dollarSafe(k)}, ${dollarSafe(v)})`);
  lines.push('  .build()', '', 'val response = client.newCall(request).execute()');
  return lines.join('\n');
}

export function swiftSample(req: RequestShape): string {
  const multipart = multipartOf(req);
  const lines = [
    'import Foundation',
    '',
    `let url = URL(string: ${braced(fullUrl(req))})!`,
    'var request = URLRequest(url: url)',
    `request.httpMethod = ${str(req.method)}`,
  ];
  let headers = req.headers;
  const body: string[] = [];
  if (multipart) {
    const { chunks, contentType } = multipartChunks(multipart);
    headers = withBoundary(req, contentType);
    body.push('', 'var body = Data()');
    for (const c of chunks)
      body.push(
        'file' in c
          ? `body.append(try Data(contentsOf: URL(fileURLWithPath: ${braced(c.file)})))`
          : `body.append(${braced(c.text)}.data(using: .utf8)!)`,
      );
    body.push('request.httpBody = body');
  } else {
    const text = bodyText(req);
    if (text !== undefined) body.push(`request.httpBody = ${braced(text)}.data(using: .utf8)`);
  }
  if (headers.length)
    lines.push(
      `request.allHTTPHeaderFields = [\n${headers.map(([k, v]) => `  ${braced(k)}: ${braced(v)},`).join('\n')}\n]`,
    );
  lines.push(
    ...body,
    '',
    'let (data, _) = try await URLSession.shared.data(for: request)',
    'print(String(decoding: data, as: UTF8.self))',
  );
  return lines.join('\n');
}

export function dartSample(req: RequestShape): string {
  const multipart = multipartOf(req);
  const urlencoded = urlencodedOf(req);
  // `fields` and `bodyFields` are maps: a repeated name is a string part, or the encoded text.
  const fieldsMap = urlencoded && uniqueNames(urlencoded) ? urlencoded : null;
  const type = multipart ? 'http.MultipartRequest' : 'http.Request';
  const lines = [
    "import 'package:http/http.dart' as http;",
    '',
    'void main() async {',
    `  final request = ${type}(${dollarSafe(req.method)}, Uri.parse(${dollarSafe(fullUrl(req))}));`,
  ];
  const headers = multipart || fieldsMap ? headersWithoutContentType(req) : req.headers;
  if (headers.length)
    lines.push(
      `  request.headers.addAll({${headers.map(([k, v]) => `${dollarSafe(k)}: ${dollarSafe(v)}`).join(', ')}});`,
    );
  if (multipart) {
    const counts = new Map<string, number>();
    for (const f of multipart) counts.set(f.name, (counts.get(f.name) ?? 0) + 1);
    for (const f of multipart) {
      const repeated = (counts.get(f.name) ?? 0) > 1;
      if (f.file)
        lines.push(
          `  request.files.add(await http.MultipartFile.fromPath(${dollarSafe(f.name)}, ${dollarSafe(f.value)}));`,
        );
      else if (repeated)
        lines.push(
          `  request.files.add(http.MultipartFile.fromString(${dollarSafe(f.name)}, ${dollarSafe(f.value)}));`,
        );
      else lines.push(`  request.fields[${dollarSafe(f.name)}] = ${dollarSafe(f.value)};`);
    }
  } else if (fieldsMap) {
    lines.push(
      `  request.bodyFields = {${fieldsMap.map((f) => `${dollarSafe(f.name)}: ${dollarSafe(f.value)}`).join(', ')}};`,
    );
  } else {
    const body = bodyText(req);
    if (body !== undefined) lines.push(`  request.body = ${dollarSafe(body)};`);
  }
  lines.push(
    '  final response = await request.send();',
    '  print(await response.stream.bytesToString());',
    '}',
  );
  return lines.join('\n');
}

export function csharpSample(req: RequestShape): string {
  const multipart = multipartOf(req);
  const urlencoded = urlencodedOf(req);
  const headers = headersWithoutContentType(req);
  const parts = [
    `    Method = new HttpMethod(${str(req.method)}),`,
    `    RequestUri = new Uri(${str(fullUrl(req))}),`,
  ];
  if (headers.length)
    parts.push(
      `    Headers =\n    {\n${headers.map(([k, v]) => `        { ${str(k)}, ${str(v)} },`).join('\n')}\n    },`,
    );
  const body = bodyText(req);
  if (multipart) {
    const items = multipart.map((f) =>
      f.file
        ? `        { new StreamContent(File.OpenRead(${str(f.value)})), ${str(f.name)}, ${str(f.value)} },`
        : `        { new StringContent(${str(f.value)}), ${str(f.name)} },`,
    );
    parts.push(`    Content = new MultipartFormDataContent\n    {\n${items.join('\n')}\n    },`);
  } else if (urlencoded) {
    const items = uniqueNames(urlencoded)
      ? `new Dictionary<string, string>\n    {\n${urlencoded.map((f) => `        { ${str(f.name)}, ${str(f.value)} },`).join('\n')}\n    }`
      : `new KeyValuePair<string, string>[]\n    {\n${urlencoded.map((f) => `        new(${str(f.name)}, ${str(f.value)}),`).join('\n')}\n    }`;
    parts.push(`    Content = new FormUrlEncodedContent(${items}),`);
  } else if (body !== undefined) {
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

export function dotnetSample(req: RequestShape): string {
  const lines = [
    `var client = new RestClient(${str(fullUrl(req))});`,
    `var request = new RestRequest("", Method.${capitalised(req.method)});`,
  ];
  // RestSharp sends parameters of a request without a body as a form, and writes its Content-Type.
  for (const [k, v] of req.form ? headersWithoutContentType(req) : req.headers)
    lines.push(`request.AddHeader(${str(k)}, ${str(v)});`);
  if (req.form) {
    if (multipartOf(req)) lines.push('request.AlwaysMultipartFormData = true;');
    for (const f of req.form)
      lines.push(
        f.file
          ? `request.AddFile(${str(f.name)}, ${str(f.value)});`
          : `request.AddParameter(${str(f.name)}, ${str(f.value)});`,
      );
  } else {
    const body = bodyText(req);
    if (body !== undefined)
      lines.push(`request.AddStringBody(${str(body)}, ${str(req.contentType ?? 'application/json')});`);
  }
  lines.push('var response = await client.ExecuteAsync(request);', 'Console.WriteLine(response.Content);');
  return lines.join('\n');
}
