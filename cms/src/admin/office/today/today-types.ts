/** What GET /admin/office/today answers (cms/src/office-work/office-lines.ts), as the page reads it. */
export interface OfficeLine {
  documentId: string;
  title: string;
  detail: string;
  deadline: string | null;
  overdue: boolean;
  link: string;
}

export interface OfficeGroup {
  key: string;
  title: string;
  count: number;
  overdue: number;
  lines: OfficeLine[];
}

export interface TodayWork {
  due: number;
  overdue: number;
  groups: OfficeGroup[];
}

/** A link the admin's router opens: its paths are below /admin. */
export const adminRoute = (link: string) => link.replace(/^\/admin(?=\/)/, '');
