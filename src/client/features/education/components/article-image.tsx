import { cn } from '#client/lib/cn.ts';

/** Images keep a 16:9 box from the first paint, so nothing moves when one arrives. */
export function ArticleImage({
  src,
  className,
  eager = false,
}: {
  src: string | null;
  className?: string;
  eager?: boolean;
}) {
  return (
    <div className={cn('aspect-video w-full overflow-hidden bg-muted', className)}>
      {src && (
        <img
          src={src}
          alt=""
          width={640}
          height={360}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="size-full object-cover"
        />
      )}
    </div>
  );
}
