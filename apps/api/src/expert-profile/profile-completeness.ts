import { validateBio, validatePenName } from '@bb/validation';

/**
 * Whether an expert's profile is complete, so the public pages list them and customers can
 * request them: a valid pen name, a bio of at least BIO_MIN_LENGTH characters and at least one
 * discipline. The avatar is not required: the generated one (drawn from their slug) stands in for it.
 * Stored on the writer row (`is_profile_complete`) each time the profile is saved, so public
 * queries filter on a column.
 */
export function isProfileComplete(profile: {
  pen_name: string;
  about: string;
  disciplineCount: number;
}): boolean {
  return (
    validatePenName(profile.pen_name) === null &&
    validateBio(profile.about) === null &&
    profile.disciplineCount > 0
  );
}
