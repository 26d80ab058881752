// Shared by the other scripts (joined at the top level, outside their block scopes): the element a link's
// `#fragment` names. Anchor ids keep `’`, `&`, `/` and other letters (Mintlify's ids), which a link carries
// as written or percent-encoded (`location.hash` encodes `’`). The fragment is tried as written, then
// decoded the way browsers do it: an author's id may hold a `%` that is no escape, which would make
// decodeURIComponent throw for the whole fragment. Last, the decoded fragment slugged as headings are, so
// `#tui-mode%3A-interactive-development` lands on "TUI Mode: Interactive Development" (its id has no colon).
function elementForFragment(fragment) {
  if (!fragment) return null;
  const decoded = decodedFragment(fragment);
  const slug = headingSlug(decoded);
  return (
    document.getElementById(fragment) ??
    document.getElementById(decoded) ??
    (slug ? document.getElementById(slug) : null)
  );
}

function decodedFragment(fragment) {
  return fragment.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}

// markdown/slug.ts's mintlifySlug, rule for rule (client/index.test.ts checks that both agree).
function headingSlug(text) {
  const lowered = text
    .replace(/'/g, '\u2019')
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-');
  const encoded = encodeURIComponent(lowered);
  const escaped = /%[0-9A-F]{2}/.test(encoded);
  const slug = encoded
    .replace(escaped ? /[^a-zA-Z0-9%_]+/g : /[^a-z0-9_]+/g, '-')
    .replace(/([a-zA-Z\d]+)-([ts])(-|$)/g, '$1$2$3')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
  if (!escaped) return slug;
  let decoded = slug;
  try {
    decoded = decodeURIComponent(slug);
  } catch {
    // Left as it is, as slug.ts does.
  }
  return decoded.replace(/\u200d|\ufe0e|\ufe0f|\u20e3|[^\p{L}\p{N}\p{M}_\-&/$\u2019]/gu, '');
}
