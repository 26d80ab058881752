// <lectern-socket>: a channel's WebSocket playground. It connects from the reader's browser only when they
// press Connect, sends what they write, and logs what goes each way; the page itself opens no connection.
const LOG_LIMIT = 200;

class LecternSocket extends HTMLElement {
  connectedCallback() {
    if (this.form) return;
    this.form = this.querySelector('form');
    this.output = this.querySelector('.lectern-playground-response');
    this.status = this.querySelector('.lectern-playground-status');
    this.log = this.querySelector('.lectern-socket-log');
    this.connectButton = this.querySelector('.lectern-socket-connect');
    this.sendButton = this.querySelector('.lectern-socket-send');
    this.message = this.querySelector('[data-socket-message]');
    this.form?.addEventListener('submit', (event) => {
      event.preventDefault();
      if (this.socket) this.socket.close(1000);
      else this.connect();
    });
    this.sendButton?.addEventListener('click', () => this.send());
    this.querySelector('[data-socket-example]')?.addEventListener('change', (event) => {
      if (this.message) this.message.value = event.target.value;
    });
  }

  disconnectedCallback() {
    this.socket?.close(1000);
  }

  address() {
    const server = (this.querySelector('[data-playground-server]')?.value || '').trim().replace(/\/+$/, '');
    let path = this.getAttribute('data-address') || '';
    const query = new URLSearchParams();
    const missing = [];
    for (const field of this.form.querySelectorAll('[data-in]')) {
      const value = field.value.trim();
      if (field.getAttribute('data-in') === 'path') {
        if (value === '') missing.push(field.name);
        else path = path.split(`{${field.name}}`).join(encodeURIComponent(value));
      } else if (value !== '') query.append(field.name, value);
    }
    if (path && !path.startsWith('/')) path = `/${path}`;
    const qs = query.toString();
    return { url: server + path + (qs ? `?${qs}` : ''), missing };
  }

  connect() {
    const { url, missing } = this.address();
    this.output.hidden = false;
    if (missing.length) return this.say(`Fill in the parameters: ${missing.join(', ')}`);
    if (!/^wss?:\/\/[^/]/i.test(url)) return this.say('Enter the server URL (wss://...).');
    let socket;
    try {
      socket = new WebSocket(url);
    } catch (error) {
      return this.say(`Cannot connect to ${url}: ${error.message}`);
    }
    socket.binaryType = 'arraybuffer';
    this.socket = socket;
    let failed = false;
    this.say(`Connecting to ${url}…`);
    this.connectButton.textContent = 'Disconnect';
    socket.addEventListener('open', () => {
      this.say(`Connected to ${url}`);
      this.sendButton.disabled = false;
    });
    socket.addEventListener('message', (event) => this.entry('received', event.data));
    socket.addEventListener('error', () => (failed = true));
    socket.addEventListener('close', (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.sendButton.disabled = true;
      this.connectButton.textContent = 'Connect';
      const why = `${event.code}${event.reason ? ` ${event.reason}` : ''}`;
      this.say(failed ? `Could not connect to ${url} (${why})` : `Disconnected (${why})`);
    });
  }

  send() {
    if (!this.socket || this.socket.readyState !== WebSocket.OPEN) return;
    const text = this.message?.value ?? '';
    this.socket.send(text);
    this.entry('sent', text);
  }

  say(text) {
    this.status.textContent = text;
  }

  entry(direction, data) {
    let text = typeof data === 'string' ? data : `(binary, ${data.byteLength} bytes)`;
    try {
      if (typeof data === 'string') text = JSON.stringify(JSON.parse(data), null, 2);
    } catch {
      // Not JSON: shown as sent.
    }
    const item = document.createElement('li');
    item.className = `lectern-socket-entry lectern-socket-${direction}`;
    item.dataset.direction = direction;
    const label = document.createElement('span');
    label.className = 'lectern-socket-label';
    label.textContent = `${direction === 'sent' ? 'Sent' : 'Received'} · ${new Date().toLocaleTimeString()}`;
    const pre = document.createElement('pre');
    const code = document.createElement('code');
    code.textContent = text.length > 100_000 ? `${text.slice(0, 100_000)}\n…` : text;
    pre.append(code);
    item.append(label, pre);
    this.log.prepend(item);
    while (this.log.children.length > LOG_LIMIT) this.log.lastElementChild.remove();
  }
}

if (!customElements.get('lectern-socket')) customElements.define('lectern-socket', LecternSocket);
