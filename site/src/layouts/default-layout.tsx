import type { ReactNode } from 'react';
import type { SiteChrome } from '../content/types';
import { SiteFrame } from './site-frame';

export function DefaultLayout({ chrome, children }: { chrome: SiteChrome; children: ReactNode }) {
  return (
    <div data-layout="default">
      <SiteFrame chrome={chrome}>{children}</SiteFrame>
    </div>
  );
}
