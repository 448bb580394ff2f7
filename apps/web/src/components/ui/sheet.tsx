import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { modalTrigger } from './modal-trigger.ts';

const loadPanel = () => import('./sheet-panel.tsx');
const SheetPanel = lazy(loadPanel);

/**
 * A panel that slides in from the right edge (the mobile menu). Focus is trapped while open.
 * Its code (Radix) loads when the menu is about to open, so a page's first load carries only
 * the button.
 */
export function Sheet(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactNode;
  title: string;
  closeLabel: string;
  children: ReactNode;
}) {
  const triggerRef = useRef<HTMLElement | null>(null);
  const [mounted, setMounted] = useState(false);
  if (props.open && !mounted) setMounted(true);
  return (
    <>
      {modalTrigger(props.trigger, {
        open: props.open,
        triggerRef,
        onToggle: () => props.onOpenChange(!props.open),
        prefetch: loadPanel,
      })}
      {mounted && (
        <Suspense fallback={null}>
          <SheetPanel
            open={props.open}
            onOpenChange={props.onOpenChange}
            title={props.title}
            closeLabel={props.closeLabel}
            triggerRef={triggerRef}
          >
            {props.children}
          </SheetPanel>
        </Suspense>
      )}
    </>
  );
}
