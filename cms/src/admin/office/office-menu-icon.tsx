import { useEffect, useSyncExternalStore, type SVGProps } from 'react';
import { Briefcase } from '@strapi/icons';
import { useFetchClient } from '@strapi/strapi/admin';

/**
 * The count of due work on the office's menu entry. Strapi's own menu badge (a link's notificationsCount) is read
 * once, when the menu is built before anyone has signed in; the entry's icon is drawn by React in the signed-in
 * admin, so it reads the count itself (every minute, and whenever the office view loads) and shows it as a badge.
 */
let due = 0;
const listeners = new Set<() => void>();

export function showDueCount(count: number): void {
  due = count;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const refreshMs = 60_000;

export function OfficeMenuIcon(props: SVGProps<SVGSVGElement>) {
  const count = useSyncExternalStore(subscribe, () => due);
  const { get } = useFetchClient();
  useEffect(() => {
    const read = () => get<{ due: number }>('/admin/office/today/count').then(({ data }) => showDueCount(data.due)).catch(() => undefined);
    void read();
    const timer = setInterval(read, refreshMs);
    return () => clearInterval(timer);
  }, [get]);
  return (
    <span style={{ position: 'relative', display: 'inline-flex' }}>
      <Briefcase {...(props as object)} />
      {count > 0 ? (
        <span
          data-office-count
          aria-label={`${count} ootel tööd`}
          style={{
            position: 'absolute', top: '-0.9rem', left: '0.9rem', minWidth: '1.8rem', height: '1.8rem', padding: '0 0.4rem', borderRadius: '0.9rem',
            background: '#4945ff', color: '#ffffff', fontSize: '1.1rem', fontWeight: 600, lineHeight: '1.8rem', textAlign: 'center',
          }}
        >
          {count}
        </span>
      ) : null}
    </span>
  );
}
