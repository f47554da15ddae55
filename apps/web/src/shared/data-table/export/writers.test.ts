import { unzipSync, strFromU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { TableData } from '../table-data';
import { toCsv, toTsv } from './csv';
import { toPdf, toWinAnsi } from './pdf';
import { toXlsx } from './xlsx';

const table: TableData = {
  title: 'Casino report 2026-11-23',
  headers: ['Game', 'Bets', 'Net'],
  rows: [
    ['Book of "Ra", deluxe', 12.5, -3],
    ['Line\nbreak & <tag>', 0, 4.25],
    ['=HYPERLINK("x")', 1, 1],
  ],
};

const latin1 = (bytes: Uint8Array) => String.fromCharCode(...bytes);

describe('CSV', () => {
  it('quotes fields with quotes, commas and line breaks, doubling quotes', () => {
    const lines = toCsv(table)
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(lines[0]).toBe('Game,Bets,Net');
    expect(lines[1]).toBe('"Book of ""Ra"", deluxe",12.5,-3');
    // Rows end in CRLF; the bare LF inside the quoted field stays in the field.
    expect(lines[2]).toBe('"Line\nbreak & <tag>",0,4.25');
    expect(lines).toHaveLength(5);
    expect(lines.at(-1)).toBe('');
  });

  it('starts with a byte-order mark and defuses text that a spreadsheet would run', () => {
    const csv = toCsv(table);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv).toContain(`"'=HYPERLINK(""x"")",1,1`);
  });

  it('copies tab-separated lines with no breaks inside a cell', () => {
    expect(toTsv(table).split('\n')).toEqual([
      'Game\tBets\tNet',
      'Book of "Ra", deluxe\t12.5\t-3',
      'Line break & <tag>\t0\t4.25',
      '=HYPERLINK("x")\t1\t1',
    ]);
  });
});

describe('Excel', () => {
  const files = unzipSync(toXlsx(table));
  const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!);
  const shared = strFromU8(files['xl/sharedStrings.xml']!);
  const strings = [...shared.matchAll(/<t xml:space="preserve">([^<]*)<\/t>/g)].map((m) => m[1]);

  it('holds the parts of a workbook', () => {
    expect(Object.keys(files).sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/sharedStrings.xml',
      'xl/styles.xml',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    expect(strFromU8(files['xl/workbook.xml']!)).toContain('name="Casino report 2026-11-23"');
  });

  it('writes numbers as numbers and text as escaped shared strings', () => {
    expect(sheet).toContain('<c r="B2"><v>12.5</v></c>');
    expect(sheet).toContain('<c r="C2"><v>-3</v></c>');
    const a3 = /<c r="A3" t="s"><v>(\d+)<\/v><\/c>/.exec(sheet);
    expect(strings[Number(a3![1])]).toBe('Line\nbreak &amp; &lt;tag&gt;');
    expect(strings).toContain('Book of &quot;Ra&quot;, deluxe');
    expect(sheet).toMatch(/<c r="A1" t="s" s="1">/);
  });
});

describe('PDF', () => {
  const pdf = latin1(toPdf(table));

  it('has a header, objects at the offsets of its cross-reference table and an end', () => {
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.endsWith('%%EOF\n')).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)![1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
    const [, count] = /xref\n0 (\d+)\n/.exec(pdf.slice(startxref))!;
    const entries = [...pdf.slice(startxref).matchAll(/(\d{10}) 00000 n /g)].map((m) =>
      Number(m[1]),
    );
    expect(entries).toHaveLength(Number(count) - 1);
    entries.forEach((offset, index) => {
      expect(pdf.slice(offset, offset + 12)).toMatch(new RegExp(`^${index + 1} 0 obj\\n`));
    });
  });

  it('gives each stream its true length and shows the cells', () => {
    for (const match of pdf.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
      const start = match.index + match[0].length;
      expect(pdf.slice(start + Number(match[1]), start + Number(match[1]) + 10)).toBe(
        '\nendstream',
      );
    }
    expect(pdf).toContain('(Book of "Ra", deluxe) Tj');
    expect(pdf).toContain('(=HYPERLINK\\("x"\\)) Tj');
    expect(pdf).toContain('(-3) Tj');
  });

  it('breaks long tables into pages', () => {
    const long = { ...table, rows: Array.from({ length: 100 }, (_, i) => [`Game ${i}`, i, i]) };
    const text = latin1(toPdf(long));
    const count = Number(/\/Type \/Pages \/Kids \[[^\]]*\] \/Count (\d+)/.exec(text)![1]);
    expect(count).toBeGreaterThan(2);
    expect(text).toContain('(Game 99) Tj');
    expect(text).toContain(`(${count} / ${count}) Tj`);
  });

  it('encodes text in WinAnsi', () => {
    expect(toWinAnsi('12,50 €')).toBe('12,50 \x80');
    expect(toWinAnsi('Přehled sázek')).toBe('Prehled sázek');
    expect(toWinAnsi('a\u202Fb')).toBe('a b');
    expect(toWinAnsi('游戏')).toBe('??');
  });
});
