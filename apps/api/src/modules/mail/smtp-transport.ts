import nodemailer from 'nodemailer';

export interface OutgoingMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * Delivery over SMTP with nodemailer: any SMTP server, `smtp://user:pass@host:port` or `smtps://…`.
 * A sender may wait for a delivery (send by e-mail), so a server that does not answer fails it
 * within seconds instead of nodemailer's two minutes.
 */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(mail) {
      await transporter.sendMail(mail);
    },
    close: () => transporter.close(),
  };
}
