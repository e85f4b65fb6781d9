import { AI_FEATURES, ALLERGIES, copy, COOKING_STYLES, landing, PROFILE_CUISINES, PROFILE_HEALTH_DIETS, PROFILE_PRIMARY_DIETS } from '@hearth/contracts';
import { ArrowRight, Check, HeartHandshake, Sparkles, SlidersHorizontal, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { ThemeToggle } from '@/app/theme/ThemeToggle';
import { AI_FEATURE_ICONS } from '@/components/ai-feature-icons';
import { BrandMark, BrandName } from '@/components/brand';
import { useDocumentTitle } from '@/components/page-header';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** Sign-in is a server page: every call to action is a real link to it (full page navigation, spec §2). */
const LOGIN_URL = '/api/login';

const BENEFIT_DETAILS: Record<(typeof landing.benefits)[number]['key'], { icon: LucideIcon; text: string }> = {
  ai: { icon: Sparkles, text: 'Twelve AI tools help you invent, fix, pair and understand what you cook.' },
  community: { icon: HeartHandshake, text: 'Share your recipes, rate others and save favourites into collections.' },
  personalized: { icon: SlidersHorizontal, text: '' },
};

const JOURNEY = [
  { title: 'Sign up', text: 'Create your account in a moment.' },
  { title: 'Tell us your tastes', text: 'Diet, allergies, favourite cuisines and goals.' },
  { title: 'Get approved', text: 'An admin reviews new members. Browse recipes while you wait.' },
  { title: 'Cook and share', text: 'Create recipes, plan meals and use every AI tool.' },
] as const;

function CtaLink({ children, variant = 'default', className }: { children: ReactNode; variant?: 'default' | 'outline' | 'ghost'; className?: string }) {
  return (
    <a href={LOGIN_URL} className={cn(buttonVariants({ variant, size: 'lg' }), className)}>
      {children}
    </a>
  );
}

/** A decorative preview of the food profile that personalises Hearth (values from the real option lists). */
function ProfilePreview() {
  const groups = [
    { label: 'Diet', values: [PROFILE_PRIMARY_DIETS[0], PROFILE_HEALTH_DIETS[1]] },
    { label: 'Favourite cuisines', values: [PROFILE_CUISINES[0], PROFILE_CUISINES[1], PROFILE_CUISINES[4]] },
    { label: 'Avoid', values: [ALLERGIES[0], ALLERGIES[5]] },
    { label: 'Cooking style', values: [COOKING_STYLES[2], COOKING_STYLES[5]] },
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
            <p className="text-sm font-semibold">Your food profile</p>
            <p className="text-xs text-muted-foreground">Shapes every recommendation</p>
          </div>
        </div>
        <div className="mt-5 flex flex-col gap-4">
          {groups.map((group) => (
            <div key={group.label}>
              <p className="mb-2 text-xs font-medium tracking-wide text-muted-foreground uppercase">{group.label}</p>
              <div className="flex flex-wrap gap-1.5">
                {group.values.map((value) => (
                  <span
                    key={value}
                    className={cn(
                      'inline-flex items-center gap-1 rounded-full px-3 py-1 text-xs font-medium',
                      group.label === 'Avoid' ? 'bg-destructive/10 text-destructive dark:bg-red-400/15 dark:text-red-200' : 'bg-primary text-primary-foreground',
                    )}
                  >
                    {group.label === 'Avoid' ? null : <Check className="size-3" />}
                    {value}
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
          <p className="text-sm font-semibold">12 AI cooking tools</p>
        </div>
      </div>
    </div>
  );
}

/** The signed-out landing page (spec §1, §2). */
export default function LandingPage() {
  useDocumentTitle('');
  return (
    <div className="min-h-svh bg-background text-foreground">
      <a href="#main-content" className="sr-only z-50 rounded-lg bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3">
        Skip to main content
      </a>
      <header className="sticky top-0 z-30 border-b border-border/70 bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6 lg:px-8">
          <a href="/" className="flex items-center gap-2.5 rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-ring" aria-label="Hearth home">
            <BrandMark />
            <BrandName />
          </a>
          <nav aria-label="Site" className="ml-auto flex items-center gap-1 sm:gap-2">
            <a href="#features" className={cn(buttonVariants({ variant: 'ghost' }), 'hidden md:inline-flex')}>
              AI features
            </a>
            <ThemeToggle />
            <a href={LOGIN_URL} className={cn(buttonVariants({ variant: 'ghost' }))}>
              {landing.signIn}
            </a>
            <a href={LOGIN_URL} className={cn(buttonVariants({ variant: 'default' }), 'hidden sm:inline-flex')}>
              {landing.joinNow}
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
                Recipes, community and AI in one kitchen
              </p>
              <h1 className="mt-6 font-display text-[2.6rem] leading-[1.05] font-semibold tracking-tight sm:text-6xl lg:text-[4.1rem]">{copy.landing.headline}</h1>
              <p className="mt-6 max-w-xl text-lg leading-relaxed text-muted-foreground sm:text-xl">
                {copy.landing.community}. Save what you love, plan your week, and let AI help when inspiration runs low.
              </p>
              <div className="mt-9 flex flex-col gap-3 sm:flex-row sm:items-center">
                <CtaLink>
                  {landing.getStarted}
                  <ArrowRight aria-hidden="true" />
                </CtaLink>
                <a href="#features" className={cn(buttonVariants({ variant: 'outline', size: 'lg' }))}>
                  Explore the AI features
                </a>
              </div>
              <p className="mt-5 text-sm text-muted-foreground">New members are reviewed by our admins before they start creating.</p>
            </div>
            <ProfilePreview />
          </div>
        </section>

        {/* Benefits */}
        <section aria-labelledby="benefits-title" className="border-y border-border bg-card/60">
          <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8 lg:py-20">
            <h2 id="benefits-title" className="sr-only">
              Why Hearth
            </h2>
            <ul className="grid gap-6 md:grid-cols-3" role="list">
              {landing.benefits.map((benefit) => {
                const detail = BENEFIT_DETAILS[benefit.key];
                const Icon = detail.icon;
                return (
                  <li key={benefit.key} className="rounded-2xl border border-border bg-card p-7 shadow-xs">
                    <div className="flex size-12 items-center justify-center rounded-xl bg-primary text-primary-foreground">
                      <Icon aria-hidden="true" className="size-6" />
                    </div>
                    <h3 className="mt-5 font-display text-xl font-semibold">{benefit.title}</h3>
                    <p className="mt-2 leading-relaxed text-muted-foreground">{'description' in benefit ? benefit.description : detail.text}</p>
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
              <p className="text-sm font-semibold tracking-wide text-primary uppercase">AI features</p>
              <h2 id="features-title" className="mt-2 font-display text-3xl font-semibold tracking-tight sm:text-4xl">
                {AI_FEATURES.length} AI tools for curious cooks
              </h2>
              <p className="mt-4 text-lg text-muted-foreground">From a photo of your fridge to the history of a dish, each tool helps with one part of cooking.</p>
            </div>
            <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" role="list">
              {AI_FEATURES.map((feature) => {
                const Icon = AI_FEATURE_ICONS[feature.key];
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
              How joining works
            </h2>
            <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {JOURNEY.map((item, index) => (
                <li key={item.title} className="relative">
                  <span className="flex size-9 items-center justify-center rounded-full border-2 border-primary font-display text-lg font-semibold text-primary" aria-hidden="true">
                    {index + 1}
                  </span>
                  <h3 className="mt-4 font-semibold">{item.title}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{item.text}</p>
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
                Bring your recipes to the table
              </h2>
              <p className="mx-auto mt-4 max-w-xl text-lg opacity-95">{copy.landing.community}.</p>
              <a
                href={LOGIN_URL}
                className={cn(
                  buttonVariants({ size: 'lg' }),
                  'mt-8 bg-primary-foreground text-primary hover:bg-primary-foreground/90 focus-visible:ring-primary-foreground focus-visible:ring-offset-primary',
                )}
              >
                {landing.joinNow}
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
          <p>A recipe platform for home cooks.</p>
        </div>
      </footer>
    </div>
  );
}
