import { AI_FEATURES, isEffectivelyApproved, screens, type AiFeatureKey } from '@hearth/contracts';
import { Suspense } from 'react';
import { UnderReviewAlert } from '@/components/account-alerts';
import { AI_FEATURE_ICONS } from '@/components/ai-feature-icons';
import { PageContainer, PageHeader } from '@/components/page-header';
import { Spinner } from '@/components/ui/spinner';
import { AI_TOOL_SCREENS } from '@/features/ai-tools/registry';
import { useSignedInUser } from '@/lib/user/use-signed-in-user';

/** Headers for the twelve tools: the spec's where it gives one (§2), otherwise written from §1. */
const SUBTITLES: Record<AiFeatureKey, string> = {
  discover: screens.aiDiscover.subtitle,
  chef: screens.aiChef.subtitle,
  alchemist: screens.alchemist.subtitle,
  trivia: screens.trivia.subtitle,
  'recipe-to-music': 'Turn a recipe into lyrics and a melody',
  'time-machine': 'Travel back in time to cook historical recipes',
  'taste-memory': 'Recreate a dish from the way you remember it',
  'recipe-debugger': 'Find out what went wrong and how to fix it',
  'flavor-pairing': 'Discover how two ingredients work together',
  'cultural-provenance': 'Trace where a dish comes from and what it shaped',
  'mood-suggestions': 'Recipes to match how you feel',
  'ingredient-dna': 'Understand an ingredient and find substitutions',
};

/**
 * The shell every AI tool shares: its header, then, for approved members only (spec §6), the tool's
 * screen from the registry. Pending members see why not yet; the server refuses them too.
 */
export function AiToolPage({ feature }: { feature: AiFeatureKey }) {
  const user = useSignedInUser();
  const meta = AI_FEATURES.find((f) => f.key === feature);
  const Icon = AI_FEATURE_ICONS[feature];
  if (!meta) return null;
  const Screen = AI_TOOL_SCREENS[feature];
  return (
    <PageContainer className="max-w-4xl">
      <PageHeader title={meta.name} subtitle={SUBTITLES[feature]} icon={<Icon />} />
      {!isEffectivelyApproved(user) ? (
        <UnderReviewAlert user={user} />
      ) : (
        <Suspense fallback={<Spinner label={`Loading ${meta.name}`} className="py-16" />}>
          <Screen />
        </Suspense>
      )}
    </PageContainer>
  );
}
