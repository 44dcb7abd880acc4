import {
  codigoDeBarrasDoVolume,
  conteudoQrDoVolume,
  escaparCampoZpl,
  etiquetasDosPedidos,
  type PedidoParaEtiqueta,
  pesosDosVolumes,
  problemaDasEtiquetas,
  textoCode128,
  textosDaEtiqueta,
  volumesDoPedido,
  zplDasEtiquetas,
} from './etiquetas.rules';
import {
  ETIQUETAS_LIMITES,
  ETIQUETAS_MESSAGES,
  FORMATO_ETIQUETA_LABELS,
  FormatoEtiqueta,
  ZImprimirEtiquetas,
} from './etiquetas.schemas';

const pedido = (overrides: Partial<PedidoParaEtiqueta> = {}): PedidoParaEtiqueta => ({
  id: 'b1f0c7a2-0000-4000-8000-000000000001',
  codigo: 'PED-1042',
  cargaCodigo: 1042,
  quantidadeVolumes: 3,
  pesoTotal: 10,
  numeroNf: '123456',
  origem: {
    nome: 'Indústria São João Ltda',
    documentoEmpresa: '11222333000181',
    localidade: 'Rua das Flores, 100 - Distrito Industrial',
    cidade: 'Campinas',
    uf: 'sp',
  },
  destino: {
    nome: 'Comércio Açaí do Norte',
    documentoEmpresa: '12345678909',
    localidade: 'Av. Brasil, 2000',
    cidade: 'Belém',
    uf: 'PA',
  },
  ...overrides,
});

/** Grams, so float sums compare exactly. */
const gramas = (kg: number | null) => Math.round((kg ?? 0) * 1000);

describe('etiquetasDosPedidos', () => {
  it('gives one label per volume, n/N, in order then volume order', () => {
    const etiquetas = etiquetasDosPedidos([
      pedido(),
      pedido({ id: 'p2', codigo: 'PED-2', quantidadeVolumes: 2, cargaCodigo: null }),
    ]);
    expect(etiquetas.map((e) => `${e.pedidoCodigo} ${e.volume}/${e.volumes}`)).toEqual([
      'PED-1042 1/3',
      'PED-1042 2/3',
      'PED-1042 3/3',
      'PED-2 1/2',
      'PED-2 2/2',
    ]);
    expect(etiquetas[0]).toMatchObject({
      pedidoId: 'b1f0c7a2-0000-4000-8000-000000000001',
      cargaCodigo: 1042,
      numeroNf: '123456',
      remetente: {
        nome: 'Indústria São João Ltda',
        documento: '11222333000181',
        cidade: 'Campinas',
        uf: 'SP',
      },
      destinatario: { nome: 'Comércio Açaí do Norte', cidade: 'Belém', uf: 'PA' },
      codigoBarras: 'PED-1042-001',
      qrConteudo: 'EMBARCA|PED:PED-1042|VOL:1/3|NF:123456|CARGA:1042',
    });
    expect(etiquetas[4]?.qrConteudo).toBe('EMBARCA|PED:PED-2|VOL:2/2|NF:123456|CARGA:');
  });

  it('splits the weight evenly, the last volume taking the rest, summing exactly', () => {
    const etiquetas = etiquetasDosPedidos([pedido({ pesoTotal: 10, quantidadeVolumes: 3 })]);
    expect(etiquetas.map((e) => e.pesoKg)).toEqual([3.333, 3.333, 3.334]);
    for (const [total, volumes] of [
      [1234.567, 7],
      [0.001, 3],
      [999.999, 999],
      [25, 4],
    ] as const) {
      const pesos = pesosDosVolumes(total, volumes);
      expect(pesos).toHaveLength(volumes);
      expect(pesos.reduce<number>((soma, peso) => soma + gramas(peso), 0)).toBe(gramas(total));
      // At most 3 decimals each.
      expect(pesos.every((peso) => peso !== null && Number(peso.toFixed(3)) === peso)).toBe(true);
    }
    expect(pesosDosVolumes(25, 4)).toEqual([6.25, 6.25, 6.25, 6.25]);
  });

  it('gives null weights when the order has none', () => {
    expect(
      etiquetasDosPedidos([pedido({ pesoTotal: null, quantidadeVolumes: 2 })]).map((e) => e.pesoKg),
    ).toEqual([null, null]);
  });

  it('counts null, 0, negative or fractional volumes as at least one', () => {
    expect(volumesDoPedido(null)).toBe(1);
    expect(volumesDoPedido(0)).toBe(1);
    expect(volumesDoPedido(-4)).toBe(1);
    expect(volumesDoPedido(Number.NaN)).toBe(1);
    expect(volumesDoPedido(2.7)).toBe(2);
    for (const quantidadeVolumes of [null, 0]) {
      const etiquetas = etiquetasDosPedidos([pedido({ quantidadeVolumes, pesoTotal: 12.5 })]);
      expect(etiquetas).toHaveLength(1);
      expect(etiquetas[0]).toMatchObject({
        volume: 1,
        volumes: 1,
        pesoKg: 12.5,
        codigoBarras: 'PED-1042-001',
      });
    }
  });

  it('refuses more volumes than the limits, with the pt-BR message', () => {
    const max = ETIQUETAS_LIMITES.maxVolumesPorPedido;
    expect(problemaDasEtiquetas([pedido({ quantidadeVolumes: max })])).toBeNull();
    expect(problemaDasEtiquetas([pedido({ quantidadeVolumes: max + 1 })])).toBe(
      ETIQUETAS_MESSAGES.volumesDoPedidoDemais('PED-1042', max + 1, max),
    );
    const muitos = Array.from({ length: 6 }, (_, i) => pedido({ id: `p${i}`, quantidadeVolumes: 999 }));
    expect(problemaDasEtiquetas(muitos)).toBe(ETIQUETAS_MESSAGES.volumesDemais(5994, 5000));
    expect(ETIQUETAS_MESSAGES.volumesDemais(5994, 5000)).toContain('5.994');
    expect(() => etiquetasDosPedidos(muitos)).toThrow(RangeError);
    expect(etiquetasDosPedidos([])).toEqual([]);
  });
});

describe('barcode and QR texts', () => {
  it('keeps the Code128 text to upper-case printable ASCII', () => {
    expect(textoCode128('pedação-ñ 1')).toBe('PEDACAO-N 1');
    expect(textoCode128('  a\tb\nc  ')).toBe('A B C');
    expect(textoCode128('X^XZ~JA>5€✓😀')).toBe('XXZJA5');
    expect(textoCode128('a € b')).toBe('A B');
    expect(codigoDeBarrasDoVolume('Pé-7', 12)).toBe('PE-7-012');
    expect(codigoDeBarrasDoVolume('PED-1', 999)).toBe('PED-1-999');
    expect(etiquetasDosPedidos([pedido({ codigo: 'São Paulo/ção' })])[0]?.codigoBarras).toBe(
      'SAO PAULO/CAO-001',
    );
  });

  it('writes the QR text with the same five keys, without separators in the values', () => {
    expect(
      conteudoQrDoVolume({
        pedidoCodigo: 'A|B\nC',
        volume: 1,
        volumes: 2,
        numeroNf: null,
        cargaCodigo: null,
      }),
    ).toBe('EMBARCA|PED:A B C|VOL:1/2|NF:|CARGA:');
  });
});

describe('textosDaEtiqueta', () => {
  it('formats documents, place, weight (pt-BR) and the load', () => {
    const [etiqueta] = etiquetasDosPedidos([pedido({ pesoTotal: 25, quantidadeVolumes: 2 })]);
    const textos = textosDaEtiqueta(etiqueta!);
    expect(textos.remetente).toEqual({
      titulo: 'REMETENTE',
      nome: 'Indústria São João Ltda',
      documento: 'CNPJ 11.222.333/0001-81',
      localidade: 'Rua das Flores, 100 - Distrito Industrial',
      cidadeUf: 'Campinas/SP',
    });
    expect(textos.destinatario.documento).toBe('CPF 123.456.789-09');
    expect(textos.destinatario.cidadeUf).toBe('Belém/PA');
    expect(textos).toMatchObject({
      nf: 'NF: 123456',
      volume: 'Volume 1/2',
      peso: 'Peso: 12,5 kg',
      pedido: 'Pedido: PED-1042',
      carga: 'Carga: 1042',
    });
    const [semNada] = etiquetasDosPedidos([pedido({ pesoTotal: null, numeroNf: null, cargaCodigo: null })]);
    expect(textosDaEtiqueta(semNada!)).toMatchObject({ nf: 'NF: —', peso: 'Peso: —', carga: null });
  });
});

describe('ZPL', () => {
  it('writes one ^XA…^XZ block per label with UTF-8, Code128 and QR', () => {
    const etiquetas = etiquetasDosPedidos([
      pedido(),
      pedido({ id: 'p2', codigo: 'PED-2', quantidadeVolumes: 2 }),
    ]);
    const zpl = zplDasEtiquetas(etiquetas);
    const blocos = zpl.match(/\^XA[\s\S]*?\^XZ/g) ?? [];
    expect(blocos).toHaveLength(5);
    expect(zpl.match(/\^XA/g)).toHaveLength(5);
    expect(zpl.match(/\^XZ/g)).toHaveLength(5);
    for (const bloco of blocos) {
      expect(bloco).toContain('^CI28');
      expect(bloco).toMatch(/\^BCN,\d+,Y,N,N\^FH\^FD[^^]+\^FS/);
      expect(bloco).toMatch(/\^BQN,2,6\^FH\^FDQA,EMBARCA\|[^^]+\^FS/);
    }
    expect(blocos[4]).toContain('^FDPED-2-002^FS');
    expect(zpl.endsWith('^XZ\n')).toBe(true);
    expect(zplDasEtiquetas([])).toBe('');
  });

  it('hex-escapes ^, ~ and _ so data cannot inject commands', () => {
    expect(escaparCampoZpl('a^b~c_d')).toBe('a_5Eb_7Ec_5Fd');
    expect(escaparCampoZpl('linha1\r\nlinha2')).toBe('linha1  linha2');
    const ataque = 'ACME^FS^XZ^XA^FO0,0^FDPWN^FS~JA_';
    const [etiqueta] = etiquetasDosPedidos([
      pedido({ quantidadeVolumes: 1, destino: { ...pedido().destino, nome: ataque } }),
    ]);
    const zpl = zplDasEtiquetas([etiqueta!]);
    // Still one label and no '~' command anywhere.
    expect(zpl.match(/\^XA/g)).toHaveLength(1);
    expect(zpl.match(/\^XZ/g)).toHaveLength(1);
    expect(zpl).not.toContain('~');
    expect(zpl).not.toContain('PWN^FS');
    // The whole attempt stays inside the recipient's one ^FD field.
    const campo = zpl.split('\n').find((linha) => linha.includes('ACME'));
    expect(campo).toBe(
      '^FO30,268^A0N,40,40^FB752,2,0,L,0^FH^FDACME_5EFS_5EXZ_5EXA_5EFO0,0_5EFDPWN_5EFS_7EJA_5F^FS',
    );
    expect(campo?.match(/\^FD/g)).toHaveLength(1);
    expect(campo?.match(/\^FS/g)).toHaveLength(1);
  });

  it('writes one label exactly (golden)', () => {
    const [, segunda] = etiquetasDosPedidos([pedido()]);
    expect(zplDasEtiquetas([segunda!])).toBe(
      [
        '^XA',
        '^CI28',
        '^PW812',
        '^LL1218',
        '^LH0,0',
        '^FO30,30^A0N,24,24^FB752,1,0,L,0^FH^FDREMETENTE^FS',
        '^FO30,60^A0N,30,30^FB752,2,0,L,0^FH^FDIndústria São João Ltda^FS',
        '^FO30,128^A0N,24,24^FB752,1,0,L,0^FH^FDCNPJ 11.222.333/0001-81^FS',
        '^FO30,158^A0N,24,24^FB752,2,0,L,0^FH^FDRua das Flores, 100 - Distrito Industrial - Campinas/SP^FS',
        '^FO30,218^GB752,3,3^FS',
        '^FO30,238^A0N,24,24^FB752,1,0,L,0^FH^FDDESTINATÁRIO^FS',
        '^FO30,268^A0N,40,40^FB752,2,0,L,0^FH^FDComércio Açaí do Norte^FS',
        '^FO30,358^A0N,26,26^FB752,1,0,L,0^FH^FDCPF 123.456.789-09^FS',
        '^FO30,390^A0N,26,26^FB752,2,0,L,0^FH^FDAv. Brasil, 2000^FS',
        '^FO30,456^A0N,64,64^FB752,1,0,L,0^FH^FDBelém/PA^FS',
        '^FO30,535^GB752,3,3^FS',
        '^FO30,560^A0N,34,34^FB500,1,0,L,0^FH^FDNF: 123456^FS',
        '^FO30,606^A0N,34,34^FB500,1,0,L,0^FH^FDPeso: 3,33 kg^FS',
        '^FO30,656^A0N,70,70^FB500,1,0,L,0^FH^FDVolume 2/3^FS',
        '^FO30,740^A0N,30,30^FB500,1,0,L,0^FH^FDPedido: PED-1042^FS',
        '^FO30,780^A0N,30,30^FB500,1,0,L,0^FH^FDCarga: 1042^FS',
        '^FO540,555^BQN,2,6^FH^FDQA,EMBARCA|PED:PED-1042|VOL:2/3|NF:123456|CARGA:1042^FS',
        '^FO30,830^GB752,3,3^FS',
        '^FO30,860^BY3,3,200^BCN,200,Y,N,N^FH^FDPED-1042-002^FS',
        '^XZ',
        '',
      ].join('\n'),
    );
  });

  it('narrows the barcode modules for long codes so it fits the label', () => {
    const [etiqueta] = etiquetasDosPedidos([
      pedido({ codigo: 'PED-2024-ABCDEFGH-0001', quantidadeVolumes: 1 }),
    ]);
    expect(zplDasEtiquetas([etiqueta!])).toContain('^BY2,3,200^BCN');
    const [maisLonga] = etiquetasDosPedidos([
      pedido({ codigo: 'PEDIDO-MUITO-LONGO-2024-000123-XYZ', quantidadeVolumes: 1 }),
    ]);
    expect(zplDasEtiquetas([maisLonga!])).toContain('^BY1,3,200^BCN');
  });
});

describe('ZImprimirEtiquetas', () => {
  const id = 'B1F0C7A2-0000-4000-8000-000000000001';

  it('takes orders and/or loads, ids in lower case', () => {
    expect(ZImprimirEtiquetas.parse({ pedidoIds: [id], formato: 'zpl' })).toEqual({
      pedidoIds: [id.toLowerCase()],
      cargaIds: [],
      formato: 'zpl',
    });
    expect(ZImprimirEtiquetas.safeParse({ cargaIds: [id], formato: 'pdf-a4' }).success).toBe(true);
  });

  it('asks for at least one order or load', () => {
    const result = ZImprimirEtiquetas.safeParse({ pedidoIds: [], cargaIds: [], formato: 'pdf-100x150' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      ETIQUETAS_MESSAGES.selecioneAoMenosUm,
    ]);
    expect(ETIQUETAS_MESSAGES.selecioneAoMenosUm).toBe('Selecione ao menos um pedido ou uma carga.');
  });

  it('refuses unknown formats, bad ids and too many orders', () => {
    expect(ZImprimirEtiquetas.safeParse({ pedidoIds: [id], formato: 'pdf' }).success).toBe(false);
    expect(ZImprimirEtiquetas.safeParse({ pedidoIds: ['x'], formato: 'zpl' }).success).toBe(false);
    const pedidoIds = Array.from({ length: 501 }, () => id);
    expect(ZImprimirEtiquetas.safeParse({ pedidoIds, formato: 'zpl' }).success).toBe(false);
  });

  it('labels every format in pt-BR', () => {
    expect(Object.values(FormatoEtiqueta).map((formato) => FORMATO_ETIQUETA_LABELS[formato])).toEqual([
      'PDF 100 × 150 mm (térmica)',
      'PDF A4',
      'ZPL (Zebra)',
    ]);
  });
});
