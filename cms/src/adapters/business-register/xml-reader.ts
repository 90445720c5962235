/**
 * The SOAP answers the e-Business Register and its sandbox send, read by the shared XML parser (`../xml-tree.ts`:
 * saxes, no DOCTYPE accepted), with the path helpers the register's answers need: elements by local name, the
 * namespace prefix dropped.
 */
import { readXmlTree, XmlRefused, type XmlElement } from '../xml-tree';

export { escapeXml, type XmlElement } from '../xml-tree';

/** The document's root element; throws XmlRefused on anything that is not well-formed XML with one root. */
export function readXml(xml: string): XmlElement {
  const [first, ...more] = readXmlTree(xml).children;
  if (!first || more.length) throw new XmlRefused('the document has no single root element');
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
