import type { ComponentProps } from 'react';

type ScrollLinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  targetId: string;
  /** The page the target is on, for a link shown on other pages too: there it opens that page at the target. */
  page?: string;
};

/**
 * An in-page link that glides to its target (jumps when the reader asks for reduced motion) and moves focus
 * there, so keyboard and screen-reader users land where sighted ones do. It leaves the address and any
 * router alone. When the target is not on this page, the link is followed as it is.
 */
export function ScrollLink({ targetId, page = '', onClick, ...props }: ScrollLinkProps) {
  return (
    <a
      href={`${page}#${targetId}`}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        const target = document.getElementById(targetId);
        if (event.defaultPrevented || !target) return;
        event.preventDefault();
        const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
        target.scrollIntoView?.({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
        target.focus({ preventScroll: true });
      }}
    />
  );
}
