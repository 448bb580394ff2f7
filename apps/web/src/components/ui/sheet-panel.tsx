/** The open panel of the Sheet (Radix Dialog), loaded the first time the menu opens (sheet.tsx). */
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode, RefObject } from 'react';
import { CloseIcon } from './icons.tsx';
import { returnFocusTo } from './modal-trigger.ts';

export default function SheetPanel(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  closeLabel: string;
  triggerRef: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40 data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <Dialog.Content
          className="fixed inset-y-0 right-0 z-50 flex w-80 max-w-[85vw] flex-col gap-6 bg-surface p-6 shadow-xl data-[state=open]:animate-[slide-in_200ms_ease-out]"
          aria-describedby={undefined}
          onCloseAutoFocus={returnFocusTo(props.triggerRef)}
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold">{props.title}</Dialog.Title>
            <Dialog.Close className="rounded-full p-2 hover:bg-brand-soft" aria-label={props.closeLabel}>
              <CloseIcon className="size-5" />
            </Dialog.Close>
          </div>
          {props.children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
