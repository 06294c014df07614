import { Avatar as AvatarPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn.ts";

/** A round picture that falls back to `fallback` (usually initials) when there is no photo or it fails to load. */
export function Avatar({
  src,
  alt,
  fallback,
  className,
  ...props
}: ComponentProps<typeof AvatarPrimitive.Root> & { src?: string | null; alt: string; fallback: string }) {
  return (
    <AvatarPrimitive.Root
      className={cn("relative flex size-9 shrink-0 overflow-hidden rounded-full", className)}
      {...props}
    >
      {src ? <AvatarPrimitive.Image src={src} alt={alt} className="size-full object-cover" /> : null}
      <AvatarPrimitive.Fallback
        aria-hidden
        className="flex size-full items-center justify-center bg-brand-600 text-sm font-semibold text-white"
      >
        {fallback}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
