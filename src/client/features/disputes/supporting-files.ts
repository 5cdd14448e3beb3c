/** Evidence listed with a dispute (.pdf, .jpg, .jpeg, .png), kept in the browser (docs/product-rules.md, Disputes). */
export const SUPPORTING_FILE_EXTENSIONS = ['.pdf', '.jpg', '.jpeg', '.png'] as const;

export const isSupportingFile = (name: string) =>
  SUPPORTING_FILE_EXTENSIONS.some((extension) => name.toLowerCase().endsWith(extension));

/** Adds the acceptable new files to the list, once each (same name and size), and says which were refused. */
export function addSupportingFiles(current: readonly File[], added: readonly File[]) {
  const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size;
  const accepted = added.filter((file) => isSupportingFile(file.name));
  const files = [...current];
  for (const file of accepted) if (!files.some((other) => sameFile(other, file))) files.push(file);
  return { files, refused: added.filter((file) => !isSupportingFile(file.name)).map((file) => file.name) };
}
