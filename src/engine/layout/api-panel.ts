/**
 * The examples column of an OpenAPI page (`aside.lectern-api-examples`, openapi/render.ts). Mintlify shows a
 * page's own `<RequestExample>` and `<ResponseExample>` there (components/examples.mdx), in place of the
 * generated request samples and response examples respectively, so the other generated group stays; a
 * `<Panel>` joins the column too (components/panel.mdx), taking the place of the generated groups whose kind
 * of example it holds. On narrow screens the column already reads inline, under the operation, so nothing is
 * left behind in the content to put back.
 *
 * The page's own content (its MDX body) reads inside the operation's main column, after the operation's
 * description and before the generated reference (playground, authorizations, parameters, body, responses),
 * as on Mintlify, where an endpoint page's MDX comes before "Authorizations".
 */
import { ID } from './ids.js';
import { topLevelElements, type HtmlElement } from './panel.js';

const REQUEST = 'lectern-example--request';
const RESPONSE = 'lectern-example--response';
const REQUEST_GROUPS = ['lectern-api-request-samples', 'lectern-api-request-examples'];
const RESPONSE_GROUP = 'lectern-api-response-examples';
/** Whether `html` holds an element of class `cls` (in a tag, not in text). */
const holds = (html: string, cls: string) => new RegExp(`<[a-z][^>]*\\sclass="[^"]*\\b${cls}\\b`).test(html);

const childOf = (html: string, parent: HtmlElement, name: string, cls: string) =>
  topLevelElements(html, parent.openEnd, parent.closeStart)?.find(
    (e) => e.name === name && e.classes.includes(cls),
  );

/** The operation (`div.lectern-api`) among the top-level elements `top` of `html`, and its grid. */
function operationOf(html: string, top = topLevelElements(html)) {
  const api = top?.find((e) => e.name === 'div' && e.classes.includes('lectern-api'));
  return { api, grid: api && childOf(html, api, 'div', 'lectern-api-grid') };
}

/** Gives `id` to the first example of class `cls` in `html` unless something there has it already. */
function withId(html: string, id: string, cls: string): string {
  if (new RegExp(`<[a-z][^>]*\\sid="${id}"`).test(html)) return html;
  return html.replace(new RegExp(`<div (class="[^"]*\\b${cls}\\b[^"]*")`), `<div id="${id}" $1`);
}

/**
 * `html` with its top-level examples (and, when `keepPanels`, panels; otherwise they are dropped, as in page
 * modes without a side column) moved into the operation's examples column, and the content written after the
 * operation moved into its main column; null when the page has no operation grid to move them into (a manual
 * `api:` endpoint), so they are lifted as on other pages.
 */
export function intoApiPanel(html: string, keepPanels: boolean): string | null {
  if (!html.includes('lectern-api-grid')) return null;
  const out = examplesIntoColumn(html, keepPanels);
  return out === null ? null : bodyIntoMain(namedSideColumn(out));
}

/** The examples column is the page's side column: Mintlify's `#content-side-layout` on API pages. */
function namedSideColumn(html: string): string {
  const { grid } = operationOf(html);
  const aside = grid && childOf(html, grid, 'aside', 'lectern-api-examples');
  if (!aside || html.slice(aside.start, aside.openEnd).includes(' id="')) return html;
  const at = aside.openEnd - 1;
  return `${html.slice(0, at)} id="${ID.contentSideLayout}"${html.slice(at)}`;
}

/** The operation's own lead in its main column, which the page's content follows. */
const LEAD = ['lectern-api-description', 'lectern-api-deprecated'];

/** `html` with everything after the operation moved into its main column, after the lead. */
function bodyIntoMain(html: string): string {
  const { api, grid } = operationOf(html);
  const main = grid && childOf(html, grid, 'div', 'lectern-api-main');
  if (!api || !main || html.slice(api.end).trim() === '') return html;
  const inMain = topLevelElements(html, main.openEnd, main.closeStart) ?? [];
  const at = inMain.find((e) => !LEAD.some((c) => e.classes.includes(c)))?.start ?? main.closeStart;
  const body = `<div class="lectern-api-content">${html.slice(api.end).trim()}</div>`;
  return html.slice(0, at) + body + html.slice(at, api.end);
}

function examplesIntoColumn(html: string, keepPanels: boolean): string | null {
  const top = topLevelElements(html);
  const { grid } = operationOf(html, top);
  if (!top || !grid) return null;
  const moved = top.filter((e) => e.liftable);
  if (moved.length === 0) return html;
  const aside = childOf(html, grid, 'aside', 'lectern-api-examples');
  const generated = aside ? (topLevelElements(html, aside.openEnd, aside.closeStart) ?? []) : [];

  const text = (e: HtmlElement) => html.slice(e.start, e.end);
  const kept = moved
    .filter((e) => keepPanels || !e.classes.includes('lectern-panel'))
    .map((e) => {
      const own = text(e);
      return { html: own, request: holds(own, REQUEST), response: holds(own, RESPONSE) };
    });
  const request = kept.filter((e) => e.request);
  const response = kept.filter((e) => e.response && !e.request);
  const isRequestGroup = (e: HtmlElement) => REQUEST_GROUPS.some((c) => e.classes.includes(c));
  const isResponseGroup = (e: HtmlElement) => e.classes.includes(RESPONSE_GROUP);
  const column = [
    ...(request.length ? request.map((e) => e.html) : generated.filter(isRequestGroup).map(text)),
    ...(kept.some((e) => e.response)
      ? response.map((e) => e.html)
      : generated.filter(isResponseGroup).map(text)),
    ...generated.filter((e) => !isRequestGroup(e) && !isResponseGroup(e)).map(text),
    ...kept.filter((e) => !e.request && !e.response).map((e) => e.html),
  ].join('');
  const inner = withId(withId(column, ID.requestExample, REQUEST), ID.responseExample, RESPONSE);

  const edits = moved.map((e) => ({ start: e.start, end: e.end, with: '' }));
  if (aside) edits.push({ start: aside.openEnd, end: aside.closeStart, with: inner });
  else if (inner)
    edits.push({
      start: grid.closeStart,
      end: grid.closeStart,
      with: `<aside class="lectern-api-examples">${inner}</aside>`,
    });
  // From the end backwards, so earlier offsets stay right (content may come before the operation too).
  let out = html;
  for (const edit of edits.sort((a, b) => b.start - a.start))
    out = out.slice(0, edit.start) + edit.with + out.slice(edit.end);
  return out;
}
