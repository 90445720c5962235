export function init(
  providerOptions?: { folder?: string; log?: boolean },
  settings?: { defaultFrom?: string; defaultReplyTo?: string },
): { send(options: { from?: string; to: string | string[]; replyTo?: string; subject: string; text?: string; html?: string }): Promise<void> };
