import type { StaffReportQuery, Transaction } from '@prime/contract';
import PDFDocument from 'pdfkit';
import { AppError } from '../../lib/app-error';
import type { TransactionsService } from './transactions.service';

/** Most transactions one statement lists; a longer period is refused, to be asked in parts. */
export const STATEMENT_MAX_ROWS = 5_000;
const PAGE_SIZE = 100;

export type StatementPlayer = {
  id: number;
  username: string;
  first_name: string | null;
  last_name: string | null;
};

const money = (amount: number, currency: string) => `${amount.toFixed(2)} ${currency}`;

/** Every transaction of the period, oldest first, read page by page through the reports service. */
const transactionsOf = async (
  transactions: Pick<TransactionsService, 'listTransactions'>,
  playerId: number,
  range: StaffReportQuery,
): Promise<Transaction[]> => {
  const rows: Transaction[] = [];
  let cursor: string | undefined;
  do {
    const page = await transactions.listTransactions(playerId, {
      date_from: range.from,
      date_to: range.to,
      per_page: PAGE_SIZE,
      ...(cursor ? { cursor } : {}),
    });
    rows.push(...page.data);
    if (rows.length > STATEMENT_MAX_ROWS)
      throw new AppError('validation_failed', undefined, {
        to: [`More than ${STATEMENT_MAX_ROWS} transactions: ask for a shorter period.`],
      });
    cursor = page.meta.next_cursor ?? undefined;
  } while (cursor);
  return rows.reverse();
};

const render = (player: StatementPlayer, range: StaffReportQuery, rows: Transaction[]) =>
  new Promise<Buffer>((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 40,
      info: {
        Title: `Statement of account: ${player.username}`,
        Subject: `${range.from} to ${range.to}`,
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    const name = [player.first_name, player.last_name].filter(Boolean).join(' ');
    doc.fontSize(16).text('Statement of account');
    doc
      .fontSize(10)
      .text(`Player: ${player.username}${name ? ` (${name})` : ''}, id ${player.id}`)
      .text(`Period: ${range.from} to ${range.to} (UTC days, both included)`)
      .text(`Printed: ${new Date().toISOString()}`)
      .moveDown();
    const columns = [40, 170, 290, 360, 440];
    const line = (cells: string[]) => {
      const y = doc.y;
      cells.forEach((cell, index) => doc.text(cell, columns[index]!, y, { width: 120 }));
      doc.moveDown(0.3);
    };
    doc.font('Helvetica-Bold');
    line(['Time (UTC)', 'Type', 'Status', 'Amount', 'Balance after']);
    doc.font('Helvetica');
    if (rows.length === 0) doc.text('No transactions in this period.', 40);
    for (const row of rows)
      line([
        row.created_at.slice(0, 19).replace('T', ' '),
        row.type.name,
        row.status,
        money(row.amount, row.currency),
        row.balance === null ? '' : money(row.balance, row.currency),
      ]);
    doc.end();
  });

/** A player's statement for any period, as PDF, for the operator (and the player on request). */
export const createPlayerStatements = (deps: {
  transactions: Pick<TransactionsService, 'listTransactions'>;
  playerOf: (playerId: number) => Promise<StatementPlayer>;
}) => ({
  statementPdf: async (playerId: number, range: StaffReportQuery): Promise<Buffer> => {
    const player = await deps.playerOf(playerId);
    return render(player, range, await transactionsOf(deps.transactions, playerId, range));
  },
});

export type PlayerStatements = ReturnType<typeof createPlayerStatements>;
