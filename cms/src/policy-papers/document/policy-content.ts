/** What a policy document says, section by section, in the customer's language. */
import { dottedDate, formatEuros, languageTags } from '@kindlustus/domain';
import type { Locale } from '@kindlustus/routes';
import { recordTexts } from '../record-texts';
import type { PolicyDocumentData } from './document-data';
import { formatPeriod, formatTallinnDateTime } from './document-dates';
import type { Layout } from './document-layout';
import { colour, size, type Block, type Fonts, type TextStyle } from './document-look';
import type { DocumentTexts } from './document-texts';
import { coverLabel, deductibleLabel, extraLabel, productName, territoryLabel, type TermWords } from '../../terms/term-words';

const percentFormats = new Map<Locale, Intl.NumberFormat>();

function formatPercent(percent: number, language: Locale): string {
  let format = percentFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(languageTags[language], { style: 'percent', maximumFractionDigits: 2 });
    percentFormats.set(language, format);
  }
  return format.format(percent / 100);
}

function deductibleValue(deductible: PolicyDocumentData['deductibles'][number], language: Locale, t: DocumentTexts): string {
  const { amount, percent } = deductible;
  if (percent !== undefined && amount !== undefined) {
    return t.percentWithMinimum(formatPercent(percent, language), formatEuros(amount, language));
  }
  if (percent !== undefined) return formatPercent(percent, language);
  if (amount !== undefined) return formatEuros(amount, language);
  return t.none;
}

export function writeContent(layout: Layout, data: PolicyDocumentData, language: Locale, t: DocumentTexts, terms: TermWords, fonts: Fonts): void {
  const euros = (cents: number) => formatEuros(cents, language);
  const strong: TextStyle = { font: fonts.bold };
  const note: TextStyle = { size: size.small, color: colour.muted };
  const product = productName(terms, data.product);

  layout.title(t.title, `${product} · ${t.policyNumber} ${data.policyNumber}`);

  const blocks: Block[] = [
    {
      heading: t.policyholder,
      lines: [
        { text: data.policyholder.name, style: strong },
        { text: `${t.code}: ${data.policyholder.code}` },
        ...(data.policyholder.actingPerson ? [{ text: `${t.actingPerson}: ${data.policyholder.actingPerson.name} (${data.policyholder.actingPerson.personalCode})` }] : []),
      ],
    },
    { heading: t.insuredObject, lines: [{ text: data.insuredObject }] },
    {
      heading: t.insurerAndProduct,
      lines: [{ text: data.insurerName, style: strong }, { text: product }, { text: `${t.broker}: ${data.brokerName}` }],
    },
    {
      heading: t.period,
      lines: [{ text: formatPeriod(data.startDate, data.endDate), style: strong }, { text: t.periodNote, style: note }],
    },
  ];
  if (data.territory !== null) blocks.push({ heading: t.territory, lines: [{ text: territoryLabel(terms, data.territory) }] });
  layout.blocks(blocks);

  layout.heading(t.cover);
  layout.table(
    [
      { title: t.coverRisk, width: 0.52 },
      { title: t.coverIncluded, width: 0.18 },
      { title: t.coverLimit, width: 0.3, align: 'right' },
    ],
    data.coverRows.map((row) => [
      coverLabel(terms, row.key),
      row.included ? t.yes : t.no,
      row.included && row.limit !== undefined ? euros(row.limit) : t.none,
    ]),
  );

  layout.heading(t.deductibles);
  if (data.deductibles.length === 0) {
    layout.paragraph(t.noDeductibles);
  } else {
    layout.table(
      [
        { title: t.deductibleKind, width: 0.52 },
        { title: t.deductibleValue, width: 0.48, align: 'right' },
      ],
      data.deductibles.map((deductible) => [deductibleLabel(terms, deductible.key), deductibleValue(deductible, language, t)]),
    );
  }

  const extrasTotal = data.extras.reduce((sum, extra) => sum + extra.amount, 0);
  if (data.extras.length > 0) {
    layout.heading(t.extras);
    layout.table(
      [
        { title: t.extra, width: 0.52 },
        { title: t.extraDuration, width: 0.18 },
        { title: t.amount, width: 0.3, align: 'right' },
      ],
      data.extras.map((extra) => [
        extraLabel(terms, extra.key),
        extra.days !== undefined ? t.days(extra.days) : t.none,
        euros(extra.amount),
      ]),
    );
  }

  layout.heading(t.premiumSection, 50);
  layout.totals(
    [
      [t.premium, euros(data.premium)],
      ...(data.extras.length > 0 ? [[t.extrasTotal, euros(extrasTotal)] as [string, string]] : []),
      [t.totalPayable, euros(data.premium + extrasTotal)],
    ],
    true,
  );

  if (data.schedule.length > 0) {
    layout.space(6);
    layout.subheading(t.schedule);
    const scheduleTotal = data.schedule.reduce((sum, payment) => sum + payment.amount, 0);
    layout.table(
      [
        { title: t.instalment, width: 0.2 },
        { title: t.dueDate, width: 0.4 },
        { title: t.amount, width: 0.4, align: 'right' },
      ],
      [
        ...data.schedule.map((payment, index) => [String(index + 1), dottedDate(payment.dueDate), euros(payment.amount)]),
        [t.scheduleTotal, '', euros(scheduleTotal)],
      ],
      { boldLastRow: true },
    );
  }

  if (data.saleRecord) {
    const words = recordTexts[language];
    layout.heading(words.demandsAndNeeds);
    layout.paragraph(data.saleRecord.demandsAndNeeds);
    if (data.saleRecord.documents.length) {
      layout.heading(words.documentsGiven);
      for (const document of data.saleRecord.documents) layout.paragraph(words.documentLine(document.title, document.versionLabel, document.appliesFrom));
    }
  }

  const issued = formatTallinnDateTime(data.issuedAt);
  layout.space(10);
  layout.paragraph(t.issuedAt(issued.date, issued.time));
}
