import { Popover as PopoverPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** A popover (Radix): opens from its trigger, Escape or a click outside closes it, focus returns to the trigger. */
export const Popover = PopoverPrimitive.Root;
export const PopoverTrigger = PopoverPrimitive.Trigger;
export const PopoverAnchor = PopoverPrimitive.Anchor;
export const PopoverClose = PopoverPrimitive.Close;

export function PopoverContent({ className, align = 'center', sideOffset = 6, ...props }: ComponentProps<typeof PopoverPrimitive.Content>) {
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        data-slot="popover-content"
        align={align}
        sideOffset={sideOffset}
        collisionPadding={8}
        className={cn(
          'z-50 w-72 max-w-[calc(100vw-1rem)] rounded-xl border border-border bg-popover p-4 text-popover-foreground shadow-lg outline-none',
          'origin-(--radix-popover-content-transform-origin) data-[state=open]:animate-[pop-in_120ms_ease-out] data-[state=closed]:animate-[fade-out_100ms_ease-in]',
          className,
        )}
        {...props}
      />
    </PopoverPrimitive.Portal>
  );
}
