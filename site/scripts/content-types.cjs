/**
 * Writes site/src/content/generated/ from the CMS's schema.json files (as cms/scripts/row-types.cjs writes
 * cms/src/rows/generated/): the shapes of the content the site sources through gatsby-source-strapi, the page
 * blocks' names, one GraphQL fragment selecting every field of every page block, the field types Gatsby must
 * not leave to inference, and how a draft's REST fields become the sourced ones (the preview).
 * `node site/scripts/content-types.cjs` writes the files; `contentTypesSource()` is what its unit test compares.
 */
const fs = require('fs');
const path = require('path');
const { readSchemas } = require('../../cms/scripts/row-types.cjs');

const siteDir = path.resolve(__dirname, '..');
const target = path.join(siteDir, 'src/content/generated');

const pascal = (name) => name.replace(/(^|[-_.:])([a-z0-9])/g, (_, __, letter) => letter.toUpperCase());
const camel = (name) => pascal(name).replace(/^./, (letter) => letter.toLowerCase());
const literal = (value) => `'${String(value).replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const snake = (value) => value.replace(/[-.]/g, '_').replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase();

/** The content types the build sources, by their singular names in site/gatsby/strapi-source-options.ts. */
function sourcedSingularNames() {
  const options = fs.readFileSync(path.join(siteDir, 'gatsby/strapi-source-options.ts'), 'utf8');
  return [...options.matchAll(/singularName: '([a-z0-9-]+)'/g)].map((match) => match[1]);
}

function readModel() {
  const { contentTypes, components } = readSchemas();
  const sourced = sourcedSingularNames();
  const types = new Map();
  for (const { uid, schema } of contentTypes) {
    const singular = schema.info?.singularName;
    if (sourced.includes(singular)) types.set(uid, { uid, kind: 'type', schema, typeName: `Strapi${pascal(singular)}`, nodeName: `STRAPI_${snake(singular)}` });
  }
  for (const { uid, schema } of components) {
    types.set(uid, { uid, kind: 'component', schema, typeName: `Strapi${pascal(uid)}`, nodeName: `STRAPI__COMPONENT_${snake(uid)}` });
  }
  // Only the components the sourced types use, at any depth.
  const used = new Set();
  const use = (attributes) => {
    for (const attribute of Object.values(attributes)) {
      for (const uid of attribute.type === 'component' ? [attribute.component] : attribute.type === 'dynamiczone' ? attribute.components : []) {
        if (used.has(uid)) continue;
        used.add(uid);
        use(types.get(uid).schema.attributes);
      }
    }
  };
  for (const type of [...types.values()]) if (type.kind === 'type') use(type.schema.attributes);
  for (const type of [...types.values()]) if (type.kind === 'component' && !used.has(type.uid)) types.delete(type.uid);
  const page = [...types.values()].find((type) => type.kind === 'type' && type.schema.info.singularName === 'page');
  if (!page?.schema.attributes.blocks) throw new Error('The page content type has no blocks dynamic zone');
  return { types, blockNames: page.schema.attributes.blocks.components };
}

/** The GraphQL leaf type of an attribute, or null for one Gatsby exposes as an object (or leaves to inference). */
function leafType(attribute) {
  switch (attribute.type) {
    case 'string': case 'text': case 'email': case 'uid': case 'enumeration': case 'biginteger': case 'password':
      return 'String';
    case 'integer':
      return 'Int';
    case 'float': case 'decimal':
      return 'Float';
    case 'boolean':
      return 'Boolean';
    case 'date': case 'datetime': case 'time': case 'timestamp':
      return 'Date';
    default:
      return null;
  }
}

/** The TypeScript of a field as the page query answers it (related documents: their own fields, one level). */
function tsType(attribute, model, owner) {
  const maybe = (type) => (attribute.required ? type : `${type} | null`);
  switch (attribute.type) {
    case 'enumeration':
      return maybe(attribute.enum.map(literal).join(' | '));
    case 'richtext':
      return 'Markdown';
    case 'json': case 'blocks':
      return 'unknown';
    case 'media':
      return attribute.multiple ? 'StrapiMedia[] | null' : 'StrapiMedia | null';
    case 'component': {
      const type = model.types.get(attribute.component).typeName;
      return attribute.repeatable ? `${type}[] | null` : `${type} | null`;
    }
    case 'dynamiczone':
      return 'StrapiBlock[] | null';
    case 'relation': {
      const related = model.types.get(attribute.target);
      if (!related) throw new Error(`${owner} relates to ${attribute.target}, which the site does not source (site/gatsby/strapi-source-options.ts)`);
      if (!toMany(attribute)) return `${related.typeName} | null`;
      const leaves = selectedAttributes(related, true, true).map(([name]) => literal(name));
      return `Array<Pick<${related.typeName}, ${leaves.join(' | ')}>> | null`;
    }
    default: {
      const leaf = leafType(attribute);
      if (!leaf) throw new Error(`${owner}: no site type for attribute type ${attribute.type}`);
      return maybe(leaf === 'String' || leaf === 'Date' ? 'string' : leaf === 'Boolean' ? 'boolean' : 'number');
    }
  }
}

const toMany = (attribute) => /Many$/.test(attribute.relation);

/**
 * The attributes a page query selects of a type. A related document's own relations are not sourced with it;
 * of several related documents (cards) only the leaf fields, as the CMS populates them for a block.
 */
const selectedAttributes = (type, related, leavesOnly = false) =>
  Object.entries(type.schema.attributes).filter(([, attribute]) =>
    !(related && attribute.type === 'relation') && attribute.type !== 'dynamiczone' && !(leavesOnly && !leafType(attribute)));

/** The selection of a field's value in GraphQL: '' for a leaf. */
function selection(attribute, model, owner, related) {
  switch (attribute.type) {
    case 'richtext':
      return ' { data { fields { html } } }';
    case 'media':
      return ' { url width height }';
    case 'json': case 'blocks':
      throw new Error(`${owner}: a ${attribute.type} field cannot be selected by the page blocks' fragment`);
    case 'component':
      return ` { ${fieldsOf(model.types.get(attribute.component), model, related)} }`;
    case 'relation': {
      const relatedType = model.types.get(attribute.target);
      if (!relatedType) throw new Error(`${owner} relates to ${attribute.target}, which the site does not source (site/gatsby/strapi-source-options.ts)`);
      return ` { ${fieldsOf(relatedType, model, true, toMany(attribute))} }`;
    }
    default:
      return '';
  }
}

const fieldsOf = (type, model, related, leavesOnly = false) =>
  selectedAttributes(type, related, leavesOnly).map(([name, attribute]) => `${name}${selection(attribute, model, `${type.uid}.${name}`, related)}`).join(' ');

/**
 * The name each block field answers under. In one selection a name must keep one shape across the blocks
 * (GraphQL's field merging): a field shaped otherwise than the first block's field of that name is aliased
 * `<block><Field>` (the notice's Markdown `text` beside the call to action's plain `text`: `noticeText`).
 */
function responseNames(model) {
  const shapes = new Map();
  const names = new Map();
  for (const uid of model.blockNames) {
    const block = model.types.get(uid);
    for (const [name, attribute] of selectedAttributes(block, false)) {
      const shape = leafType(attribute) ?? selection(attribute, model, `${uid}.${name}`, false);
      if (!shapes.has(name)) shapes.set(name, shape);
      names.set(`${uid}.${name}`, shapes.get(name) === shape ? name : camel(`${uid.split('.')[1]}-${name}`));
    }
  }
  return names;
}

const header = [
  '// Generated by site/scripts/content-types.cjs from the schema.json files of cms/src/api and cms/src/components:',
  '// do not edit; after changing a schema run `node site/scripts/content-types.cjs` (a unit test fails until then).',
];

function shapesSource(model, names) {
  const lines = [...header, '',
    '/** A Markdown field as sourced: gatsby-transformer-remark\'s HTML of it (see gatsby/on-create-node.ts). */',
    'export type Markdown = { data?: { fields?: { html?: string | null } | null } | null } | null | undefined;', '',
    '/** An upload as sourced (its size when it is an image). */',
    'export interface StrapiMedia {', '  url: string | null;', '  width: number | null;', '  height: number | null;', '}'];
  for (const type of model.types.values()) {
    const related = type.kind === 'type';
    lines.push('', type.kind === 'type'
      ? `/** ${type.uid} as sourced: its own fields (its relations are not read through it). */`
      : `/** Component ${type.uid} as sourced. */`, `export interface ${type.typeName} {`);
    if (model.blockNames.includes(type.uid)) lines.push(`  strapi_component: ${literal(type.uid)};`);
    for (const [name, attribute] of Object.entries(type.schema.attributes)) {
      if (related && attribute.type === 'relation') continue;
      const key = model.blockNames.includes(type.uid) ? names.get(`${type.uid}.${name}`) : name;
      lines.push(`  ${key}: ${tsType(attribute, model, `${type.uid}.${name}`)};`);
    }
    lines.push('}');
  }
  lines.push('', '/** Each page block as the page query answers it, by its component name. */', 'export interface StrapiBlocks {');
  for (const uid of model.blockNames) lines.push(`  ${literal(uid)}: ${model.types.get(uid).typeName};`);
  lines.push('}', '', '/** A page block as the page query answers it. */', 'export type StrapiBlock = StrapiBlocks[keyof StrapiBlocks];', '');
  return lines.join('\n');
}

function fragmentSource(model, names) {
  const lines = [...header, 'import { graphql } from \'gatsby\';', '',
    '/** Every field of every page block (a related document with its own fields), for `...PageBlocks` in a page query. */',
    'export const pageBlocksFragment = graphql`', '  fragment PageBlocks on STRAPI_PAGE {', '    blocks {'];
  for (const uid of model.blockNames) {
    const block = model.types.get(uid);
    const fields = selectedAttributes(block, false).map(([name, attribute]) => {
      const key = names.get(`${uid}.${name}`);
      return `${key === name ? '' : `${key}: `}${name}${selection(attribute, model, `${uid}.${name}`, false)}`;
    });
    lines.push(`      ... on ${block.nodeName} { strapi_component ${fields.join(' ')} }`);
  }
  lines.push('    }', '  }', '`;', '');
  return lines.join('\n');
}

function typeDefsSource(model) {
  const lines = [...header, '',
    '/**',
    ' * The leaf fields of every sourced type and component, declared so that a field empty in every document',
    ' * (which inference alone would drop) can still be queried; objects, dates and relations stay inferred.',
    ' */',
    'export const sourcedTypeDefs = `'];
  for (const type of model.types.values()) {
    const fields = Object.entries(type.schema.attributes).flatMap(([name, attribute]) => {
      const leaf = leafType(attribute);
      return leaf && leaf !== 'Date' ? [`${name}: ${leaf}`] : [];
    });
    if (fields.length) lines.push(`  type ${type.nodeName} implements Node { ${fields.join(' ')} }`);
  }
  lines.push('`;', '');
  return lines.join('\n');
}

/** Per type, the REST draft's fields that the preview turns into the sourced shape (Markdown, aliases, nesting). */
function draftFieldsSource(model, names) {
  const entries = new Map();
  const visit = (uid, block) => {
    if (entries.has(uid)) return entries.get(uid).length > 0;
    entries.set(uid, []);
    const type = model.types.get(uid);
    const fields = [];
    for (const [name, attribute] of selectedAttributes(type, type.kind === 'type')) {
      const as = block ? names.get(`${uid}.${name}`) : name;
      const nested = attribute.type === 'component' ? attribute.component : attribute.type === 'relation' ? attribute.target : null;
      const deep = nested && !(attribute.type === 'relation' && toMany(attribute));
      const field = attribute.type === 'richtext' ? { markdown: true } : deep && visit(nested, false) ? { of: nested } : null;
      if (field || as !== name) fields.push([name, { ...(field ?? {}), ...(as !== name ? { as } : {}) }]);
    }
    entries.set(uid, fields);
    return fields.length > 0;
  };
  for (const uid of model.blockNames) visit(uid, true);
  const lines = [...header, '',
    '/** How a draft field (REST) becomes the sourced one: Markdown to HTML, answered under another name, or a nested type\'s fields. */',
    'export interface DraftField {', '  markdown?: true;', '  as?: string;', '  of?: string;', '}', '',
    '/** The fields of each type (page blocks, their components and related documents) a draft turns; others stay as they are. */',
    'export const draftFields: Record<string, Record<string, DraftField>> = {'];
  for (const [uid, fields] of entries) {
    if (!fields.length) continue;
    const body = fields.map(([name, field]) => `${/^[a-zA-Z_]\w*$/.test(name) ? name : literal(name)}: { ${Object.entries(field).map(([key, value]) => `${key}: ${value === true ? 'true' : literal(value)}`).join(', ')} }`);
    lines.push(`  ${literal(uid)}: { ${body.join(', ')} },`);
  }
  lines.push('};', '');
  return lines.join('\n');
}

function blockNamesSource(model) {
  return [...header, '',
    '/** The page blocks the CMS offers (the page\'s dynamic zone), in its order; the registry maps each to its component. */',
    'export const blockComponentNames = [', ...model.blockNames.map((uid) => `  ${literal(uid)},`), '] as const;', '',
    'export type BlockComponentName = (typeof blockComponentNames)[number];', ''].join('\n');
}

/** The generated files by their name under site/src/content/generated/. */
function contentTypesSource() {
  const model = readModel();
  const names = responseNames(model);
  return {
    'block-names.ts': blockNamesSource(model),
    'cms-shapes.ts': shapesSource(model, names),
    'draft-fields.ts': draftFieldsSource(model, names),
    'page-blocks-fragment.ts': fragmentSource(model, names),
    'type-defs.ts': typeDefsSource(model),
  };
}

module.exports = { contentTypesSource, target };

if (require.main === module) {
  fs.rmSync(target, { recursive: true, force: true });
  fs.mkdirSync(target, { recursive: true });
  for (const [file, source] of Object.entries(contentTypesSource())) fs.writeFileSync(path.join(target, file), source);
  console.log(`wrote ${path.relative(process.cwd(), target)}/`);
}
