import { IMPORT_MAX_BYTES, recipeImportMessages, type RecipeImportDraft, type RecipeImportRequest } from '@hearth/contracts';
import { CheckCircle2, Download, ExternalLink, Link2, ClipboardPaste, LoaderCircle, TriangleAlert } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Textarea } from '@/components/ui/textarea';
import recipeImportEn from '@/i18n/locales/en/recipeImport.json';
import { useRichT, useSpecText, useT } from '@/i18n/react';
import { errorMessage } from '@/lib/api';
import { codedText, importErrorText } from '../coded-text';
import { useImportPicture } from '../import-picture';
import { useImportRecipe } from '../import-recipe';

type Source = 'link' | 'page';
type PictureState = { status: 'idle' | 'loading' | 'added' } | { status: 'failed'; message: string };

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/**
 * 'Import from a link or page' on Create Recipe (issue 15): a dialog taking a link or a pasted page; the
 * draft it answers goes to `onDraft` (the page fills the form with it) and the page's picture, fetched by
 * the server, to `onPicture` (the page adds it to the photos). Afterwards the card says where the recipe
 * came from and what to check. Nothing is saved here.
 */
export function RecipeImport({ onDraft, onPicture, disabled }: { onDraft: (draft: RecipeImportDraft) => void; onPicture: (file: File) => void; disabled?: boolean }) {
  const id = useId();
  const t = useT(recipeImportEn);
  const text = useSpecText();
  const title = text(recipeImportMessages.title);
  const [open, setOpen] = useState(false);
  const [source, setSource] = useState<Source>('link');
  const [url, setUrl] = useState('');
  const [page, setPage] = useState('');
  const [draft, setDraft] = useState<RecipeImportDraft | null>(null);
  const [picture, setPicture] = useState<PictureState>({ status: 'idle' });
  const importRecipe = useImportRecipe();
  const importPicture = useImportPicture();
  const error = importRecipe.isError ? importErrorText(t, importRecipe.error) : null;
  // The contract's limit, counted as it counts: in characters.
  const pageTooLarge = page.length > IMPORT_MAX_BYTES;

  const bringPicture = (imageUrl: string | null) => {
    if (!imageUrl) return setPicture({ status: 'idle' });
    setPicture({ status: 'loading' });
    importPicture.mutate(imageUrl, {
      onSuccess: (file) => {
        onPicture(file);
        setPicture({ status: 'added' });
      },
      onError: (failure) => setPicture({ status: 'failed', message: errorMessage(failure) }),
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const request: RecipeImportRequest = source === 'link' ? { url: url.trim() } : { html: page, ...(url.trim() ? { url: url.trim() } : {}) };
    importRecipe.mutate(request, {
      onSuccess: (result) => {
        setDraft(result);
        onDraft(result);
        setOpen(false);
        bringPicture(result.imageUrl);
      },
    });
  };

  const onOpenChange = (next: boolean) => {
    if (importRecipe.isPending) return; // The dialog stays while the page is read.
    if (next) importRecipe.reset();
    setOpen(next);
  };

  const canSubmit = !importRecipe.isPending && (source === 'link' ? url.trim().length > 0 : page.trim().length > 0 && !pageTooLarge);

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-dashed border-primary/40 bg-card px-5 py-4 shadow-xs sm:px-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3">
          <div className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground [&_svg]:size-[1.125rem]" aria-hidden="true">
            <Download />
          </div>
          <div className="min-w-0">
            <h2 id={`${id}-title`} className="font-display text-lg font-semibold">
              {title}
            </h2>
            <p className="mt-0.5 text-sm text-muted-foreground">{t('description')}</p>
          </div>
        </div>
        <Dialog open={open} onOpenChange={onOpenChange}>
          <DialogTrigger asChild>
            <Button variant={draft ? 'outline' : 'default'} className="shrink-0 self-start sm:self-center" disabled={disabled}>
              <Download aria-hidden="true" />
              {draft ? t('again') : t('open')}
            </Button>
          </DialogTrigger>
          <DialogContent className="max-w-xl">
            <form onSubmit={submit} className="flex flex-col gap-4" aria-busy={importRecipe.isPending || undefined}>
              <DialogHeader>
                <DialogTitle>{title}</DialogTitle>
                <DialogDescription>{t('dialogDescription')}</DialogDescription>
              </DialogHeader>
              <Tabs value={source} onValueChange={(value) => setSource(value as Source)}>
                <TabsList>
                  <TabsTrigger value="link" disabled={importRecipe.isPending}>
                    <Link2 aria-hidden="true" />
                    {t('linkTab')}
                  </TabsTrigger>
                  <TabsTrigger value="page" disabled={importRecipe.isPending}>
                    <ClipboardPaste aria-hidden="true" />
                    {t('pasteTab')}
                  </TabsTrigger>
                </TabsList>
                <TabsContent value="link" className="flex flex-col gap-2">
                  <Label htmlFor={`${id}-url`}>{t('urlLabel')}</Label>
                  <Input
                    id={`${id}-url`}
                    type="url"
                    inputMode="url"
                    autoComplete="off"
                    placeholder={t('urlPlaceholder')}
                    value={url}
                    onChange={(event) => setUrl(event.target.value)}
                    disabled={importRecipe.isPending}
                    aria-describedby={error ? `${id}-error` : `${id}-url-hint`}
                    aria-invalid={error ? true : undefined}
                  />
                  <p id={`${id}-url-hint`} className="text-xs text-muted-foreground">
                    {t('urlHint')}
                  </p>
                </TabsContent>
                <TabsContent value="page" className="flex flex-col gap-2">
                  <Label htmlFor={`${id}-page`}>{t('pageLabel')}</Label>
                  <Textarea
                    id={`${id}-page`}
                    rows={8}
                    className="max-h-72 min-h-40 resize-y font-mono text-xs field-sizing-fixed md:text-xs"
                    placeholder={t('pagePlaceholder')}
                    value={page}
                    onChange={(event) => setPage(event.target.value)}
                    disabled={importRecipe.isPending}
                    spellCheck={false}
                    aria-describedby={error ? `${id}-error` : `${id}-page-hint`}
                    aria-invalid={error || pageTooLarge ? true : undefined}
                  />
                  <p id={`${id}-page-hint`} className={pageTooLarge ? 'text-xs font-medium text-destructive' : 'text-xs text-muted-foreground'}>
                    {pageTooLarge ? text(recipeImportMessages.tooLarge) : t('pageHint')}
                  </p>
                </TabsContent>
              </Tabs>
              {error ? (
                <p id={`${id}-error`} role="alert" className="flex items-start gap-2 rounded-lg border border-destructive/40 px-3 py-2 text-sm font-medium text-destructive">
                  <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  {error}
                </p>
              ) : null}
              <DialogFooter>
                <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={importRecipe.isPending}>
                  {t('cancel')}
                </Button>
                <Button type="submit" disabled={!canSubmit}>
                  {importRecipe.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Download aria-hidden="true" />}
                  {importRecipe.isPending ? t('pending') : t('submit')}
                </Button>
              </DialogFooter>
              {importRecipe.isPending ? (
                <p role="status" className="sr-only">
                  {t('pending')}
                </p>
              ) : null}
            </form>
          </DialogContent>
        </Dialog>
      </div>
      {draft ? <ImportSummary draft={draft} picture={picture} /> : null}
    </section>
  );
}

/** Where the imported recipe came from, what was left out, and how its picture fared. */
function ImportSummary({ draft, picture }: { draft: RecipeImportDraft; picture: PictureState }) {
  const { url, author } = draft.source;
  const t = useT(recipeImportEn);
  const rich = useRichT(recipeImportEn);
  return (
    <div role="status" className="mt-4 flex flex-col gap-2 border-t border-border pt-4 text-sm">
      <p className="flex items-start gap-2 font-medium">
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
        <span>
          {t('imported', { title: draft.title || t('untitled') })}
          {url || author ? ' · ' : null}
          {url
            ? rich('from', {
                site: (
                  <a href={url} target="_blank" rel="noopener noreferrer nofollow" className="inline-flex items-center gap-0.5 text-primary underline-offset-4 hover:underline">
                    {hostOf(url)}
                    <ExternalLink aria-hidden="true" className="size-3.5" />
                    <span className="sr-only">{t('newTab')}</span>
                  </a>
                ),
              })
            : null}
          {url && author ? ', ' : null}
          {author ? t('by', { author }) : null}
        </span>
      </p>
      <p className="text-muted-foreground">{t('check')}</p>
      {draft.noteDetails.length ? (
        <ul className="list-disc pl-5 text-muted-foreground">
          {draft.noteDetails.map((note) => (
            <li key={note.code}>{codedText(t, note)}</li>
          ))}
        </ul>
      ) : null}
      {picture.status === 'loading' ? <p className="text-muted-foreground">{t('picture.loading')}</p> : null}
      {picture.status === 'added' ? <p className="text-muted-foreground">{t('picture.added')}</p> : null}
      {picture.status === 'failed' ? <p className="text-warning-foreground">{picture.message}</p> : null}
    </div>
  );
}
