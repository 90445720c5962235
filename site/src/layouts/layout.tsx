import type { ReactNode } from 'react';
import type { SiteChrome } from '../content/types';
import { CareersLayout } from './careers-layout';
import { DefaultLayout } from './default-layout';

const layouts = { default: DefaultLayout, careers: CareersLayout } as const;

/** The layout the route table names for a page. */
export function Layout({ name, chrome, children }: { name: keyof typeof layouts; chrome: SiteChrome; children: ReactNode }) {
  const Chosen = layouts[name];
  return <Chosen chrome={chrome}>{children}</Chosen>;
}
