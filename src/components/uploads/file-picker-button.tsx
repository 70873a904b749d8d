import { useId, useRef } from 'react';

import UploadOutlined from '@ant-design/icons-svg/es/asn/UploadOutlined';

import { PlainButton } from '@/components/plain/plain-button';
import { PlainIcon } from '@/components/plain/plain-icon';

/**
 * A button that opens the file chooser: a hidden input beside it (not a button inside antd's
 * Upload, whose wrapper is a second interactive element around it). Plain (issue 31): the settings
 * that show it load no antd.
 */
export const FilePickerButton = ({
  label,
  accept,
  loading,
  disabled,
  onFile,
  testId,
}: {
  label: string;
  accept: string;
  loading?: boolean;
  disabled?: boolean;
  onFile: (file: File) => void;
  testId: string;
}) => {
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  return (
    <>
      <input
        id={id}
        ref={input}
        type="file"
        accept={accept}
        hidden
        aria-label={label}
        data-testid={testId}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // The same file chosen again after a refusal must fire a change again.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <PlainButton icon={<PlainIcon definition={UploadOutlined} aria-hidden />} loading={loading} disabled={disabled} onClick={() => input.current?.click()}>
        {label}
      </PlainButton>
    </>
  );
};
