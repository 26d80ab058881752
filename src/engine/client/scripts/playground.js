// <lectern-playground>: sends the API request the reader filled in, with fetch, only when they press Send.
class LecternPlayground extends HTMLElement {
  connectedCallback() {
    if (this.form) return;
    this.form = this.querySelector('form');
    this.output = this.querySelector('.lectern-playground-response');
    this.form?.addEventListener('submit', (event) => {
      event.preventDefault();
      this.send();
    });
  }

  buildRequest() {
    const server = (this.querySelector('[data-playground-server]')?.value || '').trim().replace(/\/+$/, '');
    let path = this.getAttribute('data-path') || '';
    const query = new URLSearchParams();
    const headers = new Headers();
    let body;
    for (const field of this.form.querySelectorAll('[data-in]')) {
      const where = field.getAttribute('data-in');
      const value = field.value;
      if (where === 'form') {
        // A form body: fetch writes its Content-Type (with the multipart boundary), so none is set here.
        body ??= field.getAttribute('data-form') === 'multipart' ? new FormData() : new URLSearchParams();
        if (field.type === 'file') for (const file of field.files) body.append(field.name, file, file.name);
        else if (value !== '') body.append(field.name, value);
        continue;
      }
      if (value === '') continue;
      if (where === 'path') path = path.split(`{${field.name}}`).join(encodeURIComponent(value));
      else if (where === 'query') query.append(field.name, value);
      else if (where === 'header') headers.set(field.name, (field.getAttribute('data-prefix') || '') + value);
      else if (where === 'body') {
        body = value;
        headers.set('Content-Type', field.getAttribute('data-content-type') || 'application/json');
      }
    }
    const missing = [...this.form.querySelectorAll('[data-in="path"]')]
      .filter((f) => f.value === '')
      .map((f) => f.name);
    const qs = query.toString();
    return { url: server + path + (qs ? `?${qs}` : ''), headers, body, missing };
  }

  async send() {
    const method = this.getAttribute('data-method') || 'GET';
    const request = this.buildRequest();
    const status = this.output.querySelector('.lectern-playground-status');
    const code = this.output.querySelector('code');
    this.output.hidden = false;
    code.textContent = '';
    if (request.missing.length) {
      status.textContent = `Fill in the path parameters: ${request.missing.join(', ')}`;
      return;
    }
    if (!/^https?:\/\//i.test(request.url)) {
      status.textContent = 'Enter the server URL (https://...).';
      return;
    }
    status.textContent = `Sending ${method} ${request.url}…`;
    const button = this.form.querySelector('button[type="submit"]');
    button.disabled = true;
    const started = performance.now();
    try {
      const response = await fetch(request.url, {
        method,
        headers: request.headers,
        body: method === 'GET' || method === 'HEAD' ? undefined : request.body,
        mode: 'cors',
        // `api.playground.credentials`: the site asks for the reader's cookies to go with the request.
        credentials: this.getAttribute('data-credentials') === 'include' ? 'include' : 'omit',
      });
      const text = await response.text();
      let pretty = text;
      try {
        pretty = JSON.stringify(JSON.parse(text), null, 2);
      } catch {
        pretty = text;
      }
      status.textContent = `${response.status} ${response.statusText} · ${Math.round(performance.now() - started)} ms`;
      code.textContent = pretty.length > 200_000 ? `${pretty.slice(0, 200_000)}\n…` : pretty;
    } catch (error) {
      // Most often CORS: the API does not allow requests from this site's origin.
      status.textContent = `The request failed: ${error.message}. The API may not accept requests from this page (CORS).`;
    } finally {
      button.disabled = false;
    }
  }
}

customElements.define('lectern-playground', LecternPlayground);
