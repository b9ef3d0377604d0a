import { startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Faq } from '../components/faq';
import { Footer } from '../components/footer';
import { Hero } from '../components/hero';
import { HowItWorks } from '../components/how-it-works';
import { Pricing } from '../components/pricing';
import { Testimonials } from '../components/testimonials';
import { TrainingStyles } from '../components/training-styles';
import { WhyUs } from '../components/why-us';

export default function LandingPage() {
  const { t } = useTranslation();
  // The hero paints first; the sections below the fold render in an interruptible transition right after.
  const [rest, setRest] = useState(false);
  useEffect(() => {
    document.title = t('landing.meta.title');
  }, [t]);
  useEffect(() => startTransition(() => setRest(true)), []);
  return (
    <>
      <Hero />
      {rest && (
        <>
          <HowItWorks />
          <TrainingStyles />
          <WhyUs />
          <Testimonials />
          <Pricing />
          <Faq />
          <Footer />
        </>
      )}
    </>
  );
}
