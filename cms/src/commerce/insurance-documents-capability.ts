import type { Capability } from '../capabilities/capability';
import { commerce } from './commerce';
import { forgetDocumentsOnEdit } from '../insurance-documents/forget-on-edit';

/** The insurers' terms and IPIDs: an editor's change is read at once. */
export const insuranceDocumentsCapability: Capability = {
  name: 'insurance documents',
  register({ strapi }) {
    forgetDocumentsOnEdit(strapi, () => commerce(strapi).insuranceDocuments);
  },
};
