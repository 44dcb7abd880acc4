import { COLUMN_MAX } from '../../shared/column-limits';
import { MESSAGES } from '../../shared/messages';
import { UF_INVALIDA, UFS } from '../../shared/uf';
import { formatZodIssuesByField } from '../../shared/validation-messages';
import { avisoDeColetaNoPassado } from './cadastro.rules';
import {
  CADASTRO_CARGA_MESSAGES,
  type TCadastroCargaInput,
  type TCadastroCargaValores,
  ZAtualizarCargaDocumento,
  ZCadastroCarga,
  ZCadastroCargaDocumento,
  ZCadastroCargaRotaPonto,
  ZCadastroCargaValores,
  ZDadosEdicaoCarga,
  ZEditarCarga,
  ZVisibilidadeCadastro,
} from './cadastro.schemas';

const EMPRESA = '6f1c1a52-6d55-4a43-9a55-2b7a3c4e5f60';
const TRANSPORTADORA = '0b7c2f7e-1111-4c2d-8e3f-9a0b1c2d3e4f';

type Ponto = TCadastroCargaInput['origemDestino'][number];
const origem: Ponto = {
  rota: 1,
  empresaId: EMPRESA,
  cidade: 'São Paulo',
  uf: 'SP',
  dhInicio: '2030-06-10T11:00:00Z',
};
const parada: Ponto = { rota: 2, cidade: 'Campinas', uf: 'SP', dhInicio: '2030-06-10T15:00:00Z' };
const destino: Ponto = { rota: 3, cidade: 'Curitiba', uf: 'PR', dhInicio: '2030-06-11T12:00:00Z' };

function cadastro(over: Partial<TCadastroCargaInput> = {}): TCadastroCargaInput {
  return {
    carga: { tipoFrete: 1, modalidade: 1, pesoBruto: 1000 },
    origemDestino: [origem, destino],
    visibilidade: 1,
    ...over,
  };
}

/** The messages of a failed parse (or [] when it passes). */
function mensagens(
  schema: { safeParse(value: unknown): { success: boolean; error?: unknown } },
  value: unknown,
) {
  const result = schema.safeParse(value) as { success: boolean; error?: { issues: { message: string }[] } };
  return result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);
}

describe('ZCadastroCarga', () => {
  it('accepts a minimal payload and fills the defaults', () => {
    const parsed = ZCadastroCarga.parse(cadastro());
    expect(parsed.pagamento).toEqual({ impostoSuspenso: false });
    expect(parsed.contatos).toEqual({});
    expect(parsed.transportadoras).toEqual([]);
    expect(parsed.documentos).toEqual([]);
    expect(parsed.carga.volumeUnidade).toBe(7);
    expect(parsed.origemDestino[0]?.dhInicio).toEqual(new Date('2030-06-10T11:00:00Z'));
  });

  it('needs the origin and the final destination (rotaMinima), at most 30 points (rotaMaxima)', () => {
    expect(mensagens(ZCadastroCarga, cadastro({ origemDestino: [origem] }))).toEqual([
      CADASTRO_CARGA_MESSAGES.rotaMinima,
    ]);
    expect(mensagens(ZCadastroCarga, { ...cadastro(), origemDestino: undefined })).toEqual([
      CADASTRO_CARGA_MESSAGES.rotaMinima,
    ]);
    const trinta = [origem, ...Array<Ponto>(28).fill(parada), destino];
    expect(mensagens(ZCadastroCarga, cadastro({ origemDestino: trinta }))).toEqual([]);
    expect(
      mensagens(ZCadastroCarga, cadastro({ origemDestino: [origem, parada, ...trinta.slice(1)] })),
    ).toEqual([CADASTRO_CARGA_MESSAGES.rotaMaxima]);
  });

  it('wants the origin first, the destination last and stops between (rotaOrdem)', () => {
    expect(mensagens(ZCadastroCarga, cadastro({ origemDestino: [origem, parada, destino] }))).toEqual([]);
    for (const rota of [
      [destino, origem],
      [parada, destino],
      [origem, parada],
      [origem, origem, destino],
      [origem, destino, destino],
    ]) {
      const erros = mensagens(ZCadastroCarga, cadastro({ origemDestino: rota }));
      expect(erros).toContain(CADASTRO_CARGA_MESSAGES.rotaOrdem);
    }
  });

  it('wants each planned date on or after the previous point’s (dataAnterior), on the point that is earlier', () => {
    const mesmoHorario = { ...destino, dhInicio: origem.dhInicio };
    expect(mensagens(ZCadastroCarga, cadastro({ origemDestino: [origem, mesmoHorario] }))).toEqual([]);
    const result = ZCadastroCarga.safeParse(
      cadastro({ origemDestino: [origem, parada, { ...destino, dhInicio: '2030-06-10T14:00:00Z' }] }),
    );
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['origemDestino', 2, 'dhInicio'],
        message: CADASTRO_CARGA_MESSAGES.dataAnterior,
      }),
    ]);
  });

  it('needs carriers for a directed load and refuses them on a restricted one', () => {
    expect(mensagens(ZCadastroCarga, cadastro({ visibilidade: 2 }))).toEqual([
      CADASTRO_CARGA_MESSAGES.transportadorasObrigatorias,
    ]);
    expect(
      mensagens(ZCadastroCarga, cadastro({ visibilidade: 2, transportadoras: [TRANSPORTADORA] })),
    ).toEqual([]);
    expect(mensagens(ZCadastroCarga, cadastro({ transportadoras: [TRANSPORTADORA] }))).toEqual([
      CADASTRO_CARGA_MESSAGES.transportadorasSomenteDirecionada,
    ]);
    expect(mensagens(ZCadastroCarga, cadastro({ visibilidade: 2, transportadoras: ['x'] }))).toEqual([
      MESSAGES.invalidFormat,
    ]);
  });

  it('accepts at most 200 documents (maxDocumentos)', () => {
    const documentos = Array(200).fill({ numero: 'D' });
    expect(mensagens(ZCadastroCarga, cadastro({ documentos }))).toEqual([]);
    expect(mensagens(ZCadastroCarga, cadastro({ documentos: [...documentos, { numero: 'D' }] }))).toEqual([
      CADASTRO_CARGA_MESSAGES.maxDocumentos,
    ]);
  });

  it('checks the load’s fields: weight above zero, known codes, money with two decimals', () => {
    const carga = cadastro().carga;
    expect(mensagens(ZCadastroCarga, cadastro({ carga: { ...carga, pesoBruto: 0 } }))).toEqual([
      'Peso bruto deve ser maior que zero!',
    ]);
    expect(mensagens(ZCadastroCarga, cadastro({ carga: { ...carga, tipoFrete: 9 as 1 } }))).toEqual([
      MESSAGES.invalidValue,
    ]);
    expect(mensagens(ZCadastroCarga, cadastro({ carga: { ...carga, valorCarga: 10.05 } }))).toEqual([]);
    // Floating-point noise of a two-decimal value is not a third decimal.
    expect(mensagens(ZCadastroCarga, cadastro({ carga: { ...carga, valorCarga: 0.1 + 0.2 } }))).toEqual([]);
    expect(mensagens(ZCadastroCarga, cadastro({ carga: { ...carga, valorCarga: 10.005 } }))).toEqual([
      CADASTRO_CARGA_MESSAGES.maxCentavos,
    ]);
    expect(
      mensagens(ZCadastroCarga, cadastro({ pagamento: { valorFrete: 1.001, impostoSuspenso: false } })),
    ).toEqual([CADASTRO_CARGA_MESSAGES.maxCentavos]);
    const blank = ZCadastroCarga.parse(cadastro({ carga: { ...carga, codIdentificador: '   ' } }));
    expect(blank.carga.codIdentificador).toBeUndefined();
    expect(
      mensagens(ZCadastroCarga, cadastro({ carga: { ...carga, codIdentificador: 'x'.repeat(61) } })),
    ).toEqual(['Tamanho máximo: 60 caracteres']);
  });

  it('normalises contacts: phone digits, e-mail lower case; refuses bad ones', () => {
    const parsed = ZCadastroCarga.parse(
      cadastro({ contatos: { contato: ' Ana ', telefone: '(11) 98765-4321', email: 'Ana@X.com.br' } }),
    );
    expect(parsed.contatos).toEqual({ contato: 'Ana', telefone: '11987654321', email: 'ana@x.com.br' });
    expect(mensagens(ZCadastroCarga, cadastro({ contatos: { telefone: '123' } }))).toEqual([
      MESSAGES.invalidFormat,
    ]);
    expect(mensagens(ZCadastroCarga, cadastro({ contatos: { email: 'ana@' } }))).toEqual([
      MESSAGES.invalidEmail,
    ]);
  });
});

describe('ZVisibilidadeCadastro', () => {
  it('takes restricted (1) and directed (2), never directed-to-me (99)', () => {
    expect(ZVisibilidadeCadastro.parse(1)).toBe(1);
    expect(ZVisibilidadeCadastro.parse(2)).toBe(2);
    expect(mensagens(ZVisibilidadeCadastro, 99)).toEqual([CADASTRO_CARGA_MESSAGES.visibilidadeInvalida]);
  });
});

describe('ZCadastroCargaRotaPonto', () => {
  it('takes only the 27 UFs (upper-cased) and says so in the feminine', () => {
    expect(UFS).toHaveLength(27);
    expect(ZCadastroCargaRotaPonto.parse({ ...origem, uf: 'sp' }).uf).toBe('SP');
    for (const uf of UFS) expect(ZCadastroCargaRotaPonto.parse({ ...origem, uf }).uf).toBe(uf);
    expect(mensagens(ZCadastroCargaRotaPonto, { ...origem, uf: 'XX' })).toEqual([UF_INVALIDA]);
    expect(mensagens(ZCadastroCargaRotaPonto, { ...origem, uf: 'S1' })).toEqual([UF_INVALIDA]);
    expect(mensagens(ZCadastroCargaRotaPonto, { ...origem, uf: '' })).toEqual(['UF é obrigatória!']);
  });

  it('wants the planned end on or after the start (fimAntesDoInicio)', () => {
    expect(mensagens(ZCadastroCargaRotaPonto, { ...origem, dhFim: origem.dhInicio })).toEqual([]);
    expect(mensagens(ZCadastroCargaRotaPonto, { ...origem, dhFim: '2030-06-10T10:59:00Z' })).toEqual([
      CADASTRO_CARGA_MESSAGES.fimAntesDoInicio,
    ]);
  });

  it('needs a real date and a city; bounds the coordinates', () => {
    expect(mensagens(ZCadastroCargaRotaPonto, { ...origem, dhInicio: '31/02/2030' })).toEqual([
      MESSAGES.invalidDate,
    ]);
    expect(mensagens(ZCadastroCargaRotaPonto, { ...origem, cidade: ' ' })).toEqual(['Cidade é obrigatória!']);
    expect(mensagens(ZCadastroCargaRotaPonto, { ...origem, dhInicio: undefined })).toEqual([
      'Data prevista é obrigatória!',
    ]);
    expect(mensagens(ZCadastroCargaRotaPonto, { ...origem, latitude: 91 })).toEqual([
      `${MESSAGES.maxValue}90`,
    ]);
  });
});

describe('ZCadastroCargaDocumento', () => {
  it('keeps the NF key’s digits and wants 44 of them', () => {
    const chave = '3524 0612 3456 7800 0190 5500 1000 0012 3410 0001 2345';
    expect(ZCadastroCargaDocumento.parse({ numero: '1', chaveNf: chave }).chaveNf).toBe(
      chave.replace(/\D/g, ''),
    );
    expect(mensagens(ZCadastroCargaDocumento, { numero: '1', chaveNf: '123' })).toEqual([
      MESSAGES.invalidFormat,
    ]);
    expect(ZCadastroCargaDocumento.parse({ numero: '1', chaveNf: '' }).chaveNf).toBeUndefined();
  });

  it('needs a number, accepts at most 500 items (maxItens), each with a description and a positive quantity', () => {
    expect(mensagens(ZCadastroCargaDocumento, { numero: '' })).toEqual([
      'Número do documento é obrigatório!',
    ]);
    const itens = Array(500).fill({ descricao: 'x', quantidade: 1 });
    expect(mensagens(ZCadastroCargaDocumento, { numero: '1', itens })).toEqual([]);
    expect(mensagens(ZCadastroCargaDocumento, { numero: '1', itens: [...itens, itens[0]] })).toEqual([
      CADASTRO_CARGA_MESSAGES.maxItens,
    ]);
    expect(
      mensagens(ZCadastroCargaDocumento, { numero: '1', itens: [{ descricao: 'x', quantidade: 0 }] }),
    ).toEqual(['Quantidade do item deve ser maior que zero!']);
  });
});

describe('ZEditarCarga', () => {
  it('is the register payload plus the load’s id and the version read', () => {
    const parsed = ZEditarCarga.parse({ ...cadastro(), ofertaCargaId: EMPRESA, version: 3 });
    expect(parsed).toMatchObject({ ofertaCargaId: EMPRESA, version: 3, visibilidade: 1 });
    expect(mensagens(ZEditarCarga, { ...cadastro(), ofertaCargaId: EMPRESA })).toEqual([
      'Versão é obrigatória!',
    ]);
    expect(mensagens(ZEditarCarga, { ...cadastro(), ofertaCargaId: 'x', version: 1 })).toEqual([
      MESSAGES.invalidFormat,
    ]);
    expect(
      mensagens(ZEditarCarga, {
        ...cadastro({ origemDestino: [origem] }),
        ofertaCargaId: EMPRESA,
        version: 1,
      }),
    ).toEqual([CADASTRO_CARGA_MESSAGES.rotaMinima]);
  });
});

describe('ZAtualizarCargaDocumento', () => {
  it('tells unchanged (left out) from cleared (null or blank)', () => {
    expect(
      ZAtualizarCargaDocumento.parse({ descricao: null, codigo: '  ', numeroNf: '123', peso: null }),
    ).toEqual({
      descricao: null,
      codigo: null,
      numeroNf: '123',
      peso: null,
    });
    expect(ZAtualizarCargaDocumento.parse({ chaveNf: null })).toEqual({ chaveNf: null });
  });

  it('needs at least one field (documentoSemCampos); the number cannot be cleared', () => {
    expect(mensagens(ZAtualizarCargaDocumento, {})).toEqual([CADASTRO_CARGA_MESSAGES.documentoSemCampos]);
    expect(mensagens(ZAtualizarCargaDocumento, { numero: '' })).toEqual([
      'Número do documento é obrigatório!',
    ]);
    expect(mensagens(ZAtualizarCargaDocumento, { numero: null })).not.toEqual([]);
  });

  it('checks the values like the register: NF key, decimals, non-negative numbers', () => {
    expect(
      ZAtualizarCargaDocumento.parse({ chaveNf: '3524.0612.3456.7800.0190.5500.1000.0012.3410.0001.2345' })
        .chaveNf,
    ).toHaveLength(44);
    expect(mensagens(ZAtualizarCargaDocumento, { chaveNf: '12' })).toEqual([MESSAGES.invalidFormat]);
    expect(mensagens(ZAtualizarCargaDocumento, { valor: 1.005 })).toEqual([
      CADASTRO_CARGA_MESSAGES.maxCentavos,
    ]);
    expect(mensagens(ZAtualizarCargaDocumento, { quantidade: -1 })).toEqual([`${MESSAGES.minValue}0`]);
    expect(mensagens(ZAtualizarCargaDocumento, { quantidade: 1.5 })).toEqual([MESSAGES.invalidValue]);
  });
});

describe('ZDadosEdicaoCarga', () => {
  const valores: TCadastroCargaValores = {
    carga: { tipoFrete: 1, modalidade: 2, pesoBruto: 1000, volumeUnidade: 7 },
    pagamento: { impostoSuspenso: false },
    contatos: {},
    origemDestino: [
      { rota: 1, cidade: 'São Paulo', uf: 'SP', dhInicio: '2030-06-10T11:00:00.000Z' },
      { rota: 3, cidade: 'Curitiba', uf: 'PR', dhInicio: '2030-06-11T12:00:00.000Z' },
    ],
    visibilidade: 1,
    transportadoras: [],
    documentos: [{ numero: 'D1', itens: [{ descricao: 'x', quantidade: 1 }] }],
  };

  it('describes the stored values without transforms, and they are a valid payload to send back', () => {
    // Type-level: the values are the form's input (the web form opens them as TCadastroCargaInput).
    const entrada: TCadastroCargaInput = valores;
    expect(ZCadastroCarga.safeParse(entrada).success).toBe(true);
    expect(ZCadastroCargaValores.parse(valores)).toEqual(valores);
    const resposta = {
      ofertaCargaId: EMPRESA,
      codigo: 1001,
      situacao: 1,
      version: 1,
      editavel: true,
      dados: valores,
      entregas: [],
    };
    expect(ZDadosEdicaoCarga.parse(resposta)).toEqual(resposta);
    // Encoding (what the API's serializer does) works: no one-way transform inside.
    expect(ZDadosEdicaoCarga.encode(resposta)).toEqual(resposta);
  });

  it('refuses values that are not the contract’s (a date object, an unknown code)', () => {
    expect(ZCadastroCargaValores.safeParse({ ...valores, visibilidade: 99 }).success).toBe(false);
    const comData = { ...valores, origemDestino: [{ ...valores.origemDestino[0], dhInicio: new Date() }] };
    expect(ZCadastroCargaValores.safeParse(comData).success).toBe(false);
  });
});

describe('numbers of the load within their columns (issue 16)', () => {
  /** The API's answer for a payload: every message naming its field. */
  const respostas = (value: unknown) => {
    const result = ZCadastroCarga.safeParse(value);
    return result.success ? [] : formatZodIssuesByField(result.error.issues).map((m) => m.mensagem);
  };

  it('refuses negatives, naming the field', () => {
    expect(respostas(cadastro({ carga: { tipoFrete: 1, modalidade: 1, pesoBruto: -5 } }))).toEqual([
      `Peso bruto ${MESSAGES.greaterThanZero}`,
    ]);
    expect(respostas(cadastro({ carga: { tipoFrete: 1, modalidade: 1, pesoBruto: 1, volume: -1 } }))).toEqual(
      [`Volume: ${MESSAGES.minValue}0`],
    );
    expect(respostas(cadastro({ distancia: -1 }))).toEqual([`Distância: ${MESSAGES.minValue}0`]);
  });

  it('refuses what the column cannot hold, naming the field and the largest value', () => {
    expect(COLUMN_MAX).toEqual({
      measure: 99_999_999_999.999,
      money: 999_999_999_999.99,
      integer: 2 ** 31 - 1,
    });
    const carga = { tipoFrete: 1, modalidade: 1 } as const;
    expect(respostas(cadastro({ carga: { ...carga, pesoBruto: COLUMN_MAX.measure } }))).toEqual([]);
    expect(respostas(cadastro({ carga: { ...carga, pesoBruto: 1e12 } }))).toEqual([
      `Peso bruto: ${MESSAGES.maxValue}${COLUMN_MAX.measure}`,
    ]);
    expect(respostas(cadastro({ carga: { ...carga, pesoBruto: 1, valorCarga: 1e13 } }))).toEqual([
      `Valor da carga: ${MESSAGES.maxValue}${COLUMN_MAX.money}`,
    ]);
    expect(respostas(cadastro({ distancia: 2 ** 31 }))).toEqual([
      `Distância: ${MESSAGES.maxValue}${COLUMN_MAX.integer}`,
    ]);
    expect(respostas(cadastro({ tempo: 2 ** 31 }))).toEqual([
      `Tempo: ${MESSAGES.maxValue}${COLUMN_MAX.integer}`,
    ]);
    expect(
      respostas(cadastro({ documentos: [{ numero: '1', itens: [{ descricao: 'x', quantidade: 1e12 }] }] })),
    ).toEqual([`Quantidade: ${MESSAGES.maxValue}${COLUMN_MAX.measure}`]);
    expect(mensagens(ZAtualizarCargaDocumento, { altura: 1e12 })).toEqual([
      `${MESSAGES.maxValue}${COLUMN_MAX.measure}`,
    ]);
  });
});

describe('avisoDeColetaNoPassado', () => {
  const agora = new Date('2026-11-25T13:00:00Z');
  it('asks about a collection day before today in São Paulo, not about today or later', () => {
    expect(avisoDeColetaNoPassado(new Date('2020-01-01T11:00:00Z'), agora)).toBe(
      'A data de coleta 01/01/2020 já passou. Deseja continuar?',
    );
    // 25/11 01:00 in São Paulo is today, even though the hour has passed.
    expect(avisoDeColetaNoPassado(new Date('2026-11-25T04:00:00Z'), agora)).toBeNull();
    // 24/11 23:30 in São Paulo is yesterday (25/11 02:30 UTC).
    expect(avisoDeColetaNoPassado(new Date('2026-11-25T02:30:00Z'), agora)).toContain('24/11/2026');
    expect(avisoDeColetaNoPassado(new Date('2026-12-01T12:00:00Z'), agora)).toBeNull();
    expect(avisoDeColetaNoPassado(undefined, agora)).toBeNull();
  });
});
