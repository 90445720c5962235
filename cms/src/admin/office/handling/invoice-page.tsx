import { useParams } from 'react-router-dom';
import { Badge, Button, Flex, Grid, Typography } from '@strapi/design-system';
import { BackButton, Layouts, Page } from '@strapi/strapi/admin';
import { FactList, Section } from './fact-list';
import { OverpaymentReturn } from './overpayment-return';
import { useHandling } from './handling-fetch';
import { formatCents, formatDay, formatMoment } from './office-format';

interface InvoiceView {
  documentId: string;
  status: string;
  flag: string | null;
  facts: {
    reference: string; invoiceNumber: string; invoiceReference: string; dueDate: string; email: string | null;
    company: { name: string; code: string } | null; createdAt: string; paidAt: string | null;
  };
  amount: number;
  received: number;
  credits: Array<{ key: string; amount: number; bookedOn: string | null; payer: string | null; source: 'statement' | 'staff' | 'returned'; at: string }>;
}

const statusWords: Record<string, string> = { PENDING: 'Tasumata', PAID: 'Makstud', REFUND_DUE: 'Makstud, osa tagastada' };

const creditSource = (credit: InvoiceView['credits'][number]) =>
  credit.source === 'staff' ? 'töötaja märge' : credit.source === 'returned' ? `enammakse tagastatud ${credit.key.replace(/^returned:/, '')}` : `väljavõte ${credit.bookedOn ?? ''}`;

/** /admin/office/invoices/:documentId: an invoice a company pays by transfer; staff mark it paid when the money arrived without its reference. */
export function InvoicePage() {
  const { documentId = '' } = useParams();
  const { data, refusal, busy, act, errorAt } = useHandling<InvoiceView>('invoices', documentId);

  if (!data) return refusal ? <Page.Error /> : <Page.Loading />;
  const open = data.status === 'PENDING';
  const overpaid = data.status === 'PAID' ? data.received - data.amount : 0;
  return (
    <Page.Main>
      <Page.Title>{`Arve ${data.facts.invoiceNumber}`}</Page.Title>
      <Layouts.Header
        navigationAction={<BackButton fallback="/office" />}
        title={`Arve ${data.facts.invoiceNumber}: ${formatCents(data.amount)}`}
        subtitle={`${data.facts.company?.name ?? ''} · viitenumber ${data.facts.invoiceReference}`}
        secondaryAction={<Badge data-invoice-status>{statusWords[data.status] ?? data.status}</Badge>}
      />
      <Layouts.Content>
        <Grid.Root gap={6}>
          <Grid.Item col={6} direction="column" alignItems="stretch">
            <FactList title="Arve" facts={[
              ['Tellimus', data.facts.reference], ['Ettevõte', data.facts.company ? `${data.facts.company.name} (${data.facts.company.code})` : null],
              ['Viitenumber', data.facts.invoiceReference], ['Maksetähtaeg', formatDay(data.facts.dueDate)], ['Summa', formatCents(data.amount)],
              ['Laekunud', formatCents(data.received)], ['Kliendi e-post', data.facts.email], ['Makstud', formatMoment(data.facts.paidAt)],
              ['Märge', data.flag === 'invoiceUnderpaid' ? 'makstud liiga vähe' : data.flag === 'invoiceOverpaid' ? `enammakse ${formatCents(data.received - data.amount)} tagastada` : data.flag],
            ]} />
          </Grid.Item>
          <Grid.Item col={6} direction="column" alignItems="stretch">
            <Section title="Laekumised">
              {data.credits.length ? data.credits.map((credit) => (
                <Typography key={credit.key}>{`${formatCents(credit.amount)} · ${creditSource(credit)}${credit.payer ? ` · ${credit.payer}` : ''}`}</Typography>
              )) : <Typography textColor="neutral600">Laekumisi ei ole.</Typography>}
              {refusal?.field === 'state' ? <Typography textColor="danger600" role="alert">{refusal.message}</Typography> : null}
              {open ? (
                <Flex justifyContent="flex-end"><Button loading={busy} onClick={() => act('paid', {})}>Märgi makstuks</Button></Flex>
              ) : null}
            </Section>
            {overpaid > 0 ? <OverpaymentReturn overpaid={overpaid} busy={busy} errorAt={errorAt} onReturned={(body) => act('overpayment-returned', body)} /> : null}
          </Grid.Item>
        </Grid.Root>
      </Layouts.Content>
    </Page.Main>
  );
}

export default InvoicePage;
