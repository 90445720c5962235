import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Box, Flex, Typography } from '@strapi/design-system';
import { Layouts, Page, useFetchClient } from '@strapi/strapi/admin';
import { formatMoment } from './handling/office-format';

interface OpenCase { documentId: string; title: string; answerBy: string | null; office: string | null }

/** The office's index until today's work page (part B1) takes it: the open desk cases, soonest deadline first. */
export function OpenDeskCases() {
  const { get } = useFetchClient();
  const [cases, setCases] = useState<OpenCase[] | null>(null);
  useEffect(() => {
    get('/content-manager/collection-types/api::desk-case.desk-case?page=1&pageSize=50&sort=answerBy:ASC&filters[state][$eq]=open')
      .then(({ data }) => setCases((data as { results: OpenCase[] }).results));
  }, []);
  if (!cases) return <Page.Loading />;
  return (
    <Page.Main>
      <Page.Title>Kontor</Page.Title>
      <Layouts.Header title="Kontor" subtitle="Avatud päringud, kõige varasem tähtaeg enne" />
      <Layouts.Content>
        <Flex direction="column" alignItems="stretch" gap={2}>
          {cases.length ? cases.map((deskCase) => (
            <Box key={deskCase.documentId} background="neutral0" hasRadius shadow="tableShadow" padding={4}>
              <Link to={`desk-cases/${deskCase.documentId}`}>{deskCase.title}</Link>
              <Typography variant="pi" textColor="neutral600"> – vastata hiljemalt {formatMoment(deskCase.answerBy)}, {deskCase.office ?? ''}</Typography>
            </Box>
          )) : <Typography>Avatud päringuid ei ole.</Typography>}
        </Flex>
      </Layouts.Content>
    </Page.Main>
  );
}
