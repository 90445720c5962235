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
  if (!options.html) return [...headers, 'Content-Type: text/plain; charset=UTF-8', 'Content-Transfer-Encoding: 8bit', '', text].join('\r\n');
  return [
    ...headers,
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`, 'Content-Type: text/plain; charset=UTF-8', 'Content-Transfer-Encoding: 8bit', '', text,
    `--${boundary}`, 'Content-Type: text/html; charset=UTF-8', 'Content-Transfer-Encoding: 8bit', '', options.html,
    `--${boundary}--`, '',
  ].join('\r\n');
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
