import { Globe, Lock } from 'lucide-react';
import { cn } from '@/lib/utils';
import collectionsEn from '@/i18n/locales/en/collections.json';
import { useT } from '@/i18n/react';

/** A lock for a private collection, a globe for a public one, named for screen readers (and a tooltip title). */
export function VisibilityIcon({ isPublic, className, decorative = false }: { isPublic: boolean; className?: string; decorative?: boolean }) {
  const t = useT(collectionsEn);
  const Icon = isPublic ? Globe : Lock;
  const label = isPublic ? t('publicLabel') : t('privateLabel');
  if (decorative) return <Icon aria-hidden="true" className={cn('size-4 shrink-0', className)} />;
  return (
    <Icon role="img" aria-label={label} className={cn('size-4 shrink-0', className)}>
      <title>{label}</title>
    </Icon>
  );
}
