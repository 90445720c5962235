import { useTranslation as useI18nextTranslation } from 'react-i18next';
import type { Translate } from './ui-text-lookup';

/**
 * The interface texts of the page being rendered. At build time (and in unit tests) this is
 * react-i18next's hook over the i18next instance gatsby-plugin-react-i18next sets up for the page. The
 * browser bundle gets translation.browser.tsx in place of this file (gatsby/on-create-webpack-config.ts),
 * which reads the same page resources without i18next.
 */
export const useTranslation: () => { t: Translate } = useI18nextTranslation;
