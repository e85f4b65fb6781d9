import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { dataExportCopy } from '../copy';
import { useExportAccount } from '../export-account';

const copy = dataExportCopy.account;

/** 'Export my data' on Profile Settings: the whole account as one JSON download (data portability). */
export function ExportAccountCard() {
  const exportAccount = useExportAccount();
  const run = () =>
    exportAccount.mutate(undefined, {
      onSuccess: () => toast(copy.done),
      onError: (error) => toast({ title: copy.failed, description: errorMessage(error), variant: 'destructive' }),
    });
  return (
    <Card role="region" aria-labelledby="export-account-title">
      <CardHeader className="pb-4">
        <CardTitle id="export-account-title" className="font-display text-lg">
          {copy.title}
        </CardTitle>
        <CardDescription>{copy.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" onClick={run} disabled={exportAccount.isPending} data-testid="export-account">
          <Download aria-hidden="true" />
          {exportAccount.isPending ? copy.pending : copy.button}
        </Button>
      </CardContent>
    </Card>
  );
}
