/**
 * A bank statement in ISO 20022 camt.053 (BankToCustomerStatement, any version: Estonian banks give 001.02,
 * newer ones 001.08 and later): the credits on the broker's account, each with its amount, booking day,
 * reference and text. Debits, reversals and entries not yet booked are left out; an entry of several transactions (a batch) gives a
 * credit for each of its TxDtls.
 */
import { all, first, readXmlTree, textAt, XmlRefused, type XmlElement } from '../adapters/xml-tree';

export interface StatementCreditLine {
  /** The credit's own key, the same each time the same statement is read: the bank's reference when it gives one. */
  key: string;
  /** Cents. */
  amount: number;
  currency: string;
  /** The booking day (YYYY-MM-DD). */
  bookedOn: string | null;
  /** The structured creditor reference (RmtInf/Strd/CdtrRefInf/Ref). */
  reference: string | null;
  /** The unstructured remittance information (RmtInf/Ustrd), joined. */
  text: string | null;
  payer: string | null;
}

export interface ParsedStatement {
  /** Stmt/Id of each statement in the file. */
  statementIds: string[];
  account: string | null;
  credits: StatementCreditLine[];
}

export class StatementRefused extends Error {
  constructor(readonly code: 'invalidXml' | 'notCamt053' | 'invalidAmount', message: string) {
    super(message);
  }
}

/**
 * "1234.5" → 123450 cents, without floating point. ISO 20022 amounts may carry up to five decimals ("8.850"); beyond
 * the cent they must be zeros (a euro amount has two). Null when it is no such amount.
 */
export function amountInCents(text: string | null): number | null {
  const match = /^(\d{1,15})(?:\.(\d{1,2})(0{0,3}))?$/.exec(text ?? '');
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

function amountOf(element: XmlElement | undefined): { amount: number; currency: string } | null {
  if (!element) return null;
  const amount = amountInCents(element.text.trim());
  if (amount === null) throw new StatementRefused('invalidAmount', `"${element.text.trim()}" is not an amount`);
  return { amount, currency: element.attributes.Ccy ?? '' };
}

const joinedText = (element: XmlElement | undefined, path: string) => {
  const parts = all(element, path).map((part) => part.text.trim()).filter(Boolean);
  return parts.length ? parts.join(' ') : null;
};

/** The payer's name: RltdPties/Dbtr/Nm (001.02) or RltdPties/Dbtr/Pty/Nm (001.08 and later). */
const payerOf = (transaction: XmlElement | undefined) => textAt(transaction, 'RltdPties/Dbtr/Nm') ?? textAt(transaction, 'RltdPties/Dbtr/Pty/Nm');

/** Booked (Sts BOOK in 001.02, Sts/Cd BOOK from 001.08 on; no status: booked): a pending or informational entry is not money on the account. */
const booked = (entry: XmlElement) => (textAt(entry, 'Sts/Cd') ?? textAt(entry, 'Sts') ?? 'BOOK') === 'BOOK';

export function parseCamt053(xml: string): ParsedStatement {
  let tree: XmlElement;
  try {
    tree = readXmlTree(xml);
  } catch (error) {
    if (error instanceof XmlRefused) throw new StatementRefused('invalidXml', error.message);
    throw error;
  }
  const statements = all(tree, 'Document/BkToCstmrStmt/Stmt');
  if (!first(tree, 'Document/BkToCstmrStmt')) throw new StatementRefused('notCamt053', 'not a camt.053 bank statement (Document/BkToCstmrStmt)');
  const credits: StatementCreditLine[] = [];
  let account: string | null = null;
  statements.forEach((statement, statementIndex) => {
    const statementId = textAt(statement, 'Id') ?? `statement-${statementIndex + 1}`;
    const iban = textAt(statement, 'Acct/Id/IBAN') ?? textAt(statement, 'Acct/Id/Othr/Id');
    account ??= iban;
    all(statement, 'Ntry').forEach((entry, entryIndex) => {
      if (textAt(entry, 'CdtDbtInd') !== 'CRDT' || textAt(entry, 'RvslInd') === 'true' || !booked(entry)) return;
      const entryAmount = amountOf(first(entry, 'Amt'));
      const bookedOn = (textAt(entry, 'BookgDt/Dt') ?? textAt(entry, 'BookgDt/DtTm'))?.slice(0, 10) ?? null;
      const entryReference = textAt(entry, 'AcctSvcrRef') ?? textAt(entry, 'NtryRef');
      const transactions = all(entry, 'NtryDtls/TxDtls');
      const keyOf = (transaction: XmlElement | undefined, index: number) => {
        const own = textAt(transaction, 'Refs/AcctSvcrRef');
        if (own) return `${iban ?? ''}:${own}`;
        if (entryReference) return `${iban ?? ''}:${entryReference}${transactions.length > 1 ? `#${index + 1}` : ''}`;
        return `${iban ?? ''}:${statementId}:${entryIndex + 1}:${index + 1}`;
      };
      if (!transactions.length) {
        if (entryAmount) credits.push({ key: keyOf(undefined, 0), ...entryAmount, bookedOn, reference: null, text: textAt(entry, 'AddtlNtryInf'), payer: null });
        return;
      }
      transactions.forEach((transaction, index) => {
        if ((textAt(transaction, 'CdtDbtInd') ?? 'CRDT') !== 'CRDT') return;
        // One transaction: the entry's amount is what was booked on the account (the transaction's may be in the
        // payer's currency). A batch: each transaction's own, 001.08+ TxDtls/Amt or 001.02 TxDtls/AmtDtls/TxAmt/Amt.
        const ownAmount = () => amountOf(first(transaction, 'Amt') ?? first(transaction, 'AmtDtls/TxAmt/Amt'));
        const amount = transactions.length === 1 ? (entryAmount ?? ownAmount()) : ownAmount();
        if (!amount) return;
        credits.push({
          key: keyOf(transaction, index),
          ...amount,
          bookedOn,
          reference: textAt(transaction, 'RmtInf/Strd/CdtrRefInf/Ref'),
          text: joinedText(transaction, 'RmtInf/Ustrd') ?? textAt(entry, 'AddtlNtryInf'),
          payer: payerOf(transaction),
        });
      });
    });
  });
  return { statementIds: statements.map((statement, index) => textAt(statement, 'Id') ?? `statement-${index + 1}`), account, credits };
}
