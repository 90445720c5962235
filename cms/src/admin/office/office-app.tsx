import { Route, Routes } from 'react-router-dom';
import { ConclusionPage } from './handling/conclusion-page';
import { DataRequestPage } from './handling/data-request-page';
import { DeskCasePage } from './handling/desk-case-page';
import { RefundPage } from './handling/refund-page';
import { InvoicePage } from './handling/invoice-page';
import { StatementPage } from './handling/statement-page';
import { TodayPage } from './today/today-page';

/** The office's pages under /admin/office: today's work at its index, and where each piece of it is handled. */
export default function OfficeApp() {
  return (
    <Routes>
      <Route index element={<TodayPage />} />
      <Route path="desk-cases/:documentId" element={<DeskCasePage />} />
      <Route path="conclusions/:documentId" element={<ConclusionPage />} />
      <Route path="refunds/:documentId" element={<RefundPage />} />
      <Route path="invoices/:documentId" element={<InvoicePage />} />
      <Route path="statements" element={<StatementPage />} />
      <Route path="data-requests/:documentId" element={<DataRequestPage />} />
    </Routes>
  );
}
