import { ArrowLeft, ArrowRight, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import recipeEn from '@/i18n/locales/en/recipe.json';
import { useT } from '@/i18n/react';

export interface PhotoTile {
  key: string | number;
  src: string;
  /** A line under the picture (what it is, when that is not obvious). */
  note?: string;
}

/**
 * Pictures in their order, each with Move left, Move right and Remove buttons. The buttons stay
 * focusable at the ends and while busy (aria-disabled), so a keyboard user moving a photo along keeps
 * their place; a live region says where it went.
 */
export function PhotoStrip({
  photos,
  label,
  busy = false,
  onMove,
  onRemove,
  compact = false,
  className,
}: {
  photos: readonly PhotoTile[];
  label: string;
  busy?: boolean;
  onMove: (index: number, delta: -1 | 1) => void | Promise<unknown>;
  onRemove: (index: number) => void | Promise<unknown>;
  /** Two to a row, for a narrow column such as the recipe page's side. */
  compact?: boolean;
  className?: string;
}) {
  const t = useT(recipeEn);
  const listRef = useRef<HTMLOListElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const count = photos.length;
  if (!count) return null;

  const move = async (index: number, delta: -1 | 1) => {
    const target = index + delta;
    if (busy || target < 0 || target >= count) return;
    await onMove(index, delta);
    setAnnouncement(t('photos.moved', { position: target + 1, count }));
  };
  const remove = async (index: number) => {
    if (busy) return;
    await onRemove(index);
    setAnnouncement(t('photos.removed', { index: index + 1 }));
    // Its buttons are gone with it: keep the keyboard in the list rather than at the top of the page.
    listRef.current?.focus();
  };

  return (
    <div className={className}>
      <ol
        ref={listRef}
        tabIndex={-1}
        aria-label={label}
        className={cn('grid outline-none', compact ? 'grid-cols-2 gap-2' : 'grid-cols-[repeat(auto-fill,minmax(8.5rem,1fr))] gap-3')}
      >
        {photos.map((photo, index) => {
          const n = index + 1;
          return (
            <li key={photo.key} className="flex flex-col gap-1.5" data-testid="photo-tile">
              <div className="relative overflow-hidden rounded-lg border border-border bg-muted">
                <img src={photo.src} alt={t('photos.alt', { index: n, count })} className="aspect-[4/3] w-full object-cover" decoding="async" />
                <span className="absolute top-1.5 left-1.5 rounded-full bg-card/90 px-2 py-0.5 text-xs font-semibold shadow-sm" aria-hidden="true">
                  {index === 0 ? t('photos.cover', { index: n }) : n}
                </span>
              </div>
              {photo.note ? <p className="text-xs leading-snug text-muted-foreground">{photo.note}</p> : null}
              <div className="flex items-center gap-1">
                <Button
                  variant="outline"
                  size="icon"
                  className={compact ? 'size-7' : 'size-8'}
                  aria-label={t('photos.moveLeft', { index: n })}
                  aria-disabled={busy || index === 0 || undefined}
                  onClick={() => void move(index, -1)}
                >
                  <ArrowLeft aria-hidden="true" />
                </Button>
                <Button
                  variant="outline"
                  size="icon"
                  className={compact ? 'size-7' : 'size-8'}
                  aria-label={t('photos.moveRight', { index: n })}
                  aria-disabled={busy || index === count - 1 || undefined}
                  onClick={() => void move(index, 1)}
                >
                  <ArrowRight aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  className={cn('ml-auto text-muted-foreground hover:text-destructive', compact ? 'size-7' : 'size-8')}
                  aria-label={t('photos.remove', { index: n })}
                  aria-disabled={busy || undefined}
                  onClick={() => void remove(index)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
