/** What other features and the composition root may use of profile; everything else in this folder is its own. */
export {
  findLetterConsumer,
  findOwnProfile,
  profilePhone,
  saveProfile,
  sealPlainProfiles,
} from './member-profile.ts';
