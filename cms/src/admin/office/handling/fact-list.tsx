import { Box, Flex, Typography } from '@strapi/design-system';
import type { ReactNode } from 'react';

/** Read-only facts, label and value: what staff read but do not change. */
export function FactList({ title, facts }: { title: string; facts: Array<[string, ReactNode]> }) {
  return (
    <Box background="neutral0" hasRadius shadow="tableShadow" padding={6}>
      <Typography variant="delta" tag="h2">{title}</Typography>
      <Box tag="dl" marginTop={4}>
        {facts.map(([label, value]) => (
          <Flex key={label} gap={4} paddingTop={1} paddingBottom={1} alignItems="baseline">
            <Box tag="dt" width="40%">
              <Typography variant="omega" textColor="neutral600">{label}</Typography>
            </Box>
            <Box tag="dd" width="60%">
              <Typography variant="omega">{value === null || value === undefined || value === '' ? '–' : value}</Typography>
            </Box>
          </Flex>
        ))}
      </Box>
    </Box>
  );
}

/** A section of a handling page: a white card with a heading. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box background="neutral0" hasRadius shadow="tableShadow" padding={6}>
      <Typography variant="delta" tag="h2">{title}</Typography>
      <Flex direction="column" alignItems="stretch" gap={4} marginTop={4}>{children}</Flex>
    </Box>
  );
}
