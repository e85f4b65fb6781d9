import { mergeIngredients } from '@hearth/contracts';
import { Camera, ImagePlus, Plus, ScanSearch, Search, X } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { checkImageFile } from '@/lib/image-file';
import { cn } from '@/lib/utils';
import aiDiscoverEn from '@/i18n/locales/en/aiDiscover.json';
import { useT } from '@/i18n/react';

/** What the member has put together before a search. */
export interface DiscoverDraft {
  /** The chosen photo and its preview (a data URL, so nothing needs revoking). */
  image: { file: File; preview: string } | null;
  manual: string[];
  identified: string[];
  limitToIngredients: boolean;
}

function Pending({ label }: { label: string }) {
  return (
    <>
      <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" />
      {label}
    </>
  );
}

/** The Discover tab's inputs (spec §2, §5 'Manual ingredient', §4 'Discover flow'). */
export function DiscoverForm({
  draft,
  onChange,
  identifying,
  discovering,
  onIdentify,
  onDiscover,
}: {
  draft: DiscoverDraft;
  onChange: (next: DiscoverDraft | ((current: DiscoverDraft) => DiscoverDraft)) => void;
  identifying: boolean;
  discovering: boolean;
  onIdentify: () => void;
  onDiscover: () => void;
}) {
  const t = useT(aiDiscoverEn);
  const hasIngredients = mergeIngredients(draft.manual, draft.identified).length > 0;
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2 font-display text-xl">
            <Camera aria-hidden="true" className="size-5 text-primary" />
            {t('yourIngredients')}
          </CardTitle>
          <CardDescription>{t('intro')}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <PhotoPicker image={draft.image} onImage={(image) => onChange((d) => ({ ...d, image }))} />
          {draft.image && draft.identified.length === 0 ? (
            <div>
              <Button type="button" variant="secondary" onClick={onIdentify} disabled={identifying} aria-busy={identifying || undefined}>
                {identifying ? (
                  <Pending label={t('identifying')} />
                ) : (
                  <>
                    <ScanSearch aria-hidden="true" />
                    {t('identify')}
                  </>
                )}
              </Button>
            </div>
          ) : null}
          <ManualIngredients items={draft.manual} onItems={(manual) => onChange((d) => ({ ...d, manual }))} />
          <div className="flex items-start gap-3 rounded-lg border bg-muted/40 p-3">
            <Checkbox
              id="discover-limit"
              checked={draft.limitToIngredients}
              onCheckedChange={(checked) => onChange((d) => ({ ...d, limitToIngredients: checked === true }))}
              className="mt-0.5"
            />
            <div className="flex flex-col gap-0.5">
              <Label htmlFor="discover-limit">{t('limit')}</Label>
              <p className="text-xs text-muted-foreground">{t('staples')}</p>
            </div>
          </div>
        </CardContent>
      </Card>

      {draft.identified.length ? <IdentifiedIngredients items={draft.identified} onItems={(identified) => onChange((d) => ({ ...d, identified }))} /> : null}

      {hasIngredients ? (
        <div>
          <Button type="button" size="lg" onClick={onDiscover} disabled={discovering} aria-busy={discovering || undefined}>
            {discovering ? (
              <Pending label={t('discovering')} />
            ) : (
              <>
                <Search aria-hidden="true" />
                {t('discoverRecipes')}
              </>
            )}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** Click or drop a photo (image files only), with a preview and a remove button. */
function PhotoPicker({ image, onImage }: { image: DiscoverDraft['image']; onImage: (image: DiscoverDraft['image']) => void }) {
  const t = useT(aiDiscoverEn);
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();

  const choose = (file: File | undefined) => {
    if (!file) return;
    const problem = checkImageFile(file);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    const reader = new FileReader();
    reader.onload = () => typeof reader.result === 'string' && onImage({ file, preview: reader.result });
    reader.readAsDataURL(file);
  };
  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };

  if (image) {
    return (
      <div className="relative overflow-hidden rounded-xl border bg-muted">
        <img src={image.preview} alt={t('photoAlt')} className="max-h-80 w-full object-contain" />
        <Button
          type="button"
          size="icon"
          variant="secondary"
          onClick={() => {
            onImage(null);
            if (inputRef.current) inputRef.current.value = '';
          }}
          className="absolute top-2 right-2 rounded-full shadow"
          aria-label={t('removePhoto')}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
    );
  }

  return (
    <div>
      <button
        type="button"
        onClick={() => inputRef.current?.click()}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        aria-describedby={hintId}
        className={cn(
          'flex w-full flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-6 py-10 text-center transition-colors',
          'hover:border-primary/60 hover:bg-accent/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          dragging ? 'border-primary bg-accent/50' : 'border-border',
        )}
      >
        <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground" aria-hidden="true">
          <ImagePlus className="size-6" />
        </span>
        <span className="font-medium">{t('upload')}</span>
        <span id={hintId} className="text-sm text-muted-foreground">
          {t('uploadHint')}
        </span>
      </button>
      <input ref={inputRef} type="file" accept="image/*" className="sr-only" tabIndex={-1} aria-hidden="true" onChange={(event) => choose(event.target.files?.[0])} />
    </div>
  );
}

/** Typed ingredients: Add or Enter adds; trimmed, blanks and duplicates ignored, input cleared (spec §5). */
function ManualIngredients({ items, onItems }: { items: string[]; onItems: (items: string[]) => void }) {
  const t = useT(aiDiscoverEn);
  const [text, setText] = useState('');
  const inputId = useId();
  const add = () => {
    onItems(mergeIngredients(items, [text]));
    setText('');
  };
  return (
    <div className="flex flex-col gap-3">
      <Label htmlFor={inputId}>{t('addManually')}</Label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          value={text}
          maxLength={80}
          placeholder={t('addPlaceholder')}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button type="button" variant="outline" onClick={add}>
          <Plus aria-hidden="true" />
          {t('add')}
        </Button>
      </div>
      {items.length ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('yourIngredients')}>
          {items.map((item) => (
            <li key={item.toLowerCase()}>
              <Badge variant="secondary" className="gap-1 py-1 pr-1 pl-3 text-sm">
                {item}
                <button
                  type="button"
                  onClick={() => onItems(items.filter((i) => i !== item))}
                  aria-label={t('remove', { item })}
                  className="rounded-full p-0.5 hover:bg-foreground/10 focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <X aria-hidden="true" className="size-3.5" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{t('noneYet')}</p>
      )}
    </div>
  );
}

/** What the photo showed: each item can be corrected or removed before the search. */
function IdentifiedIngredients({ items, onItems }: { items: string[]; onItems: (items: string[]) => void }) {
  const t = useT(aiDiscoverEn);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 font-display text-xl">
          <ScanSearch aria-hidden="true" className="size-5 text-primary" />
          {t('identified')}
        </CardTitle>
        <CardDescription>{t('identifiedHint')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2 sm:grid-cols-2">
          {items.map((item, index) => (
            <li key={index} className="flex items-center gap-2">
              <Input
                value={item}
                maxLength={80}
                aria-label={t('identifiedItem', { index: index + 1 })}
                onChange={(event) => onItems(items.map((current, i) => (i === index ? event.target.value : current)))}
                onBlur={() => onItems(items.map((current) => current.trim()).filter(Boolean))}
              />
              <Button
                type="button"
                size="icon"
                variant="ghost"
                onClick={() => onItems(items.filter((_, i) => i !== index))}
                aria-label={item ? t('remove', { item }) : t('removeIngredient')}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
