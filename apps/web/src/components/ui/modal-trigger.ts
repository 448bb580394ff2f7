import { cloneElement, isValidElement, type ReactNode, type RefObject } from 'react';

type TriggerProps = { onClick?: (event: React.MouseEvent<HTMLElement>) => void };

/**
 * The button that opens a lazily loaded modal (Sheet, Dialog): it says that it opens a dialog and
 * whether it is open, and loads the modal's code when hovered or focused, before the press.
 */
export function modalTrigger(
  trigger: ReactNode,
  options: {
    open: boolean;
    triggerRef: RefObject<HTMLElement | null>;
    onToggle: () => void;
    prefetch: () => Promise<unknown>;
  },
): ReactNode {
  if (!isValidElement<TriggerProps>(trigger)) return trigger;
  const prefetch = () => void options.prefetch();
  return cloneElement<TriggerProps & Record<string, unknown>>(trigger, {
    ref: options.triggerRef,
    'aria-haspopup': 'dialog',
    'aria-expanded': options.open,
    onClick: (event: React.MouseEvent<HTMLElement>) => {
      trigger.props.onClick?.(event);
      options.onToggle();
    },
    onPointerEnter: prefetch,
    onFocus: prefetch,
  });
}

/**
 * For Radix's onCloseAutoFocus: the trigger is ours, not Radix's (modalTrigger), so focus goes
 * back to it by hand when the modal closes.
 */
export function returnFocusTo(triggerRef: RefObject<HTMLElement | null>) {
  return (event: Event) => {
    event.preventDefault();
    triggerRef.current?.focus();
  };
}
