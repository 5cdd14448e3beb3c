import { shortId } from '../short-id.ts';

/** An id cut to its first 8 characters, the whole id in the title for whoever needs it. */
export function ShortIdText({ id }: { id: string }) {
  return (
    <abbr title={id} className="font-mono text-xs no-underline">
      {shortId(id)}
    </abbr>
  );
}
