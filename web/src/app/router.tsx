import { isValidElement } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { SETUP_TOKEN_PARAM } from '@raritet/contracts/setup';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { RouteErrorPage } from '../components/route-error-page.tsx';
import { AppLayout } from './layout/app-layout.tsx';
import { bookFavoriteSlot, listFavoriteSlot } from './favorite-slots.tsx';
import { lazyComponent } from '../lib/lazy-component.ts';
import { emailConfirmationSlot } from './notification-slots.tsx';
import { ownAccountSlot } from './profile-slots.tsx';
import { HomePage } from './pages/home-page.tsx';
import { RequireAuth } from './require-auth.tsx';

// The pages most visits never open load on demand; the layout's Suspense shows "Загрузка..." meanwhile.
const LoginPage = lazyComponent(() => import('../features/auth/pages/login-page.tsx'), 'LoginPage', ['auth', 'errors']);
const RegisterPage = lazyComponent(() => import('../features/auth/pages/register-page.tsx'), 'RegisterPage', [
  'auth',
  'errors',
]);
const ConfirmEmailPage = lazyComponent(
  () => import('../features/auth/pages/confirm-email-page.tsx'),
  'ConfirmEmailPage',
  ['auth', 'errors'],
);
const TermsPage = lazyComponent(() => import('../features/info/pages/terms-page.tsx'), 'TermsPage');
const ContactsPage = lazyComponent(() => import('../features/info/pages/contacts-page.tsx'), 'ContactsPage');
const TelegramGuidePage = lazyComponent(
  () => import('../features/info/pages/telegram-guide-page.tsx'),
  'TelegramGuidePage',
);
const AdminPage = lazyComponent(() => import('../features/admin/panel/admin-page.tsx'), 'AdminPage');
const SubscriptionPage = lazyComponent(
  () => import('../features/billing/pages/subscription-page.tsx'),
  'SubscriptionPage',
  ['billing'],
);
const SubscriptionSuccessPage = lazyComponent(
  () => import('../features/billing/pages/subscription-success-page.tsx'),
  'SubscriptionSuccessPage',
  ['billing'],
);
const DemoCheckoutPage = lazyComponent(
  () => import('../features/billing/pages/demo-checkout-page.tsx'),
  'DemoCheckoutPage',
  ['billing'],
);
const BookPage = lazyComponent(() => import('../features/archive/book-page/pages/book-page.tsx'), 'BookPage', ['book']);
const InitialSetupPage = lazyComponent(
  () => import('../features/setup/pages/initial-setup-page.tsx'),
  'InitialSetupPage',
);
const CategoriesPage = lazyComponent(() => import('../features/archive/pages/categories-page.tsx'), 'CategoriesPage');
const SearchByTitlePage = lazyComponent(
  () => import('../features/archive/pages/search-by-title-page.tsx'),
  'SearchByTitlePage',
);
const SearchByDescriptionPage = lazyComponent(
  () => import('../features/archive/pages/search-by-description-page.tsx'),
  'SearchByDescriptionPage',
);
const SearchByCategoryPage = lazyComponent(
  () => import('../features/archive/pages/search-by-category-page.tsx'),
  'SearchByCategoryPage',
);
const SearchBySellerPage = lazyComponent(
  () => import('../features/archive/pages/search-by-seller-page.tsx'),
  'SearchBySellerPage',
);
const SearchByPriceRangePage = lazyComponent(
  () => import('../features/archive/pages/search-by-price-range-page.tsx'),
  'SearchByPriceRangePage',
);
const FavoritesPage = lazyComponent(() => import('../features/member/pages/favorites-page.tsx'), 'FavoritesPage', [
  'member',
]);
const ProfilePage = lazyComponent(() => import('../features/member/pages/profile-page.tsx'), 'ProfilePage', ['member']);
const NotificationsPage = lazyComponent(
  () => import('../features/notifications/pages/notifications-page.tsx'),
  'NotificationsPage',
  ['notifications'],
);
const OwnProfileRedirect = lazyComponent(
  () => import('../features/member/pages/own-profile-redirect.tsx'),
  'OwnProfileRedirect',
);

const publicRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: 'categories', element: <CategoriesPage /> },
  { path: 'login', element: <LoginPage /> },
  { path: 'register', element: <RegisterPage /> },
  { path: 'confirm-email', element: <ConfirmEmailPage /> },
  { path: 'terms', element: <TermsPage /> },
  { path: 'contacts', element: <ContactsPage /> },
  { path: 'telegram-guide', element: <TelegramGuidePage /> },
  { path: 'subscription-success', element: <SubscriptionSuccessPage /> },
];

const guardedRoutes: RouteObject[] = [
  { path: 'subscription', element: <SubscriptionPage /> },
  { path: 'demo-checkout/:paymentId', element: <DemoCheckoutPage /> },
  { path: 'admin', element: <AdminPage /> },
  { path: 'books/:id', element: <BookPage favoriteSlot={bookFavoriteSlot} /> },
  { path: 'favorites', element: <FavoritesPage /> },
  { path: 'notifications', element: <NotificationsPage emailNotice={emailConfirmationSlot} /> },
  { path: 'searchByTitle/:title', element: <SearchByTitlePage favoriteSlot={listFavoriteSlot} /> },
  { path: 'searchByDescription/:description', element: <SearchByDescriptionPage favoriteSlot={listFavoriteSlot} /> },
  { path: 'searchByCategory/:categoryId', element: <SearchByCategoryPage favoriteSlot={listFavoriteSlot} /> },
  { path: 'searchBySeller/:sellerName', element: <SearchBySellerPage favoriteSlot={listFavoriteSlot} /> },
  {
    path: 'searchByPriceRange/:minPrice/:maxPrice',
    element: <SearchByPriceRangePage favoriteSlot={listFavoriteSlot} />,
  },
  { path: 'user/:userId', element: <ProfilePage ownAccountSlot={ownAccountSlot} /> },
  { path: 'user', element: <OwnProfileRedirect /> },
];

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      {
        // Inside the layout so a crashing page keeps the header and footer around its error message.
        errorElement: <RouteErrorPage />,
        children: [
          ...publicRoutes,
          { element: <RequireAuth />, children: guardedRoutes },
          {
            element: <RequireAuth bypassWithSearchParam={SETUP_TOKEN_PARAM} />,
            children: [{ path: 'initial-setup', element: <InitialSetupPage /> }],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/**
 * The app's router. On a page drawn at build time or by the server (ADR 0036, 0038) it starts as react-
 * router's server hydration does: the page stays where the visitor has scrolled it meanwhile, instead of
 * going to the top as a page drawn afresh does. (There is no loader data to hand over: no route has one.)
 */
export function createAppRouter({ drawn }: { drawn: boolean }) {
  return createBrowserRouter(routes, drawn ? { hydrationData: { loaderData: {} } } : {});
}

/**
 * Loads the code and texts of the page at `pathname` (its lazy components), so that a page drawn on the
 * server is taken over in one pass: started before the app hydrates it (src/start.tsx, ADR 0038).
 */
export function preloadPage(pathname: string): Promise<unknown> {
  const loads = (matchRoutes(routes, pathname) ?? []).map(({ route }) => {
    const type: unknown = isValidElement(route.element) ? route.element.type : undefined;
    const preload = typeof type === 'function' && 'preload' in type ? type.preload : undefined;
    return typeof preload === 'function' ? (preload as () => Promise<unknown>)() : Promise.resolve();
  });
  return Promise.all(loads);
}
