import { HydrationSlice } from '../../components/hydration-slice.tsx';
import { Container, Stack } from '@mui/material';
import { AdvancedSearchBlocks } from '../../features/search/components/advanced-search-blocks.tsx';
import { FeedbackSection } from '../../features/feedback/components/feedback-section.tsx';
import { HomeCategories } from '../../features/books/components/home-categories.tsx';
import { RecentSales } from '../../features/books/components/recent-sales.tsx';
import { TextSearchForm } from '../../features/search/components/text-search-form.tsx';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { AccountPrompt } from './home/account-prompt.tsx';
import { HomeFeatures } from './home/home-features.tsx';
import { HomeHero } from './home/home-hero.tsx';
import { HowItWorks } from './home/how-it-works.tsx';

// Lives in app/ rather than a feature: the home page composes several features (search, the books'
// recent sales and categories, feedback; the billing subscription card), and only app/ may import them all.

/** Only a logged-in user sees it: its code and texts stay off a guest's first load (ADR 0036). */
const SubscriptionStatusCard = lazyComponent(
  () => import('../../features/billing/components/subscription-status-card.tsx'),
  'SubscriptionStatusCard',
  ['billing'],
);

export function HomePage() {
  useDocumentTitle();
  return (
    <>
      {/* The home page never blocks a title search; the results route has the guard. */}
      <HomeHero search={<TextSearchForm kind="title" variant="hero" />} />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Stack spacing={{ xs: 4, md: 6 }}>
          <HydrationSlice>
            <AdvancedSearchBlocks />
          </HydrationSlice>
          <HydrationSlice>
            <AccountPrompt subscriptionCard={<SubscriptionStatusCard />} />
          </HydrationSlice>
          <HydrationSlice>
            <RecentSales />
          </HydrationSlice>
          <HydrationSlice>
            <HomeCategories />
          </HydrationSlice>
          <HydrationSlice>
            <HomeFeatures />
          </HydrationSlice>
          <HydrationSlice>
            <HowItWorks />
          </HydrationSlice>
          <HydrationSlice>
            <FeedbackSection />
          </HydrationSlice>
        </Stack>
      </Container>
    </>
  );
}
