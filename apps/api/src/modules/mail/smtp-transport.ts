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

/** Delivery over SMTP with nodemailer: any SMTP server, `smtp://user:pass@host:port` or `smtps://…`. */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transporter.sendMail(mail);
    },
    close: () => transporter.close(),
  };
}
