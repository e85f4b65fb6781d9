import { errors as errorCopy, toasts } from '@hearth/contracts';
import { ImagePlus, ShieldCheck, Upload, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { ApiError, readableServerMessage } from '@/lib/api';
import { checkImageFile, IMAGE_ACCEPT } from '@/lib/image-file';
import { useUploadRecipeImage } from '../upload-recipe-image';
import recipeEn from '@/i18n/locales/en/recipe.json';
import { useT } from '@/i18n/react';

/** The chosen file and its preview URL, released when replaced or unmounted. */
function usePreview() {
  const [file, setFile] = useState<File | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!url) return;
    return () => URL.revokeObjectURL(url);
  }, [url]);
  const choose = (next: File | null) => {
    setFile(next);
    setUrl(next ? URL.createObjectURL(next) : null);
  };
  return { file, url, choose };
}

/**
 * Admin-only image upload (spec §2, §5, §8): JPEG, PNG, WebP or GIF up to 5MB, checked here first and by
 * the server again. Success adds the photo to the gallery; failure says why and clears the preview.
 */
export function AdminImageUpload({ recipeId }: { recipeId: number }) {
  const t = useT(recipeEn);
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadRecipeImage(String(recipeId));
  const { file, url, choose } = usePreview();

  const clear = () => {
    choose(null);
    if (inputRef.current) inputRef.current.value = '';
  };

  const onChoose = (next: File | undefined) => {
    if (!next) return clear();
    const problem = checkImageFile(next);
    if (problem) {
      clear();
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    choose(next);
  };

  const send = async () => {
    if (!file) return;
    try {
      const result = await upload.mutateAsync(file);
      toast({ ...toasts.uploadSuccess, description: result.message });
    } catch (error) {
      const message = error instanceof ApiError ? readableServerMessage(error.body) : undefined;
      toast({ title: errorCopy.uploadFailed.title, description: message || errorCopy.uploadFailed.fallback, variant: 'destructive' });
    } finally {
      clear();
    }
  };

  return (
    <Card className="border-dashed">
      <CardHeader className="pb-4">
        <CardTitle className="flex items-center gap-2 text-base">
          <ShieldCheck aria-hidden="true" className="size-4 text-primary" />
          {t('adminPhoto.title')}
        </CardTitle>
        <CardDescription>{t('adminPhoto.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {url ? (
          <div className="relative overflow-hidden rounded-xl border border-border bg-muted">
            <img src={url} alt={t('adminPhoto.preview')} className="aspect-[16/10] w-full object-cover" data-testid="upload-preview" />
            <button
              type="button"
              onClick={clear}
              disabled={upload.isPending}
              className="absolute top-2 right-2 flex size-8 items-center justify-center rounded-full bg-card/90 shadow outline-none hover:bg-card focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50"
              aria-label={t('adminPhoto.removeChosen')}
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </div>
        ) : null}
        {file ? (
          <Button onClick={() => void send()} disabled={upload.isPending}>
            <Upload aria-hidden="true" />
            {upload.isPending ? t('adminPhoto.uploading') : t('adminPhoto.upload')}
          </Button>
        ) : (
          <label className="flex cursor-pointer flex-col items-center gap-1.5 rounded-xl border border-dashed border-input/60 px-4 py-5 text-center text-sm transition-colors hover:border-primary hover:bg-accent/40 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring">
            <input ref={inputRef} type="file" accept={IMAGE_ACCEPT} className="sr-only" onChange={(event) => onChoose(event.target.files?.[0])} />
            <ImagePlus aria-hidden="true" className="size-6 text-primary" />
            <span className="font-medium">{t('adminPhoto.choose')}</span>
          </label>
        )}
      </CardContent>
    </Card>
  );
}
