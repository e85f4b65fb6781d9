import { errors as errorCopy, toasts, type CurrentUser } from '@hearth/contracts';
import { ImagePlus, Trash2 } from 'lucide-react';
import { useId, useRef } from 'react';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { ApiError, readableServerMessage } from '@/lib/api';
import { checkImageFile, IMAGE_ACCEPT } from '@/lib/image-file';

import { avatarInitial, displayName } from '@/lib/user/user-display';
import { useRemoveAvatar, useUploadAvatar } from '../profile-avatar';
import profileEn from '@/i18n/locales/en/profile.json';
import { useT } from '@/i18n/react';

/**
 * The member's profile picture: shown in the sidebar and to admins. Uploads get the same checks as
 * recipe photos (type, 5MB, then the server's own) and are cropped square on the server.
 */
export function AvatarSettings({ user }: { user: CurrentUser }) {
  const t = useT(profileEn);
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const busy = upload.isPending || remove.isPending;

  const failed = (error: unknown) => {
    const message = error instanceof ApiError ? readableServerMessage(error.body) : undefined;
    toast({ title: errorCopy.uploadFailed.title, description: message || errorCopy.uploadFailed.fallback, variant: 'destructive' });
  };

  const onChoose = async (file: File | undefined) => {
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    const problem = checkImageFile(file);
    if (problem) return toast({ ...problem, variant: 'destructive' });
    try {
      await upload.mutateAsync(file);
      toast(toasts.avatarUpdated);
    } catch (error) {
      failed(error);
    }
  };

  const onRemove = async () => {
    try {
      await remove.mutateAsync();
      toast(toasts.avatarRemoved);
    } catch (error) {
      failed(error);
    }
  };

  return (
    <section aria-labelledby="avatar-title" className="flex flex-wrap items-center gap-5 rounded-2xl border border-border bg-card px-5 py-5 shadow-xs sm:px-6">
      <Avatar className="size-20 text-2xl">
        {user.profileImageUrl ? <AvatarImage src={user.profileImageUrl} alt={t('pictureOf', { name: displayName(user) })} /> : null}
        <AvatarFallback>{avatarInitial(user)}</AvatarFallback>
      </Avatar>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h2 id="avatar-title" className="m-0 font-display text-lg font-semibold">
          {t('picture')}
        </h2>
        <p id={hintId} className="m-0 text-sm text-muted-foreground">
          {t('pictureHint')}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" disabled={busy} onClick={() => inputRef.current?.click()} aria-describedby={hintId}>
            <ImagePlus aria-hidden="true" />
            {upload.isPending ? t('uploading') : user.profileImageUrl ? t('changePicture') : t('uploadPicture')}
          </Button>
          {user.profileImageUrl ? (
            <Button type="button" variant="ghost" size="sm" disabled={busy} onClick={() => void onRemove()}>
              <Trash2 aria-hidden="true" />
              {t('remove')}
            </Button>
          ) : null}
        </div>
        <input ref={inputRef} type="file" accept={IMAGE_ACCEPT} className="sr-only" tabIndex={-1} aria-hidden="true" onChange={(event) => void onChoose(event.target.files?.[0])} />
      </div>
    </section>
  );
}
