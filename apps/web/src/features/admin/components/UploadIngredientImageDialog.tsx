import { errors as errorCopy, toasts, type Ingredient } from '@hearth/contracts';
import { ImageUp } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { checkImageFile } from '@/lib/image-file';
import { serverMessageOr } from '../admin-format';
import { useUploadIngredientImage } from '../upload-ingredient-image';
import adminEn from '@/i18n/locales/en/admin.json';
import { useT } from '@/i18n/react';

function UploadForm({ ingredient, onDone }: { ingredient: Ingredient; onDone: () => void }) {
  const t = useT(adminEn);
  const upload = useUploadIngredientImage();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();

  // The object URL of a preview is released when it is replaced and when the dialog closes.
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);

  const clear = () => {
    setFile(null);
    setPreview(null);
    if (input.current) input.current.value = '';
  };

  const choose = (chosen: File | undefined) => {
    if (!chosen) return clear();
    // Spec §5: type, then size, checked before anything is sent.
    const problem = checkImageFile(chosen);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return clear();
    }
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
  };

  const send = async () => {
    if (!file) return;
    try {
      await upload.mutateAsync({ ingredientId: ingredient.id, file });
      toast(toasts.ingredientImageUpdated);
      onDone();
    } catch (error) {
      toast({ title: errorCopy.uploadFailed.title, description: serverMessageOr(error, errorCopy.uploadFailed.fallback), variant: 'destructive' });
      clear();
    }
  };

  const shown = preview ?? ingredient.imageUrl;
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <div className="flex aspect-[4/3] w-full items-center justify-center overflow-hidden rounded-xl border border-dashed border-border bg-muted">
        {shown ? (
          <img src={shown} alt={preview ? t('previewOf', { name: ingredient.name }) : t('currentImageOf', { name: ingredient.name })} className="size-full object-cover" />
        ) : (
          <ImageUp aria-hidden="true" className="size-10 text-muted-foreground" />
        )}
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={inputId}>{t('imageFile')}</Label>
        <Input
          ref={input}
          id={inputId}
          type="file"
          accept="image/*"
          aria-describedby={hintId}
          disabled={upload.isPending}
          onChange={(event) => choose(event.target.files?.[0])}
          className="h-auto cursor-pointer py-2 file:mr-3 file:rounded-md file:border-0 file:bg-secondary file:px-3 file:py-1 file:text-sm file:font-medium file:text-secondary-foreground"
        />
        <p id={hintId} className="text-xs text-muted-foreground">
          {t('imageHint')}
        </p>
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={upload.isPending}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={!file || upload.isPending}>
          <ImageUp aria-hidden="true" />
          {upload.isPending ? t('uploading') : t('actions.uploadImage')}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** 'Upload Image for {ingredient}' (spec §2): choose, preview, upload; the ingredient list refreshes after. */
export function UploadIngredientImageDialog({ ingredient, open, onOpenChange }: { ingredient: Ingredient | null; open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT(adminEn);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        {ingredient ? (
          <>
            <DialogHeader>
              <DialogTitle>{t('dialogs.uploadImage', { ingredient: ingredient.name })}</DialogTitle>
              <DialogDescription>{t('imageReplaces')}</DialogDescription>
            </DialogHeader>
            <UploadForm key={ingredient.id} ingredient={ingredient} onDone={() => onOpenChange(false)} />
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
