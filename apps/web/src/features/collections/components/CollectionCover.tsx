import { BookHeart } from 'lucide-react';
import { cn } from '@/lib/utils';

/** Warm backdrops for collections without a cover photo, chosen by id so a collection keeps its colour. */
const BACKDROPS = [
  'from-[#f3e2b3] to-[#e4b860] dark:from-[#43351a] dark:to-[#6a5020]',
  'from-[#dfe8cc] to-[#a9c08a] dark:from-[#2b3522] dark:to-[#3f5230]',
  'from-[#f6d3b8] to-[#e9a27c] dark:from-[#4a2a1c] dark:to-[#6b3a22]',
  'from-[#f5d5cf] to-[#e29a8c] dark:from-[#47241f] dark:to-[#6a332a]',
] as const;

/** The collection's cover (its first recipe's photo, from the server) or a tasteful placeholder. */
export function CollectionCover({ id, imageUrl, className }: { id: number; imageUrl: string | null; className?: string }) {
  if (imageUrl) {
    return <img src={imageUrl} alt="" loading="lazy" decoding="async" className={cn('size-full object-cover', className)} />;
  }
  return (
    <div aria-hidden="true" className={cn('flex size-full items-center justify-center bg-gradient-to-br', BACKDROPS[id % BACKDROPS.length], className)}>
      <BookHeart className="size-9 text-[#3d2b22]/55 dark:text-[#f4ece4]/50" />
    </div>
  );
}
