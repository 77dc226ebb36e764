import { parse, type DefaultTreeAdapterMap } from 'parse5';
import type { NodeLike } from './sanitize-description.ts';

type Parse5Node = DefaultTreeAdapterMap['node'];

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
const COMMENT_NODE = 8;

/** parse5's tree read as the DOM's node fields the description's sanitizer uses. */
function asNodeLike(node: Parse5Node): NodeLike {
  const isText = node.nodeName === '#text';
  const isElement = 'tagName' in node;
  return {
    nodeType: isText ? TEXT_NODE : isElement ? ELEMENT_NODE : COMMENT_NODE,
    nodeName: node.nodeName,
    nodeValue: isText && 'value' in node ? node.value : null,
    childNodes: 'childNodes' in node ? node.childNodes.map(asNodeLike) : [],
  };
}

/**
 * The `<body>` of `html` parsed by parse5, which follows the HTML standard's parsing as browsers do (the
 * implied end tags, the misnested ones): on the server, what DOMParser gives in the browser.
 */
export function parseHtmlBody(html: string): NodeLike {
  const document = parse(html);
  const root = document.childNodes.find((node) => node.nodeName === 'html');
  const body =
    root !== undefined && 'childNodes' in root ? root.childNodes.find((node) => node.nodeName === 'body') : undefined;
  if (body === undefined) throw new Error('parse5 made a document without a body');
  return asNodeLike(body);
}
