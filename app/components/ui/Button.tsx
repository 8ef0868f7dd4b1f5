import { Link, type LinkProps } from "#app/components/Link.tsx";
import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from "react";

/** The site's button looks; links styled as buttons use the same ones. */
export const BUTTON_VARIANTS = {
  /** Dark: a page's main action, and the way out of an error page. */
  primary: "bg-slate-900 font-semibold text-white hover:bg-slate-700",
  /** Bitcoin orange: signing in, submitting a tool, sending a form. */
  accent: "bg-bitcoin font-semibold text-slate-950 hover:bg-orange-400",
  /** Outlined: the second choice beside a primary one. */
  secondary: "border border-slate-300 font-semibold text-slate-800 hover:bg-slate-50",
  /** Outlined and lighter: a small aside such as "Back to …". */
  quiet: "border border-slate-300 font-medium text-slate-700 hover:border-slate-500",
  /** Red: the action undoes something or answers an error. */
  danger: "bg-red-700 font-semibold text-white hover:bg-red-800",
} as const;

/** Padding and type size; `none` leaves both to the caller's class names. */
export const BUTTON_SIZES = {
  xs: "px-3 py-1.5 text-sm",
  sm: "px-4 py-2 text-sm",
  md: "px-5 py-2.5 text-sm",
  lg: "px-5 py-3 text-sm",
  none: "",
} as const;

export type ButtonVariant = keyof typeof BUTTON_VARIANTS;
export type ButtonSize = keyof typeof BUTTON_SIZES;

interface Look {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

export function buttonClass({ variant = "primary", size = "md", className = "" }: Look): string {
  return [
    "focus-ring inline-flex items-center justify-center gap-2 rounded-md disabled:opacity-60",
    BUTTON_VARIANTS[variant],
    BUTTON_SIZES[size],
    className,
  ]
    .filter(Boolean)
    .join(" ");
}

export function Button({
  variant,
  size,
  className,
  type = "button",
  ...props
}: Look & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} {...props} className={buttonClass({ variant, size, className })} />;
}

type ButtonLinkProps = Look &
  (
    | ({ to: LinkProps["to"] } & Omit<LinkProps, "className">)
    | ({ href: string; to?: never } & AnchorHTMLAttributes<HTMLAnchorElement>)
  );

/**
 * A link that looks like a button: a client-side `Link` with `to`, or a plain anchor with `href`
 * (another site, or a full reload of this page).
 */
export function ButtonLink({ variant, size, className, children, ...props }: ButtonLinkProps) {
  const classes = buttonClass({ variant, size, className });
  if ("href" in props && props.href !== undefined) {
    return (
      <a {...props} className={classes}>
        {children}
      </a>
    );
  }
  return (
    <Link {...(props as LinkProps)} className={classes}>
      {children}
    </Link>
  );
}
