import { zodResolver } from '@hookform/resolvers/zod';
import { errors as errorCopy, isEffectivelyApproved, nav, ONBOARDING_STEPS, profileInputSchema, profileWizard, toasts, type ProfileData } from '@hearth/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight, BellRing, Check, ChefHat, Clock, LogOut, Search } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ThemeToggle } from '@/app/theme/ThemeToggle';
import { BrandMark, BrandName } from '@/components/brand';
import { useDocumentTitle } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { toast } from '@/components/ui/use-toast';
import { BasicInfoFields, CulinaryFields, DietaryFields, NutritionFields, type ProfileForm } from '@/features/profile/components/ProfileFields';
import { ProfileSummary } from '@/features/profile/components/ProfileSummary';
import { emptyProfileForm, fieldIssues, firstSectionWith, PROFILE_SECTIONS, type ProfileFormValues } from '@/features/profile/profile-form';
import { useSaveProfile } from '@/features/profile/save-profile';
import { currentUserQueryKey } from '@/lib/user/current-user';
import { useSignedInUser } from '@/lib/user/use-signed-in-user';
import { ApiError, errorMessage } from '@/lib/api';
import { cn } from '@/lib/utils';
import { LanguageSwitch } from '@/i18n/LanguageSwitch';
import profileSetupEn from '@/i18n/locales/en/profileSetup.json';
import { chooseLanguage } from '@/i18n/member-language';
import { useSpec, useT } from '@/i18n/react';
import { getLanguage } from '@/i18n/runtime';

const STEP_INTROS = ['intro.0', 'intro.1', 'intro.2', 'intro.3', 'intro.4'] as const;

const NEXT_STEPS = [
  { icon: Clock, text: 'next.review' },
  { icon: Search, text: 'next.browse' },
  { icon: ChefHat, text: 'next.create' },
  { icon: BellRing, text: 'next.notify' },
] as const;

function logout() {
  window.location.assign('/api/logout');
}

/** The 5-step profile setup wizard, shown on every path until the profile is complete (spec §2). */
export default function ProfileSetupPage() {
  const t = useT(profileSetupEn);
  const wizard = useSpec(profileWizard);
  const words = useSpec(nav);
  useDocumentTitle(t('documentTitle'));
  const user = useSignedInUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const saveProfile = useSaveProfile();
  const [step, setStep] = useState(1);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  const form: ProfileForm = useForm<ProfileFormValues, unknown, ProfileData>({
    resolver: zodResolver(profileInputSchema),
    // The language the member is reading now is the likeliest one they want (decision 0036).
    defaultValues: { ...emptyProfileForm, languagePreference: getLanguage() },
    mode: 'onTouched',
  });

  // Move focus to the new step's heading so keyboard and screen-reader users start at its top.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const goNext = async () => {
    const section = PROFILE_SECTIONS[step - 1];
    if (section && !(await form.trigger([...section.fields], { shouldFocus: true }))) return;
    setStep((s) => Math.min(ONBOARDING_STEPS, s + 1));
  };

  const goPrevious = () => setStep((s) => Math.max(1, s - 1));

  const submit = form.handleSubmit(
    async (data) => {
      try {
        await saveProfile.mutateAsync(data);
        // Admins and members approved before their profile (the operator command) are not under review.
        toast(isEffectivelyApproved(user) ? toasts.profileReady : toasts.profileCreated);
        // Go to / first, then refresh the user: the signed-in layout then opens at / and redirects from there.
        await navigate('/');
        await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      } catch (error) {
        if (error instanceof ApiError) {
          const issues = fieldIssues(error.body?.issues);
          for (const { field, message } of issues) form.setError(field, { message });
          const section = firstSectionWith(issues.map((i) => i.field));
          if (section !== -1) setStep(section + 1);
        }
        toast({ title: errorCopy.title, description: errorMessage(error), variant: 'destructive' });
      }
    },
    // Invalid answers on an earlier step (only possible if it was skipped): go back to that step.
    (fieldErrors) => {
      const section = firstSectionWith(Object.keys(fieldErrors));
      if (section !== -1) setStep(section + 1);
    },
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Enter in a field on steps 1–4 moves on instead of submitting the whole profile.
    if (step < ONBOARDING_STEPS) void goNext();
    else void submit(event);
  };

  const title = wizard.steps[step - 1] ?? '';
  const pending = saveProfile.isPending || form.formState.isSubmitting;

  return (
    <div className="min-h-svh bg-background">
      <header className="border-b border-border bg-background/90">
        <div className="mx-auto flex h-14 max-w-3xl items-center gap-3 px-4 sm:px-6">
          <div className="flex items-center gap-2">
            <BrandMark className="size-7" />
            <BrandName className="text-lg" />
          </div>
          <div className="ml-auto flex items-center gap-1">
            {/* Before a profile exists the choice is the form's answer too (Basic Information's language). */}
            <LanguageSwitch
              onChange={(language) => {
                form.setValue('languagePreference', language, { shouldDirty: true });
                void chooseLanguage(language);
              }}
            />
            <ThemeToggle />
            <Button variant="ghost" size="sm" onClick={logout}>
              <LogOut aria-hidden="true" />
              {words.logout}
            </Button>
          </div>
        </div>
      </header>

      <main className="mx-auto max-w-3xl px-4 pt-8 pb-16 sm:px-6 sm:pt-12">
        <div className="mb-8">
          <p className="text-sm font-medium text-primary">{user.firstName ? t('welcomeName', { name: user.firstName }) : t('welcome')}</p>
          <h1 className="mt-1 font-display text-3xl font-semibold tracking-tight sm:text-4xl">{t('title')}</h1>
          <p className="mt-2 max-w-xl text-muted-foreground">{t('lead')}</p>
        </div>

        <div className="rounded-2xl border border-border bg-card shadow-sm">
          <div className="border-b border-border px-5 pt-5 pb-4 sm:px-8">
            <div className="mb-2.5 flex items-center justify-between gap-4 text-sm">
              <p className="font-semibold" aria-live="polite">
                {t('stepOf', { step, total: ONBOARDING_STEPS })}
              </p>
              <p className="text-muted-foreground">{t('percentComplete', { percent: Math.round((step / ONBOARDING_STEPS) * 100) })}</p>
            </div>
            <Progress value={step} max={ONBOARDING_STEPS} aria-label={t('stepOf', { step, total: ONBOARDING_STEPS })} />
            <ol className="mt-4 hidden grid-cols-5 gap-2 sm:grid" aria-label={t('steps')}>
              {wizard.steps.map((name, index) => {
                const n = index + 1;
                const state = n < step ? 'done' : n === step ? 'current' : 'todo';
                return (
                  <li key={name} className="flex items-start gap-2" aria-current={state === 'current' ? 'step' : undefined}>
                    <span
                      className={cn(
                        'mt-px flex size-5 shrink-0 items-center justify-center rounded-full text-[0.6875rem] font-semibold',
                        state === 'done' && 'bg-primary text-primary-foreground',
                        state === 'current' && 'bg-primary/15 text-primary ring-1 ring-primary',
                        state === 'todo' && 'bg-muted text-muted-foreground',
                      )}
                      aria-hidden="true"
                    >
                      {state === 'done' ? <Check className="size-3" /> : n}
                    </span>
                    <span className={cn('text-xs leading-tight', state === 'current' ? 'font-semibold text-foreground' : 'text-muted-foreground')}>
                      {name}
                      {state === 'done' ? <span className="sr-only">{t('completed')}</span> : null}
                    </span>
                  </li>
                );
              })}
            </ol>
          </div>

          <form onSubmit={onSubmit} noValidate aria-labelledby="wizard-step-title">
            <div className="px-5 py-6 sm:px-8 sm:py-7">
              <h2 id="wizard-step-title" ref={headingRef} tabIndex={-1} className="font-display text-2xl font-semibold outline-none">
                {title}
              </h2>
              <p className="mt-1 mb-6 text-sm text-muted-foreground">{t(STEP_INTROS[step - 1] ?? 'intro.0')}</p>

              {step === 1 ? <BasicInfoFields form={form} /> : null}
              {step === 2 ? <DietaryFields form={form} /> : null}
              {step === 3 ? <CulinaryFields form={form} /> : null}
              {step === 4 ? <NutritionFields form={form} /> : null}
              {step === 5 ? (
                <div className="flex flex-col gap-6">
                  <ProfileSummary values={form.getValues()} sectionTitles={wizard.steps} />
                  <section aria-labelledby="what-next" className="rounded-xl border border-info-border bg-info-bg p-5 text-info-foreground">
                    <h3 id="what-next" className="font-semibold">
                      {t('whatNext')}
                    </h3>
                    <ul className="mt-3 flex flex-col gap-2.5 text-sm">
                      {NEXT_STEPS.map(({ icon: Icon, text }) => (
                        <li key={text} className="flex items-start gap-2.5">
                          <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                          <span>{t(text)}</span>
                        </li>
                      ))}
                    </ul>
                  </section>
                </div>
              ) : null}
            </div>

            <div className="flex items-center gap-3 border-t border-border px-5 py-4 sm:px-8">
              {step > 1 ? (
                <Button variant="outline" onClick={goPrevious} disabled={pending}>
                  <ArrowLeft aria-hidden="true" />
                  {wizard.previous}
                </Button>
              ) : null}
              <div className="ml-auto">
                {step < ONBOARDING_STEPS ? (
                  <Button type="submit">
                    {wizard.next}
                    <ArrowRight aria-hidden="true" />
                  </Button>
                ) : (
                  <Button type="submit" disabled={pending} aria-live="polite">
                    {pending ? wizard.submitting : wizard.submit}
                  </Button>
                )}
              </div>
            </div>
          </form>
        </div>
      </main>
    </div>
  );
}
