/**
 * The book page renders the description the server already sanitized, but it never hands markup to
 * `innerHTML`: the browser parses it into an inert document (DOMParser runs no scripts and loads
 * nothing), and only this allow-list of tags survives as plain data, without a single attribute.
 * React then builds the elements itself. Anything else is unwrapped (its text kept) or, for elements
 * whose content is code or chrome rather than prose, dropped with its content.
 */

export const ALLOWED_TAGS = ['p', 'b', 'i', 'em', 'strong', 'br', 'ul', 'ol', 'li'] as const;
export type AllowedTag = (typeof ALLOWED_TAGS)[number];

export type SafeNode = { type: 'text'; text: string } | { type: 'element'; tag: AllowedTag; children: SafeNode[] };

/** The part of a DOM node this module reads, so tests can build trees without a browser. */
export interface NodeLike {
  nodeType: number;
  nodeName: string;
  nodeValue: string | null;
  childNodes: ArrayLike<NodeLike>;
}

const TEXT_NODE = 3;
const ELEMENT_NODE = 1;
/** Deeper nesting than this is flattened to text: no description needs it, and recursion stays bounded. */
const MAX_DEPTH = 32;

const allowed = new Set<string>(ALLOWED_TAGS);
const droppedWithContent = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'svg',
  'math',
  'head',
  'title',
  'textarea',
  'select',
  'option',
  'button',
]);

function isAllowedTag(name: string): name is AllowedTag {
  return allowed.has(name);
}

function textOf(node: NodeLike): string {
  if (node.nodeType === TEXT_NODE) return node.nodeValue ?? '';
  if (node.nodeType !== ELEMENT_NODE || droppedWithContent.has(node.nodeName.toLowerCase())) return '';
  return Array.from(node.childNodes, textOf).join('');
}

/** Lists may hold only items: stray content between items is wrapped in one, blank text is dropped. */
function listItems(children: SafeNode[]): SafeNode[] {
  const items: SafeNode[] = [];
  let loose: SafeNode[] = [];
  const isBlankText = (node: SafeNode | undefined) => node?.type === 'text' && node.text.trim() === '';
  const flush = () => {
    while (isBlankText(loose[0])) loose.shift();
    while (isBlankText(loose.at(-1))) loose.pop();
    if (loose.length > 0) items.push({ type: 'element', tag: 'li', children: loose });
    loose = [];
  };
  for (const child of children) {
    if (child.type === 'element' && child.tag === 'li') {
      flush();
      items.push(child);
    } else {
      loose.push(child);
    }
  }
  flush();
  return items;
}

function convert(node: NodeLike, depth: number): SafeNode[] {
  if (node.nodeType === TEXT_NODE) {
    const text = node.nodeValue ?? '';
    return text === '' ? [] : [{ type: 'text', text }];
  }
  if (node.nodeType !== ELEMENT_NODE) return []; // comments, processing instructions, doctypes
  const name = node.nodeName.toLowerCase();
  if (droppedWithContent.has(name)) return [];
  if (depth >= MAX_DEPTH) {
    const text = textOf(node);
    return text === '' ? [] : [{ type: 'text', text }];
  }
  const children = convertChildren(node, depth + 1);
  if (!isAllowedTag(name)) return children;
  if (name === 'br') return [{ type: 'element', tag: 'br', children: [] }];
  if (name === 'ul' || name === 'ol') return [{ type: 'element', tag: name, children: listItems(children) }];
  return [{ type: 'element', tag: name, children }];
}

function convertChildren(node: NodeLike, depth: number): SafeNode[] {
  return Array.from(node.childNodes).flatMap((child) => convert(child, depth));
}

/** The safe tree of a parsed fragment's children (the `<body>` of a DOMParser document). */
export function toSafeNodes(root: NodeLike): SafeNode[] {
  return convertChildren(root, 0);
}

/** Parses HTML as a browser does and returns its `<body>`: set where there is no DOMParser (the server). */
let parseBody: ((html: string) => NodeLike) | null = null;

/**
 * A page rendered on the server (src/entry-server.tsx) parses descriptions with a parser that follows the
 * HTML standard, as the browser's does, so that both draw the same description.
 */
export function setHtmlBodyParser(parser: (html: string) => NodeLike): void {
  parseBody = parser;
}

/** Parses description HTML in an inert document; with no parser at all it keeps the text only. */
export function parseDescriptionHtml(html: string): SafeNode[] {
  if (html.trim() === '') return [];
  if (typeof DOMParser !== 'undefined') return toSafeNodes(new DOMParser().parseFromString(html, 'text/html').body);
  if (parseBody !== null) return toSafeNodes(parseBody(html));
  return [{ type: 'text', text: html.replace(/<[^>]*>/g, ' ') }];
}

/** True when the tree would show nothing but white space. */
export function isBlank(nodes: SafeNode[]): boolean {
  return nodes.every((node) => (node.type === 'text' ? node.text.trim() === '' : isBlank(node.children)));
}
