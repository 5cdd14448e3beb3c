import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown, safeHref } from './markdown.ts';

describe('parseMarkdown', () => {
  it('reads headings, paragraphs and both kinds of list', () => {
    const blocks = parseMarkdown(
      [
        '## Your rights',
        '',
        'First line',
        'same paragraph.',
        '',
        '- one',
        '- two',
        '',
        '1. first',
        '2. second',
        '### Next',
      ].join('\n'),
    );
    expect(blocks).toEqual([
      { kind: 'heading', level: 2, children: [{ kind: 'text', text: 'Your rights' }] },
      { kind: 'paragraph', children: [{ kind: 'text', text: 'First line same paragraph.' }] },
      { kind: 'list', ordered: false, items: [[{ kind: 'text', text: 'one' }], [{ kind: 'text', text: 'two' }]] },
      { kind: 'list', ordered: true, items: [[{ kind: 'text', text: 'first' }], [{ kind: 'text', text: 'second' }]] },
      { kind: 'heading', level: 3, children: [{ kind: 'text', text: 'Next' }] },
    ]);
  });

  it('ends a list at a paragraph line and when the list kind changes', () => {
    expect(parseMarkdown('- a\nafter').map((block) => block.kind)).toEqual(['list', 'paragraph']);
    expect(parseMarkdown('- a\n1. b').map((block) => block.kind)).toEqual(['list', 'list']);
  });

  it('keeps a single # and raw HTML as plain paragraph text', () => {
    expect(parseMarkdown('# Big\n<script>alert(1)</script>')).toEqual([
      { kind: 'paragraph', children: [{ kind: 'text', text: '# Big <script>alert(1)</script>' }] },
    ]);
  });
});

describe('parseInline', () => {
  it('reads bold, italic and links, nested', () => {
    expect(parseInline('a **b *c* d** [d **e**](https://www.ftc.gov) f')).toEqual([
      { kind: 'text', text: 'a ' },
      {
        kind: 'strong',
        children: [
          { kind: 'text', text: 'b ' },
          { kind: 'em', children: [{ kind: 'text', text: 'c' }] },
          { kind: 'text', text: ' d' },
        ],
      },
      { kind: 'text', text: ' ' },
      {
        kind: 'link',
        href: 'https://www.ftc.gov',
        children: [
          { kind: 'text', text: 'd ' },
          { kind: 'strong', children: [{ kind: 'text', text: 'e' }] },
        ],
      },
      { kind: 'text', text: ' f' },
    ]);
  });

  it('turns an unsafe link into its text alone', () => {
    expect(parseInline('[click](javascript:alert(1)) now')).toEqual([{ kind: 'text', text: 'click now' }]);
    expect(parseInline('[x](data:text/html;base64,AAAA)')).toEqual([{ kind: 'text', text: 'x' }]);
  });

  it('leaves an unclosed marker as text', () => {
    expect(parseInline('5 * 3 and **open')).toEqual([{ kind: 'text', text: '5 * 3 and **open' }]);
  });
});

describe('safeHref', () => {
  it('allows https, mailto and this site’s paths', () => {
    expect(safeHref('https://www.consumerfinance.gov/')).toBe('https://www.consumerfinance.gov/');
    expect(safeHref('mailto:help@example.com')).toBe('mailto:help@example.com');
    expect(safeHref('/education?article=how-disputes-work')).toBe('/education?article=how-disputes-work');
  });

  it('refuses script, data, plain http and protocol-relative links', () => {
    for (const url of [
      'javascript:alert(1)',
      'JaVaScRiPt:x',
      'data:text/html,x',
      'http://x.test',
      '//evil.test',
      'vbscript:x',
    ]) {
      expect(safeHref(url), url).toBeNull();
    }
  });
});
