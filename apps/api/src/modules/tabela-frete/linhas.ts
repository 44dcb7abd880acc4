import {
  formatarCep8,
  formatCep,
  LINHAS_MESSAGES,
  normalizarValorDoLocal,
  parseFaixaCep,
  TABELA_LINHA_CAMPOS,
  TipoLocalFrete,
  type TModalidade,
  type TTabelaFreteLinha,
  type TTabelaFreteLinhaRequest,
  type TTipoLocalFrete,
  validarLinhas,
} from '@embarca/domain';
import { AppError } from '../../lib/app-error';
import { municipioPorIbge, municipioPorTexto } from '../../lib/municipios/municipios';
import type { LinhaRow, NovaLinha } from './tabela-frete.repository';

/** What resolving a table's lines needs of the company: its regions and its vehicle types. */
export interface CatalogoDasLinhas {
  regioes: readonly { id: string; nome: string }[];
  tiposVeiculo: readonly { valor: number; texto: string }[];
}

/** One line's problems, each 'Linha N: <field>: <text>' (N = the spreadsheet row or the grid's 1-based line). */
export interface ProblemaDeLinha {
  indice: number;
  mensagem: string;
}

/**
 * A lane end as stored: UF upper-case, a municipality as its IBGE code (a spreadsheet may write
 * 'Curitiba/PR'), a region as its id (a spreadsheet may write its name), a CEP range as 8+8 digits.
 * undefined when the value names nothing the company or the country has.
 */
export function resolverLocal(
  tipo: TTipoLocalFrete,
  valor: string,
  catalogo: Pick<CatalogoDasLinhas, 'regioes'>,
): string | undefined {
  const texto = valor.trim();
  if (tipo === TipoLocalFrete.Municipio) return municipioPorTexto(texto)?.ibge;
  if (tipo === TipoLocalFrete.Regiao) {
    const porId = catalogo.regioes.find((regiao) => regiao.id === texto.toLowerCase());
    const porNome = catalogo.regioes.find((regiao) => regiao.nome.toLowerCase() === texto.toLowerCase());
    return (porId ?? porNome)?.id;
  }
  return normalizarValorDoLocal(tipo, texto);
}

/**
 * Checks and converts a table's lines for storage: every lane end resolved (unknown municipality or region →
 * its message), then the domain's rules (figures, CEP ranges, overlapping bands). The problems come back
 * per line; none → the rows to write, in order.
 */
export function prepararLinhas(
  linhas: readonly TTabelaFreteLinhaRequest[],
  catalogo: CatalogoDasLinhas,
  modalidade: TModalidade,
): { novas: NovaLinha[]; problemas: ProblemaDeLinha[] } {
  const problemas: ProblemaDeLinha[] = [];
  const naoResolvidos = new Set<string>();
  const resolvidas = linhas.map((linha, indice) => {
    const lado = (campo: 'origem' | 'destino', tipo: TTipoLocalFrete, valor: string) => {
      const resolvido = resolverLocal(tipo, valor, catalogo);
      if (resolvido === undefined) {
        const texto =
          tipo === TipoLocalFrete.Regiao ? LINHAS_MESSAGES.regiaoInvalida : LINHAS_MESSAGES.municipioInvalido;
        problemas.push({ indice, mensagem: `${TABELA_LINHA_CAMPOS[campo]}: ${texto}` });
        naoResolvidos.add(`${indice}:${campo}`);
        return valor.trim();
      }
      return resolvido;
    };
    if (
      linha.tipoVeiculoId != null &&
      !catalogo.tiposVeiculo.some((tipo) => tipo.valor === linha.tipoVeiculoId)
    ) {
      problemas.push({ indice, mensagem: `${TABELA_LINHA_CAMPOS.tipoVeiculoId}: Informe um valor válido.` });
    }
    return {
      origemTipo: linha.origemTipo,
      origemValor: lado('origem', linha.origemTipo, linha.origemValor),
      destinoTipo: linha.destinoTipo,
      destinoValor: lado('destino', linha.destinoTipo, linha.destinoValor),
      tipoVeiculoId: linha.tipoVeiculoId ?? null,
      pesoInicialKg: linha.pesoInicialKg ?? null,
      pesoFinalKg: linha.pesoFinalKg ?? null,
      valor: linha.valor,
      excedentePorKg: linha.excedentePorKg ?? null,
      prazoDias: linha.prazoDias ?? null,
    };
  });
  for (const erro of validarLinhas(resolvidas, modalidade)) {
    const lado = erro.campo === 'origemValor' ? 'origem' : erro.campo === 'destinoValor' ? 'destino' : null;
    // An end already reported as unknown is not reported again by the domain's format check.
    if (lado && naoResolvidos.has(`${erro.indice}:${lado}`)) continue;
    const rotulo = lado ? TABELA_LINHA_CAMPOS[lado] : null;
    const mensagem =
      rotulo && !erro.mensagem.startsWith(rotulo) ? `${rotulo}: ${erro.mensagem}` : erro.mensagem;
    problemas.push({ indice: erro.indice, mensagem });
  }
  problemas.sort((a, b) => a.indice - b.indice);
  if (problemas.length > 0) return { novas: [], problemas };

  const novas = resolvidas.map((linha, indice): NovaLinha => {
    const cepOrigem = linha.origemTipo === TipoLocalFrete.FaixaCep ? parseFaixaCep(linha.origemValor) : null;
    const cepDestino =
      linha.destinoTipo === TipoLocalFrete.FaixaCep ? parseFaixaCep(linha.destinoValor) : null;
    return {
      ordem: indice + 1,
      origemTipo: linha.origemTipo,
      origemValor: linha.origemValor,
      destinoTipo: linha.destinoTipo,
      destinoValor: linha.destinoValor,
      origemCepInicio: cepOrigem?.inicio ?? null,
      origemCepFim: cepOrigem?.fim ?? null,
      destinoCepInicio: cepDestino?.inicio ?? null,
      destinoCepFim: cepDestino?.fim ?? null,
      tipoVeiculo: linha.tipoVeiculoId,
      pesoInicial: linha.pesoInicialKg,
      pesoFinal: linha.pesoFinalKg,
      valor: linha.valor,
      excedentePorKg: linha.excedentePorKg,
      prazoDias: linha.prazoDias,
    };
  });
  return { novas, problemas };
}

/** A 400 listing every line's problem ('Linha N: …'), the first as the message. `numero` maps index → N. */
export function erroDasLinhas(
  problemas: readonly ProblemaDeLinha[],
  numero: (indice: number) => number,
): AppError {
  const messages = problemas.map((problema) => `Linha ${numero(problema.indice)}: ${problema.mensagem}`);
  return new AppError('VALIDATION', messages[0], { messages });
}

/** A lane end as people read it: 'SP', 'Curitiba/PR', the region's name, 'CEP 80000-000 a 82999-999'. */
export function descreverLocal(
  tipo: number,
  valor: string,
  catalogo: Pick<CatalogoDasLinhas, 'regioes'>,
): string {
  switch (tipo) {
    case TipoLocalFrete.Municipio: {
      const municipio = municipioPorIbge(valor);
      return municipio ? `${municipio.nome}/${municipio.uf}` : valor;
    }
    case TipoLocalFrete.Regiao:
      return catalogo.regioes.find((regiao) => regiao.id === valor)?.nome ?? valor;
    case TipoLocalFrete.FaixaCep: {
      const faixa = parseFaixaCep(valor);
      const cep = (n: number) => formatCep(formatarCep8(n));
      return faixa ? `CEP ${cep(faixa.inicio)} a ${cep(faixa.fim)}` : valor;
    }
    default:
      return valor;
  }
}

/** A stored line as the contract shows it (descriptions of both ends and of the vehicle type). */
export function linhaDoContrato(linha: LinhaRow, catalogo: CatalogoDasLinhas): TTabelaFreteLinha {
  return {
    id: linha.id,
    origemTipo: linha.origemTipo as TTipoLocalFrete,
    origemValor: linha.origemValor,
    origemDescricao: descreverLocal(linha.origemTipo, linha.origemValor, catalogo),
    destinoTipo: linha.destinoTipo as TTipoLocalFrete,
    destinoValor: linha.destinoValor,
    destinoDescricao: descreverLocal(linha.destinoTipo, linha.destinoValor, catalogo),
    tipoVeiculoId: linha.tipoVeiculo,
    tipoVeiculo: catalogo.tiposVeiculo.find((tipo) => tipo.valor === linha.tipoVeiculo)?.texto ?? null,
    pesoInicialKg: linha.pesoInicial,
    pesoFinalKg: linha.pesoFinal,
    valor: linha.valor,
    excedentePorKg: linha.excedentePorKg,
    prazoDias: linha.prazoDias,
  };
}
