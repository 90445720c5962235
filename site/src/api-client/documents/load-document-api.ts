import { lazyModule } from '../lazy-module';

/** The documents' API client in a chunk of its own (Apollo with it), fetched when a page first shows documents. */
export const loadDocumentApi = lazyModule(() => import(/* webpackChunkName: "document-api" */ './document-api'));
