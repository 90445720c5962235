import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Badge, Button, Field, Flex, Grid, Textarea, Typography } from '@strapi/design-system';
import { Layouts, Page, BackButton } from '@strapi/strapi/admin';
import { DeskPreview, type PreviewLine } from './desk-preview';
import { DocumentRows, OfferRows, type DocumentInput, type OfferRowInput } from './desk-offer-rows';
import { FactList, Section } from './fact-list';
import { useHandling } from './handling-fetch';
import { eurosInput, formatMoment } from './office-format';

interface StoredRow { name?: string; amountEuros?: number | null; percent?: number | null; included?: boolean | null }
interface DeskCaseView {
  documentId: string;
  state: 'open' | 'answered' | 'declined';
  facts: {
    product: string; insurerName: string; office: string | null; answerBy: string | null; customerEmail: string | null; customerPhone: string | null;
    customerLanguage: string; vehicle: { plate?: string; make?: string; model?: string; year?: number } | null; repeats: number; answeredAt: string | null;
  };
  answers: Array<{ label: string; value: string }>;
  staff: Record<string, unknown> & { coverRows: StoredRow[]; deductibles: StoredRow[]; compensationLimits: StoredRow[]; documents: DocumentInput[] };
}

interface DeskForm {
  premiumEuros: string; periodMonths: string; instalments: string; validityDays: string;
  coverRows: OfferRowInput[]; deductibles: OfferRowInput[]; compensationLimits: OfferRowInput[]; documents: DocumentInput[];
  declineReason: string; internalReason: string;
}

/** Marks what differs between two requests (an e-mail, a date, a deadline): the approved screenshot masks it. */
const Varying = ({ children }: { children: React.ReactNode }) => <span data-testid="varying">{children}</span>;
const varies = (value: string) => /@|\d{4}-\d{2}-\d{2}|\d{1,2}\.\d{1,2}\.\d{4}/.test(value);

const languages: Record<string, string> = { et: 'eesti', ru: 'vene', en: 'inglise' };
const text = (value: unknown, fallback = '') => (value === null || value === undefined ? fallback : String(value));
const rowInput = (row: StoredRow): OfferRowInput => ({ name: text(row.name), amountEuros: text(row.amountEuros), percent: text(row.percent), included: row.included !== false });

function formOf(view: DeskCaseView): DeskForm {
  const { staff } = view;
  return {
    premiumEuros: text(staff.premiumEuros), periodMonths: text(staff.periodMonths, '12'), instalments: text(staff.instalments, '1'), validityDays: text(staff.validityDays, '14'),
    coverRows: staff.coverRows.map(rowInput), deductibles: staff.deductibles.map(rowInput), compensationLimits: staff.compensationLimits.map(rowInput),
    documents: staff.documents.map((document) => ({ title: text(document.title), url: text(document.url), kind: document.kind ?? 'other', version: text(document.version) })),
    declineReason: text(staff.declineReason), internalReason: text(staff.internalReason),
  };
}

const rowsBody = (rows: OfferRowInput[]) => rows.map((row) => ({ name: row.name, amountEuros: eurosInput(row.amountEuros), percent: eurosInput(row.percent), included: row.included }));
const offerBody = (form: DeskForm) => ({
  premiumEuros: eurosInput(form.premiumEuros), periodMonths: form.periodMonths, instalments: form.instalments, validityDays: form.validityDays,
  coverRows: rowsBody(form.coverRows), deductibles: rowsBody(form.deductibles), compensationLimits: rowsBody(form.compensationLimits),
  documents: form.documents, internalReason: form.internalReason,
});

/** /admin/office/desk-cases/:documentId: the customer's request, the offer or decline staff give, and the customer's side of it. */
export function DeskCasePage() {
  const { documentId = '' } = useParams();
  const { data, refusal, busy, act, ask, errorAt } = useHandling<DeskCaseView>('desk-cases', documentId);
  const [form, setForm] = useState<DeskForm | null>(null);
  const [preview, setPreview] = useState<{ line: PreviewLine | null; missing: string | null }>({ line: null, missing: null });

  useEffect(() => {
    if (data) setForm(formOf(data));
  }, [data]);

  const open = data?.state === 'open';
  // The customer's side, as the checks would write it: the offer while it is being filled, the decline once its note is written.
  useEffect(() => {
    if (!form || !open) return;
    const declining = form.declineReason.trim() !== '' && form.premiumEuros.trim() === '';
    const timer = setTimeout(() => {
      ask<PreviewLine>('preview', declining ? { decision: 'decline', declineReason: form.declineReason } : offerBody(form)).then((answer) =>
        setPreview(answer.error ? { line: null, missing: answer.error.message } : { line: answer.data, missing: null }));
    }, 300);
    return () => clearTimeout(timer);
  }, [form, open]);

  if (!data || !form) {
    return refusal ? <Page.Error /> : <Page.Loading />;
  }
  const { facts } = data;
  const change = (field: keyof DeskForm) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setForm({ ...form, [field]: event.target.value });
  const rows = (field: 'coverRows' | 'deductibles' | 'compensationLimits') => ({ field, rows: form[field], onChange: (next: OfferRowInput[]) => setForm({ ...form, [field]: next }), errorAt, readOnly: !open });
  const input = (field: keyof DeskForm, label: string, hint?: string) => (
    <Field.Root name={field} error={errorAt(field)} hint={hint} width="100%">
      <Field.Label>{label}</Field.Label>
      <Field.Input value={String(form[field])} disabled={!open} onChange={change(field)} />
      {hint ? <Field.Hint /> : null}
      <Field.Error />
    </Field.Root>
  );
  const vehicle = facts.vehicle ? [facts.vehicle.plate, facts.vehicle.make, facts.vehicle.model, facts.vehicle.year].filter(Boolean).join(' ') : null;
  const stateBadge = { open: 'Ootab vastust', answered: `Vastatud ${formatMoment(facts.answeredAt)}`, declined: `Keeldutud ${formatMoment(facts.answeredAt)}` }[data.state];

  return (
    <Page.Main>
      <Page.Title>{`Päring: ${facts.product} – ${facts.insurerName}`}</Page.Title>
      <Layouts.Header
        navigationAction={<BackButton fallback="/office" />}
        title={`${facts.product}: ${facts.insurerName}`}
        subtitle={`Kliendi päring: ${facts.office ?? 'kontor määramata'} vastab (tähtaeg päringu andmetes)`}
        secondaryAction={<Badge>{stateBadge}</Badge>}
      />
      <Layouts.Content>
        <Grid.Root gap={6}>
          <Grid.Item col={5} direction="column" alignItems="stretch" gap={6}>
            <FactList title="Kliendi vastused" facts={data.answers.map(({ label, value }) => [label, varies(value) ? <Varying>{value}</Varying> : value])} />
            <FactList title="Päringu andmed" facts={[
              ['Toode', facts.product], ['Kindlustusandja', facts.insurerName], ['Kontor', facts.office], ['Vastata hiljemalt', <Varying>{formatMoment(facts.answerBy)}</Varying>],
              ['Kliendi e-post', <Varying>{facts.customerEmail}</Varying>], ['Kliendi telefon', facts.customerPhone], ['Kliendi keel', languages[facts.customerLanguage] ?? facts.customerLanguage],
              ['Sõiduk või masin', vehicle], ['Sama päring uuesti', facts.repeats ? `${facts.repeats} korda` : 'ei'],
            ]} />
          </Grid.Item>
          <Grid.Item col={7} direction="column" alignItems="stretch" gap={6}>
            <Section title="Pakkumine">
              <Grid.Root gap={4}>
                <Grid.Item col={3} alignItems="start">{input('premiumEuros', 'Kindlustusmakse (€)', 'perioodi kohta')}</Grid.Item>
                <Grid.Item col={3} alignItems="start">{input('periodMonths', 'Periood (kuud)')}</Grid.Item>
                <Grid.Item col={3} alignItems="start">{input('instalments', 'Maksegraafikud', 'nt 1, 2, 4, 12')}</Grid.Item>
                <Grid.Item col={3} alignItems="start">{input('validityDays', 'Kehtib päevi')}</Grid.Item>
              </Grid.Root>
              <OfferRows title="Kaitse" withIncluded {...rows('coverRows')} />
              <OfferRows title="Omavastutus" withPercent {...rows('deductibles')} />
              <OfferRows title="Hüvitispiirid" {...rows('compensationLimits')} />
              <DocumentRows field="documents" title="Dokumendid" rows={form.documents} onChange={(documents) => setForm({ ...form, documents })} errorAt={errorAt} readOnly={!open} />
            </Section>
            <Section title="Keeldumine">
              <Field.Root name="declineReason" error={errorAt('declineReason')} hint="Klient loeb seda: miks kindlustusandja ei paku." width="100%">
                <Field.Label>Põhjus kliendile</Field.Label>
                <Textarea value={form.declineReason} disabled={!open} onChange={change('declineReason')} />
                <Field.Hint />
                <Field.Error />
              </Field.Root>
            </Section>
            <Section title="Sisemine märkus">
              <Field.Root name="internalReason" error={errorAt('internalReason')} hint="Ainult kontorile; klient seda ei näe." width="100%">
                <Field.Label>Märkus</Field.Label>
                <Textarea value={form.internalReason} disabled={!open} onChange={change('internalReason')} />
                <Field.Hint />
              </Field.Root>
            </Section>
            <Section title="Kliendi vaade">
              {open ? (
                <DeskPreview insurerName={facts.insurerName} line={preview.line} missing={preview.missing} />
              ) : (
                <Typography variant="omega">{data.state === 'answered' ? 'Pakkumine on kliendi pakkumiste lehel ja saadeti e-postiga.' : `Klient nägi keeldumist: ${form.declineReason}`}</Typography>
              )}
              {refusal && !errorAt(refusal.field.split('.')[0]) ? <Typography variant="omega" textColor="danger600" role="alert">{refusal.message}</Typography> : null}
              {open ? (
                <Flex gap={2} justifyContent="flex-end">
                  <Button variant="danger-light" loading={busy} onClick={() => act('decline', { declineReason: form.declineReason, internalReason: form.internalReason })}>Keeldu</Button>
                  <Button loading={busy} onClick={() => act('answer', offerBody(form))}>Vasta pakkumisega</Button>
                </Flex>
              ) : null}
            </Section>
          </Grid.Item>
        </Grid.Root>
      </Layouts.Content>
    </Page.Main>
  );
}

export default DeskCasePage;
