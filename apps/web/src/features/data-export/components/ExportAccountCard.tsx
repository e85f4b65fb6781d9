import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import dataExportEn from '@/i18n/locales/en/dataExport.json';
import { useT } from '@/i18n/react';
import { errorMessage } from '@/lib/api';
import { useExportAccount } from '../export-account';

/** 'Export my data' on Profile Settings: the whole account as one JSON download (data portability). */
export function ExportAccountCard() {
  const exportAccount = useExportAccount();
  const t = useT(dataExportEn);
  const run = () =>
    exportAccount.mutate(undefined, {
      onSuccess: () => toast({ title: t('account.doneTitle'), description: t('account.doneDescription') }),
      onError: (error) => toast({ title: t('account.failed'), description: errorMessage(error), variant: 'destructive' }),
    });
  return (
    <Card role="region" aria-labelledby="export-account-title">
      <CardHeader className="pb-4">
        <CardTitle id="export-account-title" className="font-display text-lg">
          {t('account.title')}
        </CardTitle>
        <CardDescription>{t('account.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" onClick={run} disabled={exportAccount.isPending} data-testid="export-account">
          <Download aria-hidden="true" />
          {exportAccount.isPending ? t('account.pending') : t('account.button')}
        </Button>
      </CardContent>
    </Card>
  );
}
