import { filtrarCatalogo } from './criacao-rapida.rules';

const itens = [
  { label: 'Característica de carga' },
  { label: 'Unidade de negócio' },
  { label: 'Modelo: São Paulo → Curitiba', descricao: 'Coleta diária Ipiranga' },
];
const textos = (item: { label: string; descricao?: string }) => [item.label, item.descricao];

describe('quick-create filtering', () => {
  it('ignores accents and case, on both sides', () => {
    expect(filtrarCatalogo(itens, 'CARACTERISTICA', textos)).toEqual([itens[0]]);
    expect(filtrarCatalogo(itens, 'negocio', textos)).toEqual([itens[1]]);
    expect(filtrarCatalogo(itens, 'sao paulo', textos)).toEqual([itens[2]]);
    expect(filtrarCatalogo(itens, 'SÃO', textos)).toEqual([itens[2]]);
  });

  it('matches descriptions and every word in any order', () => {
    expect(filtrarCatalogo(itens, 'ipiranga', textos)).toEqual([itens[2]]);
    expect(filtrarCatalogo(itens, 'curitiba modelo', textos)).toEqual([itens[2]]);
    expect(filtrarCatalogo(itens, 'carga negocio', textos)).toEqual([]);
  });

  it('keeps everything for a blank term', () => {
    expect(filtrarCatalogo(itens, '   ', textos)).toEqual(itens);
  });
});
