import type { PaymentInvoice } from '../../api-client/payment/payment-types';
import { useTranslation } from '../../i18n/translation';
import { useFormatMoney } from '../../kit/money';
import { primaryAction } from '../../kit/styles';
import { dottedDate } from '@kindlustus/domain/tallinn-date';

/** What a company needs to pay its invoice by transfer: the account, the reference number, the due date, the amount and the PDF. */
export function InvoiceDetails({ invoice }: { invoice: PaymentInvoice }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const rows: Array<[string, string, string]> = [
    ['number', t('cart:invoiceNumber'), invoice.number],
    ['reference', t('cart:invoiceReference'), invoice.reference],
    ['due-date', t('cart:invoiceDueDate'), dottedDate(invoice.dueDate)],
    ['account', t('cart:invoiceAccount'), invoice.account],
    ['account-holder', t('cart:invoiceAccountHolder'), invoice.accountHolder],
    ['amount', t('cart:invoiceAmount'), formatMoney(invoice.amount)],
  ];
  return (
    <div data-testid="invoice-details" sx={{ display: 'grid', gap: 3 }}>
      <dl sx={{ m: 0, display: 'grid', gridTemplateColumns: ['1fr', 'max-content 1fr'], columnGap: 4, rowGap: [0, 2] }}>
        {rows.map(([key, label, value]) => (
          <div key={key} sx={{ display: 'contents' }}>
            <dt sx={{ color: 'muted', mt: [2, 0] }}>{label}</dt>
            <dd sx={{ m: 0, fontWeight: 'bold', overflowWrap: 'anywhere' }} data-testid={`invoice-${key}`}>{value}</dd>
          </div>
        ))}
      </dl>
      {invoice.received ? <p sx={{ m: 0 }}>{t('cart:invoiceReceived', { amount: formatMoney(invoice.received) })}</p> : null}
      <div><a href={invoice.documentUrl} download data-testid="invoice-download"><span sx={primaryAction}>{t('cart:invoiceDownload')}</span></a></div>
    </div>
  );
}
