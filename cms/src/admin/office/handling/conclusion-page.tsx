import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Badge, Box, Button, Field, Flex, Grid, Typography } from '@strapi/design-system';
import { BackButton, Layouts, Page, useFetchClient } from '@strapi/strapi/admin';
import { FactList, Section } from './fact-list';
import { useHandling } from './handling-fetch';
import { formatDay, formatMoment } from './office-format';

interface ConclusionView {
  documentId: string;
  state: 'open' | 'concluded';
  facts: Record<string, unknown>;
  policyNumber: string | null;
  document: { id: number; name: string } | null;
}

/** /admin/office/conclusions/:documentId: a paid policy of an insurer without an API, concluded with its number and PDF. */
export function ConclusionPage() {
  const { documentId = '' } = useParams();
  const { post } = useFetchClient();
  const { data, refusal, busy, act, errorAt } = useHandling<ConclusionView>('conclusions', documentId);
  const [policyNumber, setPolicyNumber] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [uploadFailed, setUploadFailed] = useState(false);

  if (!data) return refusal ? <Page.Error /> : <Page.Loading />;
  const { facts } = data;
  const open = data.state === 'open';

  async function conclude() {
    let document: number | undefined = data?.document?.id;
    if (file) {
      const upload = new FormData();
      upload.append('files', file, file.name);
      try {
        const { data: uploaded } = await post('/upload', upload);
        document = (uploaded as Array<{ id: number }>)[0]?.id;
        setUploadFailed(false);
      } catch {
        setUploadFailed(true);
        return;
      }
    }
    await act('conclude', { policyNumber: policyNumber ?? data?.policyNumber ?? '', ...(document ? { document } : {}) });
  }

  return (
    <Page.Main>
      <Page.Title>{`Sõlmida: ${String(facts.customerName ?? '')}`}</Page.Title>
      <Layouts.Header
        navigationAction={<BackButton fallback="/office" />}
        title={`Sõlmida poliis: ${String(facts.insurerName ?? '')}`}
        subtitle={`${String(facts.customerName ?? '')}, sõlmida hiljemalt ${formatMoment(facts.concludeBy)}`}
        secondaryAction={<Badge>{open ? 'Sõlmimata' : `Sõlmitud ${formatMoment(facts.concludedAt)}`}</Badge>}
      />
      <Layouts.Content>
        <Grid.Root gap={6}>
          <Grid.Item col={6} direction="column" alignItems="stretch">
            <FactList title="Makstud tellimus" facts={[
              ['Kindlustusandja', String(facts.insurerName ?? '')], ['Toode', String(facts.product ?? '')], ['Kindlustusvõtja', String(facts.customerName ?? '')],
              ['Isikukood', String(facts.personalCode ?? '')], ['E-post', String(facts.email ?? '')], ['Kindlustatav', String(facts.insuredObject ?? '')],
              ['Kindlustusmakse', String(facts.premium ?? '')], ['Algus', formatDay(facts.startDate)], ['Makse viide', String(facts.paymentReference ?? '')],
            ]} />
          </Grid.Item>
          <Grid.Item col={6} direction="column" alignItems="stretch">
            <Section title="Kindlustusandja poliis">
              <Field.Root name="policyNumber" error={errorAt('policyNumber')} hint="Number, mille andis kindlustusandja" width="100%">
                <Field.Label>Poliisi number</Field.Label>
                <Field.Input value={policyNumber ?? data.policyNumber ?? ''} disabled={!open} onChange={(event: React.ChangeEvent<HTMLInputElement>) => setPolicyNumber(event.target.value)} />
                <Field.Hint />
                <Field.Error />
              </Field.Root>
              <Field.Root name="document" error={errorAt('document') ?? (uploadFailed ? 'Faili üleslaadimine ebaõnnestus' : undefined)} hint={data.document ? `Üles laaditud: ${data.document.name}` : 'Kindlustusandja poliisi PDF'} width="100%">
                <Field.Label>Poliisi dokument (PDF)</Field.Label>
                <Box>
                  <input type="file" accept="application/pdf" disabled={!open} aria-label="Poliisi dokument (PDF)" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
                </Box>
                <Field.Hint />
                <Field.Error />
              </Field.Root>
              {refusal && refusal.field === 'state' ? <Typography textColor="danger600" role="alert">{refusal.message}</Typography> : null}
              {open ? (
                <Flex justifyContent="flex-end"><Button loading={busy} onClick={conclude}>Sõlmi</Button></Flex>
              ) : (
                <Typography>Poliis {data.policyNumber} on kliendi kontol ja saadeti e-postiga.</Typography>
              )}
            </Section>
          </Grid.Item>
        </Grid.Root>
      </Layouts.Content>
    </Page.Main>
  );
}

export default ConclusionPage;
