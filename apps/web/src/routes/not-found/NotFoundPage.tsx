import { copy } from '@hearth/contracts';
import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { PageContainer, useDocumentTitle } from '@/components/page-header';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

/** Any path the signed-in app does not know (spec §2). */
export default function NotFoundPage() {
  useDocumentTitle(copy.notFound);
  return (
    <PageContainer className="items-center justify-center py-16">
      <Card className="w-full max-w-md">
        <CardContent className="flex flex-col items-center p-8 text-center">
          <div className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground" aria-hidden="true">
            <Compass className="size-6" />
          </div>
          <h1 className="mt-5 font-display text-2xl font-semibold">{copy.notFound}</h1>
          <p className="mt-2 text-sm text-muted-foreground">The page you were looking for doesn&apos;t exist or has moved.</p>
          <Link to="/" className={buttonVariants({ className: 'mt-6' })}>
            Back to home
          </Link>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
