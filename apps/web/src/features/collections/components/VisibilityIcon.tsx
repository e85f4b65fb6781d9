import { Globe, Lock } from 'lucide-react';
import { cn } from '@/lib/utils';
import { collectionsCopy } from '../copy';

/** A lock for a private collection, a globe for a public one, named for screen readers (and a tooltip title). */
export function VisibilityIcon({ isPublic, className, decorative = false }: { isPublic: boolean; className?: string; decorative?: boolean }) {
  const Icon = isPublic ? Globe : Lock;
  const label = isPublic ? collectionsCopy.publicLabel : collectionsCopy.privateLabel;
  if (decorative) return <Icon aria-hidden="true" className={cn('size-4 shrink-0', className)} />;
  return (
    <Icon role="img" aria-label={label} className={cn('size-4 shrink-0', className)}>
      <title>{label}</title>
    </Icon>
  );
}
