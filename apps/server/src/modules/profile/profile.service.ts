import { toasts, type Profile, type ProfileData } from '@hearth/contracts';
import { AppError } from '../../errors';
import type { FileStore } from '../../storage/file-store';
import { avatarKey, processAvatarUpload } from '../../storage/images';
import type { UsersRepository } from '../users/users.repository';
import type { ProfileRepository, ProfileRow } from './profile.repository';

const USERNAME_TAKEN = 'Username is already taken';

export function toProfile(row: ProfileRow): Profile {
  return {
    username: row.username,
    location: row.location,
    languagePreference: row.languagePreference as Profile['languagePreference'],
    cookingSkillLevel: row.cookingSkillLevel as Profile['cookingSkillLevel'],
    primaryDietType: row.primaryDietType,
    healthFocusedDiets: row.healthFocusedDiets,
    allergies: row.allergies,
    favoriteCuisines: row.favoriteCuisines,
    mealTypes: row.mealTypes,
    cookingStyles: row.cookingStyles,
    nutritionGoals: row.nutritionGoals,
    dailyCalorieTarget: row.dailyCalorieTarget,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function getProfile(profiles: ProfileRepository, userId: string): Promise<Profile> {
  const row = await profiles.findByUserId(userId);
  if (!row) throw AppError.notFound('No profile yet');
  return toProfile(row);
}

/** Creates or updates the member's food profile. Creating it is what makes profileComplete true. */
export async function saveProfile(profiles: ProfileRepository, userId: string, data: ProfileData): Promise<Profile> {
  const taken = () => AppError.conflict(USERNAME_TAKEN, [{ path: ['username'], message: USERNAME_TAKEN }]);
  if (await profiles.isUsernameTaken(data.username, userId)) throw taken();
  try {
    return toProfile(await profiles.upsert(userId, data));
  } catch (error) {
    // Two members racing for one username: the unique index decides.
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

export interface AvatarDeps {
  users: Pick<UsersRepository, 'replaceImage'>;
  store: FileStore;
}

/** Stores a checked, re-encoded square picture as the member's avatar; the one it replaces is deleted if it was ours. */
export async function uploadAvatar(deps: AvatarDeps, userId: string, bytes: Buffer): Promise<{ message: string; imageUrl: string }> {
  const imageUrl = await processAvatarUpload(bytes, deps.store);
  await forgetAvatar(deps, await deps.users.replaceImage(userId, imageUrl));
  return { message: toasts.avatarUpdated.description, imageUrl };
}

export async function removeAvatar(deps: AvatarDeps, userId: string): Promise<void> {
  await forgetAvatar(deps, await deps.users.replaceImage(userId, null));
}

async function forgetAvatar(deps: AvatarDeps, previous: string | null) {
  const key = avatarKey(previous);
  if (key) await deps.store.delete([key]);
}
