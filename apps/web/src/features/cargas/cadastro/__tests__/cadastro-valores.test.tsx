import {
  CargaCardMenuItem,
  GrupoQuadro,
  Licenca,
  Modulo,
  TipoEmpresa,
  ZCadastroCarga,
} from '@embarca/domain';
import { describe, expect, it } from 'vitest';
import { canAccessRoute } from '../../../../lib/access';
import { matchDrawerRoute } from '../../../../lib/navigation/drawer-routes';
import { makeSession } from '../../../../test/jwt.fixtures';
import { makeCard } from '../../quadro/__tests__/quadro-fixtures';
import { drawerDoItem, itensDoMenu } from '../../quadro/menu-items';
import {
  cadastroDosValores,
  formularioDoCadastro,
  novoDocumento,
  novoItem,
  totaisDosDocumentos,
  totaisDosItens,
  valoresIniciais,
} from '../cadastro-carga.values';
import { instanteDaParede, lerDataHoraBr, paredeDoInstante } from '../data-hora';

describe('planned date-times in São Paulo', () => {
  it('turns the typed wall clock into the instant and back', () => {
    expect(lerDataHoraBr('10/05/2025 08:00')).toBe('2025-05-10 08:00:00');
    expect(instanteDaParede('2025-05-10 08:00:00')).toBe('2025-05-10T11:00:00.000Z');
    expect(paredeDoInstante('2025-05-10T11:00:00.000Z')).toBe('2025-05-10 08:00:00');
    // Late evening in São Paulo is the next day in UTC.
    expect(instanteDaParede('2025-12-31 22:30:00')).toBe('2026-01-01T01:30:00.000Z');
  });

  it('refuses days and times that do not exist', () => {
    expect(lerDataHoraBr('31/02/2025 10:00')).toBeNull();
    expect(lerDataHoraBr('10/05/2025 24:00')).toBeNull();
    expect(lerDataHoraBr('10/05/2025')).toBeNull();
    expect(instanteDaParede(null)).toBeNull();
    expect(paredeDoInstante('not a date')).toBeNull();
  });
});

describe('form values and the contract', () => {
  it('leaves blank optional fields out and derives each point type from its position', () => {
    const valores = valoresIniciais();
    valores.carga.pesoBruto = 1000;
    valores.contatos.telefone = '  ';
    valores.origemDestino = [0, 1, 2, 3].map((index) => ({
      ...valores.origemDestino[0]!,
      cidade: `Cidade ${index}`,
      uf: 'SP',
      dhInicio: `2025-05-1${index} 08:00:00`,
    }));
    const cadastro = cadastroDosValores(valores);
    expect(cadastro.contatos).toEqual({ contato: undefined, telefone: undefined, email: undefined });
    expect(cadastro.origemDestino.map((ponto) => ponto.rota)).toEqual([1, 2, 2, 3]);
    expect(ZCadastroCarga.safeParse(cadastro).success).toBe(true);
  });

  it('sends no carriers for a restricted load even when some were picked before', () => {
    const valores = valoresIniciais();
    valores.transportadoras = ['0a6f1d2e-2222-4000-8000-000000000009'];
    expect(cadastroDosValores(valores).transportadoras).toEqual([]);
    valores.visibilidade = '2';
    expect(cadastroDosValores(valores).transportadoras).toEqual(['0a6f1d2e-2222-4000-8000-000000000009']);
  });

  it('reads metres as km and back without losing a metre', () => {
    const valores = formularioDoCadastro({
      carga: { tipoFrete: 1, modalidade: 1, pesoBruto: 10 },
      distancia: 98_512,
      origemDestino: [],
      visibilidade: 1,
    });
    expect(valores.distancia).toBe(98.512);
    expect(valores.origemDestino).toHaveLength(2);
    expect(cadastroDosValores(valores).distancia).toBe(98_512);
  });

  it('totals the documents (unit weight × quantity) and the items', () => {
    const a = { ...novoDocumento(), peso: 25.5, quantidade: 12, valor: 1999.9 };
    const b = { ...novoDocumento(), peso: 100, quantidade: '', valor: '' };
    expect(totaisDosDocumentos([a, b])).toEqual({ peso: 406, valor: 1999.9, documentos: 2, itens: 0 });
    const item = { ...novoItem(), quantidade: 3, peso: 2, valor: 50 };
    expect(totaisDosItens([item, { ...novoItem(), quantidade: 1, peso: '', valor: '' }])).toEqual({
      peso: 6,
      valor: 50,
    });
  });
});

describe("the card menu's Editar", () => {
  it('opens the edit drawer for the company’s own loads only', () => {
    const grupo = GrupoQuadro.AguardandoAlocacao;
    expect(itensDoMenu(makeCard({ visibilidade: 1 }), grupo)).toContain(CargaCardMenuItem.Editar);
    expect(itensDoMenu(makeCard({ visibilidade: 99 }), grupo)).not.toContain(CargaCardMenuItem.Editar);
    expect(drawerDoItem(CargaCardMenuItem.Editar, 'c1')).toBe('cargas/cadastro-carga/c1');
  });
});

describe('the register drawers', () => {
  const sessao = (tipoEmpresa: number) =>
    makeSession({
      role: 'Operador',
      AuthorizedModule: [Modulo.Cargas],
      License: Licenca.Cliente,
      TipoEmpresa: tipoEmpresa,
    });

  it("are a shipper's: a carrier company is not offered them", () => {
    for (const path of [
      'cargas/cadastro-carga/new',
      'cargas/cadastro-carga/new/m1',
      'cargas/cadastro-carga/c1',
    ]) {
      const route = matchDrawerRoute(path)?.route;
      expect(route?.page).toBeTruthy();
      expect(route && canAccessRoute(route, sessao(TipoEmpresa.Embarcador))).toBe(true);
      expect(route && canAccessRoute(route, sessao(TipoEmpresa.Transportadora))).toBe(false);
    }
  });
});
