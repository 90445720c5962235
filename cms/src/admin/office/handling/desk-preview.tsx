import { Badge, Box, Flex, Typography } from '@strapi/design-system';
import { formatCents, formatDay } from './office-format';

/** An offer line as the checks would write it (commerce/desk/desk-answer-check.ts). */
export interface PreviewLine {
  outcome: 'offer' | 'declined';
  premium?: number;
  periodMonths?: number;
  instalmentsAllowed?: number[];
  validUntil?: string;
  coverRows?: Array<{ key: string; included: boolean; limit?: number }>;
  deductibles?: Array<{ key: string; amount?: number; percent?: number }>;
  compensationLimits?: Array<{ key: string; amount: number }>;
  documentLinks?: Array<{ title: string; url: string }>;
  declineNote?: string;
}

const amountOf = (row: { amount?: number; percent?: number; limit?: number }) =>
  [row.amount ?? row.limit, row.percent].map((value, at) => (value === undefined ? null : at === 0 ? formatCents(value) : `${value} %`)).filter(Boolean).join(' / ');

/** What the customer will see on their offers page: the offer line, or the insurer's decline with staff's note. */
export function DeskPreview({ insurerName, line, missing }: { insurerName: string; line: PreviewLine | null; missing: string | null }) {
  return (
    <Box background="neutral100" hasRadius padding={5} borderColor="neutral200" data-testid="desk-preview">
      <Flex justifyContent="space-between" alignItems="baseline">
        <Typography variant="omega" fontWeight="bold">{insurerName}</Typography>
        {line?.outcome === 'declined' ? <Badge>Ei paku</Badge> : line ? <Badge>Pakkumine</Badge> : null}
      </Flex>
      {!line ? (
        <Box marginTop={3}><Typography variant="omega" textColor="neutral600">{missing ? `Eelvaade tuleb, kui vastus on täielik: ${missing}` : 'Täitke pakkumine või keeldumise põhjus.'}</Typography></Box>
      ) : line.outcome === 'declined' ? (
        <Box marginTop={3}><Typography variant="omega">Kindlustusandja ei paku kindlustust. {line.declineNote}</Typography></Box>
      ) : (
        <Flex direction="column" alignItems="stretch" gap={2} marginTop={3}>
          <Typography variant="beta">{formatCents(line.premium)} / {line.periodMonths} kuud</Typography>
          <Typography variant="omega">Maksmine: {(line.instalmentsAllowed ?? [1]).map((count) => (count === 1 ? 'korraga' : `${count} osas`)).join(', ')}</Typography>
          <Typography variant="omega">Pakkumine kehtib kuni <span data-testid="varying">{formatDay(line.validUntil)}</span></Typography>
          {[['Kaitse', line.coverRows], ['Omavastutus', line.deductibles], ['Hüvitispiirid', line.compensationLimits]].map(([title, rows]) =>
            Array.isArray(rows) && rows.length ? (
              <Box key={String(title)}>
                <Typography variant="sigma" textColor="neutral600">{String(title)}</Typography>
                {rows.map((row) => <Typography key={row.key} variant="omega" tag="p">{row.key}{amountOf(row) ? `: ${amountOf(row)}` : ''}{'included' in row && row.included === false ? ' (lisatasu eest)' : ''}</Typography>)}
              </Box>
            ) : null,
          )}
          {line.documentLinks?.length ? <Typography variant="omega">Dokumendid: {line.documentLinks.map((document) => document.title).join(', ')}</Typography> : null}
        </Flex>
      )}
    </Box>
  );
}
