import type { GatsbySSR } from 'gatsby';
import { PageElement, RootElement } from './src/app/root';

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => <RootElement element={element} />;
export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element }) => <PageElement element={element} />;
