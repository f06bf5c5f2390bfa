import { Button, type ButtonProps } from '@chakra-ui/react';
import { useFocusBack } from '../hooks/use-focus-back';

/**
 * A button whose action takes a while: while `loading` it shows its progress disabled, which drops
 * the focus to the page, and once the action is over it takes the focus back if nothing else took
 * it (a field in error, a dialog), so a keyboard user carries on from where they pressed.
 */
export function ProgressButton(props: ButtonProps) {
  const button = useFocusBack(props.loading === true);
  return <Button ref={button} {...props} />;
}
