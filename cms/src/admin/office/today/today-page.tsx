import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Badge, Box, Flex, Typography } from '@strapi/design-system';
import { Layouts, Page, useFetchClient } from '@strapi/strapi/admin';
import { adminRoute, type OfficeGroup, type OfficeLine, type TodayWork } from './today-types';
import { showDueCount } from '../office-menu-icon';

function WorkLine({ line }: { line: OfficeLine }) {
  return (
    <Box tag="li" background="neutral100" hasRadius padding={4}>
      <Flex justifyContent="space-between" alignItems="flex-start" gap={4}>
        <Flex direction="column" alignItems="flex-start" gap={1}>
          <Link to={adminRoute(line.link)} data-office-line={line.documentId}>
            <Typography variant="omega" fontWeight="bold" textColor="primary600">{line.title}</Typography>
          </Link>
          {line.detail ? <Typography variant="pi" textColor="neutral600">{line.detail}</Typography> : null}
        </Flex>
        <Flex direction="column" alignItems="flex-end" gap={1} shrink={0}>
          {line.deadline ? <Typography variant="pi" textColor="neutral800" data-office-time>Tähtaeg {line.deadline}</Typography> : null}
          {line.overdue ? <Badge backgroundColor="danger100" textColor="danger700">Tähtaeg ületatud</Badge> : null}
        </Flex>
      </Flex>
    </Box>
  );
}

function WorkGroup({ group }: { group: OfficeGroup }) {
  return (
    <Box tag="section" aria-label={group.title} background="neutral0" hasRadius shadow="tableShadow" padding={6}>
      <Flex gap={3} alignItems="center">
        <Typography variant="delta" tag="h2">{group.title}</Typography>
        <Badge data-office-count>{group.count}</Badge>
        {group.overdue ? <Typography variant="pi" textColor="danger600" data-office-count>{group.overdue} tähtaja ületanud</Typography> : null}
      </Flex>
      {group.lines.length ? (
        <Flex tag="ul" direction="column" alignItems="stretch" gap={2} paddingTop={4}>
          {group.lines.map((line) => <WorkLine key={line.documentId} line={line} />)}
        </Flex>
      ) : (
        <Box paddingTop={3}><Typography variant="omega" textColor="neutral600">Ootel töid ei ole.</Typography></Box>
      )}
    </Box>
  );
}

/** Today's work of the office: each group with its count, each line a link to where it is handled, overdue ones said in words. */
export function TodayPage() {
  const { get } = useFetchClient();
  const [work, setWork] = useState<TodayWork | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    get<TodayWork>('/admin/office/today')
      .then(({ data }) => {
        if (!current) return;
        setWork(data);
        showDueCount(data.due);
      })
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [get]);

  if (failed) return <Page.Error content="Tänaseid töid ei õnnestunud lugeda." />;
  if (!work) return <Page.Loading>Loen tänaseid töid…</Page.Loading>;
  const subtitle = work.due ? `Ootel ${work.due} tööd${work.overdue ? `, neist tähtaja ületanud ${work.overdue}` : ''}` : 'Ootel töid ei ole';
  return (
    <Page.Main>
      <Page.Title>Kontor</Page.Title>
      <Layouts.Header
        title="Tänased tööd"
        subtitle={<span data-office-count>{subtitle}</span>}
        primaryAction={<Link to="/office/statements">Impordi pangaväljavõte</Link>}
      />
      <Layouts.Content>
        <Flex direction="column" alignItems="stretch" gap={6}>
          {work.groups.map((group) => <WorkGroup key={group.key} group={group} />)}
        </Flex>
      </Layouts.Content>
    </Page.Main>
  );
}
