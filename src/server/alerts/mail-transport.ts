import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

/**
 * Where e-mail goes: an SMTP server when SMTP_URL is set; otherwise nowhere beyond the outbox,
 * where admins and the member read it (the embedded default: nothing leaves the machine).
 */
export interface MailTransport {
  readonly kind: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export function createMailTransport(smtpUrl: string | undefined, from: string): MailTransport {
  if (!smtpUrl) return { kind: 'outbox', send: async () => {}, close: () => {} };
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(mail) {
      await transporter.sendMail({ from, ...mail });
    },
    close: () => transporter.close(),
  };
}

/**
 * What a member or an admin is told when the mail server refuses: the spec's titles for credits
 * and configuration problems, the server's own words otherwise. Never the credentials.
 */
export function describeMailError(error: unknown): { title: string; detail: string } {
  const e = error as { code?: string; responseCode?: number; message?: string };
  const message = String(e?.message ?? error).replace(/\/\/[^@\s]*@/g, '//***@');
  if (e?.responseCode === 452 || /quota|credit|limit exceeded/i.test(message)) {
    return {
      title: 'Email Credits Exceeded',
      detail: 'The alert system works, but the mail provider needs more sending credits.',
    };
  }
  if (e?.code === 'EAUTH' || e?.responseCode === 535 || /api key|auth/i.test(message)) {
    return {
      title: 'Email configuration issue',
      detail: 'The mail server refused Arbiter’s credentials: check SMTP_URL.',
    };
  }
  if (e?.code === 'ECONNECTION' || e?.code === 'ESOCKET' || /ECONNREFUSED|timeout/i.test(message)) {
    return { title: 'Mail server unreachable', detail: message };
  }
  return { title: 'Email Test Failed', detail: message };
}
