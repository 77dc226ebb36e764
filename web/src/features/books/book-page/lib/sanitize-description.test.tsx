import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { renderSafeNodes } from './render-safe-nodes.tsx';
import { isBlank, toSafeNodes, type NodeLike } from './sanitize-description.ts';

/** Hand-built DOM-like trees stand in for DOMParser's output (the unit tests run without a browser). */
function el(name: string, ...children: (NodeLike | string)[]): NodeLike {
  return {
    nodeType: 1,
    nodeName: name.toUpperCase(),
    nodeValue: null,
    childNodes: children.map((child) => (typeof child === 'string' ? text(child) : child)),
  };
}
function text(value: string): NodeLike {
  return { nodeType: 3, nodeName: '#text', nodeValue: value, childNodes: [] };
}
const comment: NodeLike = { nodeType: 8, nodeName: '#comment', nodeValue: '<script>x</script>', childNodes: [] };

function markup(...children: (NodeLike | string)[]): string {
  return renderToStaticMarkup(<>{renderSafeNodes(toSafeNodes(el('body', ...children)))}</>);
}

describe('book description sanitizing', () => {
  it('keeps the allow-listed tags: p, b, i, em, strong, br, ul, ol, li', () => {
    expect(
      markup(
        el(
          'p',
          'Переплёт ',
          el('b', 'кожаный'),
          ', ',
          el('i', 'золотое'),
          ' ',
          el('em', 'тиснение'),
          el('br'),
          el('strong', 'редкость'),
        ),
        el('ul', el('li', 'Том 1'), el('li', 'Том 2')),
        el('ol', el('li', 'Первое')),
      ),
    ).toBe(
      '<p>Переплёт <b>кожаный</b>, <i>золотое</i> <em>тиснение</em><br/><strong>редкость</strong></p>' +
        '<ul><li>Том 1</li><li>Том 2</li></ul><ol><li>Первое</li></ol>',
    );
  });

  it('drops scripts, styles and frames with their content, and comments', () => {
    expect(
      markup(el('p', 'до'), el('script', 'alert(1)'), el('style', 'p{}'), el('iframe', 'x'), comment, el('p', 'после')),
    ).toBe('<p>до</p><p>после</p>');
  });

  it('unwraps other elements but keeps their text, and never carries attributes', () => {
    const link = { ...el('a', 'ссылка'), attributes: [{ name: 'href', value: 'javascript:alert(1)' }] };
    const image = { ...el('img'), attributes: [{ name: 'onerror', value: 'alert(1)' }] };
    const paragraph = { ...el('p', 'текст ', link, image), attributes: [{ name: 'style', value: 'color:red' }] };
    expect(markup(paragraph, el('div', el('span', 'в диве')))).toBe('<p>текст ссылка</p>в диве');
  });

  it('escapes text that looks like markup', () => {
    expect(markup(el('p', '<img src=x onerror=alert(1)> & "кавычки"'))).toBe(
      '<p>&lt;img src=x onerror=alert(1)&gt; &amp; &quot;кавычки&quot;</p>',
    );
  });

  it('keeps lists well formed: loose content becomes an item, blank text goes', () => {
    expect(markup(el('ul', '\n  ', el('li', 'а'), '\n', el('p', 'б'), ' в '))).toBe(
      '<ul><li>а</li><li><p>б</p> в </li></ul>',
    );
  });

  it('flattens absurdly deep nesting to text', () => {
    let node: NodeLike = text('глубоко');
    for (let level = 0; level < 200; level += 1) node = el(level % 2 === 0 ? 'b' : 'span', node);
    const html = markup(node);
    expect(html).toContain('глубоко');
    expect((html.match(/<b>/g) ?? []).length).toBeLessThanOrEqual(32);
  });

  it('tells a blank description from a real one', () => {
    expect(isBlank(toSafeNodes(el('body', el('p', ' '), el('br'))))).toBe(true);
    expect(isBlank(toSafeNodes(el('body', el('p', 'текст'))))).toBe(false);
  });
});
