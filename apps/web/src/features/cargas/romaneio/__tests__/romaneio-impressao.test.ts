import { somarTotaisDosRomaneios } from '@embarca/domain';
import { describe, expect, it } from 'vitest';
import {
  camposDosTotais,
  MAX_DOCUMENTOS_RESUMO,
  resumoDaCarga,
  romaneioParaImpressao,
} from '../romaneio-impressao';
import {
  docDefinitionDaCarga,
  docDefinitionDoRomaneio,
  docDefinitionDoRomaneioUnificado,
  type TPdfNo,
} from '../romaneio-pdf';
import { NBSP, romaneioFixture } from './romaneio-fixtures';

const valor = (campos: { rotulo: string; valor: string }[], rotulo: string) =>
  campos.find((campo) => campo.rotulo === rotulo)?.valor;

/** Every text of a pdfmake content tree, in order. */
function textos(no: TPdfNo | undefined): string[] {
  if (no === undefined) return [];
  if (typeof no === 'string') return [no];
  if (Array.isArray(no)) return no.flatMap(textos);
  return Object.entries(no).flatMap(([chave, filho]) =>
    chave === 'svg' ? [] : typeof filho === 'object' || chave === 'text' ? textos(filho as TPdfNo) : [],
  );
}

describe('romaneioParaImpressao', () => {
  const impressao = romaneioParaImpressao(romaneioFixture(), { comItens: true });

  it('formats values with the domain formatters (BRL, São Paulo dates, kg/Ton, m³, documents, plates)', () => {
    expect(impressao.titulo).toBe('Romaneio de carga nº 1042');
    expect(impressao.emitidoEm).toBe('Emitido em 01/05/2024 08:45');
    expect(valor(impressao.dadosCarga, 'Coleta')).toBe('01/05/2024 08:30');
    expect(valor(impressao.dadosCarga, 'Tipo de frete')).toBe('CIF');
    expect(valor(impressao.dadosCarga, 'Modalidade')).toBe('Lotação');
    expect(valor(impressao.dadosCarga, 'Situação')).toBe('Em andamento');
    expect(valor(impressao.dadosCarga, 'Peso da carga')).toBe('1,51 Ton');
    expect(valor(impressao.dadosCarga, 'Valor da carga')).toBe(`R$${NBSP}2.000,00`);
    expect(valor(impressao.dadosCarga, 'Distância')).toBe('98,50 km');
    const [embarcador, transportadora, contato] = impressao.partes;
    expect(valor(embarcador!.campos, 'Empresa')).toBe('Embarcadora Demo Ltda – CNPJ 11.222.333/0001-81');
    expect(valor(transportadora!.campos, 'Placas')).toBe('ABC-1234 / BRA2E19');
    expect(valor(transportadora!.campos, 'CPF')).toBe('529.982.247-25');
    expect(valor(transportadora!.campos, 'Telefone')).toBe('(11) 93333-4444');
    expect(valor(contato!.campos, 'Telefone')).toBe('(19) 3333-4444');
    expect(impressao.totais).toEqual([
      { rotulo: 'Peso total', valor: '1,51 Ton' },
      { rotulo: 'Volume total', valor: '3 m³' },
      { rotulo: 'Valor dos documentos', valor: `R$${NBSP}2.000,00` },
      { rotulo: 'Quantidade de volumes', valor: '13' },
      { rotulo: 'Documentos', valor: '2' },
      { rotulo: 'Itens', valor: '2' },
    ]);
  });

  it('lists the route with the planned window and the documents with unit figures', () => {
    expect(impressao.rota.linhas[0]).toEqual([
      '1',
      'Origem',
      'Fábrica Campinas – CNPJ 11.222.333/0001-81',
      'Rua das Indústrias, 100 – Distrito Industrial – CEP 13054-000',
      'Campinas/SP',
      '01/05/2024 08:30 a 01/05/2024 12:00',
      '01/05/2024 09:10',
    ]);
    expect(impressao.rota.linhas[2]?.[1]).toBe('Destino final');
    expect(impressao.rota.linhas[2]?.[6]).toBe('—');
    expect(impressao.documentos.linhas[0]?.celulas).toEqual([
      'DOC-1',
      '45123',
      'CX-01',
      'Caixas de papelão',
      '12',
      'Caixa',
      '25,5 kg',
      '0,125 m³',
      `R$${NBSP}1.999,90`,
    ]);
    expect(impressao.documentos.linhas[0]?.itens).toEqual([
      ['1', 'IT-1', 'Caixa 40x30', '10', '2,13 kg', `R$${NBSP}120,50`],
      ['2', '—', 'Fita adesiva', '2,5', '—', `R$${NBSP}15,00`],
    ]);
  });

  it('prints the point’s own place after the company address, unless it repeats it', () => {
    const base = romaneioFixture();
    const [origem, ...resto] = base.rotas;
    const comLocal = (localidade: string) =>
      romaneioParaImpressao(romaneioFixture({ rotas: [{ ...origem!, localidade }, ...resto] }), {
        comItens: false,
      }).rota.linhas[0]?.[3];
    expect(comLocal('Doca 3')).toBe('Rua das Indústrias, 100 – Distrito Industrial – CEP 13054-000 – Doca 3');
    expect(comLocal('RUA DAS INDUSTRIAS, 100 - Distrito Industrial')).toBe(
      'Rua das Indústrias, 100 – Distrito Industrial – CEP 13054-000',
    );
  });

  it('leaves the items out without items (emptyItems=true), and the count of items from the totals', () => {
    const semItens = romaneioParaImpressao(romaneioFixture(), { comItens: false });
    expect(semItens.comItens).toBe(false);
    expect(semItens.documentos.linhas.every((linha) => linha.itens.length === 0)).toBe(true);
    expect(semItens.totais.map((campo) => campo.rotulo)).not.toContain('Itens');
  });

  it('says the carrier is not hired and shows litres for a load in litres', () => {
    const naoContratada = romaneioParaImpressao(
      romaneioFixture({
        transportadora: null,
        veiculo: null,
        motorista: null,
        volumeUnidade: 5,
        volume: '300.000',
        contato: null,
      }),
      { comItens: true },
    );
    const transportadora = naoContratada.partes[1]!.campos;
    expect(valor(transportadora, 'Empresa')).toBe('Não contratada');
    expect(valor(transportadora, 'Placas')).toBe('—');
    expect(valor(naoContratada.dadosCarga, 'Volume da carga')).toBe('300 l');
    expect(naoContratada.documentos.linhas[0]?.celulas[7]).toBe('0,13 l');
  });
});

describe('PDF document definitions', () => {
  const barras = { '1042': '<svg viewBox="0 0 10 10"></svg>' };

  it('writes the manifest’s texts, the barcode, the items table and the signatures', () => {
    const doc = docDefinitionDoRomaneio(romaneioParaImpressao(romaneioFixture(), { comItens: true }), barras);
    expect(doc.info.title).toBe('Romaneio de carga nº 1042');
    expect(doc.pageSize).toBe('A4');
    expect(doc.defaultStyle.font).toBe('Helvetica');
    const texto = textos(doc.content);
    for (const esperado of [
      'Romaneio de carga nº 1042',
      'Emitido em 01/05/2024 08:45',
      'Embarcadora Demo Ltda – CNPJ 11.222.333/0001-81',
      'ABC-1234 / BRA2E19',
      'Caixas de papelão',
      `R$${NBSP}1.999,90`,
      'Caixa 40x30',
      '1,51 Ton',
      '3 m³',
      'Assinatura do motorista',
    ]) {
      expect(texto).toContain(esperado);
    }
    expect(JSON.stringify(doc.content)).toContain(`"svg":${JSON.stringify(barras['1042'])}`);
    expect(doc.footer(1, 2)).toMatchObject({ columns: [{}, { text: 'Página 1 de 2' }] });
  });

  it('has no items table without items', () => {
    const doc = docDefinitionDoRomaneio(romaneioParaImpressao(romaneioFixture(), { comItens: false }));
    const texto = textos(doc.content);
    expect(texto).toContain('Caixas de papelão');
    expect(texto).not.toContain('Caixa 40x30');
    expect(texto).not.toContain('Item');
    expect(JSON.stringify(doc.content)).not.toContain('"svg"');
  });

  it('puts each load of the unified manifest on a new page, then the grand totals', () => {
    const a = romaneioFixture();
    const b = romaneioFixture({ id: 'b', codigo: 1043 });
    const totais = camposDosTotais(somarTotaisDosRomaneios([a.totais, b.totais]), true);
    const doc = docDefinitionDoRomaneioUnificado(
      [romaneioParaImpressao(a, { comItens: true }), romaneioParaImpressao(b, { comItens: true })],
      totais,
    );
    expect(doc.info.title).toBe('Romaneio unificado 1042, 1043');
    const quebras = (doc.content as { pageBreak?: string }[]).filter((no) => no.pageBreak === 'before');
    expect(quebras).toHaveLength(2);
    const texto = textos(doc.content);
    expect(texto).toContain('Totais gerais');
    expect(texto).toContain('3,01 Ton');
    expect(texto).toContain(`R$${NBSP}4.000,00`);
    expect(texto).toContain('1042, 1043');
  });

  it('makes the load PDF a one-page summary with the freight value and the documents cut', () => {
    const muitos = romaneioFixture().documentos[1]!;
    const carga = romaneioFixture({
      documentos: Array.from({ length: MAX_DOCUMENTOS_RESUMO + 3 }, (_, n) => ({
        ...muitos,
        id: `d${n}`,
        numero: `DOC-${n + 1}`,
      })),
    });
    const resumo = resumoDaCarga(carga);
    const doc = docDefinitionDaCarga(resumo);
    expect(doc.info.title).toBe('Resumo da carga nº 1042');
    const texto = textos(doc.content);
    expect(texto).toContain(`R$${NBSP}4.850,75`);
    expect(texto).toContain(`DOC-${MAX_DOCUMENTOS_RESUMO}`);
    expect(texto).not.toContain(`DOC-${MAX_DOCUMENTOS_RESUMO + 1}`);
    expect(texto).toContain('… e mais 3 documentos (veja o romaneio).');
    expect(texto).not.toContain('Assinatura do motorista');
  });
});
