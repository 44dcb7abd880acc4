import { enumLabel, enumOptions, isEnumCode, zEnumCode } from './enum';
import { MESSAGES } from './messages';

const Cor = { Amarelo: 1, Verde: 2 } as const;
type TCor = (typeof Cor)[keyof typeof Cor];
const COR_LABELS: Record<TCor, string> = { 1: 'Amarelo', 2: 'Verde' };

describe('enum helpers', () => {
  it('gives the label of a known code and "" otherwise', () => {
    expect(enumLabel(COR_LABELS, 2)).toBe('Verde');
    expect(enumLabel(COR_LABELS, 3)).toBe('');
    expect(enumLabel(COR_LABELS, null)).toBe('');
    expect(enumLabel(COR_LABELS, 'toString')).toBe('');
  });

  it('lists options in declaration order', () => {
    expect(enumOptions(Cor, COR_LABELS)).toEqual([
      { value: 1, label: 'Amarelo' },
      { value: 2, label: 'Verde' },
    ]);
  });

  it('validates codes with zod and as a type guard', () => {
    expect(zEnumCode(Cor).parse(1)).toBe(1);
    const result = zEnumCode(Cor).safeParse(3);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(MESSAGES.invalidValue);
    expect(isEnumCode(Cor, 2)).toBe(true);
    expect(isEnumCode(Cor, '2')).toBe(false);
  });
});
