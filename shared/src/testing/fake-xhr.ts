// A stand-in for XMLHttpRequest (jsdom's cannot send multipart bodies to nowhere): records what an upload
// (through the API client's XMLHttpRequest transport) sends and lets a test play upload progress events and the server's answer.
import { act } from '@testing-library/react';

export class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  getResponseHeader(name: string) {
    return name.toLowerCase() === 'content-type' && this.responseText !== '' ? 'application/json' : null;
  }

  /** Plays an upload progress event. */
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent));
  }

  /** Plays the server's answer. */
  async respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    await act(async () => this.onload?.());
  }
}

const original = globalThis.XMLHttpRequest;

export function installFakeXhr() {
  FakeXhr.sent = [];
  Object.defineProperty(globalThis, 'XMLHttpRequest', { value: FakeXhr, configurable: true, writable: true });
}

export function restoreXhr() {
  Object.defineProperty(globalThis, 'XMLHttpRequest', { value: original, configurable: true, writable: true });
}
