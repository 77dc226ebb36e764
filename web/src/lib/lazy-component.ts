import { lazy, type ComponentType } from 'react';
import { i18n } from './i18n.ts';

type PropsOf<Component> = Component extends ComponentType<infer Props> ? Props : never;

/**
 * React.lazy for a module's named export (components use named exports, lazy wants a default): pages and
 * the parts of a page most visits never open (dialogs, pickers) load on demand, off the first load. The
 * component keeps its props, so app/ can hand a page slots filled from other features.
 */
export function lazyComponent<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
  /** Text namespaces the component reads and the first load does not carry: fetched beside its code. */
  namespaces: readonly string[] = [],
) {
  return lazy(async () => {
    const [module] = await Promise.all([load(), namespaces.length > 0 ? i18n.loadNamespaces([...namespaces]) : null]);
    return { default: module[name] as ComponentType<PropsOf<Module[Name]>> };
  });
}
