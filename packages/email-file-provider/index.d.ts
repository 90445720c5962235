export interface MailAttachment {
  filename: string;
  content: Buffer | Uint8Array | string;
  contentType?: string;
  encoding?: BufferEncoding;
}

export function init(
  providerOptions?: { folder?: string; log?: boolean },
  settings?: { defaultFrom?: string; defaultReplyTo?: string },
): {
  send(options: { from?: string; to: string | string[]; replyTo?: string; subject: string; text?: string; html?: string; attachments?: MailAttachment[] }): Promise<void>;
};
