/** How one field reads in the admin's edit form and list. */
export interface FieldWords {
  /** The label in words (Estonian), never the field's code name. */
  label: string;
  /** Help under the field: what it means, the form it takes, and "Kohustuslik" when it must be filled to save or publish. */
  help?: string;
  /** A fact staff must not change here: shown, not editable. */
  readOnly?: boolean;
}

/** How a content type or component reads in the admin. */
export interface ModelWords {
  uid: string;
  fields: Record<string, FieldWords>;
  /** The field that names an entry (in lists and relations). */
  mainField?: string;
  /** The list view's columns, in order. */
  list?: string[];
  sortBy?: string;
  sortOrder?: 'ASC' | 'DESC';
  pageSize?: number;
}

/** Labels of the fields Strapi adds to every collection type. */
export const systemFieldWords: Record<string, FieldWords> = {
  id: { label: 'Nr' },
  documentId: { label: 'Dokumendi tunnus' },
  createdAt: { label: 'Loodud' },
  updatedAt: { label: 'Muudetud' },
  publishedAt: { label: 'Avaldatud' },
  locale: { label: 'Keel' },
};

/** The help text's mark of a field that must be filled: the words' test checks every required field has it. */
export const requiredMark = 'Kohustuslik';
