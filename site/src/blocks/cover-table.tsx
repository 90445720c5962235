import type { ThemeUIStyleObject } from '@theme-ui/css';
import { useTranslation } from '../i18n/translation';
import { headingStyle, sectionStyle } from './styles';
import type { StrapiBlocks } from '../content/generated/cms-shapes';
export interface CoverTableView {
  kind: 'blocks.cover-table'; heading: string; intro: string | null;
  rows: Array<{ cover: string; limit: string | null; deductible: string | null; note: string | null }>;
}
export const reshapeCoverTable = (block: StrapiBlocks['blocks.cover-table']): CoverTableView =>
  ({ kind: 'blocks.cover-table', heading: block.heading, intro: block.intro ?? null, rows: block.rows ?? [] });

const cell: ThemeUIStyleObject = { textAlign: 'left', p: 3, borderBottom: '1px solid', borderColor: 'border', verticalAlign: 'top' };

export function CoverTable({ block }: { block: CoverTableView }) {
  const { t } = useTranslation();
  return (
    <section sx={sectionStyle}>
      <h2 sx={headingStyle}>{block.heading}</h2>
      {block.intro ? <p>{block.intro}</p> : null}
      {/* Scrolls sideways on a phone: focusable, so a keyboard can scroll it too. */}
      <div sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={block.heading}>
        <table sx={{ borderCollapse: 'collapse', width: '100%', minWidth: 560 }}>
          <thead>
            <tr sx={{ bg: 'muted' }}>
              <th scope="col" sx={cell}>{t('quote:coverRows')}</th>
              <th scope="col" sx={cell}>{t('quote:compensationLimits')}</th>
              <th scope="col" sx={cell}>{t('quote:deductibles')}</th>
              <th scope="col" sx={cell}><span sx={{ fontWeight: 'body' }}>&nbsp;</span></th>
            </tr>
          </thead>
          <tbody>
            {block.rows.map((row) => (
              <tr key={row.cover}>
                <th scope="row" sx={cell}>{row.cover}</th>
                <td sx={cell}>{row.limit}</td>
                <td sx={cell}>{row.deductible}</td>
                <td sx={cell}>{row.note}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
