import fs from 'fs';
import path from 'path';
import { componentWords, contentTypeWords } from './all-words';
import { withWords, type ContentManagerConfiguration } from './apply-admin-words';
import { requiredMark, systemFieldWords, type ModelWords } from './words';

interface Schema {
  info: { displayName: string; singularName?: string };
  options?: { draftAndPublish?: boolean };
  attributes: Record<string, { type: string; required?: boolean }>;
}

const src = path.join(__dirname, '..');
const read = (file: string): Schema => JSON.parse(fs.readFileSync(file, 'utf8'));
const contentTypes = fs.readdirSync(path.join(src, 'api')).flatMap((api) => {
  const dir = path.join(src, 'api', api, 'content-types');
  return fs.existsSync(dir) ? fs.readdirSync(dir).map((name) => ({ uid: `api::${api}.${name}`, schema: read(path.join(dir, name, 'schema.json')) })) : [];
});
const components = fs.readdirSync(path.join(src, 'components')).flatMap((category) =>
  fs.readdirSync(path.join(src, 'components', category)).map((file) => ({ uid: `${category}.${file.replace(/\.json$/, '')}`, schema: read(path.join(src, 'components', category, file)) })));

/** A label that is a code name: the field's own name, camelCase, kebab- or snake_case, or not starting as a sentence does. */
function codeNameProblem(label: string, field: string): string | null {
  if (label.trim().toLowerCase() === field.toLowerCase() && /[A-Z_-]/.test(field)) return 'is the field name';
  if (label.trim() === field) return 'is the field name';
  if (/\b[a-z]+[A-Z]\w*/.test(label)) return 'has a camelCase word';
  if (/\b[a-z]+[_-][a-z]+\b/.test(label) && !/[ -]/.test(label.replace(/\b[a-z]+-[a-z]+\b/g, ''))) return 'is kebab- or snake_case';
  if (!/^[A-ZÕÄÖÜŠŽ]/.test(label)) return 'does not start with a capital letter';
  return null;
}

const wordsOf = (all: ModelWords[], uid: string) => all.find((words) => words.uid === uid);

describe.each([
  ['content type', contentTypes, contentTypeWords],
  ['component', components, componentWords],
] as const)('every %s in the admin reads in words', (_kind, models, allWords) => {
  it.each(models.map((model) => [model.uid, model] as const))('%s', (uid, { schema }) => {
    const words = wordsOf(allWords, uid);
    expect(words).toBeDefined();
    const problems: string[] = [];
    for (const [field, attribute] of Object.entries(schema.attributes)) {
      const fieldWords = words!.fields[field];
      if (!fieldWords) { problems.push(`${field}: no label`); continue; }
      const problem = codeNameProblem(fieldWords.label, field);
      if (problem) problems.push(`${field}: label "${fieldWords.label}" ${problem}`);
      if (attribute.required && !fieldWords.readOnly && !fieldWords.help?.includes(requiredMark)) {
        problems.push(`${field}: required, but its help does not say "${requiredMark}"`);
      }
    }
    for (const field of Object.keys(words!.fields)) if (!(field in schema.attributes)) problems.push(`${field}: words for no field`);
    const known = (field: string) => field in schema.attributes || field in systemFieldWords;
    for (const field of [...(words!.list ?? []), words!.sortBy, words!.mainField].filter((field): field is string => !!field)) {
      if (!known(field)) problems.push(`${field}: a list column, order or entry title that is no field`);
    }
    if (words!.sortBy && ['json', 'component', 'dynamiczone', 'media', 'relation', 'richtext', 'blocks'].includes(schema.attributes[words!.sortBy]?.type ?? '')) {
      problems.push(`${words!.sortBy}: cannot be sorted by`);
    }
    const problem = codeNameProblem(schema.info.displayName, schema.info.singularName ?? '');
    if (problem) problems.push(`display name "${schema.info.displayName}" ${problem}`);
    expect(problems).toEqual([]);
  });
});

describe('the system fields', () => {
  it.each(Object.entries(systemFieldWords))('%s has a label in words', (field, words) => {
    expect(codeNameProblem(words.label, field)).toBeNull();
  });
});

describe('the admin words applied to a stored configuration', () => {
  const stored = (): ContentManagerConfiguration => ({
    settings: { mainField: 'id', defaultSortBy: 'id', defaultSortOrder: 'ASC', pageSize: 10, bulkable: true },
    metadatas: {
      id: { edit: {}, list: { label: 'id', searchable: true, sortable: true } },
      title: { edit: { label: 'title', description: '', placeholder: '', visible: true, editable: true }, list: { label: 'title', searchable: true, sortable: true } },
      answerBy: { edit: { label: 'answerBy', description: '', placeholder: '', visible: true, editable: true }, list: { label: 'answerBy', searchable: true, sortable: true } },
      state: { edit: { label: 'state', description: '', placeholder: '', visible: true, editable: true }, list: { label: 'state', searchable: true, sortable: true } },
    },
    layouts: { list: ['id', 'title'], edit: [[{ name: 'title', size: 6 }]] },
  });
  const words: ModelWords = {
    uid: 'api::desk-case.desk-case', mainField: 'title', list: ['title', 'state', 'answerBy', 'office'], sortBy: 'answerBy', sortOrder: 'ASC',
    fields: { title: { label: 'Pealkiri', readOnly: true }, state: { label: 'Olek', help: 'Kohustuslik.' }, answerBy: { label: 'Vastata hiljemalt', readOnly: true } },
  };

  it('labels the fields, keeps facts read-only, and orders the list', () => {
    const applied = withWords(stored(), words);
    expect(applied.metadatas.title!.edit).toMatchObject({ label: 'Pealkiri', editable: false, visible: true });
    expect(applied.metadatas.state!.edit).toMatchObject({ label: 'Olek', description: 'Kohustuslik.', editable: true });
    expect(applied.metadatas.answerBy!.list).toEqual({ label: 'Vastata hiljemalt', searchable: true, sortable: true });
    expect(applied.metadatas.id!.list).toMatchObject({ label: 'Nr' });
    expect(applied.metadatas.id!.edit).toEqual({});
    // A column for a field the stored configuration does not know (here "office") is left out.
    expect(applied.layouts).toEqual({ list: ['title', 'state', 'answerBy'], edit: [[{ name: 'title', size: 6 }]] });
    expect(applied.settings).toEqual({ mainField: 'title', defaultSortBy: 'answerBy', defaultSortOrder: 'ASC', pageSize: 10, bulkable: true });
  });
});
