/**
 * PHP (ext-curl), Ruby (Net::HTTP) and PowerShell (Invoke-RestMethod) samples. Form bodies use each
 * client's form support: a PHP array with `CURLFile`s, Ruby's `set_form`, PowerShell's `-Form`.
 */
import { fullUrl, headersWithoutContentType, type RequestShape } from './examples.js';
import { encodeForm, formKind, groupByName, uniqueNames } from './form.js';
import { capitalised, psQuote, rubyStr, single, str } from './quote.js';
import { bodyText } from './samples-core.js';

export function phpSample(req: RequestShape): string {
  const kind = req.form ? formKind(req.contentType) : null;
  const opts = [
    `CURLOPT_URL => ${str(fullUrl(req))}`,
    'CURLOPT_RETURNTRANSFER => true',
    `CURLOPT_CUSTOMREQUEST => ${str(req.method)}`,
  ];
  if (req.form && kind === 'multipart') {
    // An array makes curl send multipart/form-data; PHP keys are unique, so a repeated name keeps its last.
    const items = req.form.map(
      (f) => `    ${single(f.name)} => ${f.file ? `new CURLFile(${single(f.value)})` : single(f.value)},`,
    );
    opts.push(`CURLOPT_POSTFIELDS => [\n${items.join('\n')}\n  ]`);
  } else if (req.form && kind === 'urlencoded' && uniqueNames(req.form)) {
    const items = req.form.map((f) => `    ${single(f.name)} => ${single(f.value)},`);
    opts.push(`CURLOPT_POSTFIELDS => http_build_query([\n${items.join('\n')}\n  ])`);
  } else {
    const body = bodyText(req);
    if (body !== undefined) opts.push(`CURLOPT_POSTFIELDS => ${single(body)}`);
  }
  // curl writes the Content-Type of an array (with its boundary) or a string of fields itself.
  const headers = kind ? headersWithoutContentType(req) : req.headers;
  if (headers.length)
    opts.push(
      `CURLOPT_HTTPHEADER => [\n${headers.map(([k, v]) => `    ${str(`${k}: ${v}`)},`).join('\n')}\n  ]`,
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

export function rubySample(req: RequestShape): string {
  const kind = req.form ? formKind(req.contentType) : null;
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
  // `set_form` writes the Content-Type (and the multipart boundary).
  for (const [k, v] of kind ? headersWithoutContentType(req) : req.headers)
    lines.push(`request[${rubyStr(k)}] = ${single(v)}`);
  if (req.form && kind) {
    const pairs = req.form.map(
      (f) => `  [${rubyStr(f.name)}, ${f.file ? `File.open(${rubyStr(f.value)})` : rubyStr(f.value)}]`,
    );
    const enctype = kind === 'multipart' ? ', "multipart/form-data"' : '';
    lines.push(`request.set_form([\n${pairs.join(',\n')}\n]${enctype})`);
  } else {
    const body = bodyText(req);
    if (body !== undefined) lines.push(`request.body = ${rubyStr(body)}`);
  }
  lines.push('', 'response = http.request(request)', 'puts response.read_body');
  return lines.join('\n');
}

export function powershellSample(req: RequestShape): string {
  const kind = req.form ? formKind(req.contentType) : null;
  const headers = headersWithoutContentType(req);
  const lines: string[] = [];
  if (headers.length) {
    lines.push('$headers = @{}');
    for (const [k, v] of headers) lines.push(`$headers.Add(${psQuote(k)}, ${psQuote(v)})`);
  }
  const args = [`-Uri ${psQuote(fullUrl(req))}`, `-Method ${req.method}`];
  if (headers.length) args.push('-Headers $headers');
  if (req.form && kind === 'multipart') {
    // `-Form` (PowerShell 6.1+) builds the multipart body; a list value repeats the field.
    const entries = groupByName(req.form).map(
      ([name, fields]) =>
        `  ${psQuote(name)} = ${fields.map((f) => (f.file ? `Get-Item -Path ${psQuote(f.value)}` : psQuote(f.value))).join(', ')}`,
    );
    lines.push(`$form = @{\n${entries.join('\n')}\n}`);
    args.push('-Form $form');
  } else if (req.form && kind === 'urlencoded') {
    // A hashtable body is sent form-encoded; a repeated name needs the encoded text.
    if (uniqueNames(req.form)) {
      lines.push(
        `$body = @{\n${req.form.map((f) => `  ${psQuote(f.name)} = ${psQuote(f.value)}`).join('\n')}\n}`,
      );
      args.push(`-ContentType ${psQuote(req.contentType ?? '')}`, '-Body $body');
    } else
      args.push(`-ContentType ${psQuote(req.contentType ?? '')}`, `-Body ${psQuote(encodeForm(req.form))}`);
  } else {
    const body = bodyText(req);
    if (body !== undefined)
      args.push(`-ContentType ${psQuote(req.contentType ?? 'application/json')}`, `-Body ${psQuote(body)}`);
  }
  lines.push(`$response = Invoke-RestMethod ${args.join(' ')}`, '$response | ConvertTo-Json');
  return lines.join('\n');
}
