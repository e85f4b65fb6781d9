import { ImagePlus } from 'lucide-react';
import { useId, useState, type DragEvent } from 'react';
import { IMAGE_ACCEPT } from '@/lib/image-file';
import { cn } from '@/lib/utils';

/** Click to choose, or drag and drop, one or more image files; they are handed over in the order given. */
export function PhotoDropZone({ label, hint, disabled = false, onFiles }: { label: string; hint: string; disabled?: boolean; onFiles: (files: File[]) => void }) {
  const [dragging, setDragging] = useState(false);
  const hintId = useId();

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) onFiles([...event.dataTransfer.files]);
  };

  return (
    <label
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={cn(
        'flex flex-col items-center gap-1.5 rounded-xl border-2 border-dashed px-4 py-6 text-center text-sm transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
        disabled ? 'cursor-not-allowed opacity-55' : 'cursor-pointer hover:border-primary/60 hover:bg-accent/40',
        dragging ? 'border-primary bg-accent/50' : 'border-border',
      )}
    >
      <input
        type="file"
        multiple
        accept={IMAGE_ACCEPT}
        className="sr-only"
        aria-label={label}
        aria-describedby={hintId}
        disabled={disabled}
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          // The same file can be chosen again after it was removed.
          event.target.value = '';
        }}
      />
      <span className="flex size-10 items-center justify-center rounded-full bg-accent text-accent-foreground" aria-hidden="true">
        <ImagePlus className="size-5" />
      </span>
      <span className="font-medium">{label}</span>
      <span id={hintId} className="text-xs text-muted-foreground">
        {hint}
      </span>
    </label>
  );
}
