import { useState } from 'react';
import { Button, Flex, Typography } from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';

export const jobApplicationModel = 'api::job-application.job-application';

/** The application's CV, fetched with the admin's session (it is never public) and saved as a file. */
export function DownloadCv({ documentId, fileName, size }: { documentId: string; fileName: string; size: number | null }) {
  const { get } = useFetchClient();
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');

  async function download() {
    setState('loading');
    try {
      const { data } = await get(`/admin/hr/applications/${encodeURIComponent(documentId)}/cv`, { responseType: 'blob' });
      const url = URL.createObjectURL(data);
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setState('idle');
    } catch {
      setState('failed');
    }
  }

  return (
    <Flex direction="column" alignItems="stretch" gap={2} width="100%">
      <Typography variant="omega">
        {fileName}
        {size ? ` (${Math.ceil(size / 1024)} kB)` : ''}
      </Typography>
      <Button onClick={download} loading={state === 'loading'} fullWidth>
        Laadi CV alla
      </Button>
      {state === 'failed' ? (
        <Typography variant="pi" textColor="danger600" role="alert">
          CV-d ei saanud alla laadida (see võib olla koos avaldusega kustutatud).
        </Typography>
      ) : null}
    </Flex>
  );
}
