'use strict';
/**
 * A Strapi 5 e-mail provider for machines without a mail server: every message becomes an .eml file
 * (RFC 5322, UTF-8, readable in any mail program) in `providerOptions.folder`. Nothing is sent.
 */
const { mkdirSync, writeFileSync } = require('node:fs');
const { randomBytes } = require('node:crypto');
const path = require('node:path');

const encodeHeader = (value) => (/^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`);
const oneLine = (value) => String(value ?? '').replace(/[\r\n]+/g, ' ');

function message(options, settings, id, date) {
  const from = oneLine(options.from || settings.defaultFrom);
  const boundary = `part-${id}`;
  const headers = [
    `Message-ID: <${id}@local.invalid>`,
    `Date: ${date.toUTCString()}`,
    `From: ${from}`,
    `To: ${oneLine([].concat(options.to).join(', '))}`,
    options.replyTo || settings.defaultReplyTo ? `Reply-To: ${oneLine(options.replyTo || settings.defaultReplyTo)}` : null,
    `Subject: ${encodeHeader(oneLine(options.subject))}`,
    'MIME-Version: 1.0',
  ].filter(Boolean);
  const text = options.text ?? '';
  const body = options.html
    ? [
        `Content-Type: multipart/alternative; boundary="${boundary}"`,
        '',
        `--${boundary}`, 'Content-Type: text/plain; charset=UTF-8', 'Content-Transfer-Encoding: 8bit', '', text,
        `--${boundary}`, 'Content-Type: text/html; charset=UTF-8', 'Content-Transfer-Encoding: 8bit', '', options.html,
        `--${boundary}--`, '',
      ]
    : ['Content-Type: text/plain; charset=UTF-8', 'Content-Transfer-Encoding: 8bit', '', text];
  const attachments = [].concat(options.attachments ?? []);
  if (!attachments.length) return [...headers, ...body].join('\r\n');
  const mixed = `mixed-${id}`;
  return [
    ...headers,
    `Content-Type: multipart/mixed; boundary="${mixed}"`,
    '',
    `--${mixed}`, ...body,
    ...attachments.flatMap((attachment) => attachmentPart(attachment, mixed)),
    `--${mixed}--`, '',
  ].join('\r\n');
}

/** One attachment in nodemailer's shape ({filename, content: Buffer or string, contentType}), base64 in lines of 76. */
function attachmentPart(attachment, boundary) {
  const name = encodeHeader(oneLine(attachment.filename || 'attachment')).replace(/"/g, '');
  const type = oneLine(attachment.contentType || 'application/octet-stream');
  const content = Buffer.isBuffer(attachment.content) || attachment.content instanceof Uint8Array
    ? Buffer.from(attachment.content)
    : Buffer.from(String(attachment.content ?? ''), attachment.encoding || 'utf8');
  return [
    `--${boundary}`,
    `Content-Type: ${type}; name="${name}"`,
    `Content-Disposition: attachment; filename="${name}"`,
    'Content-Transfer-Encoding: base64',
    '',
    ...(content.toString('base64').match(/.{1,76}/g) ?? []),
  ];
}

module.exports = {
  init(providerOptions = {}, settings = {}) {
    const folder = path.resolve(providerOptions.folder || 'mail');
    return {
      async send(options) {
        mkdirSync(folder, { recursive: true });
        const date = new Date();
        const id = `${date.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
        const file = path.join(folder, `${id}.eml`);
        writeFileSync(file, message(options, settings, id, date), 'utf8');
        if (providerOptions.log !== false) console.log(`[mail] "${oneLine(options.subject)}" to ${oneLine([].concat(options.to).join(', '))}: ${file}`);
      },
    };
  },
};
