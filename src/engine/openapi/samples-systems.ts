/**
 * Go (net/http), C (libcurl), C++ (cpr) and Rust (reqwest) samples. Multipart bodies use each client's
 * form type, which reads the file and writes the boundary; urlencoded bodies use it where there is one,
 * else the encoded text with its Content-Type.
 */
import { fullUrl, headersWithoutContentType, type RequestShape } from './examples.js';
import { formKind } from './form.js';
import { braced, capitalised, cString, str } from './quote.js';
import { bodyText } from './samples-core.js';

export function goSample(req: RequestShape): string {
  const multipart = req.form && formKind(req.contentType) === 'multipart' ? req.form : null;
  const body = multipart ? undefined : bodyText(req);
  const files = multipart?.filter((f) => f.file) ?? [];
  const imports = [
    ...(multipart ? ['"bytes"'] : []),
    '"fmt"',
    '"io"',
    ...(multipart ? ['"mime/multipart"'] : []),
    '"net/http"',
    ...(files.length ? ['"os"'] : []),
    ...(body !== undefined ? ['"strings"'] : []),
  ];
  const lines = [
    'package main',
    '',
    `import (\n${imports.map((i) => `\t${i}`).join('\n')}\n)`,
    '',
    'func main() {',
    `\turl := ${str(fullUrl(req))}`,
  ];
  if (multipart) {
    lines.push('\tpayload := &bytes.Buffer{}', '\twriter := multipart.NewWriter(payload)');
    let n = 0;
    for (const f of multipart) {
      if (!f.file) {
        lines.push(`\twriter.WriteField(${str(f.name)}, ${str(f.value)})`);
        continue;
      }
      const suffix = files.length > 1 ? String(++n) : '';
      lines.push(
        `\tfile${suffix}, _ := os.Open(${str(f.value)})`,
        `\tdefer file${suffix}.Close()`,
        `\tpart${suffix}, _ := writer.CreateFormFile(${str(f.name)}, ${str(f.value)})`,
        `\tio.Copy(part${suffix}, file${suffix})`,
      );
    }
    lines.push('\twriter.Close()');
  } else if (body !== undefined) lines.push(`\tpayload := strings.NewReader(${str(body)})`);
  lines.push(
    `\treq, _ := http.NewRequest(${str(req.method)}, url, ${multipart || body !== undefined ? 'payload' : 'nil'})`,
  );
  for (const [k, v] of multipart ? headersWithoutContentType(req) : req.headers)
    lines.push(`\treq.Header.Add(${str(k)}, ${str(v)})`);
  if (multipart) lines.push('\treq.Header.Set("Content-Type", writer.FormDataContentType())');
  lines.push(
    '\tres, _ := http.DefaultClient.Do(req)',
    '\tdefer res.Body.Close()',
    '\tbody, _ := io.ReadAll(res.Body)',
    '\tfmt.Println(string(body))',
    '}',
  );
  return lines.join('\n');
}

export function cSample(req: RequestShape): string {
  const multipart = req.form && formKind(req.contentType) === 'multipart' ? req.form : null;
  const body = multipart ? undefined : bodyText(req);
  // libcurl writes a MIME post's Content-Type with its boundary; a header of ours would drop it.
  const headers = multipart ? headersWithoutContentType(req) : req.headers;
  const lines = [
    'CURL *hnd = curl_easy_init();',
    '',
    `curl_easy_setopt(hnd, CURLOPT_CUSTOMREQUEST, ${cString(req.method)});`,
    `curl_easy_setopt(hnd, CURLOPT_URL, ${cString(fullUrl(req))});`,
  ];
  if (headers.length) {
    lines.push('', 'struct curl_slist *headers = NULL;');
    for (const [k, v] of headers)
      lines.push(`headers = curl_slist_append(headers, ${cString(`${k}: ${v}`)});`);
    lines.push('curl_easy_setopt(hnd, CURLOPT_HTTPHEADER, headers);');
  }
  if (multipart) {
    lines.push('', 'curl_mime *mime = curl_mime_init(hnd);', 'curl_mimepart *part;');
    for (const f of multipart) {
      lines.push('part = curl_mime_addpart(mime);', `curl_mime_name(part, ${cString(f.name)});`);
      lines.push(
        f.file
          ? `curl_mime_filedata(part, ${cString(f.value)});`
          : `curl_mime_data(part, ${cString(f.value)}, CURL_ZERO_TERMINATED);`,
      );
    }
    lines.push('curl_easy_setopt(hnd, CURLOPT_MIMEPOST, mime);');
  } else if (body !== undefined)
    lines.push('', `curl_easy_setopt(hnd, CURLOPT_POSTFIELDS, ${cString(body)});`);
  lines.push('', 'CURLcode ret = curl_easy_perform(hnd);');
  return lines.join('\n');
}

export function cppSample(req: RequestShape): string {
  const kind = req.form ? formKind(req.contentType) : null;
  const verb = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'].includes(req.method)
    ? capitalised(req.method)
    : 'Get';
  // cpr's Multipart and Payload write their own Content-Type.
  const headers = kind ? headersWithoutContentType(req) : req.headers;
  const args = [`cpr::Url{${cString(fullUrl(req))}}`];
  if (headers.length)
    args.push(`cpr::Header{${headers.map(([k, v]) => `{${cString(k)}, ${cString(v)}}`).join(', ')}}`);
  if (req.form && kind === 'multipart') {
    const parts = req.form.map(
      (f) => `{${cString(f.name)}, ${f.file ? `cpr::File{${cString(f.value)}}` : cString(f.value)}}`,
    );
    args.push(`cpr::Multipart{${parts.join(', ')}}`);
  } else if (req.form && kind === 'urlencoded') {
    args.push(`cpr::Payload{${req.form.map((f) => `{${cString(f.name)}, ${cString(f.value)}}`).join(', ')}}`);
  } else {
    const body = bodyText(req);
    if (body !== undefined) args.push(`cpr::Body{${cString(body)}}`);
  }
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

export function rustSample(req: RequestShape): string {
  const kind = req.form ? formKind(req.contentType) : null;
  const chain = [`        .request(reqwest::Method::${req.method}, ${braced(fullUrl(req))})`];
  // reqwest's `.multipart()` and `.form()` write their own Content-Type.
  for (const [k, v] of kind ? headersWithoutContentType(req) : req.headers)
    chain.push(`        .header(${braced(k)}, ${braced(v)})`);
  const before: string[] = [];
  if (req.form && kind === 'multipart') {
    const parts = req.form.map((f) =>
      f.file
        ? `        .part(${braced(f.name)}, reqwest::multipart::Part::bytes(std::fs::read(${braced(f.value)})?).file_name(${braced(f.value)}))`
        : `        .text(${braced(f.name)}, ${braced(f.value)})`,
    );
    before.push(`    let form = reqwest::multipart::Form::new()\n${parts.join('\n')};`);
    chain.push('        .multipart(form)');
  } else if (req.form && kind === 'urlencoded') {
    chain.push(
      `        .form(&[${req.form.map((f) => `(${braced(f.name)}, ${braced(f.value)})`).join(', ')}])`,
    );
  } else {
    const body = bodyText(req);
    if (body !== undefined) chain.push(`        .body(${braced(body)})`);
  }
  return [
    '#[tokio::main]',
    'async fn main() -> Result<(), Box<dyn std::error::Error>> {',
    '    let client = reqwest::Client::new();',
    ...before,
    `    let response = client\n${chain.join('\n')}\n        .send()\n        .await?;`,
    '    println!("{}", response.text().await?);',
    '    Ok(())',
    '}',
  ].join('\n');
}
