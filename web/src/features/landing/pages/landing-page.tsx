import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevealInSteps } from '../../../hooks/use-reveal-in-steps';
import { Faq } from '../components/faq';
import { Footer } from '../components/footer';
import { Hero } from '../components/hero';
import { HowItWorks } from '../components/how-it-works';
import { Pricing } from '../components/pricing';
import { Testimonials } from '../components/testimonials';
import { TrainingStyles } from '../components/training-styles';
import { WhyUs } from '../components/why-us';

/** Below the fold, top to bottom. */
const SECTIONS: ComponentType[] = [HowItWorks, TrainingStyles, WhyUs, Testimonials, Pricing, Faq, Footer];

/** The sections under the hero, each committed in a task of its own (one commit of all of them is a long task on a phone). */
function BelowTheFold() {
  const shown = useRevealInSteps(SECTIONS.length);
  return SECTIONS.slice(0, shown).map((Section, index) => <Section key={index} />);
}

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
      {rest && <BelowTheFold />}
    </>
  );
}
