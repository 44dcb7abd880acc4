import {
  cellsByField,
  codeFromCell,
  numberFromCell,
  pickSheetName,
  rowsToRecords,
  spreadsheetColumnKey,
  textFromCell,
  trimColumnNames,
} from './spreadsheet';

describe('spreadsheet import', () => {
  it("reads the sheet named 'Dados'", () => {
    expect(pickSheetName(['Instruções', 'Dados', 'Outra'])).toBe('Dados');
    expect(pickSheetName(['Instruções', ' dados '])).toBe(' dados ');
  });

  it('else the first sheet', () => {
    expect(pickSheetName(['Planilha1', 'Planilha2'])).toBe('Planilha1');
    expect(pickSheetName([])).toBeUndefined();
  });

  it('trims column names', () => {
    expect(trimColumnNames([' codigo ', 'peso\t', null, 3])).toEqual(['codigo', 'peso', '', '3']);
  });

  it('builds records from the header row and values', () => {
    const records = rowsToRecords(
      [' codigo', 'pesoTotal ', '', 'codigo'],
      [['P-1', 120, 'ignorado', 'dup'], ['', null, undefined], ['P-2']],
    );
    expect(records).toEqual([
      { codigo: 'P-1', pesoTotal: 120 },
      { codigo: 'P-2', pesoTotal: null },
    ]);
  });
});

describe('spreadsheet cells', () => {
  it('compares column names without case, accents or extra spaces', () => {
    expect(spreadsheetColumnKey('  Número   da NF ')).toBe('numero da nf');
  });

  it('reads text cells trimmed, empty as null, dates as their day', () => {
    expect(textFromCell('  abc ')).toBe('abc');
    expect(textFromCell('   ')).toBeNull();
    expect(textFromCell(null)).toBeNull();
    expect(textFromCell(12)).toBe('12');
    expect(textFromCell(new Date('2030-06-10T08:30:00Z'))).toBe('2030-06-10');
  });

  it('reads a code as its number or its label; unknown → NaN, empty → undefined', () => {
    const labels = { 1: 'CIF', 2: 'FOB', 3: 'FOB Dirigido' };
    expect(codeFromCell(labels, 2)).toBe(2);
    expect(codeFromCell(labels, ' 3 ')).toBe(3);
    expect(codeFromCell(labels, 'fob dirigido')).toBe(3);
    expect(codeFromCell({ 1: 'Lotação' }, 'LOTACAO')).toBe(1);
    expect(codeFromCell(labels, 'Outro')).toBeNaN();
    expect(codeFromCell(labels, '')).toBeUndefined();
    expect(codeFromCell(labels, null)).toBeUndefined();
  });

  it('reads numbers from number cells, pt-BR and plain text; NaN when not a number', () => {
    expect(numberFromCell(12.5)).toBe(12.5);
    expect(numberFromCell('1.234,56')).toBe(1234.56);
    expect(numberFromCell('1234.56')).toBe(1234.56);
    expect(numberFromCell(' 12 ')).toBe(12);
    expect(numberFromCell('')).toBeUndefined();
    expect(numberFromCell(null)).toBeUndefined();
    expect(numberFromCell('doze')).toBeNaN();
    expect(numberFromCell(new Date())).toBeNaN();
  });

  it("maps a record's cells to fields by column name (first matching column wins)", () => {
    const columns = { nome: 'Razão social', cnpj: 'CNPJ' };
    expect(
      cellsByField(columns, { 'razao social': 'A', CNPJ: '1', 'Razão Social': 'B', Outra: 'x' }),
    ).toEqual({
      nome: 'A',
      cnpj: '1',
    });
  });
});
