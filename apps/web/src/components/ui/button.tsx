import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";

export const buttonVariants = cva(
  "inline-flex items-center gap-2 whitespace-nowrap rounded-lg text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: "bg-brand-600 text-white shadow-sm hover:bg-brand-700",
        secondary: "bg-slate-100 text-slate-900 hover:bg-slate-200",
        outline: "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
        ghost: "text-slate-700 hover:bg-slate-100",
        destructive: "bg-red-600 text-white hover:bg-red-700",
        link: "text-brand-600 underline-offset-4 hover:underline",
        /** A quiet action that removes something. */
        danger: "text-red-700 hover:bg-red-50",
      },
      size: {
        default: "h-10 justify-center px-4 py-2",
        sm: "h-8 justify-center px-3 text-xs",
        lg: "h-12 justify-center px-6 text-base",
        icon: "size-9 justify-center",
        /** Text-sized, for a link-styled button inside a sentence. */
        inline: "h-auto justify-center p-0",
        /** A full-width row of a list, its content aligned left. */
        row: "h-auto w-full justify-start px-4 py-3 text-left",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

export interface ButtonProps extends ComponentProps<"button">, VariantProps<typeof buttonVariants> {}

/**
 * A button; for a link that looks like one, give the link buttonVariants() as its class. `className` is
 * added, not merged (no class-merging library on the first page): change the look with a variant or size.
 */
export function Button({ className, variant, size, ...props }: ButtonProps) {
  return <button className={buttonVariants({ variant, size, className })} {...props} />;
}
