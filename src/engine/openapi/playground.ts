/**
 * The "try it" form: plain HTML inputs inside <lectern-playground>; the client sends the request with fetch
 * only when the reader presses Send. Rendered only when the deployment's features allow the playground.
 */
import type { Element, ElementContent, Properties } from 'hast';
import { h } from 'hastscript';
import { ID } from '../layout/ids.js';
import { spaced } from '../markdown/hast-utils.js';
import type { RequestShape } from './examples.js';
import { formKind } from './form.js';
import type { AuthScheme, Operation, Parameter } from './operations.js';
import { fieldPills, type Pills } from './x-mint.js';

const pill = (where: 'pre' | 'post', text: string) =>
  h(`span.lectern-field__label.lectern-field__${where}`, text);

/** A labelled text input of a playground form (the request form's, the WebSocket playground's). */
export function input(label: string, attrs: Properties, hint?: string, pills?: Pills): Element {
  return h('label.lectern-playground-field', [
    h('span.lectern-playground-label', [
      ...(pills?.pre ?? []).map((text) => pill('pre', text)),
      label,
      hint ? h('span.lectern-playground-hint', ` ${hint}`) : '',
      ...(pills?.post ?? []).map((text) => pill('post', text)),
    ]),
    h('input', { type: 'text', autocomplete: 'off', spellcheck: 'false', ...attrs }),
  ]);
}

/**
 * `postKeys`: `api.params.post`; the reference's custom pills label the form's inputs too. `prefill`
 * (`api.examples.prefill`): a parameter's starting value; without it inputs start empty. The credential
 * input never starts filled.
 */
export function playgroundForm(
  operation: Operation,
  auth: AuthScheme[],
  shape: RequestShape,
  postKeys?: readonly string[],
  prefill?: (param: Parameter) => string | undefined,
  credentials = false,
): Element {
  const fields: ElementContent[] = [];
  const servers = operation.servers.filter((s) => /^https?:\/\//i.test(s.url));
  if (servers.length > 1) {
    fields.push(
      h('label.lectern-playground-field', [
        h('span.lectern-playground-label', 'Server'),
        h(
          'select',
          { name: 'server', dataPlaygroundServer: '' },
          servers.map((s) =>
            h('option', { value: s.url }, s.description ? `${s.url} (${s.description})` : s.url),
          ),
        ),
      ]),
    );
  } else {
    fields.push(
      input('Server', {
        name: 'server',
        value: servers[0]?.url ?? '',
        dataPlaygroundServer: '',
        placeholder: 'https://api.example.com',
      }),
    );
  }
  const scheme = auth[0];
  if (scheme) {
    const prefix =
      scheme.type === 'http' || scheme.type === 'oauth2' || scheme.type === 'openIdConnect'
        ? scheme.scheme === 'basic'
          ? 'Basic '
          : 'Bearer '
        : '';
    fields.push(
      input(
        scheme.param,
        {
          name: scheme.param,
          type: 'password',
          dataIn: scheme.in,
          dataPrefix: prefix || undefined,
          placeholder: prefix ? `${prefix.trim()} token` : 'API key',
        },
        `(${scheme.in})`,
      ),
    );
  }
  for (const p of operation.parameters) {
    if (p.in === 'cookie') continue; // browsers do not let fetch set cookies for another site
    fields.push(
      input(
        p.name,
        {
          name: p.name,
          value: prefill?.(p),
          dataIn: p.in,
          required: p.in === 'path' ? true : undefined,
          placeholder: p.required ? 'required' : 'optional',
        },
        `(${p.in})`,
        fieldPills(p.schema, p.raw, postKeys),
      ),
    );
  }
  const kind = shape.form ? formKind(shape.contentType) : null;
  if (shape.form && kind) {
    // One input per field, as parameters have: the client builds the FormData or URLSearchParams, so the
    // browser writes the Content-Type (and multipart boundary). Text inputs start empty like parameters'.
    for (const f of shape.form)
      fields.push(
        f.file
          ? h('label.lectern-playground-field', [
              h('span.lectern-playground-label', [f.name, h('span.lectern-playground-hint', ' (file)')]),
              h('input', { type: 'file', name: f.name, dataIn: 'form', dataForm: kind }),
            ])
          : input(f.name, { name: f.name, dataIn: 'form', dataForm: kind, placeholder: f.value }, '(body)'),
      );
  } else if (shape.body !== undefined) {
    fields.push(
      h('label.lectern-playground-field.lectern-playground-body', [
        h('span.lectern-playground-label', [
          'Body ',
          h('span.lectern-playground-hint', `(${shape.contentType})`),
        ]),
        h(
          'textarea',
          { name: 'body', dataIn: 'body', dataContentType: shape.contentType, rows: 8, spellcheck: 'false' },
          typeof shape.body === 'string' ? shape.body : JSON.stringify(shape.body, null, 2),
        ),
      ]),
    );
  }
  // A form, not content: out of site search (its labels repeat the parameters the page lists).
  return h(
    'lectern-playground.lectern-playground',
    {
      dataMethod: shape.method,
      dataPath: operation.path,
      dataPagefindIgnore: '',
      dataCredentials: credentials ? 'include' : undefined,
    },
    [
      h('details.lectern-playground-details', [
        // Mintlify's hooks for sites' CSS (customize/custom-scripts.mdx) beside our classes.
        h(
          'summary.tryit-button',
          spaced([
            h('span', 'Try it'),
            h(`span.lectern-method.lectern-method-${shape.method.toLowerCase()}.method-pill`, shape.method),
          ]),
        ),
        h('form.lectern-playground-form', { method: 'dialog', id: ID.apiPlaygroundInput }, [
          ...fields,
          h('div.lectern-playground-actions', [
            h('button.lectern-playground-send', { type: 'submit' }, 'Send request'),
          ]),
        ]),
        h('div.lectern-playground-response', { ariaLive: 'polite', hidden: true }, [
          h('p.lectern-playground-status'),
          h('pre', [h('code')]),
        ]),
      ]),
    ],
  );
}
