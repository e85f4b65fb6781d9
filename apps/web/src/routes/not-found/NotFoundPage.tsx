import { copy } from '@hearth/contracts';
import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { PageContainer, useDocumentTitle } from '@/components/page-header';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import commonEn from '@/i18n/locales/en/common.json';
import { useSpec, useT } from '@/i18n/react';

/** Any path the signed-in app does not know (spec §2). */
export default function NotFoundPage() {
  useDocumentTitle(copy.notFound);
  const t = useT(commonEn);
  const title = useSpec(copy).notFound;
  return (
    <PageContainer className="items-center justify-center py-16">
      <Card className="w-full max-w-md">
        <CardContent className="flex flex-col items-center p-8 text-center">
          <div className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground" aria-hidden="true">
            <Compass className="size-6" />
          </div>
          <h1 className="mt-5 font-display text-2xl font-semibold">{title}</h1>
          <p className="mt-2 text-sm text-muted-foreground">{t('notFound.text')}</p>
          <Link to="/" className={buttonVariants({ className: 'mt-6' })}>
            {t('notFound.home')}
          </Link>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
