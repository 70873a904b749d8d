import { useEffect, useRef, type ReactNode } from 'react';

import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import DownloadOutlined from '@ant-design/icons-svg/es/asn/DownloadOutlined';
import UploadOutlined from '@ant-design/icons-svg/es/asn/UploadOutlined';
import { Button, Card, List, Progress, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

import { PlainIcon } from '@/components/plain/plain-icon';
import type { TraysQuery } from '@/graphql/types';
import type { LocalDownload } from '@/providers/downloads/download-store';

const isFinished = (status: string) => status === 'finished' || status === 'done';

type TrayCardsProps = {
  downloads: Array<LocalDownload | TraysQuery['myExports'][number]>;
  imports: TraysQuery['myFileImports'];
  isError: boolean;
  removeDownload: (exportId: string) => Promise<void>;
  removeImport: (id: string) => Promise<unknown>;
};

type TrayCardProps<Item> = {
  icon: ReactNode;
  title: string;
  testId: string;
  items: readonly Item[];
  itemKey: (item: Item) => string;
  remove: (item: Item) => void;
  /** What the item's row says under its file name: a link, a status, a progress bar. */
  describe: (item: Item) => ReactNode;
  fileName: (item: Item) => string;
};

/** One tray: a card listing files, each with its state and a remove button. */
const TrayCard = <Item,>({ icon, title, testId, items, itemKey, remove, describe, fileName }: TrayCardProps<Item>) => {
  const { t } = useTranslation('shell');
  return (
    <Card
      size="small"
      title={
        <>
          {icon} {title}
        </>
      }
      data-testid={testId}
    >
      <List
        size="small"
        dataSource={[...items]}
        rowKey={itemKey}
        renderItem={(item) => (
          <List.Item
            actions={[
              <Button
                key="remove"
                type="text"
                size="small"
                icon={<PlainIcon definition={CloseOutlined} aria-hidden />}
                aria-label={t('trays.remove')}
                onClick={() => remove(item)}
              />,
            ]}
          >
            <Space direction="vertical" size={0} style={{ width: '100%' }}>
              <Typography.Text ellipsis>{fileName(item)}</Typography.Text>
              {/* Announced as it changes (started, progress, done, failed), without taking focus. */}
              <div aria-live="polite" aria-label={fileName(item)}>
                {describe(item)}
              </div>
            </Space>
          </List.Item>
        )}
      />
    </Card>
  );
};

/**
 * The trays float over the page's bottom right; while they show, the page reserves their height
 * below its content (--trays-height, read by the shell's main area), so the last rows' actions can
 * be scrolled out from under them.
 */
const useReservedSpace = () => {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = element.current;
    if (!node) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty('--trays-height', `${node.offsetHeight + 16}px`));
    observer.observe(node);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--trays-height');
    };
  }, []);
  return element;
};

/** The trays' cards: what is being downloaded or imported, with progress and a remove button. */
export const TrayCards = ({ downloads, imports, isError, removeDownload, removeImport }: TrayCardsProps) => {
  const { t } = useTranslation('shell');
  const trays = useReservedSpace();
  return (
    <Space
      ref={trays}
      direction="vertical"
      role="region"
      aria-label={t('trays.label')}
      style={{ position: 'fixed', right: 16, bottom: 16, zIndex: 110, width: 340 }}
      data-testid="trays"
    >
      {isError && <Typography.Text type="danger">{t('status.somethingWentWrong')}</Typography.Text>}
      {downloads.length > 0 && (
        <TrayCard
          icon={<PlainIcon definition={DownloadOutlined} aria-hidden />}
          title={t('trays.downloads')}
          testId="download-tray"
          items={downloads}
          itemKey={(item) => item.exportId}
          remove={(item) => void removeDownload(item.exportId)}
          fileName={(item) => item.filename}
          describe={(item) =>
            isFinished(item.status) && item.fileUrl ? (
              <Typography.Link href={item.fileUrl} download={item.filename}>
                {t('trays.download')}
              </Typography.Link>
            ) : item.status === 'failed' ? (
              <Typography.Text type="danger">{t('status.somethingWentWrong')}</Typography.Text>
            ) : (
              <Progress percent={item.percentDone} size="small" />
            )
          }
        />
      )}
      {imports.length > 0 && (
        <TrayCard
          icon={<PlainIcon definition={UploadOutlined} aria-hidden />}
          title={t('trays.imports')}
          testId="import-tray"
          items={imports}
          itemKey={(item) => item.id}
          remove={(item) => void removeImport(item.id)}
          fileName={(item) => item.fileName}
          describe={(item) => (
            <>
              {isFinished(item.status) ? (
                <Typography.Text type="success">{t('trays.done')}</Typography.Text>
              ) : (
                <Progress percent={item.progress} size="small" />
              )}
              {item.errors.length > 0 && <Typography.Text type="danger">{item.errors.join(', ')}</Typography.Text>}
            </>
          )}
        />
      )}
    </Space>
  );
};
