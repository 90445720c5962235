/**
 * An XML document as a small tree of elements by local name (namespace prefixes left out), read with saxes, a
 * conforming non-validating parser: a document that is not well-formed XML is refused, never half read. No
 * DOCTYPE is accepted (a bank statement has none; entities declared in one could make a small file huge).
 */
import { SaxesParser } from 'saxes';

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

export class XmlRefused extends Error {}

export function readXmlTree(xml: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true });
  const root: XmlElement = { name: '#document', attributes: {}, children: [], text: '' };
  const open: XmlElement[] = [root];
  let failure: Error | null = null;
  parser.on('error', (error) => {
    failure ??= error;
  });
  parser.on('doctype', () => {
    failure ??= new Error('a DOCTYPE is not accepted');
  });
  parser.on('opentag', (tag) => {
    const attributes: Record<string, string> = {};
    for (const [name, attribute] of Object.entries(tag.attributes)) attributes[typeof attribute === 'string' ? name : attribute.local] = typeof attribute === 'string' ? attribute : attribute.value;
    const element: XmlElement = { name: tag.local ?? tag.name, attributes, children: [], text: '' };
    open[open.length - 1]!.children.push(element);
    open.push(element);
  });
  parser.on('text', (text) => {
    open[open.length - 1]!.text += text;
  });
  parser.on('cdata', (text) => {
    open[open.length - 1]!.text += text;
  });
  parser.on('closetag', () => {
    open.pop();
  });
  try {
    parser.write(xml).close();
  } catch (error) {
    failure ??= error as Error;
  }
  if (failure) throw new XmlRefused((failure as Error).message);
  return root;
}

/** The child elements of `element` along a path of local names ("NtryDtls/TxDtls"). */
export function all(element: XmlElement | undefined, path: string): XmlElement[] {
  let found: XmlElement[] = element ? [element] : [];
  for (const name of path.split('/')) found = found.flatMap((parent) => parent.children.filter((child) => child.name === name));
  return found;
}

/** The first element along the path, if any. */
export const first = (element: XmlElement | undefined, path: string): XmlElement | undefined => all(element, path)[0];

/** The trimmed text of the first element along the path, or null. */
export function textAt(element: XmlElement | undefined, path: string): string | null {
  const found = first(element, path);
  const text = found?.text.trim();
  return text ? text : null;
}

const escapes: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' };

/** Text for an XML document: the five special characters escaped. */
export const escapeXml = (text: string) => text.replace(/[<>&"']/g, (character) => escapes[character]!);
