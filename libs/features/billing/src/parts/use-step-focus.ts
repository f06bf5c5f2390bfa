import { useEffect, useRef } from 'react';

/**
 * The title of a dialog whose content moves on a step (plan select, payment details, thanks; a
 * form, then its thanks): the pressed control goes with the step it was on, so the focus moves to
 * the new step's title rather than to <body>, and keyboard and screen-reader users stay in the
 * dialog. The first step is left to the dialog's own opening focus.
 */
export function useStepFocus(step: string) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    titleRef.current?.focus();
  }, [step]);
  return titleRef;
}
