import type { Core } from '@strapi/strapi';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** An HTML version of the text: the message goes as multipart/alternative (the text first). */
  html?: string;
  attachments?: MailAttachment[];
}

/**
 * Sends one message through Strapi's e-mail plugin and whichever provider is configured (the .eml file
 * provider by default, SMTP through nodemailer in production; both take nodemailer's attachment shape).
 * Throws when the provider fails: the caller decides whether that matters.
 */
export async function sendMail(strapi: Core.Strapi, mail: OutgoingMail): Promise<void> {
  await strapi.plugin('email').service('email').send(mail);
}
