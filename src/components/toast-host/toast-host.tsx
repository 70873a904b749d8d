import { useEffect } from 'react';

import { Button, message as antdMessage, notification as antdNotification } from 'antd';

import { registerToastHost, ToastCommand } from '@/providers/toasts/toast-store';

/** Draws the toast store's toasts with antd (loaded with the first toast, inside AntdScope). */
export const ToastHost = () => {
  const [notification, notificationHolder] = antdNotification.useNotification();
  const [message, messageHolder] = antdMessage.useMessage();
  useEffect(
    () =>
      registerToastHost((command: ToastCommand) => {
        if ('close' in command) {
          notification.destroy(command.close);
          message.destroy(command.close);
          return;
        }
        const { kind, type, message: text, description, key, duration, action, placement } = command.show;
        if (kind === 'message') {
          void message.open({ type, content: text, key, duration });
          return;
        }
        notification[type]({
          key,
          message: text,
          description,
          duration,
          placement: placement ?? 'topRight',
          actions: action ? (
            <Button type="primary" size="small" onClick={action.onClick}>
              {action.label}
            </Button>
          ) : undefined,
        });
      }),
    [notification, message],
  );
  return (
    <>
      {notificationHolder}
      {messageHolder}
    </>
  );
};
