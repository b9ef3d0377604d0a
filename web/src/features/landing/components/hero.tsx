import { ArrowRight, Bike, Footprints, Waves } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button';
import { useSignupsOpen } from '../../config';
import { TypingWord } from './typing-word';

const WEEK = [
  { day: 'mon', sport: 'swim', icon: Waves, color: 'text-aqua-300' },
  { day: 'tue', sport: 'run', icon: Footprints, color: 'text-ember-400' },
  { day: 'thu', sport: 'bike', icon: Bike, color: 'text-lime-400' },
  { day: 'sat', sport: 'brick', icon: Bike, color: 'text-lime-400' },
] as const;

export function Hero() {
  const { t } = useTranslation();
  const signupsOpen = useSignupsOpen();
  const words = t('landing.hero.words', { returnObjects: true }) as string[];
  return (
    <section className="relative overflow-hidden bg-navy-950 text-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_110%_-10%,rgba(34,211,238,.28),transparent),radial-gradient(40rem_24rem_at_-10%_110%,rgba(249,115,22,.25),transparent)]"
      />
      <div className="relative mx-auto grid max-w-6xl grid-cols-1 gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[1.15fr_1fr] lg:items-center">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-3 py-1 text-xs font-semibold uppercase tracking-wider text-aqua-300">
            {t('landing.hero.badge')}
          </p>
          <h1 className="mt-5 text-4xl font-black leading-[1.05] tracking-tight sm:text-6xl">
            {t('landing.hero.titleStart')} <TypingWord words={Array.isArray(words) ? words : []} />
            <br />
            {t('landing.hero.titleEnd')}
          </h1>
          <p className="mt-6 max-w-xl text-lg text-slate-300">{t('landing.hero.lead')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to={signupsOpen ? '/auth?reg' : '/beta'} className={buttonClasses('ember', 'lg')}>
              {t('landing.hero.cta')}
              <ArrowRight className="h-5 w-5" aria-hidden="true" />
            </Link>
            <a href="#how-it-works" className={buttonClasses('outlineLight', 'lg')}>
              {t('landing.hero.secondary')}
            </a>
          </div>
          <p className="mt-4 text-sm text-slate-400">{t('landing.hero.note')}</p>
        </div>
        <div aria-hidden="true" className="relative mx-auto w-full max-w-sm">
          <div className="rounded-3xl border border-white/10 bg-white/[.06] p-5 shadow-2xl backdrop-blur">
            <div className="flex items-center justify-between">
              <p className="text-sm font-semibold text-slate-300">{t('landing.hero.card.week')}</p>
              <span className="rounded-full bg-lime-400/15 px-2.5 py-0.5 text-xs font-bold text-lime-400">
                {t('landing.hero.card.phase')}
              </span>
            </div>
            <ul className="mt-4 space-y-2.5">
              {WEEK.map((w) => (
                <li key={w.day} className="flex items-center gap-3 rounded-2xl bg-navy-900/80 p-3">
                  <span className={`flex h-10 w-10 items-center justify-center rounded-xl bg-white/5 ${w.color}`}>
                    <w.icon className="h-5 w-5" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block text-xs uppercase tracking-wide text-slate-400">
                      {t(`landing.hero.card.days.${w.day}`)}
                    </span>
                    <span className="block truncate text-sm font-semibold">
                      {t(`landing.hero.card.workouts.${w.sport}`)}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
            <div className="mt-4 rounded-2xl bg-gradient-to-r from-aqua-500/20 to-ember-500/20 p-3 text-sm text-slate-200">
              {t('landing.hero.card.insight')}
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
