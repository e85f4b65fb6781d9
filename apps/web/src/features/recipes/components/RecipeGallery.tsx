import { ChevronLeft, ChevronRight, ImageOff } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/utils';
import recipeEn from '@/i18n/locales/en/recipe.json';
import { useT } from '@/i18n/react';

const BACKDROPS = [
  'from-[#f6d3b8] to-[#e9a27c] dark:from-[#4a2a1c] dark:to-[#6b3a22]',
  'from-[#f3e2b3] to-[#e4b860] dark:from-[#43351a] dark:to-[#6a5020]',
  'from-[#dfe8cc] to-[#a9c08a] dark:from-[#2b3522] dark:to-[#3f5230]',
  'from-[#f5d5cf] to-[#e29a8c] dark:from-[#47241f] dark:to-[#6a332a]',
] as const;

const arrowClass =
  'absolute top-1/2 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-card/90 text-foreground shadow-md backdrop-blur outline-none transition hover:bg-card focus-visible:ring-2 focus-visible:ring-ring';

/**
 * The recipe's photos (spec §2): one at a time, with arrows only when there is more than one.
 * Without photos, a warm placeholder says so.
 */
export function RecipeGallery({ images, title, seed }: { images: readonly string[]; title: string; seed: number }) {
  const t = useT(recipeEn);
  const [index, setIndex] = useState(0);
  const count = images.length;
  // A list that shrank (a restore, say) must not leave the index past its end.
  const current = count ? Math.min(index, count - 1) : 0;

  if (count === 0) {
    return (
      <div
        className={cn('flex aspect-[16/9] w-full flex-col items-center justify-center gap-2 rounded-2xl bg-gradient-to-br sm:aspect-[21/9]', BACKDROPS[seed % BACKDROPS.length])}
        data-testid="recipe-gallery-empty"
      >
        <ImageOff aria-hidden="true" className="size-10 text-[#3d2b22]/50 dark:text-[#f4ece4]/45" />
        <p className="text-sm font-medium text-[#3d2b22]/70 dark:text-[#f4ece4]/70">{t('noPhoto')}</p>
      </div>
    );
  }

  const go = (delta: number) => setIndex((current + delta + count) % count);

  return (
    <section aria-roledescription="carousel" aria-label={t('gallery.photosOf', { title })} className="relative overflow-hidden rounded-2xl bg-muted">
      <div className="aspect-[16/9] w-full" aria-live="polite">
        <img
          key={images[current]}
          src={images[current]}
          alt={count > 1 ? t('gallery.photoOf', { title, index: current + 1, count }) : title}
          className="size-full object-cover"
          decoding="async"
          data-testid="recipe-gallery-image"
        />
      </div>
      {count > 1 ? (
        <>
          <button type="button" className={cn(arrowClass, 'left-3')} onClick={() => go(-1)} aria-label={t('gallery.previous')}>
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <button type="button" className={cn(arrowClass, 'right-3')} onClick={() => go(1)} aria-label={t('gallery.next')}>
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
          <div className="absolute inset-x-0 bottom-3 flex justify-center gap-1.5">
            {images.map((image, i) => (
              <button
                key={image}
                type="button"
                onClick={() => setIndex(i)}
                aria-label={t('gallery.show', { index: i + 1 })}
                aria-current={i === current ? 'true' : undefined}
                className={cn(
                  'h-2 rounded-full bg-white/60 shadow outline-none transition-all focus-visible:ring-2 focus-visible:ring-ring',
                  i === current ? 'w-5 bg-white' : 'w-2 hover:bg-white/85',
                )}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
