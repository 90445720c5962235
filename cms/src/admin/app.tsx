import type { StrapiApp } from '@strapi/strapi/admin';
import { DownloadCv, jobApplicationModel } from './cv-panel';
import { OfficeMenuIcon } from './office/office-menu-icon';

interface PanelProps {
  model: string;
  documentId?: string;
  document?: Record<string, unknown>;
}

/** A side panel on a job application's edit view: its CV, downloaded with the admin's session. */
function CvPanel({ model, documentId, document }: PanelProps) {
  if (model !== jobApplicationModel || !documentId) return null;
  return {
    title: 'CV',
    content: (
      <DownloadCv
        documentId={documentId}
        fileName={typeof document?.cvFileName === 'string' ? document.cvFileName : 'cv'}
        size={typeof document?.cvSize === 'number' ? document.cvSize : null}
      />
    ),
  };
}

export default {
  config: { locales: [] },
  register(app: StrapiApp) {
    // "Kontor": today's work of the broker's office, for those who may read desk cases.
    app.addMenuLink({
      to: '/office',
      icon: OfficeMenuIcon,
      intlLabel: { id: 'office.menu', defaultMessage: 'Kontor' },
      permissions: [{ action: 'plugin::content-manager.explorer.read', subject: 'api::desk-case.desk-case' }],
      position: 1,
      Component: () => import('./office/office-app'),
    });
  },
  bootstrap(app: StrapiApp) {
    const contentManager = app.getPlugin('content-manager') as unknown as {
      apis: { addEditViewSidePanel(panels: Array<(props: PanelProps) => { title: string; content: JSX.Element } | null>): void };
    };
    contentManager.apis.addEditViewSidePanel([CvPanel]);
  },
};
