import { Box, Button, Checkbox, Field, Flex, Grid, SingleSelect, SingleSelectOption, TextButton, Typography } from '@strapi/design-system';

/** One row of an offer (a cover, a deductible, a compensation limit) as staff type it. */
export interface OfferRowInput {
  name: string;
  amountEuros: string;
  percent: string;
  included: boolean;
}
export interface DocumentInput {
  title: string;
  url: string;
  kind: 'terms' | 'ipid' | 'other';
  version: string;
}

export const emptyRow = (): OfferRowInput => ({ name: '', amountEuros: '', percent: '', included: true });
export const emptyDocument = (): DocumentInput => ({ title: '', url: '', kind: 'terms', version: '' });

interface RowsProps<T> {
  field: string;
  title: string;
  rows: T[];
  onChange(rows: T[]): void;
  errorAt(field: string): string | undefined;
  readOnly: boolean;
}

const replaced = <T,>(rows: T[], index: number, row: T) => rows.map((each, at) => (at === index ? row : each));

function RowFrame({ title, readOnly, onAdd, children }: { title: string; readOnly: boolean; onAdd(): void; children: React.ReactNode }) {
  return (
    <Box>
      <Typography variant="sigma" textColor="neutral600" tag="h3">{title}</Typography>
      <Flex direction="column" alignItems="stretch" gap={2} marginTop={2}>{children}</Flex>
      {readOnly ? null : <Box marginTop={2}><Button variant="tertiary" size="S" onClick={onAdd}>Lisa rida: {title.toLowerCase()}</Button></Box>}
    </Box>
  );
}

/** Rows of names and amounts (and a percent for deductibles, "included" for covers). */
export function OfferRows({ field, title, rows, onChange, errorAt, readOnly, withPercent = false, withIncluded = false }: RowsProps<OfferRowInput> & { withPercent?: boolean; withIncluded?: boolean }) {
  return (
    <RowFrame title={title} readOnly={readOnly} onAdd={() => onChange([...rows, emptyRow()])}>
      {rows.map((row, index) => (
        <Grid.Root key={index} gap={2}>
          <Grid.Item col={withPercent || withIncluded ? 5 : 7} alignItems="start">
            <Field.Root name={`${field}.${index}.name`} error={errorAt(`${field}.${index}.name`)} width="100%">
              <Field.Label>Nimetus</Field.Label>
              <Field.Input value={row.name} disabled={readOnly} onChange={(event: React.ChangeEvent<HTMLInputElement>) => onChange(replaced(rows, index, { ...row, name: event.target.value }))} />
              <Field.Error />
            </Field.Root>
          </Grid.Item>
          <Grid.Item col={3} alignItems="start">
            <Field.Root name={`${field}.${index}.amountEuros`} error={errorAt(`${field}.${index}.amountEuros`)} width="100%">
              <Field.Label>Summa (€)</Field.Label>
              <Field.Input value={row.amountEuros} disabled={readOnly} inputMode="decimal" onChange={(event: React.ChangeEvent<HTMLInputElement>) => onChange(replaced(rows, index, { ...row, amountEuros: event.target.value }))} />
              <Field.Error />
            </Field.Root>
          </Grid.Item>
          {withPercent ? (
            <Grid.Item col={2} alignItems="start">
              <Field.Root name={`${field}.${index}.percent`} error={errorAt(`${field}.${index}.percent`)} width="100%">
                <Field.Label>Protsent</Field.Label>
                <Field.Input value={row.percent} disabled={readOnly} inputMode="decimal" onChange={(event: React.ChangeEvent<HTMLInputElement>) => onChange(replaced(rows, index, { ...row, percent: event.target.value }))} />
                <Field.Error />
              </Field.Root>
            </Grid.Item>
          ) : null}
          {withIncluded ? (
            <Grid.Item col={2} alignItems="center">
              <Checkbox checked={row.included} disabled={readOnly} onCheckedChange={(checked: boolean | 'indeterminate') => onChange(replaced(rows, index, { ...row, included: checked === true }))}>Hinnas</Checkbox>
            </Grid.Item>
          ) : null}
          <Grid.Item col={2} alignItems="center">
            {readOnly ? null : <TextButton onClick={() => onChange(rows.filter((_, at) => at !== index))}>Eemalda</TextButton>}
          </Grid.Item>
        </Grid.Root>
      ))}
    </RowFrame>
  );
}

const kinds: Array<[DocumentInput['kind'], string]> = [['terms', 'Tingimused'], ['ipid', 'Teabedokument (IPID)'], ['other', 'Muu']];

/** The insurer's documents for the offer: title, kind, address and version. */
export function DocumentRows({ field, title, rows, onChange, errorAt, readOnly }: RowsProps<DocumentInput>) {
  return (
    <RowFrame title={title} readOnly={readOnly} onAdd={() => onChange([...rows, emptyDocument()])}>
      {rows.map((row, index) => (
        <Grid.Root key={index} gap={2}>
          <Grid.Item col={3} alignItems="start">
            <Field.Root name={`${field}.${index}.title`} error={errorAt(`${field}.${index}.title`)} width="100%">
              <Field.Label>Pealkiri</Field.Label>
              <Field.Input value={row.title} disabled={readOnly} onChange={(event: React.ChangeEvent<HTMLInputElement>) => onChange(replaced(rows, index, { ...row, title: event.target.value }))} />
              <Field.Error />
            </Field.Root>
          </Grid.Item>
          <Grid.Item col={2} alignItems="start">
            <Field.Root name={`${field}.${index}.kind`} width="100%">
              <Field.Label>Liik</Field.Label>
              <SingleSelect value={row.kind} disabled={readOnly} onChange={(value: string | number) => onChange(replaced(rows, index, { ...row, kind: value as DocumentInput['kind'] }))}>
                {kinds.map(([value, label]) => <SingleSelectOption key={value} value={value}>{label}</SingleSelectOption>)}
              </SingleSelect>
            </Field.Root>
          </Grid.Item>
          <Grid.Item col={4} alignItems="start">
            <Field.Root name={`${field}.${index}.url`} error={errorAt(`${field}.${index}.url`)} hint="https://… või meediateegi fail /uploads/…" width="100%">
              <Field.Label>Aadress</Field.Label>
              <Field.Input value={row.url} disabled={readOnly} onChange={(event: React.ChangeEvent<HTMLInputElement>) => onChange(replaced(rows, index, { ...row, url: event.target.value }))} />
              <Field.Hint />
              <Field.Error />
            </Field.Root>
          </Grid.Item>
          <Grid.Item col={2} alignItems="start">
            <Field.Root name={`${field}.${index}.version`} width="100%">
              <Field.Label>Versioon</Field.Label>
              <Field.Input value={row.version} disabled={readOnly} onChange={(event: React.ChangeEvent<HTMLInputElement>) => onChange(replaced(rows, index, { ...row, version: event.target.value }))} />
            </Field.Root>
          </Grid.Item>
          <Grid.Item col={1} alignItems="center">
            {readOnly ? null : <TextButton onClick={() => onChange(rows.filter((_, at) => at !== index))}>Eemalda</TextButton>}
          </Grid.Item>
        </Grid.Root>
      ))}
    </RowFrame>
  );
}
