import { describe, expect, it } from 'vitest';
import { toSafeNodes, type SafeNode } from './sanitize-description.ts';
import { parseHtmlBody } from './server-html-parser.ts';

const text = (value: string): SafeNode => ({ type: 'text', text: value });
const element = (tag: 'p' | 'b' | 'i' | 'ul' | 'li' | 'br', ...children: SafeNode[]): SafeNode => ({
  type: 'element',
  tag,
  children,
});

/** Descriptions as the sanitizer keeps them after parse5 read them, the way a browser's DOMParser does. */
describe('parseHtmlBody', () => {
  it('closes what the HTML standard closes implicitly', () => {
    expect(toSafeNodes(parseHtmlBody('<p>Переплёт<p>Экслибрис <b>владельца'))).toEqual([
      element('p', text('Переплёт')),
      element('p', text('Экслибрис '), element('b', text('владельца'))),
    ]);
    expect(toSafeNodes(parseHtmlBody('<ul><li>Том 1<li>Том 2</ul>'))).toEqual([
      element('ul', element('li', text('Том 1')), element('li', text('Том 2'))),
    ]);
  });

  it('repairs misnested formatting as browsers do', () => {
    expect(toSafeNodes(parseHtmlBody('<b>1<i>2</b>3</i>'))).toEqual([
      element('b', text('1'), element('i', text('2'))),
      element('i', text('3')),
    ]);
  });

  it('gives comments, scripts and the head nothing to keep', () => {
    expect(toSafeNodes(parseHtmlBody('<title>x</title><!-- note --><script>alert(1)</script>Текст<br>'))).toEqual([
      text('Текст'),
      element('br'),
    ]);
  });
});
