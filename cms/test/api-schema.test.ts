import { existsSync, readFileSync, writeFileSync } from 'fs';
import path from 'path';
import { getIntrospectionQuery } from 'graphql';
import { sharedCommerceCms } from './commerce-cms';
import { graphqlClient } from './graphql';
import { printProviderSchema } from './provider-api-schema';

const schemaFile = path.resolve(__dirname, '../../site/src/api-client/schema.graphql');
const header = [
  "# The provider API's schema (/api/graphql) as the CMS serves it; the site types its operations from it.",
  '# Written by cms/test/api-schema.test.ts: do not edit. After changing the API, write it again with',
  '# UPDATE_API_SCHEMA=1 (e.g. UPDATE_API_SCHEMA=1 npm test); without it the test fails while the file differs.',
].join('\n');

// The schema does not depend on the database nor on the settings: the run's shared CMS on SQLite serves it.
describe('the site’s copy of the provider API schema', () => {
  let cmsUrl: string;
  beforeAll(async () => {
    cmsUrl = (await sharedCommerceCms('sqlite')).url;
  });

  it('equals what the running CMS serves', async () => {
    const answer = await graphqlClient(cmsUrl).query(getIntrospectionQuery());
    expect(answer.errors).toBeUndefined();
    const served = printProviderSchema(answer.data, header);
    if (process.env.UPDATE_API_SCHEMA === '1') writeFileSync(schemaFile, served);
    const committed = existsSync(schemaFile) ? readFileSync(schemaFile, 'utf8') : '';
    expect(committed).toBe(served);
  });
});
