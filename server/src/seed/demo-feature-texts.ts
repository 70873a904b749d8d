import type { DeepPartial } from 'typeorm';

import type { FeatureUpdateTextEntity } from '../feature-updates/feature-update-text.entity';

/** The demo what's-new entries in Korean and Japanese (their English is in demo-extras.ts). */
export const demoFeatureUpdateTexts = (): Array<DeepPartial<FeatureUpdateTextEntity>> => [
  {
    featureUpdateId: 'feature-csv-export',
    language: 'ko',
    name: '모든 표를 CSV로 내보내기',
    summary: '어떤 표든 스프레드시트에서 바로 열리는 CSV 파일로 내보낼 수 있습니다.',
  },
  {
    featureUpdateId: 'feature-csv-export',
    language: 'ja',
    name: 'すべての表をCSVで書き出し',
    summary: 'どの表も、表計算ソフトでそのまま開けるCSVファイルに書き出せます。',
  },
  {
    featureUpdateId: 'feature-languages',
    language: 'ko',
    name: '한국어와 일본어',
    summary: '이제 대시보드를 한국어와 일본어로 사용할 수 있습니다. 계정 페이지에서 언어를 선택하세요.',
  },
  {
    featureUpdateId: 'feature-languages',
    language: 'ja',
    name: '韓国語と日本語',
    summary: 'ダッシュボードが韓国語と日本語に対応しました。アカウントページで言語を選べます。',
  },
  { featureUpdateId: 'feature-live-tables', language: 'ko', name: '실시간 표', summary: '동료가 바꾼 내용이 새로 고침 없이 열려 있는 표에 바로 나타납니다.' },
  {
    featureUpdateId: 'feature-live-tables',
    language: 'ja',
    name: 'リアルタイムの表',
    summary: '同僚による変更が、再読み込みせずに開いている表へすぐ反映されます。',
  },
];
