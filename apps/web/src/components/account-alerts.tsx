import { copy, isEffectivelyApproved, screens, type CurrentUser } from '@hearth/contracts';
import { Clock, UserRoundPen } from 'lucide-react';
import { Link } from 'react-router';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { useSpec } from '@/i18n/react';

/** 'Your account is currently under review…' for members not yet approved (spec §2). */
export function UnderReviewAlert({ user }: { user: Pick<CurrentUser, 'isApproved' | 'isSuperAdmin'> }) {
  const words = useSpec(copy);
  if (isEffectivelyApproved(user)) return null;
  return (
    <Alert variant="warning">
      <Clock aria-hidden="true" />
      <AlertDescription>{words.underReviewAlert}</AlertDescription>
    </Alert>
  );
}

/** 'Please complete your profile…' with a Complete Profile link to /profile (spec §2). */
export function CompleteProfileAlert({ user }: { user: Pick<CurrentUser, 'profileComplete'> }) {
  const words = useSpec(copy);
  const link = useSpec(screens).completeProfileLink;
  if (user.profileComplete) return null;
  return (
    <Alert variant="info">
      <UserRoundPen aria-hidden="true" />
      <AlertDescription className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <span>{words.profileIncompleteAlert}</span>
        <Link to="/profile" className="shrink-0 font-semibold underline underline-offset-4 hover:no-underline">
          {link}
        </Link>
      </AlertDescription>
    </Alert>
  );
}
