/**
 * The Markdown subset the education hub renders: `##`/`###` headings, paragraphs, `-` and `1.` lists,
 * `**bold**`, `*italic*` and `[links](…)`. It parses to plain data that the client turns into React elements,
 * never into HTML, so no article text can inject markup or script; raw HTML stays literal text.
 */
export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; children: Inline[] }
  | { kind: 'em'; children: Inline[] }
  | { kind: 'link'; href: string; children: Inline[] };

export type Block =
  | { kind: 'heading'; level: 2 | 3; children: Inline[] }
  | { kind: 'paragraph'; children: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] };

const HEADING = /^(#{2,3})\s+(.*)$/;
const BULLET = /^[-*]\s+(.*)$/;
const NUMBERED = /^\d+[.)]\s+(.*)$/;

/** Only web links, e-mail and paths of this site; `javascript:`, `data:` and `//elsewhere` are not links. */
export function safeHref(url: string): string | null {
  const trimmed = url.trim();
  if (/^https:\/\/[^\s]+$/i.test(trimmed) || /^mailto:[^\s]+$/i.test(trimmed)) return trimmed;
  if (/^\/(?!\/)[^\s]*$/.test(trimmed)) return trimmed;
  return null;
}

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  // Cast, not annotated: `flush` resets it, which narrowing at the declaration would not see.
  let list = null as { ordered: boolean; items: string[] } | null;
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', children: parseInline(paragraph.join(' ')) });
    if (list) blocks.push({ kind: 'list', ordered: list.ordered, items: list.items.map(parseInline) });
    paragraph = [];
    list = null;
  };
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const heading = HEADING.exec(line);
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (line === '') {
      flush();
    } else if (heading?.[1] && heading[2] !== undefined) {
      flush();
      blocks.push({ kind: 'heading', level: heading[1].length === 2 ? 2 : 3, children: parseInline(heading[2]) });
    } else if (bullet || numbered) {
      const ordered = Boolean(numbered);
      const text = (bullet ?? numbered)?.[1] ?? '';
      if (list?.ordered !== ordered) flush();
      list ??= { ordered, items: [] };
      list.items.push(text);
    } else if (list && raw.startsWith(' ')) {
      // An indented line continues the list item above it.
      list.items[list.items.length - 1] += ` ${line}`;
    } else {
      if (list) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

// One level of parentheses inside the address, as in a Wikipedia-style URL.
const LINK = /^\[([^\]]+)\]\(((?:[^()\s]|\([^()\s]*\))+)\)/;

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let plain = '';
  const pushPlain = () => {
    if (plain) out.push({ kind: 'text', text: plain });
    plain = '';
  };
  let index = 0;
  while (index < text.length) {
    const rest = text.slice(index);
    const link = LINK.exec(rest);
    if (link?.[1] && link[2]) {
      const href = safeHref(link[2]);
      if (href) {
        pushPlain();
        out.push({ kind: 'link', href, children: parseInline(link[1]) });
      } else {
        plain += link[1];
      }
      index += link[0].length;
      continue;
    }
    const marker = rest.startsWith('**') ? '**' : rest.startsWith('*') ? '*' : null;
    const close = marker ? closingIndex(rest, marker) : -1;
    if (marker && close > marker.length) {
      pushPlain();
      const children = parseInline(rest.slice(marker.length, close));
      out.push(marker === '**' ? { kind: 'strong', children } : { kind: 'em', children });
      index += close + marker.length;
      continue;
    }
    plain += text[index];
    index += 1;
  }
  pushPlain();
  return out;
}

/** Where an emphasis opened at the start of `rest` closes: like CommonMark, no space inside either marker. */
function closingIndex(rest: string, marker: '*' | '**'): number {
  if (/\s/.test(rest.charAt(marker.length) || ' ')) return -1;
  for (let index = marker.length + 1; index <= rest.length - marker.length; index += 1) {
    if (!rest.startsWith(marker, index) || /\s/.test(rest.charAt(index - 1))) continue;
    // A single star next to another belongs to a bold marker, not to this italic.
    if (marker === '*' && rest.charAt(index + 1) === '*') {
      index += 1;
      continue;
    }
    return index;
  }
  return -1;
}
