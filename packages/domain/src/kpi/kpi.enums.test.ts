import { KPI_CAMPOS_REFERENCIA, kpiCampoReferencia, TIPO_GRAFICO_LABELS, ZTipoGrafico } from './kpi.enums';

describe('KPI enumerations', () => {
  it('has chart types 1..10 and 99', () => {
    expect(Object.keys(TIPO_GRAFICO_LABELS).map(Number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 99]);
    expect(ZTipoGrafico.safeParse(11).success).toBe(false);
  });

  it('lists the 29 reference fields of 02 §3 with unique ids', () => {
    expect(KPI_CAMPOS_REFERENCIA).toHaveLength(29);
    expect(new Set(KPI_CAMPOS_REFERENCIA.map((item) => item.id)).size).toBe(29);
    expect(KPI_CAMPOS_REFERENCIA.map((item) => item.campo).slice(0, 3)).toEqual([
      'dataReferencia',
      'situacao',
      'valorFrete',
    ]);
  });

  it('sums measures and groups dimensions', () => {
    expect(kpiCampoReferencia('valorFrete')).toMatchObject({ somavel: true, agrupavel: false, media: true });
    expect(kpiCampoReferencia('transportadora')).toMatchObject({
      agrupavel: true,
      contavel: true,
      somavel: false,
    });
    expect(kpiCampoReferencia('percentualOcupacaoPeso')).toMatchObject({ somavel: false, media: true });
    expect(kpiCampoReferencia('inexistente')).toBeUndefined();
  });
});
