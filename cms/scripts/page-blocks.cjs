/**
 * Keeps the page's `blocks` dynamic zone (cms/src/api/page/content-types/page/schema.json) listing every component
 * of cms/src/components/blocks/: a new block is one file there. Listed blocks keep their place, new ones follow in
 * name order, removed ones leave. `node cms/scripts/page-blocks.cjs` writes the schema; `pageSchemaSource()` is what
 * its unit test compares.
 */
const fs = require('fs');
const path = require('path');

const cmsDir = path.resolve(__dirname, '..');
const pageSchemaFile = path.join(cmsDir, 'src/api/page/content-types/page/schema.json');
const blocksDir = path.join(cmsDir, 'src/components/blocks');

function pageSchemaSource() {
  const schema = JSON.parse(fs.readFileSync(pageSchemaFile, 'utf8'));
  const blocks = fs.readdirSync(blocksDir).filter((file) => file.endsWith('.json')).map((file) => `blocks.${file.slice(0, -'.json'.length)}`).sort();
  const listed = schema.attributes.blocks.components.filter((uid) => blocks.includes(uid));
  schema.attributes.blocks.components = [...listed, ...blocks.filter((uid) => !listed.includes(uid))];
  return `${JSON.stringify(schema, null, 2)}\n`;
}

module.exports = { pageSchemaSource, pageSchemaFile };

if (require.main === module) {
  fs.writeFileSync(pageSchemaFile, pageSchemaSource());
  console.log(`wrote ${path.relative(process.cwd(), pageSchemaFile)}`);
}
