import { Card, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

import type { WorkspaceDetails } from './workspace-sections';

const COLOURS = ['primaryColor', 'secondaryColor', 'appBarBackgroundColor'] as const;

/** The workspace's saved palette as swatches, so a colour code can be checked by eye. */
export const PalettePreview = ({ palette }: { palette: WorkspaceDetails['customPalette'] }) => {
  const { t } = useTranslation('workspace');
  return (
    <Card title={t('palette.title')} data-testid="palette-preview">
      <Space size="large" wrap>
        {COLOURS.map((colour) => {
          const value = palette?.[colour] ?? null;
          return (
            <Space key={colour} direction="vertical" align="center" size={4} data-testid={`swatch-${colour}`}>
              {/* Decorative: the colour's name and code are the texts below it. */}
              <div
                aria-hidden
                style={{
                  width: 56,
                  height: 56,
                  borderRadius: 8,
                  background: value ?? 'transparent',
                  border: value ? '1px solid rgba(0, 0, 0, 0.15)' : '1px dashed rgba(0, 0, 0, 0.35)',
                }}
              />
              <Typography.Text style={{ fontSize: 12 }}>{t(`palette.${colour}`)}</Typography.Text>
              <Typography.Text type="secondary" code={!!value} style={{ fontSize: 12 }}>
                {value ?? t('palette.notSet')}
              </Typography.Text>
            </Space>
          );
        })}
      </Space>
    </Card>
  );
};
