import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { modalTrigger } from './modal-trigger.ts';

const loadPanel = () => import('./dialog-panel.tsx');
const DialogPanel = lazy(loadPanel);

/**
 * A centred modal dialog with a title and a close button. Focus is trapped while open; Escape
 * closes it. Its code (Radix) loads when it is about to open, not with the page.
 */
export function Dialog(props: {
  trigger: ReactNode;
  title: string;
  closeLabel: string;
  children: ReactNode;
  description?: string;
}) {
  const triggerRef = useRef<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  if (open && !mounted) setMounted(true);
  return (
    <>
      {modalTrigger(props.trigger, { open, triggerRef, onToggle: () => setOpen(!open), prefetch: loadPanel })}
      {mounted && (
        <Suspense fallback={null}>
          <DialogPanel
            open={open}
            onOpenChange={setOpen}
            triggerRef={triggerRef}
            title={props.title}
            closeLabel={props.closeLabel}
            description={props.description}
          >
            {props.children}
          </DialogPanel>
        </Suspense>
      )}
    </>
  );
}
