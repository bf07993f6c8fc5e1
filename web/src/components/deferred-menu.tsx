import { Suspense, useState, type FocusEvent, type ReactNode } from 'react';

/** What the menu's button gets from DeferredMenu: the menu button's semantics while the menu loads. */
export type DeferredTriggerProps = {
  type: 'button';
  'aria-haspopup': 'menu';
  'aria-expanded': false;
  onClick: () => void;
  onFocus: () => void;
  onBlur: (event: FocusEvent) => void;
};

/** How the loaded menu starts: open when the button was pressed while it loaded, focused when it had the focus. */
export interface MenuStart {
  open: boolean;
  /** The stand-in had the focus when it was swapped out (see `takeFocus`). */
  hadFocus: boolean;
}

/**
 * A menu button whose menu comes in its own chunk (`menu` renders a `lazy` component): the dropdown
 * (Radix with its positioning library and focus and dismiss layers, more code than the rest of an
 * event page's route) then loads and runs after the page has rendered, not before. Until it arrives the same-looking button stands in
 * (`trigger`, given the menu button's attributes); a press meanwhile opens the menu as soon as it is
 * there, and a button that had the focus hands it to the real one.
 */
export function DeferredMenu({ trigger, menu }: { trigger: (props: DeferredTriggerProps) => ReactNode; menu: (start: MenuStart) => ReactNode }) {
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState(false);
  const fallback = trigger({
    type: 'button',
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onClick: () => setOpen(true),
    onFocus: () => setFocused(true),
    // Focus going to another element is a real blur; the stand-in being swapped out is not.
    onBlur: (event) => {
      if (event.relatedTarget) setFocused(false);
    },
  });
  return <Suspense fallback={fallback}>{menu({ open, hadFocus: focused })}</Suspense>;
}

/**
 * The loaded menu's trigger `ref`: takes the focus the stand-in had, unless the person has put it
 * somewhere else since.
 */
export const takeFocus = (hadFocus: boolean) => (element: HTMLElement | null) => {
  const nowhere = document.activeElement === null || document.activeElement === document.body;
  if (element && hadFocus && nowhere) element.focus();
};
