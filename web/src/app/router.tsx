import { isValidElement } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { SETUP_TOKEN_PARAM } from '@raritet/contracts/setup';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { RouteErrorPage } from '../components/route-error-page.tsx';
import { AppLayout } from './layout/app-layout.tsx';
import { bookFavoriteSlot, listFavoriteSlot } from './favorite-slots.tsx';
import { lazyComponent } from '../lib/lazy-component.ts';
import { emailConfirmationSlot } from './notification-slots.tsx';
import { ownAccountSlot } from './profile-slots.tsx';
import { createLoaders, type AppLoaders } from './loaders.ts';
import { HomePage } from './pages/home-page.tsx';
import { SEARCH_FORM_PATH, searchFormLoader } from '../features/search/lib/search-form.ts';
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
const BookPage = lazyComponent(() => import('../features/books/book-page/pages/book-page.tsx'), 'BookPage', ['book']);
const InitialSetupPage = lazyComponent(
  () => import('../features/setup/pages/initial-setup-page.tsx'),
  'InitialSetupPage',
);
const CategoriesPage = lazyComponent(() => import('../features/books/pages/categories-page.tsx'), 'CategoriesPage');
const SearchByTitlePage = lazyComponent(
  () => import('../features/search/pages/search-by-title-page.tsx'),
  'SearchByTitlePage',
);
const SearchByDescriptionPage = lazyComponent(
  () => import('../features/search/pages/search-by-description-page.tsx'),
  'SearchByDescriptionPage',
);
const SearchByCategoryPage = lazyComponent(
  () => import('../features/search/pages/search-by-category-page.tsx'),
  'SearchByCategoryPage',
);
const SearchBySellerPage = lazyComponent(
  () => import('../features/search/pages/search-by-seller-page.tsx'),
  'SearchBySellerPage',
);
const SearchByPriceRangePage = lazyComponent(
  () => import('../features/search/pages/search-by-price-range-page.tsx'),
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

/**
 * The app's routes. The archive's pages have loaders (app/loaders.ts) that prefetch their queries: on the
 * server before the page renders, in the browser as a navigation starts. Routes with a loader carry an id,
 * so the browser can name them in its hydration data.
 */
export function createRoutes(loaders: AppLoaders): RouteObject[] {
  const publicRoutes: RouteObject[] = [
    { index: true, id: 'home', loader: loaders.home, element: <HomePage /> },
    { path: 'categories', id: 'categories', loader: loaders.categories, element: <CategoriesPage /> },
    { path: 'login', element: <LoginPage /> },
    { path: 'register', element: <RegisterPage /> },
    { path: 'confirm-email', element: <ConfirmEmailPage /> },
    { path: 'terms', element: <TermsPage /> },
    { path: 'contacts', element: <ContactsPage /> },
    { path: 'telegram-guide', element: <TelegramGuidePage /> },
    { path: 'subscription-success', element: <SubscriptionSuccessPage /> },
    // Where the search forms send the browser before the app runs (a plain GET form): on to the results.
    { path: `${SEARCH_FORM_PATH}/:kind`, loader: searchFormLoader },
  ];

  const guardedRoutes: RouteObject[] = [
    { path: 'subscription', element: <SubscriptionPage /> },
    { path: 'demo-checkout/:paymentId', element: <DemoCheckoutPage /> },
    { path: 'admin', element: <AdminPage /> },
    { path: 'books/:id', id: 'book', loader: loaders.book, element: <BookPage favoriteSlot={bookFavoriteSlot} /> },
    { path: 'favorites', element: <FavoritesPage /> },
    { path: 'notifications', element: <NotificationsPage emailNotice={emailConfirmationSlot} /> },
    {
      path: 'searchByTitle/:title',
      id: 'searchByTitle',
      loader: loaders.searchByTitle,
      element: <SearchByTitlePage favoriteSlot={listFavoriteSlot} />,
    },
    {
      path: 'searchByDescription/:description',
      id: 'searchByDescription',
      loader: loaders.searchByDescription,
      element: <SearchByDescriptionPage favoriteSlot={listFavoriteSlot} />,
    },
    {
      path: 'searchByCategory/:categoryId',
      id: 'searchByCategory',
      loader: loaders.searchByCategory,
      element: <SearchByCategoryPage favoriteSlot={listFavoriteSlot} />,
    },
    {
      path: 'searchBySeller/:sellerName',
      id: 'searchBySeller',
      loader: loaders.searchBySeller,
      element: <SearchBySellerPage favoriteSlot={listFavoriteSlot} />,
    },
    {
      path: 'searchByPriceRange/:minPrice/:maxPrice',
      id: 'searchByPriceRange',
      loader: loaders.searchByPriceRange,
      element: <SearchByPriceRangePage favoriteSlot={listFavoriteSlot} />,
    },
    { path: 'user/:userId', element: <ProfilePage ownAccountSlot={ownAccountSlot} /> },
    { path: 'user', element: <OwnProfileRedirect /> },
  ];

  return [
    {
      id: 'root',
      loader: loaders.root,
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
}

/**
 * The browser's router over the same routes and loaders as the server's. When it hydrates a page rendered
 * on the server or at build time, its hydration data names every matched route with a loader: their data
 * is in the query cache, so no loader runs again, and the router does not scroll the page to the top as it
 * does for a page rendered afresh.
 */
export function createAppRouter(queryClient: QueryClient, { hydrating }: { hydrating: boolean }) {
  const routes = createRoutes(createLoaders(queryClient, 'start'));
  if (!hydrating) return createBrowserRouter(routes);
  const loaderData = Object.fromEntries(
    (matchRoutes(routes, window.location) ?? [])
      .filter(({ route }) => route.loader !== undefined && route.id !== undefined)
      .map(({ route }) => [route.id!, null]),
  );
  return createBrowserRouter(routes, { hydrationData: { loaderData } });
}

/**
 * Loads the code and texts of the page at `pathname` (its lazy components) before it is hydrated, so
 * that React hydrates the whole page in one pass instead of leaving its lazy part to a later one.
 */
export function preloadPage(pathname: string): Promise<unknown> {
  const none = async () => null;
  const routes = createRoutes(new Proxy({} as AppLoaders, { get: () => none }));
  const loads = (matchRoutes(routes, pathname) ?? []).map(({ route }) => {
    const type: unknown = isValidElement(route.element) ? route.element.type : undefined;
    const preload = typeof type === 'function' && 'preload' in type ? type.preload : undefined;
    return typeof preload === 'function' ? (preload as () => Promise<unknown>)() : Promise.resolve();
  });
  return Promise.all(loads);
}
