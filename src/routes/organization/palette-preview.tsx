import { useTranslation } from 'react-i18next';

import { PlainCard } from '@/components/plain/plain-card';

import type { WorkspaceDetails } from './workspace-sections';

import './settings-section.css';

const COLOURS = ['primaryColor', 'secondaryColor', 'appBarBackgroundColor'] as const;

/** The workspace's saved palette as swatches, so a colour code can be checked by eye. */
export const PalettePreview = ({ palette }: { palette: WorkspaceDetails['customPalette'] }) => {
  const { t } = useTranslation('workspace');
  return (
    <PlainCard title={t('palette.title')} data-testid="palette-preview">
      <div className="palette-swatches">
        {COLOURS.map((colour) => {
          const value = palette?.[colour] ?? null;
          return (
            <div key={colour} className="palette-swatch" data-testid={`swatch-${colour}`}>
              {/* Decorative: the colour's name and code are the texts below it. */}
              <div aria-hidden className="palette-swatch-colour" data-empty={!value} style={{ background: value ?? 'transparent' }} />
              <span>{t(`palette.${colour}`)}</span>
              <span className="plain-secondary">{value ? <code>{value}</code> : t('palette.notSet')}</span>
            </div>
          );
        })}
      </div>
    </PlainCard>
  );
};
