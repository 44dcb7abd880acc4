import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/Input.css';
import {
  PESQUISA_RAPIDA_MIN_CARACTERES,
  PESQUISA_RAPIDA_TERMO_CURTO,
  pesquisaSemResultados,
  type TCargaQuadroCard,
} from '@embarca/domain';
import { Button, Group, Pill, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { describeApiError } from '../../../../lib/api-error-handler';
import { buscarCargaPorCodigo, termoDaCarga } from '../api/use-etiquetas';

/** A load chosen by its code. */
export interface TCargaEscolhida {
  id: string;
  codigo: number;
  codigoIdentificador: string | null;
}

export interface SelecaoCargasProps {
  cargas: readonly TCargaEscolhida[];
  onChange: (cargas: TCargaEscolhida[]) => void;
}

export const rotuloDaCarga = (carga: TCargaEscolhida) =>
  carga.codigoIdentificador
    ? `Carga ${carga.codigo} (${carga.codigoIdentificador})`
    : `Carga ${carga.codigo}`;

const escolhida = (card: TCargaQuadroCard): TCargaEscolhida => ({
  id: card.id,
  codigo: card.codigo,
  codigoIdentificador: card.codigoIdentificador,
});

/**
 * Loads by code: 'Código da carga' + Enter (or 'Adicionar carga') finds the load through the shell's quick
 * search (its code, or its identifier code) and adds it as a chip; a chip's button removes it.
 */
export function SelecaoCargas({ cargas, onChange }: SelecaoCargasProps) {
  const queryClient = useQueryClient();
  const [codigo, setCodigo] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const [buscando, setBuscando] = useState(false);
  const erroId = useId();

  const adicionar = async (event: FormEvent) => {
    event.preventDefault();
    const termo = codigo.trim();
    if (!termo) return;
    if (termoDaCarga(termo).length < PESQUISA_RAPIDA_MIN_CARACTERES) {
      setErro(PESQUISA_RAPIDA_TERMO_CURTO);
      return;
    }
    setBuscando(true);
    setErro(null);
    try {
      const card = await buscarCargaPorCodigo(queryClient, termo);
      if (!card) {
        setErro(pesquisaSemResultados(termo));
        return;
      }
      if (!cargas.some((carga) => carga.id === card.id)) onChange([...cargas, escolhida(card)]);
      setCodigo('');
    } catch (error) {
      setErro(describeApiError(error).message);
    } finally {
      setBuscando(false);
    }
  };

  return (
    <Stack gap="xs">
      <form onSubmit={(event) => void adicionar(event)} noValidate>
        <Group align="flex-end" gap="sm">
          <TextInput
            label="Código da carga"
            placeholder="Ex.: 1042"
            value={codigo}
            onChange={(event) => {
              setCodigo(event.currentTarget.value);
              setErro(null);
            }}
            error={Boolean(erro)}
            aria-describedby={erro ? erroId : undefined}
            maxLength={100}
            w={240}
          />
          <Button
            type="submit"
            variant="light"
            loading={buscando}
            leftSection={<IconPlus size={16} aria-hidden="true" />}
          >
            Adicionar carga
          </Button>
        </Group>
        {erro ? (
          <Text id={erroId} size="sm" c="red.8" mt={4} role="alert">
            {erro}
          </Text>
        ) : null}
      </form>
      {cargas.length === 0 ? (
        <Text size="sm" c="gray.7">
          Nenhuma carga adicionada.
        </Text>
      ) : (
        <Pill.Group role="group" aria-label="Cargas selecionadas">
          {cargas.map((carga) => (
            <Pill
              key={carga.id}
              size="md"
              withRemoveButton
              // Mantine hides a pill's button from the keyboard (PillsInput removes by Backspace): here it is the way.
              removeButtonProps={{
                'aria-label': `Remover ${rotuloDaCarga(carga)}`,
                'aria-hidden': false,
                tabIndex: 0,
              }}
              onRemove={() => onChange(cargas.filter((outra) => outra.id !== carga.id))}
            >
              {rotuloDaCarga(carga)}
            </Pill>
          ))}
        </Pill.Group>
      )}
    </Stack>
  );
}
