import { RotateCw } from 'lucide-react';
import { BrandMark } from '@/components/brand';
import { Button } from '@/components/ui/button';

/** Shown when the sign-in state cannot be read (network down, server error): say so and offer a retry. */
export function SessionError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <main className="flex min-h-svh items-center justify-center bg-background px-6">
      <div className="max-w-sm text-center">
        <BrandMark className="mx-auto size-12" />
        <h1 className="mt-6 font-display text-2xl font-semibold">We can&apos;t reach Hearth right now</h1>
        <p className="mt-2 text-muted-foreground">Check your connection and try again. If it keeps happening, the service may be briefly down.</p>
        <Button className="mt-6" onClick={onRetry} disabled={retrying}>
          <RotateCw aria-hidden="true" className={retrying ? 'animate-spin' : undefined} />
          {retrying ? 'Trying again…' : 'Try again'}
        </Button>
      </div>
    </main>
  );
}
