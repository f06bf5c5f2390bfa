import { Menu } from '@chakra-ui/react';
import type { ListMenuItemsProps } from '@site-admin/extensions';
import { useOrdersTexts } from '../i18n/use-orders-texts';
import { useUndoWindowSetting } from './undo-setting';

/** The order list's row-options choice that turns the undo window on or off (remembered). */
export function UndoWindowMenuItem(_props: ListMenuItemsProps) {
  const { t } = useOrdersTexts();
  const [on, setOn] = useUndoWindowSetting();
  return (
    <Menu.CheckboxItem value="undo-window" checked={on} onCheckedChange={setOn}>
      {t('undo.setting')}
      <Menu.ItemIndicator />
    </Menu.CheckboxItem>
  );
}
