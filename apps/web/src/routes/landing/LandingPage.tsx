import { AI_FEATURES, type AiFeatureKey, ALLERGIES, copy, COOKING_STYLES, landing, PROFILE_CUISINES, PROFILE_HEALTH_DIETS, PROFILE_PRIMARY_DIETS } from '@hearth/contracts';
import { ArrowRight, Check, HeartHandshake, Sparkles, SlidersHorizontal, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useHeldClicks } from '@/app/held-clicks';
import { ThemeToggle } from '@/app/theme/ThemeToggle';
import { AI_FEATURE_ICONS } from '@/components/ai-feature-icons';
import { BrandMark, BrandName } from '@/components/brand';
import { useDocumentTitle } from '@/components/page-header';
import { buttonVariants } from '@/components/ui/button';
import { LanguageSwitch } from '@/i18n/LanguageSwitch';
import commonEn from '@/i18n/locales/en/common.json';
import landingEn from '@/i18n/locales/en/landing.json';
import { chooseLanguage } from '@/i18n/member-language';
import { useSpec, useSpecText, useT } from '@/i18n/react';
import type { MessageKey } from '@/i18n/runtime';
import { cn } from '@/lib/utils';

/**
 * Sign-in is a server page: every call to action is a real link to it (full page navigation, spec §2).
 * Get Started and Join Now open it on creating an account (issue 16), Sign In on signing in.
 */
const LOGIN_URL = '/api/login';
const SIGN_UP_URL = '/api/login?mode=sign-up';

type LandingKey = MessageKey<typeof landingEn>;

const BENEFIT_DETAILS: Record<(typeof landing.benefits)[number]['key'], { icon: LucideIcon; text: LandingKey | null }> = {
  ai: { icon: Sparkles, text: 'benefitAi' },
  community: { icon: HeartHandshake, text: 'benefitCommunity' },
  personalized: { icon: SlidersHorizontal, text: null },
};

const JOURNEY = ['signUp', 'tastes', 'approved', 'cook'] as const;

function CtaLink({ children, variant = 'default', className }: { children: ReactNode; variant?: 'default' | 'outline' | 'ghost'; className?: string }) {
  return (
    <a href={SIGN_UP_URL} className={cn(buttonVariants({ variant, size: 'lg' }), className)}>
      {children}
    </a>
  );
}

/** A decorative preview of the food profile that personalises Hearth (values from the real option lists). */
function ProfilePreview() {
  const t = useT(landingEn);
  const option = useSpecText();
  const groups = [
    { key: 'diet', label: t('preview.diet'), values: [PROFILE_PRIMARY_DIETS[0], PROFILE_HEALTH_DIETS[1]] },
    { key: 'cuisines', label: t('preview.cuisines'), values: [PROFILE_CUISINES[0], PROFILE_CUISINES[1], PROFILE_CUISINES[4]] },
    { key: 'avoid', label: t('preview.avoid'), values: [ALLERGIES[0], ALLERGIES[5]] },
    { key: 'style', label: t('preview.style'), values: [COOKING_STYLES[2], COOKING_STYLES[5]] },
  ];
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md lg:mx-0">
      <div className="absolute -inset-6 -z-10 rounded-[2.5rem] bg-[radial-gradient(circle_at_30%_20%,color-mix(in_oklab,var(--saffron)_35%,transparent),transparent_60%),radial-gradient(circle_at_80%_80%,color-mix(in_oklab,var(--primary)_30%,transparent),transparent_55%)] blur-2xl" />
      <div className="rotate-[-1.5deg] rounded-3xl border border-border bg-card p-6 shadow-xl shadow-primary/10">
        <div className="flex items-center gap-3">
          <div className="flex size-10 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <SlidersHorizontal className="size-5" />
          </div>
          <div>
            <p className="text-sm font-semibold">{t('preview.title')}</p>
            <p className="text-xs text-muted-foreground">{t('preview.subtitle')}</p>
          </div>
        </div>
        <div className="mt-5 flex flex-col gap-4">
          {groups.map((group) => (
            <div key={group.key}>
              <p className="mb-2 text-xs font-medium tracking-wide text-muted-foreground uppercase">{group.label}</p>
              <div className="flex flex-wrap gap-1.5">
                {group.values.map((value) => (
                  <span
                    key={value}
                    className={cn(
                      'inline-flex items-center gap-1 rounded-full px-3 py-1 text-xs font-medium',
                      group.key === 'avoid' ? 'bg-destructive/10 text-destructive dark:bg-red-400/15 dark:text-red-200' : 'bg-primary text-primary-foreground',
                    )}
                  >
                    {group.key === 'avoid' ? null : <Check className="size-3" />}
                    {option(value)}
                  </span>
                ))}
              </div>
            </div>
          ))}
        </div>
      </div>
      <div className="absolute -right-2 -bottom-6 rotate-[3deg] rounded-2xl border border-border bg-card px-4 py-3 shadow-lg sm:-right-8">
        <div className="flex items-center gap-2.5">
          <div className="flex size-8 items-center justify-center rounded-full bg-saffron/25 text-foreground">
            <Sparkles className="size-4" />
          </div>
          <p className="text-sm font-semibold">{t('preview.tools', { count: AI_FEATURES.length })}</p>
        </div>
      </div>
    </div>
  );
}

/** The signed-out landing page (spec §1, §2). */
export default function LandingPage() {
  useDocumentTitle('');
  // Drawn by the server for a visitor (decision 0044): a click made before the app took over is carried out now.
  useHeldClicks();
  const t = useT(landingEn);
  const common = useT(commonEn);
  const words = useSpec(landing);
  const headline = useSpec(copy.landing);
  const features = useSpec(AI_FEATURES);
  return (
    <div className="min-h-svh bg-background text-foreground">
      <a href="#main-content" className="sr-only z-50 rounded-lg bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3">
        {common('skipToContent')}
      </a>
      <header className="sticky top-0 z-30 border-b border-border/70 bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6 lg:px-8">
          <a href="/" className="flex items-center gap-2.5 rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-ring" aria-label={common('hearthHome')}>
            <BrandMark />
            <BrandName />
          </a>
          <nav aria-label={t('siteNav')} className="ml-auto flex items-center gap-1 sm:gap-2">
            <a href="#features" className={cn(buttonVariants({ variant: 'ghost' }), 'hidden md:inline-flex')}>
              {t('aiFeaturesLink')}
            </a>
            {/* A visitor's choice is kept on this device (decision 0036). */}
            <LanguageSwitch onChange={(language) => void chooseLanguage(language)} />
            <ThemeToggle />
            <a href={LOGIN_URL} className={cn(buttonVariants({ variant: 'ghost' }))}>
              {words.signIn}
            </a>
            <a href={SIGN_UP_URL} className={cn(buttonVariants({ variant: 'default' }), 'hidden sm:inline-flex')}>
              {words.joinNow}
            </a>
          </nav>
        </div>
      </header>

      <main id="main-content" tabIndex={-1} className="outline-none">
        {/* Hero */}
        <section className="relative overflow-hidden">
          <div className="pointer-events-none absolute inset-0 -z-0 bg-[radial-gradient(ellipse_at_top_left,color-mix(in_oklab,var(--accent)_80%,transparent),transparent_55%)]" />
          <div className="relative mx-auto grid max-w-6xl items-center gap-14 px-4 pt-14 pb-20 sm:px-6 md:pt-20 lg:grid-cols-[1.1fr_0.9fr] lg:px-8 lg:pt-24 lg:pb-28">
            <div>
              <p className="inline-flex items-center gap-2 rounded-full border border-border bg-card px-3 py-1 text-sm font-medium text-muted-foreground shadow-xs">
                <span className="size-1.5 rounded-full bg-herb" aria-hidden="true" />
                {t('tagline')}
              </p>
              <h1 className="mt-6 font-display text-[2.6rem] leading-[1.05] font-semibold tracking-tight sm:text-6xl lg:text-[4.1rem]">{headline.headline}</h1>
              <p className="mt-6 max-w-xl text-lg leading-relaxed text-muted-foreground sm:text-xl">{t('heroText', { community: headline.community })}</p>
              <div className="mt-9 flex flex-col gap-3 sm:flex-row sm:items-center">
                <CtaLink>
                  {words.getStarted}
                  <ArrowRight aria-hidden="true" />
                </CtaLink>
                <a href="#features" className={cn(buttonVariants({ variant: 'outline', size: 'lg' }))}>
                  {t('exploreFeatures')}
                </a>
              </div>
              <p className="mt-5 text-sm text-muted-foreground">{t('reviewNote')}</p>
            </div>
            <ProfilePreview />
          </div>
        </section>

        {/* Benefits */}
        <section aria-labelledby="benefits-title" className="border-y border-border bg-card/60">
          <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8 lg:py-20">
            <h2 id="benefits-title" className="sr-only">
              {t('whyHearth')}
            </h2>
            <ul className="grid gap-6 md:grid-cols-3" role="list">
              {words.benefits.map((benefit) => {
                const detail = BENEFIT_DETAILS[benefit.key as keyof typeof BENEFIT_DETAILS];
                const Icon = detail.icon;
                return (
                  <li key={benefit.key} className="rounded-2xl border border-border bg-card p-7 shadow-xs">
                    <div className="flex size-12 items-center justify-center rounded-xl bg-primary text-primary-foreground">
                      <Icon aria-hidden="true" className="size-6" />
                    </div>
                    <h3 className="mt-5 font-display text-xl font-semibold">{benefit.title}</h3>
                    <p className="mt-2 leading-relaxed text-muted-foreground">{'description' in benefit ? benefit.description : detail.text && t(detail.text)}</p>
                  </li>
                );
              })}
            </ul>
          </div>
        </section>

        {/* AI features */}
        <section id="features" aria-labelledby="features-title" className="scroll-mt-20">
          <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6 lg:px-8 lg:py-24">
            <div className="max-w-2xl">
              <p className="text-sm font-semibold tracking-wide text-primary uppercase">{t('aiFeaturesLink')}</p>
              <h2 id="features-title" className="mt-2 font-display text-3xl font-semibold tracking-tight sm:text-4xl">
                {t('featuresTitle', { count: AI_FEATURES.length })}
              </h2>
              <p className="mt-4 text-lg text-muted-foreground">{t('featuresText')}</p>
            </div>
            <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" role="list">
              {features.map((feature) => {
                const Icon = AI_FEATURE_ICONS[feature.key as AiFeatureKey];
                return (
                  <li key={feature.key} className="group flex gap-4 rounded-2xl border border-border bg-card p-5 transition-colors hover:border-primary/40">
                    <div className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground transition-colors group-hover:bg-primary group-hover:text-primary-foreground">
                      <Icon aria-hidden="true" className="size-5" />
                    </div>
                    <div>
                      <h3 className="font-semibold">{feature.name}</h3>
                      <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{feature.description}</p>
                    </div>
                  </li>
                );
              })}
            </ul>
          </div>
        </section>

        {/* How it works */}
        <section aria-labelledby="journey-title" className="border-t border-border bg-card/60">
          <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6 lg:px-8">
            <h2 id="journey-title" className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">
              {t('journeyTitle')}
            </h2>
            <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {JOURNEY.map((item, index) => (
                <li key={item} className="relative">
                  <span className="flex size-9 items-center justify-center rounded-full border-2 border-primary font-display text-lg font-semibold text-primary" aria-hidden="true">
                    {index + 1}
                  </span>
                  <h3 className="mt-4 font-semibold">{t(`journey.${item}.title`)}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{t(`journey.${item}.text`)}</p>
                </li>
              ))}
            </ol>
          </div>
        </section>

        {/* Final call to action */}
        <section aria-labelledby="join-title" className="px-4 py-20 sm:px-6 lg:px-8">
          <div className="relative mx-auto max-w-5xl overflow-hidden rounded-3xl bg-primary px-6 py-14 text-center text-primary-foreground sm:px-12">
            <div className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_85%_15%,color-mix(in_oklab,var(--saffron)_45%,transparent),transparent_45%)] opacity-70" />
            <div className="relative">
              <h2 id="join-title" className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">
                {t('joinTitle')}
              </h2>
              <p className="mx-auto mt-4 max-w-xl text-lg opacity-95">{t('communitySentence', { community: headline.community })}</p>
              <a
                href={SIGN_UP_URL}
                className={cn(
                  buttonVariants({ size: 'lg' }),
                  'mt-8 bg-primary-foreground text-primary hover:bg-primary-foreground/90 focus-visible:ring-primary-foreground focus-visible:ring-offset-primary',
                )}
              >
                {words.joinNow}
                <ArrowRight aria-hidden="true" />
              </a>
            </div>
          </div>
        </section>
      </main>

      <footer className="border-t border-border">
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-3 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:px-6 lg:px-8">
          <div className="flex items-center gap-2">
            <BrandMark className="size-6" />
            <span className="font-display font-semibold text-foreground">Hearth</span>
          </div>
          <p>{t('footer')}</p>
        </div>
      </footer>
    </div>
  );
}
