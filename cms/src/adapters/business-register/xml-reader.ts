/**
 * A small reader of the SOAP answers the e-Business Register and its sandbox send: elements by local name (the
 * namespace prefix dropped), their text and children. No DTDs, no external entities: a document with `<!DOCTYPE`
 * is refused, so nothing in an answer can make the reader fetch or expand anything.
 */
export interface XmlElement {
  name: string;
  text: string;
  children: XmlElement[];
}

export class XmlUnreadable extends Error {}

const entities: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|[a-z]+);/g, (whole, entity: string) => {
    if (entity.startsWith('#x')) return String.fromCodePoint(parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(Number(entity.slice(1)));
    const known = entities[entity];
    if (known === undefined) throw new XmlUnreadable(`unknown entity ${whole}`);
    return known;
  });
}

const localName = (qualified: string) => qualified.slice(qualified.indexOf(':') + 1);

/** The document's root element; throws XmlUnreadable on anything that is not well-formed enough to trust. */
export function readXml(xml: string): XmlElement {
  if (/<!DOCTYPE/i.test(xml)) throw new XmlUnreadable('a DOCTYPE is not accepted');
  const root: XmlElement = { name: '#document', text: '', children: [] };
  const open: XmlElement[] = [root];
  const tag = /<!\[CDATA\[([\s\S]*?)\]\]>|<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<(\/?)([A-Za-z_][\w.:-]*)((?:\s+[\w.:-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/g;
  let at = 0;
  for (let match = tag.exec(xml); match; match = tag.exec(xml)) {
    const current = open[open.length - 1]!;
    const between = xml.slice(at, match.index);
    if (between.includes('<')) throw new XmlUnreadable('a tag could not be read');
    current.text += decode(between);
    at = tag.lastIndex;
    const [, cdata, closing, name, , selfClosing] = match;
    if (cdata !== undefined) current.text += cdata;
    if (!name) continue;
    if (closing) {
      if (current === root || current.name !== localName(name)) throw new XmlUnreadable(`unexpected </${name}>`);
      open.pop();
      continue;
    }
    const element: XmlElement = { name: localName(name), text: '', children: [] };
    current.children.push(element);
    if (!selfClosing) open.push(element);
  }
  if (xml.slice(at).includes('<') || open.length !== 1) throw new XmlUnreadable('the document ends inside an element');
  const [first] = root.children;
  if (!first || root.children.length !== 1) throw new XmlUnreadable('the document has no single root element');
  return first;
}

/** The first descendant reached by `path` of local names (each step one level down). */
export function child(element: XmlElement | undefined, ...path: string[]): XmlElement | undefined {
  let found = element;
  for (const name of path) found = found?.children.find((candidate) => candidate.name === name);
  return found;
}

/** Every child named `name` of the element at `path`: the register lists repeated things as `<item>`s. */
export function children(element: XmlElement | undefined, name: string, ...path: string[]): XmlElement[] {
  return child(element, ...path)?.children.filter((candidate) => candidate.name === name) ?? [];
}

/** The trimmed text at `path`, or '' when it is absent. */
export const textAt = (element: XmlElement | undefined, ...path: string[]): string => child(element, ...path)?.text.trim() ?? '';

/** Text for an XML document: the five special characters escaped. */
export const escapeXml = (text: string) => text.replace(/[<>&"']/g, (character) => `&${Object.entries(entities).find(([, value]) => value === character)![0]};`);
