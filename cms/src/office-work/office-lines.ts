import { dataRequestLastDay, deadlineOrder, dottedDate, formatEuros, isOverdue, tallinnDate, tallinnTime, type OfficeDeadline, type ProductKey } from '@kindlustus/domain';
import { productName, type TermWords } from '../terms/term-words';

/** The groups of today's work, in the order the office view shows them. */
export const officeGroupKeys = ['deskCases', 'conclusions', 'refunds', 'invoices', 'dataRequests', 'failingTasks'] as const;
export type OfficeGroupKey = (typeof officeGroupKeys)[number];

/** One piece of work as staff read it (in Estonian), with the admin page that handles it. */
export interface OfficeLine {
  documentId: string;
  title: string;
  detail: string;
  /** The deadline written in Tallinn time ("27.11.2026 kell 14:30", a last day "27.11.2026"); null: none. */
  deadline: string | null;
  overdue: boolean;
  /** The admin path that handles it (/admin/office/…, or the content manager's entry). */
  link: string;
}

export interface OfficeGroup {
  key: OfficeGroupKey;
  title: string;
  count: number;
  overdue: number;
  lines: OfficeLine[];
}

export interface TodayWork {
  /** Every line of every group: the count the menu shows. */
  due: number;
  overdue: number;
  groups: OfficeGroup[];
}

export const groupTitles: Record<OfficeGroupKey, string> = {
  deskCases: 'Maaklerilaua päringud',
  conclusions: 'Sõlmitavad poliisid',
  refunds: 'Tagastatavad maksed',
  invoices: 'Arved: tähtaeg möödas, vähe või liiga palju makstud',
  dataRequests: 'Klientide taotlused',
  failingTasks: 'Korduvalt ebaõnnestuvad taustatööd',
};

const refundReasons: Record<string, string> = {
  paidTwice: 'makstud kaks korda',
  objectAlreadyInsured: 'objekt on juba kindlustatud',
  orderUnknown: 'tellimus pole meile teada',
  offerExpired: 'pakkumine aegus enne makset',
};
const requestKinds: Record<string, string> = { erasure: 'Andmete kustutamine', withdrawal: 'Lepingust taganemine' };

/** The records today's work is made of, as the tables hold them (the fields it reads). */
export interface OfficeRecords {
  deskCases: Array<{ documentId: string; title?: string | null; product?: string | null; insurerName?: string | null; office?: string | null; answerBy?: string | Date | null; repeats?: number | null }>;
  conclusions: Array<{ documentId: string; product?: string | null; insurerName?: string | null; customerName?: string | null; insuredObject?: string | null; concludeBy?: string | Date | null }>;
  refunds: Array<{ documentId: string; reference?: string | null; refundAmount?: number | null; amount?: number | null; refundReason?: string | null; flag?: string | null; updatedAt?: string | Date | null }>;
  /** Invoice orders past their due date unpaid, or paid too little or too much (flag). */
  invoices: Array<{ documentId: string; reference?: string | null; invoiceNumber?: string | null; amount?: number | null; invoiceReceived?: number | null; invoiceDueDate?: string | null; status?: string | null; flag?: string | null; lines?: unknown }>;
  dataRequests: Array<{ documentId: string; kind?: string | null; customerName?: string | null; personalCode?: string | null; policyNumber?: string | null; requestedAt?: string | Date | null; createdAt?: string | Date | null }>;
  /** Null: the reader is no administrator and sees no background jobs. */
  failingTasks: Array<{ documentId: string; kind?: string | null; subject?: string | null; attempts?: number | null; lastError?: string | null }> | null;
}

const instant = (value: string | Date | null | undefined): OfficeDeadline | null => (value ? { kind: 'instant', at: new Date(value) } : null);
const writtenInstant = (at: Date) => `${dottedDate(tallinnDate(at))} kell ${tallinnTime(at)}`;
const written = (deadline: OfficeDeadline | null) => (!deadline ? null : deadline.kind === 'instant' ? writtenInstant(deadline.at) : dottedDate(deadline.day));
const joined = (...parts: Array<string | null | undefined | false>) => parts.filter(Boolean).join(' · ');

/** The company an invoice is for: the first line's policyholder. */
function companyOf(lines: unknown): string | null {
  const first = Array.isArray(lines) ? (lines[0] as { policyholder?: { name?: string; code?: string } } | undefined) : undefined;
  return first?.policyholder?.name || first?.policyholder?.code || null;
}

interface Dated { line: Omit<OfficeLine, 'deadline' | 'overdue'>; deadline: OfficeDeadline | null }

function group(key: OfficeGroupKey, items: Dated[], now: Date): OfficeGroup {
  const lines = [...items]
    .sort((a, b) => deadlineOrder(a.deadline) - deadlineOrder(b.deadline))
    .map(({ line, deadline }) => ({ ...line, deadline: written(deadline), overdue: deadline ? isOverdue(deadline, now) : false }));
  return { key, title: groupTitles[key], count: lines.length, overdue: lines.filter((line) => line.overdue).length, lines };
}

/** Today's work from the open records at `now`: each group earliest deadline first (refunds and jobs as read), overdue marked. */
export function todayWork(records: OfficeRecords, now: Date, terms: TermWords): TodayWork {
  const product = (key: string | null | undefined) => (key ? productName(terms, key as ProductKey) : 'Toode');
  const groups = [
    group('deskCases', records.deskCases.map((row) => ({
      deadline: instant(row.answerBy),
      line: {
        documentId: row.documentId,
        title: joined(product(row.product), row.insurerName),
        detail: joined(row.office ? `Vastab: ${row.office}` : null, row.repeats ? `korduspäringuid ${row.repeats}` : null),
        link: `/admin/office/desk-cases/${row.documentId}`,
      },
    })), now),
    group('conclusions', records.conclusions.map((row) => ({
      deadline: instant(row.concludeBy),
      line: {
        documentId: row.documentId,
        title: joined(product(row.product), row.insurerName),
        detail: joined(row.customerName, row.insuredObject),
        link: `/admin/office/conclusions/${row.documentId}`,
      },
    })), now),
    group('refunds', records.refunds.map((row) => ({
      deadline: null,
      line: {
        documentId: row.documentId,
        title: joined(`Tagastada ${formatEuros(row.refundAmount ?? row.amount ?? 0, 'et')}`, row.reference),
        detail: joined(
          row.refundReason ? `põhjus: ${refundReasons[row.refundReason] ?? row.refundReason}` : null,
          row.flag ? `märge: ${row.flag}` : null,
          row.updatedAt ? `alates ${writtenInstant(new Date(row.updatedAt))}` : null,
        ),
        link: `/admin/office/refunds/${row.documentId}`,
      },
    })), now),
    group('invoices', records.invoices.map((row) => {
      const open = row.status === 'PENDING';
      const received = row.invoiceReceived ?? 0;
      const amount = row.amount ?? 0;
      return {
        // An unpaid invoice is due on its day; a paid one with money to return has no deadline.
        deadline: open && row.invoiceDueDate ? { kind: 'day' as const, day: String(row.invoiceDueDate) } : null,
        line: {
          documentId: row.documentId,
          title: joined(`Arve ${row.invoiceNumber ?? ''}`.trim(), companyOf(row.lines), formatEuros(amount, 'et')),
          detail: joined(
            row.flag === 'invoiceUnderpaid' ? `makstud liiga vähe: laekunud ${formatEuros(received, 'et')}, puudu ${formatEuros(amount - received, 'et')}` : null,
            row.flag === 'invoiceOverpaid' ? `enammakse ${formatEuros(received - amount, 'et')} tagastada` : null,
            open ? 'poliisi ei väljastata enne makset' : null,
            row.reference,
          ),
          link: `/admin/office/invoices/${row.documentId}`,
        },
      };
    }), now),
    group('dataRequests', records.dataRequests.map((row) => {
      const requestedAt = new Date(row.requestedAt ?? row.createdAt ?? now);
      return {
        deadline: { kind: 'day' as const, day: dataRequestLastDay(requestedAt) },
        line: {
          documentId: row.documentId,
          title: joined(requestKinds[row.kind ?? ''] ?? 'Taotlus', row.customerName ?? row.personalCode),
          detail: joined(row.policyNumber ? `poliis ${row.policyNumber}` : null, `esitatud ${writtenInstant(requestedAt)}`),
          link: `/admin/office/data-requests/${row.documentId}`,
        },
      };
    }), now),
    ...(records.failingTasks ? [group('failingTasks', records.failingTasks.map((row) => ({
      deadline: null,
      line: {
        documentId: row.documentId,
        title: joined(row.kind, row.subject),
        detail: joined(`katseid ${row.attempts ?? 0}`, row.lastError ? row.lastError.slice(0, 200) : null),
        link: `/admin/content-manager/collection-types/api::background-job.background-job/${row.documentId}`,
      },
    })), now)] : []),
  ];
  return {
    due: groups.reduce((sum, entry) => sum + entry.count, 0),
    overdue: groups.reduce((sum, entry) => sum + entry.overdue, 0),
    groups,
  };
}
