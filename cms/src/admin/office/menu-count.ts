import { getFetchClient } from '@strapi/strapi/admin';

/** The office's menu entry, as registered: Strapi's menu shows its notificationsCount as a badge. */
const officeLink: { notificationsCount?: number } = {};

export function officeMenuLink<T extends object>(link: T): T & { notificationsCount?: number } {
  return Object.assign(officeLink, link) as T & { notificationsCount?: number };
}

export function showDueCount(due: number): void {
  officeLink.notificationsCount = due;
}

/**
 * The count of due work for the menu's badge, read for a signed-in member of the office (others are refused and
 * see no entry anyway). Strapi copies the menu when it checks the user's permissions, so the count read here before
 * that shows; the office view refreshes it whenever it loads.
 */
export async function readDueCount(): Promise<void> {
  try {
    const { data } = await getFetchClient().get<{ due: number }>('/admin/office/today/count');
    showDueCount(data.due);
  } catch {
    // Not signed in yet, or not office staff: no badge.
  }
}
