import { zodResolver } from '@hookform/resolvers/zod';
import { errors as errorCopy, profileInputSchema, profileWizard, screens, toasts, type Profile, type ProfileData } from '@hearth/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronDown, TriangleAlert, UserCog } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { UnderReviewAlert } from '@/components/account-alerts';
import { EmptyState } from '@/components/empty-state';
import { AccountSettings } from '@/features/account/components/AccountSettings';
import { ExportAccountCard } from '@/features/data-export/components/ExportAccountCard';
import { PageContainer, PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useProfile } from '@/features/profile/get-profile';
import { AvatarSettings } from '@/features/profile/components/AvatarSettings';
import { BasicInfoFields, CulinaryFields, DietaryFields, NutritionFields, type ProfileForm } from '@/features/profile/components/ProfileFields';
import { fieldIssues, profileToFormValues, type ProfileFormValues } from '@/features/profile/profile-form';
import { useSaveProfile } from '@/features/profile/save-profile';
import { currentUserQueryKey } from '@/lib/user/current-user';
import { useSignedInUser } from '@/lib/user/use-signed-in-user';
import { ApiError, errorMessage } from '@/lib/api';
import profileEn from '@/i18n/locales/en/profile.json';
import { useSpec, useT } from '@/i18n/react';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const [open, setOpen] = useState(true);
  return (
    <Collapsible open={open} onOpenChange={setOpen} asChild>
      <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-border bg-card shadow-xs">
        <h2 id={`${id}-title`} className="m-0">
          <CollapsibleTrigger className="group flex w-full items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left outline-none hover:bg-accent/40 focus-visible:ring-2 focus-visible:ring-ring sm:px-6">
            <span className="font-display text-lg font-semibold">{title}</span>
            <ChevronDown aria-hidden="true" className="size-5 text-muted-foreground transition-transform duration-200 group-data-[state=closed]:-rotate-90" />
          </CollapsibleTrigger>
        </h2>
        <CollapsibleContent className="border-t border-border px-5 py-6 sm:px-6">{children}</CollapsibleContent>
      </section>
    </Collapsible>
  );
}

function SettingsForm({ profile }: { profile: Profile | null }) {
  const queryClient = useQueryClient();
  const wizard = useSpec(profileWizard);
  const saveProfile = useSaveProfile();
  const form: ProfileForm = useForm<ProfileFormValues, unknown, ProfileData>({
    resolver: zodResolver(profileInputSchema),
    defaultValues: profileToFormValues(profile),
    mode: 'onTouched',
  });

  const onSubmit = form.handleSubmit(async (data) => {
    try {
      const saved = await saveProfile.mutateAsync(data);
      form.reset(profileToFormValues(saved));
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      toast(toasts.profileUpdated);
    } catch (error) {
      if (error instanceof ApiError) {
        for (const { field, message } of fieldIssues(error.body?.issues)) form.setError(field, { message }, { shouldFocus: true });
      }
      toast({ title: errorCopy.title, description: errorMessage(error), variant: 'destructive' });
    }
  });

  const pending = saveProfile.isPending || form.formState.isSubmitting;
  const [basic = '', dietary = '', culinary = '', nutrition = ''] = wizard.steps;
  const words = useSpec(screens).profileSettings;

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
      <Section id="basic" title={basic}>
        <BasicInfoFields form={form} />
      </Section>
      <Section id="dietary" title={dietary}>
        <DietaryFields form={form} />
      </Section>
      <Section id="culinary" title={culinary}>
        <CulinaryFields form={form} />
      </Section>
      <Section id="nutrition" title={nutrition}>
        <NutritionFields form={form} />
      </Section>
      <div className="sticky bottom-0 -mx-4 flex justify-end border-t border-border bg-background/90 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:px-0 sm:py-2 sm:backdrop-blur-none">
        <Button type="submit" size="lg" disabled={pending}>
          {pending ? words.saving : words.saveChanges}
        </Button>
      </div>
    </form>
  );
}

/** Profile Settings (/profile, spec §2): the saved food profile in four sections, all open. */
export default function ProfileSettingsPage() {
  const user = useSignedInUser();
  const t = useT(profileEn);
  const { data: profile, isPending, isError, error } = useProfile();
  return (
    <PageContainer className="max-w-4xl">
      <PageHeader title={screens.profileSettings.title} subtitle={t('settingsSubtitle')} icon={<UserCog />} />
      <UnderReviewAlert user={user} />
      <div className="mb-4">
        <AvatarSettings user={user} />
      </div>
      {isPending ? (
        <div className="flex min-h-[30vh] items-center justify-center">
          <Spinner label={t('loadingProfile')} />
        </div>
      ) : isError ? (
        <EmptyState icon={<TriangleAlert />} title={errorCopy.title} description={errorMessage(error)} />
      ) : (
        <SettingsForm profile={profile} />
      )}
      <div className="mt-10">
        <ExportAccountCard />
      </div>
      <div className="mt-10">
        <AccountSettings />
      </div>
    </PageContainer>
  );
}
