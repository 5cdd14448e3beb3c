import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type { LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactElement, ReactNode } from 'react';
import { cn } from '#client/lib/cn.ts';

const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground hover:bg-primary-hover',
        outline: 'border border-input bg-card hover:bg-muted',
        ghost: 'hover:bg-muted',
        link: 'text-primary underline-offset-4 hover:underline',
      },
      size: {
        default: 'h-10 px-4 py-2',
        sm: 'h-9 px-3',
        lg: 'h-11 px-6 text-base',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export interface ButtonProps extends ComponentProps<'button'>, VariantProps<typeof buttonVariants> {
  /** Renders the child (a link, say) with the button's look. */
  asChild?: boolean;
}

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Component = asChild ? Slot : 'button';
  return <Component className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}

export type ButtonLinkLook = Omit<ButtonProps, 'asChild' | 'children'> & {
  /** Drawn before the label, hidden from screen readers (the label says it). */
  icon?: LucideIcon;
  children: ReactNode;
};

/** A link element in a button's look, its icon first: ButtonAnchor here and the router's ButtonLink (button-link.tsx). */
export function withButtonLook(
  { icon: Icon, children, ...button }: ButtonLinkLook,
  link: (content: ReactNode) => ReactElement,
) {
  return (
    <Button asChild {...button}>
      {link(
        <>
          {Icon && <Icon aria-hidden />}
          {children}
        </>,
      )}
    </Button>
  );
}

/**
 * A plain link with a button's look: the server's sign-in, a full page load, an email address. It keeps this file
 * free of the router, which the landing page (its own entry, under a size budget) does not load.
 */
export function ButtonAnchor({ href, ...look }: ButtonLinkLook & { href: string }) {
  return withButtonLook(look, (content) => <a href={href}>{content}</a>);
}
