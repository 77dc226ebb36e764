export interface NavLinkItem {
  to: string;
  /** Key in the common namespace. */
  labelKey: 'nav.overview' | 'nav.catalogue' | 'nav.favorites' | 'nav.notifications';
  /** Shown only to a logged-in user. */
  requiresAuth: boolean;
}

export const NAV_LINKS: readonly NavLinkItem[] = [
  { to: '/', labelKey: 'nav.overview', requiresAuth: false },
  { to: '/categories', labelKey: 'nav.catalogue', requiresAuth: false },
  { to: '/favorites', labelKey: 'nav.favorites', requiresAuth: true },
  { to: '/notifications', labelKey: 'nav.notifications', requiresAuth: true },
];

export function visibleNavLinks(isAuthenticated: boolean): readonly NavLinkItem[] {
  return NAV_LINKS.filter((link) => isAuthenticated || !link.requiresAuth);
}
