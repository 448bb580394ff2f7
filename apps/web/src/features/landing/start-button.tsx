import type { ReactNode } from 'react';
import { useStartQuestionnaire } from '../../app/start-questionnaire.ts';
import { Button, type ButtonProps } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';

/** A start button: clears the saved questionnaire and opens the first question (spec section 2). */
export function StartButton({
  children,
  className,
  variant,
}: {
  children: ReactNode;
  className?: string;
  variant?: ButtonProps['variant'];
}) {
  const start = useStartQuestionnaire();
  return (
    // Full width on phones: the German and French labels are too long for a centred pill at 390 px.
    <Button
      size="lg"
      variant={variant}
      onClick={start}
      className={cn('max-sm:w-full max-sm:px-5 max-sm:text-base', className)}
    >
      {children}
    </Button>
  );
}
