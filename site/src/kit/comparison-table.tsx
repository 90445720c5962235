import { useState } from 'react';
import { useTranslation } from '../i18n/translation';
import type { Offer } from '../api-client/quotes/quote-types';
import { comparisonRows, rowGroupTexts, type Cell, type ComparisonRow } from '../flows/offers/offer-view';
import { Checkbox } from './choice-group';
import { InsurerName } from './insurer-name';
import { Money } from './money';

function CellValue({ cell }: { cell: Cell }) {
  const { t } = useTranslation();
  switch (cell.kind) {
    case 'money':
      return <Money cents={cell.cents} />;
    case 'percent':
      return <>{cell.percent} %</>;
    case 'cover':
      return cell.included ? (
        <>
          <span aria-hidden="true">✓ </span>
          {t('quote:included')}
          {cell.limit !== null ? <> (<Money cents={cell.limit} />)</> : null}
        </>
      ) : (
        <>
          <span aria-hidden="true">✗ </span>
          {t('quote:notIncluded')}
        </>
      );
    case 'text':
      return <>{cell.textKey.includes(':') ? t(cell.textKey) : cell.textKey}</>;
    case 'extra':
      if (cell.cents === 0) return <>{t('quote:free')}</>;
      return cell.per === 'day' ? <><Money cents={cell.cents} /> {t('quote:perDay')}</> : <Money cents={cell.cents} />;
    case 'instalments':
      return <>{cell.counts.join(' / ')}</>;
    default:
      return <>–</>;
  }
}

function groupsOf(rows: ComparisonRow[]): Array<[ComparisonRow['group'], ComparisonRow[]]> {
  const groups = new Map<ComparisonRow['group'], ComparisonRow[]>();
  for (const row of rows) groups.set(row.group, [...(groups.get(row.group) ?? []), row]);
  return [...groups];
}

/**
 * Offers side by side, cover by cover, with rows that differ marked; on a phone two columns fit and the
 * rest scroll sideways beside the fixed row names. "Only differences" hides rows where all agree.
 */
export function ComparisonTable({ offers }: { offers: Offer[] }) {
  const { t } = useTranslation();
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const single = offers.length === 1;
  const rows = comparisonRows(offers).filter((row) => !onlyDifferences || row.differs);
  const caption = single ? t('quote:offerDetails') : t('quote:comparisonTable');
  return (
    <div data-testid={single ? 'offer-details' : 'comparison'}>
      {single ? null : <Checkbox id="compare-only-differences" name="onlyDifferences" label={t('quote:onlyDifferences')} initial={false} onChange={setOnlyDifferences} />}
      <div sx={{ overflowX: 'auto', mt: 3 }} tabIndex={0} role="region" aria-label={caption}>
        <table sx={{ borderCollapse: 'collapse', width: '100%', minWidth: offers.length > 2 ? ['160vw', 640] : 'auto' }}>
          <caption sx={{ textAlign: 'left', fontWeight: 'bold', mb: 2 }}>{caption}</caption>
          <thead>
            <tr>
              <td sx={{ position: 'sticky', left: 0, bg: 'background' }} />
              {offers.map((offer) => (
                <th key={offer.id} scope="col" sx={{ textAlign: 'left', p: 2, borderBottom: '2px solid', borderColor: 'text', minWidth: ['38vw', 160] }}>
                  <InsurerName name={offer.insurerName} logo={offer.insurerLogo} size={24} />
                </th>
              ))}
            </tr>
          </thead>
          {groupsOf(rows).map(([group, groupRows]) => (
            <tbody key={group}>
              {rowGroupTexts[group] ? (
                <tr>
                  <th colSpan={offers.length + 1} scope="rowgroup" sx={{ textAlign: 'left', pt: 4, pb: 2, px: 2, fontSize: 1, textTransform: 'uppercase', letterSpacing: '0.04em', color: '#4a5563' }}>
                    <span sx={{ position: 'sticky', left: 8 }}>{t(rowGroupTexts[group]!)}</span>
                  </th>
                </tr>
              ) : null}
              {groupRows.map((row) => (
                <tr key={`${row.group}-${row.label}`} data-differs={row.differs ? 'true' : 'false'} sx={{ bg: row.differs && !single ? '#fff4e0' : undefined }}>
                  <th scope="row" sx={{ textAlign: 'left', p: 2, fontWeight: 'body', position: 'sticky', left: 0, bg: row.differs && !single ? '#fff4e0' : 'background', borderBottom: '1px solid', borderColor: 'border', minWidth: 120 }}>
                    {row.label.includes(':') ? t(row.label) : row.label}
                    {row.differs && !single ? <span sx={{ display: 'block', fontSize: 0, fontWeight: 'bold' }}>{t('quote:differs')}</span> : null}
                  </th>
                  {row.cells.map((cell, index) => (
                    <td key={index} sx={{ p: 2, borderBottom: '1px solid', borderColor: 'border', verticalAlign: 'top' }}>
                      <CellValue cell={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
    </div>
  );
}
