import { useState } from 'react';
import { cn } from '../../lib/cn.ts';

const FALLBACK = '/products/default.svg';

/** A product's picture as the catalogue names it, with the default picture if that one fails. */
export function ProductPicture({ src, alt, size, className }: { src: string; alt: string; size: number; className?: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={failed ? FALLBACK : src}
      alt={alt}
      width={size}
      height={size}
      className={cn('rounded-xl bg-brand-soft object-contain', className)}
      onError={() => setFailed(true)}
    />
  );
}
