import { hydrateWhenVisible } from '../../lib/hydrate-when-visible.tsx';
import { FeaturesSection } from './features-section.tsx';
import { HeroSection } from './hero-section.tsx';

// Below the first screen: pre-rendered like the rest, their code loads as they come near the
// screen (the JavaScript budget of the first load, decision 011).
const CustomerResultsSection = hydrateWhenVisible(() =>
  import('./customer-results-section.tsx').then((m) => ({ default: m.CustomerResultsSection })),
);
const HowItWorksSection = hydrateWhenVisible(() =>
  import('./how-it-works-section.tsx').then((m) => ({ default: m.HowItWorksSection })),
);
const HolisticSection = hydrateWhenVisible(() =>
  import('./holistic-section.tsx').then((m) => ({ default: m.HolisticSection })),
);
const QuoteSection = hydrateWhenVisible(() => import('./quote-section.tsx').then((m) => ({ default: m.QuoteSection })));
const TestimonialsSection = hydrateWhenVisible(() =>
  import('./testimonials-section.tsx').then((m) => ({ default: m.TestimonialsSection })),
);
const ClosingCtaSection = hydrateWhenVisible(() =>
  import('./closing-cta-section.tsx').then((m) => ({ default: m.ClosingCtaSection })),
);
const WaitlistSection = hydrateWhenVisible(() =>
  import('./waitlist-section.tsx').then((m) => ({ default: m.WaitlistSection })),
);
const FaqSection = hydrateWhenVisible(() => import('./faq-section.tsx').then((m) => ({ default: m.FaqSection })));

/**
 * The landing page, its sections in the order of the specification (section 2); the footer
 * comes from the layout. Every section renders the same on the server and in the browser.
 */
export function LandingPage() {
  return (
    <>
      <HeroSection />
      <FeaturesSection />
      <CustomerResultsSection />
      <HowItWorksSection />
      <HolisticSection />
      <QuoteSection />
      <TestimonialsSection />
      <ClosingCtaSection />
      <WaitlistSection />
      <FaqSection />
    </>
  );
}
