import { CloseOutlined, DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Card, List, Progress, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

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

/** The trays' cards: what is being downloaded or imported, with progress and a remove button. */
export const TrayCards = ({ downloads, imports, isError, removeDownload, removeImport }: TrayCardsProps) => {
  const { t } = useTranslation('shell');
  return (
    <Space direction="vertical" style={{ position: 'fixed', right: 16, bottom: 16, zIndex: 110, width: 340 }} data-testid="trays">
      {isError && <Typography.Text type="danger">{t('status.somethingWentWrong')}</Typography.Text>}
      {downloads.length > 0 && (
        <Card
          size="small"
          title={
            <>
              <DownloadOutlined /> {t('trays.downloads')}
            </>
          }
          data-testid="download-tray"
        >
          <List
            size="small"
            dataSource={downloads}
            renderItem={(item) => (
              <List.Item
                actions={[
                  <Button
                    key="remove"
                    type="text"
                    size="small"
                    icon={<CloseOutlined />}
                    aria-label={t('trays.remove')}
                    onClick={() => void removeDownload(item.exportId)}
                  />,
                ]}
              >
                <Space direction="vertical" size={0} style={{ width: '100%' }}>
                  <Typography.Text ellipsis>{item.filename}</Typography.Text>
                  {isFinished(item.status) && item.fileUrl ? (
                    <Typography.Link href={item.fileUrl} download={item.filename}>
                      {t('trays.download')}
                    </Typography.Link>
                  ) : item.status === 'failed' ? (
                    <Typography.Text type="danger">{t('status.somethingWentWrong')}</Typography.Text>
                  ) : (
                    <Progress percent={item.percentDone} size="small" />
                  )}
                </Space>
              </List.Item>
            )}
          />
        </Card>
      )}
      {imports.length > 0 && (
        <Card
          size="small"
          title={
            <>
              <UploadOutlined /> {t('trays.imports')}
            </>
          }
          data-testid="import-tray"
        >
          <List
            size="small"
            dataSource={imports}
            renderItem={(item) => (
              <List.Item
                actions={[
                  <Button
                    key="remove"
                    type="text"
                    size="small"
                    icon={<CloseOutlined />}
                    aria-label={t('trays.remove')}
                    onClick={() => void removeImport(item.id)}
                  />,
                ]}
              >
                <Space direction="vertical" size={0} style={{ width: '100%' }}>
                  <Typography.Text ellipsis>{item.fileName}</Typography.Text>
                  {isFinished(item.status) ? (
                    <Typography.Text type="success">{t('trays.done')}</Typography.Text>
                  ) : (
                    <Progress percent={item.progress} size="small" />
                  )}
                  {item.errors.length > 0 && <Typography.Text type="danger">{item.errors.join(', ')}</Typography.Text>}
                </Space>
              </List.Item>
            )}
          />
        </Card>
      )}
    </Space>
  );
};
