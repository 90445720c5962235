import { X509Certificate } from 'crypto';
import {
  deviceLinkSchemeOf, eIdMode, hostOf, mobileIdIsDemo, pinnedKeysOf, relyingPartyOf, sandboxRelyingParty, skDemoRelyingParty, smartIdIsDemo,
  type EIdMethodVariable,
} from './e-id-settings';
import type { Environment } from './environment';

/*
 * What keeps a configuration from serving a live site, per outside system, found without contacting anyone.
 * The CMS refuses to start on these (settings.ts) and `npm run check:live` prints them: one list for both.
 */

export const outsideSystems = ['Smart-ID', 'Mobile-ID', 'ID card', 'payments', 'captcha', 'e-mail', 'insurers', 'vehicle register', 'business register'] as const;
export type OutsideSystem = (typeof outsideSystems)[number];

/**
 * - setting: a real service misses a setting or has a wrong one: the CMS does not start.
 * - demo: a real service points at the provider's demo (SK's demo hosts and relying party, Montonio's sandbox):
 *   right for a test site (SITE_STAGE=staging), refused on the live site.
 * - sandbox: the local sandbox is still selected; the production gate (site-stage/) refuses it on the live site.
 */
export type FindingKind = 'setting' | 'demo' | 'sandbox';
export interface Finding {
  system: OutsideSystem;
  kind: FindingKind;
  /** The variable to change; the problem is a sentence that follows it. */
  setting: string;
  problem: string;
}

export const findingText = (finding: Finding) => `${finding.setting} ${finding.problem}`;

/** Reads a file named by a setting (throws when it cannot); tests pass their own. */
export type ReadFile = (path: string) => Buffer;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const schemePattern = /^[a-z][a-z0-9+.-]*$/;
const montonioSandboxHost = 'sandbox-stargate.montonio.com';

/** Every finding of `env`; `readFile` reads the CA files it names (nothing else is read, nobody is called). */
export function liveFindings(env: Environment, readFile: ReadFile): Finding[] {
  const found: Finding[] = [];
  const add = (system: OutsideSystem, kind: FindingKind, setting: string, problem: string) => found.push({ system, kind, setting, problem });

  /** A setting the real service needs: present, and (when `https`) an https address. */
  const needed = (system: OutsideSystem, name: string, because: string, form?: 'https' | 'http') => {
    const value = env[name]?.trim();
    if (!value) return add(system, 'setting', name, `must be set when ${because}`);
    if (form) addressProblem(system, name, value, form);
  };
  const addressProblem = (system: OutsideSystem, name: string, value: string, form: 'https' | 'http') => {
    let url: URL | undefined;
    try {
      url = new URL(value);
    } catch {
      url = undefined;
    }
    const allowed = form === 'https' ? ['https:'] : ['https:', 'http:'];
    if (!url || !allowed.includes(url.protocol)) add(system, 'setting', name, `must be an ${form === 'https' ? 'https' : 'http(s)'} address (is ${value})`);
  };
  const caFiles = (system: OutsideSystem, name: string, because: string, mustBeCa = true) => {
    const value = env[name]?.trim();
    if (!value) return add(system, 'setting', name, `must be set when ${because}`);
    for (const file of value.split(',').map((entry) => entry.trim()).filter(Boolean)) {
      let bytes: Buffer;
      try {
        bytes = readFile(file);
      } catch (error) {
        add(system, 'setting', name, `names ${file}, which cannot be read (${(error as NodeJS.ErrnoException).code ?? 'unreadable'})`);
        continue;
      }
      let certificate: X509Certificate;
      try {
        certificate = new X509Certificate(bytes);
      } catch {
        add(system, 'setting', name, `names ${file}, which is not a certificate (PEM or DER)`);
        continue;
      }
      if (mustBeCa && !certificate.ca) add(system, 'setting', name, `names ${file}, which is not a CA certificate (${certificate.subject.replace(/\n/g, ', ')})`);
    }
  };
  const pins = (system: OutsideSystem, name: string) => {
    const { wrong } = pinnedKeysOf(env[name]);
    if (wrong.length) add(system, 'setting', name, `must list base64 SHA-256 hashes of a public key (44 characters, as curl's sha256//…): ${wrong.join(', ')} is not one`);
  };
  const relyingParty = (system: OutsideSystem, service: 'SMART_ID' | 'MOBILE_ID', because: string) => {
    const party = relyingPartyOf(env, service);
    if (!party.uuid) add(system, 'setting', party.uuidVariable, `must be set when ${because}: the relying party UUID from the contract with SK`);
    else if (!uuidPattern.test(party.uuid)) add(system, 'setting', party.uuidVariable, `must be a UUID (is ${party.uuid})`);
    else if (party.uuid === sandboxRelyingParty.relyingPartyUUID) add(system, 'setting', party.uuidVariable, 'is the local sandbox\'s made-up UUID: use the one from the contract with SK');
    else if (party.uuid === skDemoRelyingParty.uuid) add(system, 'demo', party.uuidVariable, 'is SK\'s demo relying party: use the UUID from the contract with SK');
    if (!party.name) add(system, 'setting', party.nameVariable, `must be set when ${because}: the relying party name from the contract with SK`);
    else if (party.name.toUpperCase() === skDemoRelyingParty.name) add(system, 'demo', party.nameVariable, 'is SK\'s demo relying party: use the name from the contract with SK');
  };
  /** `fallback`: the switch whose value an unset one takes (E_ID for the e-ID methods). */
  const sandbox = (system: OutsideSystem, variable: string, live: string, what: string, fallback?: string) => {
    const given = env[variable] ? `${variable}=${env[variable]}` : fallback && env[fallback] ? `${fallback}=${env[fallback]}` : `${variable} unset`;
    add(system, 'sandbox', variable, `selects the sandbox (${given}): ${what}; set ${variable}=${live}`);
  };
  const method = (variable: EIdMethodVariable) => eIdMode(env, variable);

  const smartId = method('SMART_ID');
  if (smartId === 'sandbox') sandbox('Smart-ID', 'SMART_ID', 'live with its settings, or SMART_ID=off', 'it logs anyone in as a demo person', 'E_ID');
  if (smartId === 'live') {
    const because = 'SMART_ID=live';
    needed('Smart-ID', 'SMART_ID_URL', because, 'https');
    needed('Smart-ID', 'SMART_ID_V3_URL', because, 'https');
    relyingParty('Smart-ID', 'SMART_ID', because);
    const scheme = deviceLinkSchemeOf(env);
    if (!schemePattern.test(scheme)) add('Smart-ID', 'setting', 'SMART_ID_DEVICE_LINK_SCHEME', `must be a URL scheme such as smart-id (is ${scheme})`);
    else if (scheme === 'smart-id-demo' && !smartIdIsDemo(env)) add('Smart-ID', 'setting', 'SMART_ID_DEVICE_LINK_SCHEME', 'is smart-id-demo, which opens SK\'s demo app: the live service\'s links use smart-id');
    if (smartIdIsDemo(env)) add('Smart-ID', 'demo', 'SMART_ID_V3_URL', `points at SK's demo service (${hostOf(env.SMART_ID_V3_URL) || hostOf(env.SMART_ID_URL)})`);
    caFiles('Smart-ID', 'E_ID_TRUSTED_CA_FILES', because);
    pins('Smart-ID', 'SMART_ID_PINNED_KEYS');
  }

  const mobileId = method('MOBILE_ID');
  if (mobileId === 'sandbox') sandbox('Mobile-ID', 'MOBILE_ID', 'live with its settings, or MOBILE_ID=off', 'it logs anyone in as a demo person', 'E_ID');
  if (mobileId === 'live') {
    const because = 'MOBILE_ID=live';
    needed('Mobile-ID', 'MOBILE_ID_URL', because, 'https');
    relyingParty('Mobile-ID', 'MOBILE_ID', because);
    if (mobileIdIsDemo(env)) add('Mobile-ID', 'demo', 'MOBILE_ID_URL', `points at SK's demo service (${hostOf(env.MOBILE_ID_URL)})`);
    caFiles('Mobile-ID', 'E_ID_TRUSTED_CA_FILES', because);
    pins('Mobile-ID', 'MOBILE_ID_PINNED_KEYS');
  }

  const idCard = method('ID_CARD');
  if (idCard === 'sandbox') sandbox('ID card', 'ID_CARD', 'live with its settings, or ID_CARD=off', 'it trusts the sandbox\'s own certificates', 'E_ID');
  if (idCard === 'live') {
    caFiles('ID card', 'ID_CARD_TRUSTED_CA_FILES', 'ID_CARD=live');
    if (env.ID_CARD_OCSP_URL?.trim()) addressProblem('ID card', 'ID_CARD_OCSP_URL', env.ID_CARD_OCSP_URL.trim(), 'http');
    // A designated responder's certificate must be readable; its URL is required by the settings schema.
    if (env.ID_CARD_OCSP_CERT_FILE?.trim()) caFiles('ID card', 'ID_CARD_OCSP_CERT_FILE', 'a designated OCSP responder is used', false);
    pins('ID card', 'ID_CARD_OCSP_PINNED_KEYS');
    if (pinnedKeysOf(env.ID_CARD_OCSP_PINNED_KEYS).keys.length && !env.ID_CARD_OCSP_URL?.trim().startsWith('https:')) {
      add('ID card', 'setting', 'ID_CARD_OCSP_PINNED_KEYS', 'needs an https ID_CARD_OCSP_URL: keys are pinned on an https connection only');
    }
  }
  if ([smartId, mobileId, idCard].every((mode) => mode === 'off')) add('Smart-ID', 'setting', 'SMART_ID, MOBILE_ID, ID_CARD', 'are all off: nobody could log in');

  const payments = env.PAYMENTS || 'sandbox';
  if (payments === 'sandbox') sandbox('payments', 'PAYMENTS', 'montonio with its settings', 'its bank pays every order for free');
  if (payments === 'montonio') {
    needed('payments', 'MONTONIO_URL', 'PAYMENTS=montonio', 'https');
    if (hostOf(env.MONTONIO_URL) === montonioSandboxHost) add('payments', 'demo', 'MONTONIO_URL', `points at Montonio's sandbox (${montonioSandboxHost})`);
    needed('payments', 'MONTONIO_ACCESS_KEY', 'PAYMENTS=montonio');
    needed('payments', 'MONTONIO_SECRET_KEY', 'PAYMENTS=montonio');
  }

  const captcha = env.CAPTCHA || 'sandbox';
  if (captcha === 'sandbox') sandbox('captcha', 'CAPTCHA', 'recaptcha with its settings', 'it passes every token');
  if (captcha === 'recaptcha') needed('captcha', 'CAPTCHA_SECRET_KEY', 'CAPTCHA=recaptcha');

  const mail = env.EMAIL_PROVIDER || 'file';
  if (mail === 'file') sandbox('e-mail', 'EMAIL_PROVIDER', 'nodemailer with its settings', 'mail is written to files, nobody receives it');
  if (mail === 'nodemailer') needed('e-mail', 'SMTP_HOST', 'EMAIL_PROVIDER=nodemailer');

  if ((env.INSURERS || 'sandbox') === 'sandbox') sandbox('insurers', 'INSURERS', 'none', 'its prices are made up');
  if ((env.VEHICLE_REGISTER || 'sandbox') === 'sandbox') sandbox('vehicle register', 'VEHICLE_REGISTER', 'none', 'it knows only made-up plates');

  const businessRegister = env.BUSINESS_REGISTER || 'sandbox';
  if (businessRegister === 'sandbox') sandbox('business register', 'BUSINESS_REGISTER', 'live with its settings, or BUSINESS_REGISTER=off', 'its made-up companies let demo persons buy for them');
  if (businessRegister === 'live') {
    needed('business register', 'BUSINESS_REGISTER_URL', 'BUSINESS_REGISTER=live', 'https');
    needed('business register', 'BUSINESS_REGISTER_USERNAME', 'BUSINESS_REGISTER=live');
    needed('business register', 'BUSINESS_REGISTER_PASSWORD', 'BUSINESS_REGISTER=live');
  }
  return found;
}
