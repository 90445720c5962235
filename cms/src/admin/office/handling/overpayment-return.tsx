import { useState } from 'react';
import { Button, Field, Flex, Typography } from '@strapi/design-system';
import { Section } from './fact-list';
import { eurosInput, formatCents } from './office-format';

interface Props {
  overpaid: number;
  busy: boolean;
  errorAt: (field: string) => string | undefined;
  onReturned: (body: { reference: string; amountEuros: string | number }) => void;
}

/** An invoice paid above its amount: staff send the difference back by transfer and record it with the bank's reference. */
export function OverpaymentReturn({ overpaid, busy, errorAt, onReturned }: Props) {
  const [reference, setReference] = useState('');
  const [amount, setAmount] = useState<string | null>(null);
  const typedAmount = amount ?? String(overpaid / 100);
  return (
    <Section title="Enammakse tagastamine">
      <Typography>{`Laekus ${formatCents(overpaid)} rohkem kui arve summa: kandke see maksjale tagasi ja märkige siia.`}</Typography>
      <Field.Root name="reference" error={errorAt('reference')} hint="Tagasikande panga viide" width="100%" required>
        <Field.Label>Panga viide</Field.Label>
        <Field.Input value={reference} onChange={(event: React.ChangeEvent<HTMLInputElement>) => setReference(event.target.value)} />
        <Field.Hint />
        <Field.Error />
      </Field.Root>
      <Field.Root name="amountEuros" error={errorAt('amountEuros')} width="100%">
        <Field.Label>Tagastatud summa (€)</Field.Label>
        <Field.Input value={typedAmount} inputMode="decimal" onChange={(event: React.ChangeEvent<HTMLInputElement>) => setAmount(event.target.value)} />
        <Field.Error />
      </Field.Root>
      <Flex justifyContent="flex-end">
        <Button loading={busy} onClick={() => onReturned({ reference, amountEuros: eurosInput(typedAmount) })}>Enammakse tagastatud</Button>
      </Flex>
    </Section>
  );
}
