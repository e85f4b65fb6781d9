import { toasts } from '@hearth/contracts';
import { Link2, MessageCircle, Share2 } from 'lucide-react';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { recipeUrl, shareTargets } from '../share';
import recipeEn from '@/i18n/locales/en/recipe.json';
import { useLanguage, useT } from '@/i18n/react';

/** X's mark (lucide has no X logo); decorative. */
function XLogo() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4 fill-current">
      <path d="M17.75 3h3.07l-6.7 7.66L22 21h-6.17l-4.83-6.32L5.47 21H2.4l7.17-8.19L2 3h6.33l4.37 5.77L17.75 3Zm-1.08 16.2h1.7L7.4 4.7H5.58l11.09 14.5Z" />
    </svg>
  );
}

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Refused (permissions, an unfocused page): fall back to the selection copy below.
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy refused');
}

/** Share card (spec §2, §9): copy link, X and WhatsApp. */
export function ShareCard({ recipeId, title }: { recipeId: number; title: string }) {
  const t = useT(recipeEn);
  const targets = shareTargets(recipeUrl(window.location.origin, recipeId), title, useLanguage());
  const copyLink = async () => {
    try {
      await copyText(targets.url);
      toast(toasts.linkCopied);
    } catch {
      toast({ title: t('copyFailed.title'), description: t('copyFailed.description'), variant: 'destructive' });
    }
  };
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle className="flex items-center gap-2 text-base">
          <Share2 aria-hidden="true" className="size-4 text-primary" />
          {t('share.title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-2 gap-2">
        <Button variant="outline" onClick={() => void copyLink()} className="col-span-2">
          <Link2 aria-hidden="true" />
          {t('share.copyLink')}
        </Button>
        <a href={targets.x} target="_blank" rel="noopener noreferrer" className={buttonVariants({ variant: 'outline', className: 'px-2' })}>
          <XLogo />
          <span>
            {t('share.post')}
            <span className="sr-only">{t('share.onXNewTab')}</span>
          </span>
        </a>
        <a href={targets.whatsapp} target="_blank" rel="noopener noreferrer" className={buttonVariants({ variant: 'outline', className: 'px-2' })}>
          <MessageCircle aria-hidden="true" />
          <span>
            WhatsApp<span className="sr-only">{t('share.newTab')}</span>
          </span>
        </a>
      </CardContent>
    </Card>
  );
}
