import type { Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** The one way Hearth sends email (immich-style adapter: tests swap in their own). */
export interface Mailer {
  readonly enabled: boolean;
  send(message: MailMessage): Promise<void>;
}

/** No SMTP_URL: email is simply not sent; in-app notifications still arrive. */
export const disabledMailer: Mailer = { enabled: false, send: async () => undefined };

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  // nodemailer is loaded with the first mail, not at start (most instances send few).
  let transport: Promise<Transporter> | undefined;
  return {
    enabled: true,
    send: async (message) => {
      transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
      await (await transport).sendMail({ from, ...message });
    },
  };
}
