// Shared by the other scripts (joined at the top level, outside their block scopes): the element a link's
// `#fragment` names. Anchor ids keep `’`, `&`, `/` and other letters (Mintlify's ids), which a link carries
// as written or percent-encoded (`location.hash` encodes `’`). The fragment is tried as written, then
// decoded the way browsers do it: an author's id may hold a `%` that is no escape, which would make
// decodeURIComponent throw for the whole fragment.
function elementForFragment(fragment) {
  if (!fragment) return null;
  const decoded = fragment.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
  return document.getElementById(fragment) ?? document.getElementById(decoded);
}
