/**
 * fast-xml-parser hands back a leaf as a string, an element with children or attributes as an object, and a
 * repeated element as an array. These helpers hide the three shapes so the readers can walk paths.
 */
export type XmlValue = string | XmlElement | XmlValue[];
export interface XmlElement {
  readonly [name: string]: XmlValue | undefined;
}

export const ATTRIBUTE_PREFIX = '@_';
export const TEXT_KEY = '#text';

const asElement = (value: XmlValue): XmlElement | undefined =>
  typeof value === 'string' ? { [TEXT_KEY]: value } : Array.isArray(value) ? undefined : value;

/** Every child element called `name`, in document order. */
export function elements(parent: XmlElement | undefined, name: string): XmlElement[] {
  const value = parent?.[name];
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    const one = asElement(value);
    return one ? [one] : [];
  }
  const found: XmlElement[] = [];
  for (const item of value) {
    const one = asElement(item);
    if (one) found.push(one);
  }
  return found;
}

/** Every element at the end of a path, across every repetition of each step (A/B/C with several Bs). */
export function elementsAt(parent: XmlElement | undefined, ...path: string[]): XmlElement[] {
  let level = parent ? [parent] : [];
  for (const name of path) level = level.flatMap((node) => elements(node, name));
  return level;
}

/** The first element at the end of a path. */
export function elementAt(parent: XmlElement | undefined, ...path: string[]): XmlElement | undefined {
  let node = parent;
  for (const name of path) {
    node = elements(node, name)[0];
    if (!node) return undefined;
  }
  return node;
}

/** An element's own text, trimmed; null when empty. */
export function textOf(node: XmlElement | undefined): string | null {
  const value = node?.[TEXT_KEY];
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text === '' ? null : text;
}

/** The text of the first element at the end of a path. */
export function textAt(parent: XmlElement | undefined, ...path: string[]): string | null {
  return textOf(elementAt(parent, ...path));
}

/** The text of every element at the end of a path, empty ones left out. */
export function textsAt(parent: XmlElement | undefined, ...path: string[]): string[] {
  const texts: string[] = [];
  for (const node of elementsAt(parent, ...path)) {
    const text = textOf(node);
    if (text !== null) texts.push(text);
  }
  return texts;
}

/** An attribute by local name (namespace prefixes are removed while parsing), trimmed; null when empty. */
export function attribute(node: XmlElement | undefined, name: string): string | null {
  const value = node?.[ATTRIBUTE_PREFIX + name];
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text === '' ? null : text;
}
