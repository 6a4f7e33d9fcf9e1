import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  body: string;
}

/** A real SMTP server on loopback that keeps what it receives; it can be stopped and restarted. */
export class LoopbackSmtp {
  readonly received: ReceivedMail[] = [];
  private server: SMTPServer | null = null;
  private holding: (() => void) | null = null;
  private readonly held: (() => void)[] = [];
  port = 0;

  /**
   * The next message is received but never acknowledged until `release`: its sender stays in the
   * middle of sending (a pass under way). Resolves when that message is in.
   */
  holdNext(): Promise<void> {
    return new Promise((resolve) => (this.holding = resolve));
  }

  /** Acknowledges every held message. */
  release() {
    for (const acknowledge of this.held.splice(0)) acknowledge();
  }

  async start(port = 0) {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        let body = '';
        stream.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
        stream.on('end', () => {
          if (this.holding) {
            const told = this.holding;
            this.holding = null;
            this.held.push(() => callback());
            return told();
          }
          this.received.push({
            to: session.envelope.rcptTo.map((r) => r.address).join(','),
            body,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as AddressInfo).port;
  }

  async stop() {
    this.release();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
    this.server = null;
  }
}

/** Mail bodies travel quoted-printable: soft line breaks and =XX escapes. */
export function decodeQuotedPrintable(text: string): string {
  return Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}
