/** The toast itself (Radix), loaded with the first toast (toast.tsx). */
import * as RadixToast from '@radix-ui/react-toast';
import { useSyncExternalStore } from 'react';
import { SPEC } from '@skinsight/shared/constants';
import { cn } from '../../lib/cn.ts';
import { currentToast, dismiss, subscribe } from './toast-store.ts';
import { CloseIcon } from './icons.tsx';

export default function ToastView({ closeLabel }: { closeLabel: string }) {
  const entry = useSyncExternalStore(subscribe, currentToast, () => null);
  return (
    <RadixToast.Provider
      duration={SPEC.toast.durationMs}
      swipeDirection="right"
      swipeThreshold={SPEC.toast.swipeThreshold}
    >
      {entry && (
        <RadixToast.Root
          key={entry.id}
          open
          onOpenChange={(open) => !open && dismiss(entry.id)}
          type={entry.variant === 'destructive' ? 'foreground' : 'background'}
          className={cn(
            'relative flex w-full items-start gap-3 rounded-card border p-4 pr-10 shadow-lg',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:animate-[slide-out_150ms_ease-in]',
            entry.variant === 'destructive'
              ? 'border-danger/30 bg-danger-soft text-danger'
              : 'border-line bg-surface text-ink',
          )}
        >
          <div className="grid gap-1">
            <RadixToast.Title className="font-semibold">{entry.title}</RadixToast.Title>
            {entry.description && (
              <RadixToast.Description className="text-sm opacity-90">{entry.description}</RadixToast.Description>
            )}
          </div>
          <RadixToast.Close className="absolute right-2 top-2 rounded-full p-1 hover:bg-ink/5" aria-label={closeLabel}>
            <CloseIcon className="size-4" />
          </RadixToast.Close>
        </RadixToast.Root>
      )}
      <RadixToast.Viewport className="fixed bottom-0 right-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none" />
    </RadixToast.Provider>
  );
}
