/** The changelog dialog (editor spec §4): opens by itself when unseen entries exist. Issue 11 fills it in. */
export default function ChangelogDialog() {
  return null;
}
