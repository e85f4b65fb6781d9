import { LANGUAGES } from '@hearth/contracts';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import type { ProfileFormValues } from '../profile-form';

function Chips({ values }: { values: readonly string[] | null | undefined }) {
  if (!values?.length) return <span className="text-muted-foreground">None selected</span>;
  return (
    <ul className="flex flex-wrap gap-1.5" role="list">
      {values.map((value) => (
        <li key={value}>
          <Badge variant="secondary" className="text-[0.8125rem] font-medium">
            {value}
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

const notSet = <span className="text-muted-foreground">Not set</span>;

/** The wizard's Review & Submit step: every answer, grouped as the steps were. */
export function ProfileSummary({ values, sectionTitles }: { values: ProfileFormValues; sectionTitles: readonly string[] }) {
  const language = LANGUAGES.find((l) => l.code === values.languagePreference)?.label;
  const calories = values.dailyCalorieTarget == null ? '' : String(values.dailyCalorieTarget).trim();
  return (
    <div className="flex flex-col gap-3">
      <Section title={sectionTitles[0] ?? ''}>
        <Row term="Username">{values.username?.trim() || notSet}</Row>
        <Row term="Location">{values.location?.trim() || notSet}</Row>
        <Row term="Cooking skill level">{values.cookingSkillLevel || notSet}</Row>
        <Row term="Preferred language">{language ?? notSet}</Row>
      </Section>
      <Section title={sectionTitles[1] ?? ''}>
        <Row term="Primary diet type">
          <Chips values={values.primaryDietType} />
        </Row>
        <Row term="Health-focused diets">
          <Chips values={values.healthFocusedDiets} />
        </Row>
        <Row term="Allergies and intolerances">
          <Chips values={values.allergies} />
        </Row>
      </Section>
      <Section title={sectionTitles[2] ?? ''}>
        <Row term="Favourite cuisines">
          <Chips values={values.favoriteCuisines} />
        </Row>
        <Row term="Meal types">
          <Chips values={values.mealTypes} />
        </Row>
        <Row term="Cooking style">
          <Chips values={values.cookingStyles} />
        </Row>
      </Section>
      <Section title={sectionTitles[3] ?? ''}>
        <Row term="Nutrition goals">
          <Chips values={values.nutritionGoals} />
        </Row>
        <Row term="Daily calorie target">{calories ? `${Number(calories).toLocaleString()} kcal` : notSet}</Row>
      </Section>
    </div>
  );
}
