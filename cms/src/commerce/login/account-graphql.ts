import type { Core } from '@strapi/strapi';
import type { Commerce } from '../commerce';
import { extendGraphql, iso, languageOf, rejected, type Context } from '../../graphql-support/graphql-support';
import type { CustomerRow } from '../../rows/rows';

/** Login with Smart-ID, Mobile-ID or ID card, the current customer, and logout. */
export const accountTypeDefs = /* GraphQL */ `
  type Customer { personalCode: String! givenName: String! surname: String! }
  "A company the person acts for in this session (chooseActingFor); its right is checked again at payment."
  type ActingFor { registryCode: String! name: String! }
  "actingFor: null while the person acts for themselves (the default after every login)."
  type Me { customer: Customer! loginMethod: String! sessionExpiresAt: String! actingFor: ActingFor }
  """
  Show the verification code at once (Smart-ID by personal code, Mobile-ID); a Smart-ID device-link login
  has none: show its QR code or Web2App link (smartIdDeviceLink). Then poll until the state is no longer RUNNING.
  """
  type LoginStart { loginId: ID! verificationCode: String }
  type LoginStartPayload { login: LoginStart rejection: Rejection }
  type IdCardChallenge { loginId: ID! challengeNonce: String! }
  type IdCardChallengePayload { challenge: IdCardChallenge rejection: Rejection }
  "state: RUNNING, COMPLETE or FAILED; outcome: ok or why not (userRefused, timeout, underAge, ...)."
  type LoginState { state: String! outcome: String customer: Customer }
  enum SmartIdDeviceLinkType { QR WEB2APP }
  "A device link made at the moment of asking: ask again each second while a QR code is shown. expiresInSeconds: QR only."
  type SmartIdDeviceLink { link: String! expiresInSeconds: Int }
  type SmartIdDeviceLinkPayload { deviceLink: SmartIdDeviceLink rejection: Rejection }

  extend type Query {
    me: Me
    "Refused with loginNotFound, loginEnded (the attempt is over) or qrExpired (60 s after the start)."
    smartIdDeviceLink(loginId: ID!, type: SmartIdDeviceLinkType!): SmartIdDeviceLinkPayload!
  }
  extend type Mutation {
    """
    Without a personal code: a device-link login, the way SK recommends (sameDevice: the app is opened on this
    device with a Web2App link and sends the person back to the login page; else a QR code); with one: a notification.
    """
    startSmartIdLogin(personalCode: String, language: String, sameDevice: Boolean): LoginStartPayload!
    "The Smart-ID app's return to the login page (same device): checked, then poll the loginId it answers."
    finishSmartIdCallback(callback: String!, sessionSecretDigest: String!, userChallengeVerifier: String!): LoginStartPayload!
    startMobileIdLogin(phone: String!, personalCode: String!, language: String): LoginStartPayload!
    pollLogin(loginId: ID!): LoginState!
    startIdCardLogin: IdCardChallengePayload!
    finishIdCardLogin(loginId: ID!, authToken: JSON!): LoginState!
    logout: Boolean!
  }
`;

const customerOf = (row: CustomerRow | null) => (row ? { personalCode: row.personalCode, givenName: row.givenName ?? '', surname: row.surname ?? '' } : null);
const stateOf = (state: { state: string; outcome: string | null; customer: CustomerRow | null }) => ({ ...state, customer: customerOf(state.customer) });

export function registerAccountGraphql(strapi: Core.Strapi, services: () => Commerce): void {
  const logins = () => services().logins;
  extendGraphql(strapi, accountTypeDefs, {
    Query: {
      me: async (_: unknown, __: unknown, { koaContext }: Context) => {
        const current = await logins().currentCustomer(koaContext);
        return current
          ? { customer: customerOf(current.customer), loginMethod: current.session.method, sessionExpiresAt: iso(current.session.expiresAt), actingFor: current.session.actingFor }
          : null;
      },
      smartIdDeviceLink: async (_: unknown, args: { loginId: string; type: 'QR' | 'WEB2APP' }, { koaContext }: Context) => {
        const outcome = await logins().smartIdDeviceLink(koaContext, args.loginId, args.type);
        return outcome.ok ? { deviceLink: outcome.value, rejection: null } : rejected(outcome.rejection);
      },
    },
    Mutation: {
      startSmartIdLogin: async (_: unknown, args: { personalCode?: string | null; language?: string; sameDevice?: boolean | null }, { koaContext }: Context) => {
        const outcome = await logins().startSmartId(koaContext, args.personalCode, languageOf(args.language), args.sameDevice === true);
        return outcome.ok ? { login: outcome.value, rejection: null } : rejected(outcome.rejection);
      },
      finishSmartIdCallback: async (_: unknown, args: { callback: string; sessionSecretDigest: string; userChallengeVerifier: string }, { koaContext }: Context) => {
        const outcome = await logins().finishSmartIdCallback(koaContext, args.callback, args.sessionSecretDigest, args.userChallengeVerifier);
        return outcome.ok ? { login: outcome.value, rejection: null } : rejected(outcome.rejection);
      },
      startMobileIdLogin: async (_: unknown, args: { phone: string; personalCode: string; language?: string }, { koaContext }: Context) => {
        const outcome = await logins().startMobileId(koaContext, args.phone, args.personalCode, languageOf(args.language));
        return outcome.ok ? { login: outcome.value, rejection: null } : rejected(outcome.rejection);
      },
      pollLogin: async (_: unknown, { loginId }: { loginId: string }, { koaContext }: Context) => stateOf(await logins().poll(koaContext, loginId)),
      startIdCardLogin: async (_: unknown, __: unknown, { koaContext }: Context) => {
        const outcome = await logins().startIdCard(koaContext);
        return outcome.ok ? { challenge: outcome.value, rejection: null } : rejected(outcome.rejection);
      },
      finishIdCardLogin: async (_: unknown, args: { loginId: string; authToken: unknown }, { koaContext }: Context) =>
        stateOf(await logins().finishIdCard(koaContext, args.loginId, args.authToken)),
      logout: async (_: unknown, __: unknown, { koaContext }: Context) => {
        await logins().logout(koaContext);
        return true;
      },
    },
  });
}
