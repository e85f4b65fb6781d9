import { discoverContract, errors, mergeIngredients, type AiRecipe, type DiscoverResponse } from '@hearth/contracts';
import { History, Search } from 'lucide-react';
import { useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AiRecipeDialog } from './AiRecipeDialog';
import { DiscoverForm, type DiscoverDraft } from './DiscoverForm';
import { DiscoverHistory } from './DiscoverHistory';
import { DiscoverResults } from './DiscoverResults';
import { useToolMutation } from '../shared/tool-api';
import aiDiscoverEn from '@/i18n/locales/en/aiDiscover.json';
import { useT } from '@/i18n/react';

const EMPTY_DRAFT: DiscoverDraft = { image: null, manual: [], identified: [], limitToIngredients: false };

/**
 * AI Discover (spec §2, §4 'Discover flow'): a photo and typed ingredients in, database recipes and
 * AI-composed ones out, and the member's past discoveries in the History tab.
 */
export default function DiscoverTool() {
  const t = useT(aiDiscoverEn);
  const [tab, setTab] = useState('discover');
  const [draft, setDraft] = useState<DiscoverDraft>(EMPTY_DRAFT);
  const [result, setResult] = useState<DiscoverResponse | null>(null);
  const [openRecipe, setOpenRecipe] = useState<AiRecipe | null>(null);

  const identify = useToolMutation(discoverContract.endpoints.discover, {
    success: null,
    errorFallback: errors.identifyIngredients,
    onSuccess: (data) => setDraft((current) => ({ ...current, identified: mergeIngredients(current.identified, data.identifiedIngredients ?? []) })),
  });
  const discover = useToolMutation(discoverContract.endpoints.discover, {
    success: null,
    errorFallback: errors.discoverRecipes,
    refreshes: [discoverContract.endpoints.history],
    onSuccess: setResult,
  });

  const ingredients = mergeIngredients(draft.manual, draft.identified);

  return (
    <Tabs value={tab} onValueChange={setTab} className="flex flex-col gap-2">
      <TabsList aria-label={t('tabs')} className="self-start">
        <TabsTrigger value="discover">
          <Search aria-hidden="true" />
          {t('discover')}
        </TabsTrigger>
        <TabsTrigger value="history">
          <History aria-hidden="true" />
          {t('history')}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="discover" className="flex flex-col gap-6">
        {result ? (
          <DiscoverResults
            result={result}
            onOpenRecipe={setOpenRecipe}
            onEdit={() => {
              setResult(null);
              discover.reset();
            }}
          />
        ) : (
          <DiscoverForm
            draft={draft}
            onChange={setDraft}
            identifying={identify.isPending}
            discovering={discover.isPending}
            onIdentify={() => draft.image && identify.mutate({ fields: {}, image: draft.image.file })}
            onDiscover={() => discover.mutate({ fields: { ingredients: JSON.stringify(ingredients), limitToIngredients: String(draft.limitToIngredients) } })}
          />
        )}
      </TabsContent>
      <TabsContent value="history">
        <DiscoverHistory onOpenRecipe={setOpenRecipe} />
      </TabsContent>
      <AiRecipeDialog recipe={openRecipe} onClose={() => setOpenRecipe(null)} />
      <span className="sr-only" aria-live="polite">
        {identify.isPending ? t('identifying') : discover.isPending ? t('discovering') : ''}
      </span>
    </Tabs>
  );
}
