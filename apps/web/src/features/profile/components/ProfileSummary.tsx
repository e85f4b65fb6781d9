import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import type { ProfileFormValues } from '../profile-form';
import { useFormat } from '@/i18n/format';
import { isLanguage, LANGUAGE_NAMES } from '@/i18n/languages';
import profileEn from '@/i18n/locales/en/profile.json';
import { useSpecText, useT } from '@/i18n/react';

function Chips({ values }: { values: readonly string[] | null | undefined }) {
  const t = useT(profileEn);
  const option = useSpecText();
  if (!values?.length) return <span className="text-muted-foreground">{t('noneSelected')}</span>;
  return (
    <ul className="flex flex-wrap gap-1.5" role="list">
      {values.map((value) => (
        <li key={value}>
          <Badge variant="secondary" className="text-[0.8125rem] font-medium">
            {option(value)}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1.5 py-3 sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-muted-foreground">{term}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-border bg-background/60 px-4 py-1 sm:px-5">
      <h3 className="pt-3.5 pb-1 text-sm font-semibold">{title}</h3>
      <dl className="divide-y divide-border">{children}</dl>
    </section>
  );
}

/** The wizard's Review & Submit step: every answer, grouped as the steps were. */
export function ProfileSummary({ values, sectionTitles }: { values: ProfileFormValues; sectionTitles: readonly string[] }) {
  const t = useT(profileEn);
  const option = useSpecText();
  const formats = useFormat();
  const notSet = <span className="text-muted-foreground">{t('notSet')}</span>;
  const language = isLanguage(values.languagePreference) ? LANGUAGE_NAMES[values.languagePreference] : undefined;
  const calories = values.dailyCalorieTarget == null ? '' : String(values.dailyCalorieTarget).trim();
  return (
    <div className="flex flex-col gap-3">
      <Section title={sectionTitles[0] ?? ''}>
        <Row term={t('username')}>{values.username?.trim() || notSet}</Row>
        <Row term={t('location')}>{values.location?.trim() || notSet}</Row>
        <Row term={t('skill')}>{values.cookingSkillLevel ? option(values.cookingSkillLevel) : notSet}</Row>
        <Row term={t('language')}>{language ?? notSet}</Row>
      </Section>
      <Section title={sectionTitles[1] ?? ''}>
        <Row term={t('primaryDiet')}>
          <Chips values={values.primaryDietType} />
        </Row>
        <Row term={t('healthDiets')}>
          <Chips values={values.healthFocusedDiets} />
        </Row>
        <Row term={t('allergies')}>
          <Chips values={values.allergies} />
        </Row>
      </Section>
      <Section title={sectionTitles[2] ?? ''}>
        <Row term={t('cuisines')}>
          <Chips values={values.favoriteCuisines} />
        </Row>
        <Row term={t('mealTypes')}>
          <Chips values={values.mealTypes} />
        </Row>
        <Row term={t('cookingStyles')}>
          <Chips values={values.cookingStyles} />
        </Row>
      </Section>
      <Section title={sectionTitles[3] ?? ''}>
        <Row term={t('nutritionGoals')}>
          <Chips values={values.nutritionGoals} />
        </Row>
        <Row term={t('calories')}>{calories ? t('kcal', { count: formats.number(Number(calories)) }) : notSet}</Row>
      </Section>
    </div>
  );
}
