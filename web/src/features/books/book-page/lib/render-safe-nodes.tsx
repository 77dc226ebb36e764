import { createElement, Fragment, type ReactNode } from 'react';
import type { SafeNode } from './sanitize-description.ts';

/** React elements from the safe tree: a tag name and children, never props taken from the source. */
export function renderSafeNodes(nodes: SafeNode[], keyPrefix = ''): ReactNode[] {
  return nodes.map((node, index) => {
    const key = `${keyPrefix}${index}`;
    if (node.type === 'text') return <Fragment key={key}>{node.text}</Fragment>;
    if (node.tag === 'br') return <br key={key} />;
    return createElement(node.tag, { key }, ...renderSafeNodes(node.children, `${key}.`));
  });
}
