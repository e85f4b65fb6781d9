import { AI_FEATURES, isEffectivelyApproved, screens, type AiFeatureKey } from '@hearth/contracts';
import { Suspense } from 'react';
import { UnderReviewAlert } from '@/components/account-alerts';
import { AI_FEATURE_ICONS } from '@/components/ai-feature-icons';
import { PageContainer, PageHeader } from '@/components/page-header';
import { Spinner } from '@/components/ui/spinner';
import { AI_TOOL_SCREENS } from '@/features/ai-tools/registry';
import { useSignedInUser } from '@/lib/user/use-signed-in-user';
import aiToolsEn from '@/i18n/locales/en/aiTools.json';
import { useSpecText, useT } from '@/i18n/react';
import type { MessageKey } from '@/i18n/runtime';

/** Headers for the twelve tools: the spec's where it gives one (§2), otherwise written from §1. */
const SUBTITLES: Record<AiFeatureKey, string | MessageKey<typeof aiToolsEn>> = {
  discover: screens.aiDiscover.subtitle,
  chef: screens.aiChef.subtitle,
  alchemist: screens.alchemist.subtitle,
  trivia: screens.trivia.subtitle,
  'recipe-to-music': 'subtitles.recipe-to-music',
  'time-machine': 'subtitles.time-machine',
  'taste-memory': 'subtitles.taste-memory',
  'recipe-debugger': 'subtitles.recipe-debugger',
  'flavor-pairing': 'subtitles.flavor-pairing',
  'cultural-provenance': 'subtitles.cultural-provenance',
  'mood-suggestions': 'subtitles.mood-suggestions',
  'ingredient-dna': 'subtitles.ingredient-dna',
};
const isKey = (subtitle: string): subtitle is MessageKey<typeof aiToolsEn> => subtitle.startsWith('subtitles.');

/**
 * The shell every AI tool shares: its header, then, for approved members only (spec §6), the tool's
 * screen from the registry. Pending members see why not yet; the server refuses them too.
 */
export function AiToolPage({ feature }: { feature: AiFeatureKey }) {
  const user = useSignedInUser();
  const t = useT(aiToolsEn);
  const text = useSpecText();
  const meta = AI_FEATURES.find((f) => f.key === feature);
  const Icon = AI_FEATURE_ICONS[feature];
  if (!meta) return null;
  const Screen = AI_TOOL_SCREENS[feature];
  const subtitle = SUBTITLES[feature];
  return (
    <PageContainer className="max-w-4xl">
      <PageHeader title={meta.name} subtitle={isKey(subtitle) ? t(subtitle) : subtitle} icon={<Icon />} />
      {!isEffectivelyApproved(user) ? (
        <UnderReviewAlert user={user} />
      ) : (
        <Suspense fallback={<Spinner label={t('loadingTool', { name: text(meta.name) })} className="py-16" />}>
          <Screen />
        </Suspense>
      )}
    </PageContainer>
  );
}
