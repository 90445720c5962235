import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Badge, Button, Field, Flex, Grid, Typography } from '@strapi/design-system';
import { BackButton, Layouts, Page } from '@strapi/strapi/admin';
import { FactList, Section } from './fact-list';
import { useHandling } from './handling-fetch';
import { eurosInput, formatCents, formatMoment } from './office-format';

interface RefundView {
  documentId: string;
  status: string;
  facts: { reference: string; email: string | null; amount: number; createdAt: string; refundReason: string | null };
  amountDue: number;
  refundedAmount: number;
  refundedAt: string | null;
  refunds: Array<{ uuid: string; amount: number; status: string; at: string }>;
}

/** Why money is due back, in words (the order's refundReason). */
const reasons: Record<string, string> = {
  paidTwice: 'makstud kaks korda',
  objectAlreadyInsured: 'objekt on juba kindlustatud',
  offerExpired: 'makse tuli pärast pakkumise kehtivuse lõppu',
  orderUnknown: 'makse tellimusele, mida meil ei ole',
};

/** /admin/office/refunds/:documentId: a payment to return; done once the bank's transfer is made. */
export function RefundPage() {
  const { documentId = '' } = useParams();
  const { data, refusal, busy, act, errorAt } = useHandling<RefundView>('refunds', documentId);
  const [reference, setReference] = useState('');
  const [amount, setAmount] = useState<string | null>(null);

  if (!data) return refusal ? <Page.Error /> : <Page.Loading />;
  const due = data.status === 'REFUND_DUE';

  return (
    <Page.Main>
      <Page.Title>{`Tagastada: ${data.facts.reference}`}</Page.Title>
      <Layouts.Header
        navigationAction={<BackButton fallback="/office" />}
        title={`Tagastada ${formatCents(data.amountDue)}`}
        subtitle={`Tellimus ${data.facts.reference}`}
        secondaryAction={<Badge>{due ? 'Tagastamata' : `Tagastatud ${formatMoment(data.refundedAt)}`}</Badge>}
      />
      <Layouts.Content>
        <Grid.Root gap={6}>
          <Grid.Item col={6} direction="column" alignItems="stretch">
            <FactList title="Makse" facts={[
              ['Tellimus', data.facts.reference], ['Kliendi e-post', data.facts.email], ['Makstud', formatCents(data.facts.amount)], ['Makstud aeg', formatMoment(data.facts.createdAt)],
              ['Tagastada', formatCents(data.amountDue)], ['Põhjus', data.facts.refundReason ? reasons[data.facts.refundReason] ?? data.facts.refundReason : null],
              ['Tagastatud', data.refundedAmount ? formatCents(data.refundedAmount) : null],
            ]} />
          </Grid.Item>
          <Grid.Item col={6} direction="column" alignItems="stretch">
            <Section title="Tagastus pangaülekandega">
              <Field.Root name="reference" error={errorAt('reference')} hint="Panga või makseteenuse viide tagastusele" width="100%" required>
                <Field.Label>Panga viide</Field.Label>
                <Field.Input value={reference} disabled={!due} onChange={(event: React.ChangeEvent<HTMLInputElement>) => setReference(event.target.value)} />
                <Field.Hint />
                <Field.Error />
              </Field.Root>
              <Field.Root name="amountEuros" error={errorAt('amountEuros')} width="100%">
                <Field.Label>Tagastatud summa (€)</Field.Label>
                <Field.Input value={amount ?? String(data.amountDue / 100)} disabled={!due} inputMode="decimal" onChange={(event: React.ChangeEvent<HTMLInputElement>) => setAmount(event.target.value)} />
                <Field.Error />
              </Field.Root>
              {refusal?.field === 'state' ? <Typography textColor="danger600" role="alert">{refusal.message}</Typography> : null}
              {due ? (
                <Flex justifyContent="flex-end"><Button loading={busy} onClick={() => act('done', { reference, amountEuros: eurosInput(amount ?? String(data.amountDue / 100)) })}>Tehtud</Button></Flex>
              ) : (
                <Typography>Klient näeb kontol: tagastatud {formatCents(data.refundedAmount)}.</Typography>
              )}
            </Section>
          </Grid.Item>
        </Grid.Root>
      </Layouts.Content>
    </Page.Main>
  );
}

export default RefundPage;
