import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode, RefObject } from 'react';
import { CloseIcon } from './icons.tsx';
import { returnFocusTo } from './modal-trigger.ts';

/** The open dialog (Radix), loaded the first time a dialog opens (dialog.tsx). */
export default function DialogPanel(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  triggerRef: RefObject<HTMLElement | null>;
  title: string;
  closeLabel: string;
  children: ReactNode;
  description?: string;
}) {
  return (
    <RadixDialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-ink/50 data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <RadixDialog.Content
          className="fixed left-1/2 top-1/2 z-50 grid max-h-[90dvh] w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-card bg-surface p-6 shadow-xl data-[state=open]:animate-[fade-in_150ms_ease-out]"
          {...(props.description ? {} : { 'aria-describedby': undefined })}
          onCloseAutoFocus={returnFocusTo(props.triggerRef)}
        >
          <div className="flex items-start justify-between gap-4">
            <RadixDialog.Title className="text-lg font-semibold">{props.title}</RadixDialog.Title>
            <RadixDialog.Close className="-m-1 rounded-full p-2 hover:bg-brand-soft" aria-label={props.closeLabel}>
              <CloseIcon className="size-5" />
            </RadixDialog.Close>
          </div>
          {props.description && (
            <RadixDialog.Description className="text-sm text-muted">{props.description}</RadixDialog.Description>
          )}
          {props.children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
