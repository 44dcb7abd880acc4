/**
 * A WebSocket stand-in for jsdom: records each connection, what the page sent, and lets the test open,
 * drop or feed it. Installed with `vi.stubGlobal('WebSocket', FakeWebSocket)`.
 */
export class FakeWebSocket extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static instances: FakeWebSocket[] = [];

  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSING = 2;
  readonly CLOSED = 3;
  readonly url: string;
  readyState = 0;
  binaryType = 'blob';
  readonly sent: string[] = [];
  closedByClient = false;

  constructor(url: string) {
    super();
    this.url = url;
    FakeWebSocket.instances.push(this);
  }

  static reset(): void {
    FakeWebSocket.instances = [];
  }

  static get last(): FakeWebSocket {
    const socket = FakeWebSocket.instances.at(-1);
    if (!socket) throw new Error('no WebSocket was created');
    return socket;
  }

  send(data: string): void {
    if (this.readyState !== this.OPEN) throw new Error('send before open');
    this.sent.push(data);
  }

  close(code = 1000, reason = ''): void {
    if (this.readyState === this.CLOSED) return;
    this.closedByClient = true;
    this.readyState = this.CLOSED;
    this.dispatchEvent(new CloseEvent('close', { code, reason }));
  }

  /** The server accepted the connection. */
  serverOpen(): void {
    this.readyState = this.OPEN;
    this.dispatchEvent(new Event('open'));
  }

  /** The connection failed or dropped (the server went away). */
  serverDrop(): void {
    this.readyState = this.CLOSED;
    this.dispatchEvent(new CloseEvent('close', { code: 1006, reason: '' }));
  }

  /** A frame from the server. */
  serverSend(message: unknown): void {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(message) }));
  }
}
