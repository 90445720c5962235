import { useState } from 'react';
import { Badge, Box, Button, Field, Flex, Typography } from '@strapi/design-system';
import { BackButton, Layouts, Page, useFetchClient } from '@strapi/strapi/admin';
import { Section } from './fact-list';
import type { Refusal } from './handling-fetch';
import { formatCents } from './office-format';

interface ImportedCredit {
  amount: number; currency: string; bookedOn: string | null; payer: string | null; reference: string | null; text: string | null;
  order: string | null; outcome: 'paid' | 'overpaid' | 'underpaid' | 'unmatched' | 'alreadyCounted' | 'notEuro'; difference: number;
}
interface StatementImport { statementIds: string[]; account: string | null; credits: ImportedCredit[] }

/** The groups of an import's result, in the order staff act on them. */
const outcomes: Array<{ outcome: ImportedCredit['outcome']; title: string; note: (credit: ImportedCredit) => string }> = [
  { outcome: 'paid', title: 'Makstud arved', note: () => 'poliisid väljastatakse' },
  { outcome: 'overpaid', title: 'Makstud, enammakse tagastada', note: (credit) => `tagastada ${formatCents(credit.difference)}` },
  { outcome: 'underpaid', title: 'Makstud liiga vähe (arve tasumata)', note: (credit) => `puudu ${formatCents(credit.difference)}` },
  { outcome: 'unmatched', title: 'Tundmatu viitenumber', note: (credit) => credit.text ?? '' },
  { outcome: 'notEuro', title: 'Muus valuutas', note: (credit) => credit.currency },
  { outcome: 'alreadyCounted', title: 'Juba varem arvesse võetud', note: () => 'sama väljavõte imporditi varem' },
];

/** /admin/office/statements: a bank statement (camt.053 XML) uploaded; what it paid, what paid too little, references unknown. */
export function StatementPage() {
  const { post } = useFetchClient();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [result, setResult] = useState<StatementImport | null>(null);

  async function upload() {
    if (!file) return setRefusal({ status: 422, field: 'statement', message: 'valige pangaväljavõtte fail (camt.053 XML)' });
    setBusy(true);
    try {
      const form = new FormData();
      form.append('statement', file);
      const { data } = await post('/admin/office/statements', form, { validateStatus: () => true });
      const answer = data as { data?: StatementImport; error?: Refusal };
      setRefusal(answer.error ?? null);
      setResult(answer.data ?? null);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Page.Main>
      <Page.Title>Pangaväljavõtte import</Page.Title>
      <Layouts.Header navigationAction={<BackButton fallback="/office" />} title="Pangaväljavõtte import" subtitle="camt.053 XML: laekumised viitenumbri ja summa järgi arvetele" />
      <Layouts.Content>
        <Flex direction="column" alignItems="stretch" gap={6}>
          <Section title="Väljavõte">
            <Field.Root name="statement" error={refusal?.message} hint="ISO 20022 camt.053 (panga internetipangast)" width="100%" required>
              <Field.Label>Väljavõtte fail</Field.Label>
              <input type="file" name="statement" accept=".xml,application/xml,text/xml" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
              <Field.Hint />
              <Field.Error />
            </Field.Root>
            <Flex justifyContent="flex-end"><Button loading={busy} onClick={upload}>Impordi</Button></Flex>
          </Section>
          {result ? (
            <Section title={`Väljavõte ${result.statementIds.join(', ')}${result.account ? ` · ${result.account}` : ''}`}>
              {result.credits.length ? null : <Typography>Väljavõttes ei ole laekumisi.</Typography>}
              {outcomes.map(({ outcome, title, note }) => {
                const credits = result.credits.filter((credit) => credit.outcome === outcome);
                if (!credits.length) return null;
                return (
                  <Box key={outcome} tag="section" aria-label={title} data-statement-outcome={outcome}>
                    <Flex gap={2} alignItems="center"><Typography variant="delta" tag="h3">{title}</Typography><Badge>{credits.length}</Badge></Flex>
                    <Flex tag="ul" direction="column" alignItems="stretch" gap={1} paddingTop={2}>
                      {credits.map((credit, index) => (
                        <Typography tag="li" key={`${credit.reference}-${index}`}>
                          {[formatCents(credit.amount), credit.reference ? `viitenumber ${credit.reference}` : 'viitenumbrita', credit.order ? `tellimus ${credit.order}` : null, credit.payer, note(credit)].filter(Boolean).join(' · ')}
                        </Typography>
                      ))}
                    </Flex>
                  </Box>
                );
              })}
            </Section>
          ) : null}
        </Flex>
      </Layouts.Content>
    </Page.Main>
  );
}

export default StatementPage;
