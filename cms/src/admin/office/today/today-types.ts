/** What GET /admin/office/today answers, as the server writes it (types only: nothing of the server is bundled). */
export type { OfficeGroup, OfficeLine, TodayWork } from '../../../office-work/office-lines';

/** A link the admin's router opens: its paths are below /admin. */
export const adminRoute = (link: string) => link.replace(/^\/admin(?=\/)/, '');
