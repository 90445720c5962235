import type { Core } from '@strapi/strapi';

/** An attribute of a schema as Strapi holds it (the fields this rule reads). */
export interface SchemaAttribute {
  readonly type: string;
  readonly component?: string;
  readonly components?: readonly string[];
  readonly relation?: string;
  readonly target?: string;
}
type Attributes = Readonly<Record<string, SchemaAttribute>>;

/** The components and content types Strapi loaded, by uid. */
export interface LoadedSchemas {
  readonly components: Readonly<Record<string, { readonly attributes: Attributes }>>;
  readonly contentTypes: Readonly<Record<string, { readonly attributes: Attributes }>>;
}

/** The schemas a running Strapi loaded. */
export const loadedSchemas = (strapi: Core.Strapi): LoadedSchemas => ({
  components: strapi.components as unknown as LoadedSchemas['components'],
  contentTypes: strapi.contentTypes as unknown as LoadedSchemas['contentTypes'],
});

export type Populate = true | { populate: Record<string, Populate> };

const toMany = (attribute: SchemaAttribute) => /Many$/.test(attribute.relation ?? '');
const populateOf = (fields: Record<string, Populate>): Populate => (Object.keys(fields).length ? { populate: fields } : true);

/**
 * What a read populates of a component or document: its components and media in full; of a related document its
 * own fields and components (not its relations); of several related documents (cards) only their own fields.
 * The site's page query selects by the same rule (site/scripts/content-types.cjs), so what it asks is what the
 * CMS answers, and a new block needs no populate rule of its own.
 */
function fieldsToPopulate(attributes: Attributes, schemas: LoadedSchemas, related: boolean): Record<string, Populate> {
  const fields: Record<string, Populate> = {};
  for (const [name, attribute] of Object.entries(attributes)) {
    if (attribute.type === 'media') fields[name] = true;
    else if (attribute.type === 'component' && attribute.component) {
      fields[name] = populateOf(fieldsToPopulate(schemaOf(schemas.components, attribute.component), schemas, related));
    } else if (attribute.type === 'relation' && attribute.target && !related) {
      const target = schemaOf(schemas.contentTypes, attribute.target);
      fields[name] = toMany(attribute) ? true : populateOf(fieldsToPopulate(target, schemas, true));
    }
  }
  return fields;
}

function schemaOf(loaded: LoadedSchemas['components'], uid: string): Attributes {
  const schema = loaded[uid];
  if (!schema) throw new Error(`No schema ${uid} is loaded`);
  return schema.attributes;
}

/** The populate of each component a dynamic zone (`contentType`'s `zone`) may hold, for Strapi's `on`. */
export function zonePopulate(schemas: LoadedSchemas, contentType: string, zone: string): Record<string, Populate> {
  const blocks = schemaOf(schemas.contentTypes, contentType)[zone]?.components ?? [];
  return Object.fromEntries(blocks.map((uid) => [uid, populateOf(fieldsToPopulate(schemaOf(schemas.components, uid), schemas, false))]));
}
