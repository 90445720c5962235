import { useEffect, useState, type FormEvent } from 'react';
import { loadPaymentApi } from '../../api-client/payment/load-payment-api';
import type { Bank, PaymentMethod } from '../../api-client/payment/payment-types';
import { localizePath } from '@kindlustus/routes';
import { usePageInfo } from '../../i18n/page-info';
import { RouteLink } from '../../i18n/route-link';
import { useTranslation } from '../../i18n/translation';
import { Checkbox, ChoiceGroup } from '../../kit/choice-group';
import { ErrorSummary, type SummaryItem } from '../../kit/error-summary';
import { useFormatMoney } from '../../kit/money';
import { EmptyState } from '../../kit/empty-state';
import { PurchaseSteps } from '../../kit/purchase-steps';
import { primaryAction, secondaryButton } from '../../kit/styles';
import { useCustomer } from '../account/customer-gate';
import { CartProblem } from '../cart/cart-problem';
import { JointConfirmationRequest } from './joint-confirmation-request';
import { CartTotals } from '../cart/cart-totals';
import { useCart } from '../cart/use-cart';
import { CheckAnswers } from './check-answers';
import { PaymentEmail } from './payment-email';
import { paymentKeyFor } from './payment-key';
import { PrivacyNoticeLink } from '../../kit/privacy-notice-link';
import { DemandsAndNeeds, PaymentDocuments, namedDocuments, useCartDisclosures } from './sale-disclosures';

type Field = 'email' | 'bank' | 'terms' | 'needs';
/** The API's names of the consent fields (400 consentRequired) as this form's. */
const consentFields: Record<string, Field> = { terms: 'terms', demandsAndNeeds: 'needs' };

/**
 * Paying: check the answers, give the address the policies are e-mailed to (the quote's or the last one
 * to start with), choose the bank (the provider's list), accept the terms, and go to the
 * bank with a button that names the amount. The order is frozen on the server under an idempotency key,
 * so a double click or a reload never makes a second order.
 */
export default function PaymentPage() {
  const { t } = useTranslation();
  const { language } = usePageInfo();
  const formatMoney = useFormatMoney();
  const customer = useCustomer();
  const { cart, problem: cartProblem } = useCart();
  const [banks, setBanks] = useState<Bank[] | null>(null);
  const [email, setEmail] = useState<string | null>(null);
  const [bank, setBank] = useState<string | null>(null);
  const [method, setMethod] = useState<PaymentMethod>('bankLink');
  const [terms, setTerms] = useState(false);
  const [needs, setNeeds] = useState(false);
  const disclosures = useCartDisclosures();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [version, setVersion] = useState(0);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  /** A company whose representatives act jointly: the second one is asked to confirm. */
  const [jointCompany, setJointCompany] = useState<{ registryCode: string; companyName: string } | null>(null);
  /** The customer's own payment that already holds these offers (another tab): continue it rather than start one. */
  const [openPayment, setOpenPayment] = useState<string | null>(null);
  useEffect(() => {
    void loadPaymentApi().then(({ fetchBanks }) => fetchBanks()).then((result) => setBanks(result.ok ? result.value : []));
    void loadPaymentApi().then(({ fetchPaymentEmail }) => fetchPaymentEmail()).then((result) => setEmail((typed) => typed ?? ((result.ok && result.value) || '')));
  }, []);

  if (disclosures.failed && !cartProblem) return <p role="alert" sx={{ fontWeight: 'bold' }}>{t('forms:networkError')}</p>;
  if (!cart || !banks || email === null || !disclosures.lines) return cartProblem ? <CartProblem code={cartProblem.code} /> : <p role="status">{t('common:loading')}</p>;
  if (!cart.lines.length) {
    return <EmptyState testId="cart-empty" message={t('cart:empty')} next={t('cart:emptyNext')} actionLabel={t('cart:emptyAction')} to="home" />;
  }
  if (!cart.payable || !customer) {
    return <p role="alert" sx={{ fontWeight: 'bold' }}>{t('cart:notPayable')} <RouteLink to="cart">{t('cart:backToCart')}</RouteLink></p>;
  }

  const shown = disclosures.lines ?? [];
  const documentNames = namedDocuments(shown);
  const termsLabel = documentNames ? t('cart:termsAcceptNamed', { documents: documentNames }) : t('cart:termsAccept');
  const labels: Record<Field, string> = { email: t('cart:email'), bank: t('cart:chooseBank'), terms: t('cart:terms'), needs: t('cart:demandsAndNeedsHeading') };
  // A company (every policyholder one) may pay by invoice; anyone else pays through the bank.
  const byInvoice = cart.invoiceAllowed && method === 'invoice';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found: Partial<Record<Field, string>> = {};
    const { emailAddressProblem } = await import(/* webpackChunkName: "email-rule" */ '@kindlustus/domain/email-address');
    const emailProblem = emailAddressProblem(email);
    if (emailProblem) found.email = t(`forms:${emailProblem}`);
    if (!byInvoice && banks.length && !bank) found.bank = t('forms:required');
    if (!terms) found.terms = t('forms:consentRequired');
    if (!needs) found.needs = t('forms:consentRequired');
    setErrors(found);
    setVersion((value) => value + 1);
    if (Object.keys(found).length) return;
    setSending(true);
    setProblem(null);
    setOpenPayment(null);
    const { startPayment } = await loadPaymentApi();
    const consent = { termsAccepted: terms, demandsAndNeedsConfirmed: needs, sort: disclosures.sort };
    const started = await startPayment(`${paymentKeyFor(cart)}${byInvoice ? '-invoice' : ''}`, language, byInvoice ? null : bank, email.trim(), consent, byInvoice ? 'invoice' : 'bankLink');
    if (started.ok && started.value.method === 'invoice') {
      // No bank to go to: the return page shows the invoice (reference, due date, account, the PDF).
      window.location.assign(`${localizePath('paymentReturn', language)}?order=${encodeURIComponent(started.value.id)}`);
      return;
    }
    if (started.ok && started.value.paymentUrl) {
      window.location.assign(started.value.paymentUrl);
      return;
    }
    setSending(false);
    const refusedEmail = started.ok ? undefined : started.rejection.errors.find((error) => error.field === 'email');
    if (refusedEmail) {
      setErrors({ email: t(`forms:${refusedEmail.code}`) });
      setVersion((value) => value + 1);
      return;
    }
    const refusedConsents = started.ok ? [] : started.rejection.errors.filter((error) => consentFields[error.field]);
    if (refusedConsents.length) {
      setErrors(Object.fromEntries(refusedConsents.map((error) => [consentFields[error.field], t('forms:consentRequired')])));
      setVersion((value) => value + 1);
      return;
    }
    setProblem(started.ok ? 'paymentUnavailable' : started.rejection.code);
    const joint = started.ok ? undefined : started.rejection.errors.find((error) => error.code === 'secondRepresentativeNeeded');
    setJointCompany(joint ? { registryCode: String(joint.params?.registryCode ?? ''), companyName: String(joint.params?.companyName ?? '') } : null);
    setOpenPayment(started.openOrder?.paymentUrl ?? null);
  };
  const summary: SummaryItem[] = (Object.keys(errors) as Field[]).map((field) => ({ fieldId: `payment-${field}`, label: labels[field], message: errors[field]! }));

  return (
    <div data-testid="payment-page" sx={{ display: 'grid', gap: 5, maxWidth: 800 }}>
      <PurchaseSteps current="payment" />
      <CheckAnswers cart={cart} customer={customer} />
      <CartTotals cart={cart} />
      <form noValidate onSubmit={submit} sx={{ display: 'grid', gap: 4 }}>
        <ErrorSummary items={summary} version={version} />
        <PaymentEmail id="payment-email" value={email} error={errors.email ?? null} onChange={setEmail} />
        {cart.invoiceAllowed ? (
          <ChoiceGroup
            id="payment-method"
            name="method"
            legend={t('cart:payMethod')}
            error={null}
            items={[{ value: 'bankLink', label: t('cart:payByBank') }, { value: 'invoice', label: t('cart:payByInvoice') }]}
            initial={method}
            onChange={(value) => setMethod(value === 'invoice' ? 'invoice' : 'bankLink')}
          />
        ) : null}
        {byInvoice ? <p sx={{ m: 0 }} data-testid="invoice-hint">{t('cart:payByInvoiceHint')}</p> : null}
        {!byInvoice && banks.length ? (
          <ChoiceGroup
            id="payment-bank"
            name="bank"
            legend={t('cart:chooseBank')}
            error={errors.bank ?? null}
            items={banks.map((entry) => ({ value: entry.code, label: entry.name }))}
            initial={bank ?? ''}
            onChange={setBank}
          />
        ) : null}
        <PaymentDocuments lines={shown} />
        <Checkbox id="payment-terms" name="terms" label={termsLabel} initial={terms} error={errors.terms ?? null} onChange={setTerms} />
        <DemandsAndNeeds lines={shown} />
        <Checkbox id="payment-needs" name="demandsAndNeeds" label={t('cart:demandsAndNeedsConfirm')} initial={needs} error={errors.needs ?? null} onChange={setNeeds} />
        <div aria-live="polite">
          {problem ? <CartProblem code={problem} /> : null}
          {jointCompany ? <JointConfirmationRequest {...jointCompany} /> : null}
          {openPayment ? (
            <p sx={{ m: 0 }}>
              {t('cart:paymentOpenElsewhere')} <a href={openPayment} data-testid="continue-open-payment">{t('cart:continueOpenPayment')}</a>
            </p>
          ) : null}
          {sending ? <p role="status">{t('cart:redirecting')}</p> : null}
        </div>
        <PrivacyNoticeLink />
        <div sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
          <RouteLink to="cartExtras"><span sx={secondaryButton}>{t('common:back')}</span></RouteLink>
          <button type="submit" sx={primaryAction} disabled={sending} data-testid="pay">
            {t(byInvoice ? 'cart:sendInvoice' : 'cart:payAmount', { amount: formatMoney(cart.dueNow) })}
          </button>
        </div>
      </form>
    </div>
  );
}
