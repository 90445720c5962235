import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Badge, Button, Field, Flex, Grid, Textarea, Typography } from '@strapi/design-system';
import { BackButton, Layouts, Page } from '@strapi/strapi/admin';
import { FactList, Section } from './fact-list';
import { useHandling } from './handling-fetch';
import { formatDay, formatMoment } from './office-format';

interface DataRequestView {
  documentId: string;
  state: 'pending' | 'approved' | 'refused' | 'done';
  facts: { kind: 'erasure' | 'withdrawal'; customerName: string | null; personalCode: string; policyNumber: string | null; lastDay: string | null; language: string; requestedAt: string; doneAt: string | null; waitingFor: string | null };
  deadline: string;
  staffNote: string | null;
}

const kinds = { erasure: 'Andmete kustutamine', withdrawal: 'Lepingust taganemine' };
const states = { pending: 'Ootab otsust', approved: 'Kinnitatud', refused: 'Keeldutud', done: 'Tehtud' };

/** /admin/office/data-requests/:documentId: a customer's erasure or withdrawal, decided by staff within a month. */
export function DataRequestPage() {
  const { documentId = '' } = useParams();
  const { data, refusal, busy, act, errorAt } = useHandling<DataRequestView>('data-requests', documentId);
  const [note, setNote] = useState('');

  if (!data) return refusal ? <Page.Error /> : <Page.Loading />;
  const { facts } = data;
  const pending = data.state === 'pending';

  return (
    <Page.Main>
      <Page.Title>{`${kinds[facts.kind]}: ${facts.customerName ?? facts.personalCode}`}</Page.Title>
      <Layouts.Header
        navigationAction={<BackButton fallback="/office" />}
        title={`${kinds[facts.kind]}: ${facts.customerName ?? facts.personalCode}`}
        subtitle={`Vastata hiljemalt ${formatDay(data.deadline)}`}
        secondaryAction={<Badge>{states[data.state]}</Badge>}
      />
      <Layouts.Content>
        <Grid.Root gap={6}>
          <Grid.Item col={6} direction="column" alignItems="stretch">
            <FactList title="Kliendi soov" facts={[
              ['Soov', kinds[facts.kind]], ['Klient', facts.customerName], ['Isikukood', facts.personalCode], ['Poliis', facts.policyNumber],
              ['Taganemise viimane päev', facts.lastDay ? formatDay(facts.lastDay) : null], ['Esitatud', formatMoment(facts.requestedAt)], ['Vastata hiljemalt', formatDay(data.deadline)],
              ['Tehtud', facts.doneAt ? formatMoment(facts.doneAt) : null], ['Ootab', facts.waitingFor],
            ]} />
          </Grid.Item>
          <Grid.Item col={6} direction="column" alignItems="stretch">
            <Section title="Otsus">
              <Field.Root name="note" error={errorAt('note')} hint="Keeldumisel kohustuslik" width="100%">
                <Field.Label>Märkus</Field.Label>
                <Textarea value={pending ? note : data.staffNote ?? ''} disabled={!pending} onChange={(event: React.ChangeEvent<HTMLTextAreaElement>) => setNote(event.target.value)} />
                <Field.Hint />
                <Field.Error />
              </Field.Root>
              {refusal && refusal.field !== 'note' ? <Typography textColor="danger600" role="alert">{refusal.message}</Typography> : null}
              {pending ? (
                <Flex gap={2} justifyContent="flex-end">
                  <Button variant="danger-light" loading={busy} onClick={() => act('refuse', { note })}>Keeldu</Button>
                  {facts.kind === 'erasure'
                    ? <Button loading={busy} onClick={() => act('approve', { note })}>Kinnita kustutamine</Button>
                    : <Button loading={busy} onClick={() => act('done', { note })}>Taganemine tehtud</Button>}
                </Flex>
              ) : (
                <Typography>{data.state === 'approved' ? 'Kustutamine tehakse automaatselt järgmise hoolduse käigus.' : states[data.state]}</Typography>
              )}
            </Section>
          </Grid.Item>
        </Grid.Root>
      </Layouts.Content>
    </Page.Main>
  );
}

export default DataRequestPage;
