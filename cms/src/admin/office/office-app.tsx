import { Route, Routes } from 'react-router-dom';
import { TodayPage } from './today/today-page';

/** The office's pages under /admin/office: today's work at its index; the handling pages beside it. */
export default function OfficeApp() {
  return (
    <Routes>
      <Route index element={<TodayPage />} />
    </Routes>
  );
}
