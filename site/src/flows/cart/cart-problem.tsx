import { useTranslation } from '../../i18n/translation';

const messageKeys: Record<string, `${string}:${string}`> = {
  networkError: 'forms:networkError',
  tooManyRequests: 'forms:tooManyRequests',
  objectAlreadyInsured: 'cart:alreadyInsured',
  alreadyInsured: 'cart:alreadyInsured',
  loginRequired: 'login:loginRequired',
  offerExpired: 'cart:lineExpired',
  cartEmpty: 'cart:empty',
  paymentUnavailable: 'cart:paymentUnavailable',
  paymentInProgress: 'cart:paymentInProgress',
  documentsUnavailable: 'cart:documentsUnavailable',
  documentsMissing: 'cart:documentsMissing',
  invoiceNotAllowed: 'cart:invoiceNotAllowed',
  // Issue 44: the right to represent the company the policy is for, checked again at payment.
  notRepresentative: 'forms:notRepresentative',
  companyDeleted: 'forms:companyDeleted',
  companyInLiquidation: 'forms:companyInLiquidation',
  companyNotFound: 'forms:companyNotFound',
  secondRepresentativeNeeded: 'forms:secondRepresentativeNeeded',
  businessRegisterUnavailable: 'forms:businessRegisterUnavailable',
};

/** Why a cart or payment step did not go through, in the page's language. */
export function CartProblem({ code }: { code: string }) {
  const { t } = useTranslation();
  return <p role="alert" data-testid="cart-problem" data-code={code} sx={{ color: 'error', fontWeight: 'bold' }}>{t(messageKeys[code] ?? 'forms:submitFailed')}</p>;
}
