import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Stack.css';
import {
  ACESSO_MOTORISTA_MESSAGES,
  MOTORISTA_CODIGO_TAMANHO,
  normalizeCpf,
  type TMotoristaEntrarResponse,
  ZMotoristaCodigoRequest,
  ZMotoristaEntrarRequest,
} from '@embarca/domain';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../../lib/api-client';
import { schemaErrors } from '../../../../lib/schema-form';
import { AuthLayout } from '../../../auth/components/auth-layout';
import { maskCpfInput } from '../../motoristas/motorista-form.values';
import { motoristaRequest } from '../api/sessao-motorista';

function mensagemDoErro(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) {
    return 'Muitas tentativas. Aguarde um minuto e tente de novo.';
  }
  if (error instanceof ApiError && error.message) return error.message;
  return 'Não foi possível falar com o servidor. Verifique a conexão e tente de novo.';
}

/** The two sign-in steps: the CPF, then the one-time code it brought. */
export function EntradaMotorista({ onEntrar }: { onEntrar: (sessao: TMotoristaEntrarResponse) => void }) {
  const [cpf, setCpf] = useState('');
  const [codigo, setCodigo] = useState('');
  const [etapa, setEtapa] = useState<'cpf' | 'codigo'>('cpf');
  const [aviso, setAviso] = useState<string | null>(null);
  const [erroCampo, setErroCampo] = useState<string | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);

  const pedirCodigo = async (event?: FormEvent) => {
    event?.preventDefault();
    setErro(null);
    const problema = schemaErrors(ZMotoristaCodigoRequest, { cpf }).cpf;
    setErroCampo(problema ?? null);
    if (problema) return;
    setEnviando(true);
    try {
      const resposta = await motoristaRequest<{ message: string }>('/acesso/codigo', {
        method: 'POST',
        body: { cpf: normalizeCpf(cpf) },
      });
      setAviso(resposta.message);
      setCodigo('');
      setEtapa('codigo');
    } catch (error) {
      setErro(mensagemDoErro(error));
    } finally {
      setEnviando(false);
    }
  };

  const entrar = async (event: FormEvent) => {
    event.preventDefault();
    setErro(null);
    const problema = schemaErrors(ZMotoristaEntrarRequest, { cpf, codigo }).codigo;
    setErroCampo(problema ?? null);
    if (problema) return;
    setEnviando(true);
    try {
      onEntrar(
        await motoristaRequest<TMotoristaEntrarResponse>('/acesso/entrar', {
          method: 'POST',
          body: { cpf: normalizeCpf(cpf), codigo: codigo.trim() },
        }),
      );
    } catch (error) {
      setErro(mensagemDoErro(error));
    } finally {
      setEnviando(false);
    }
  };

  if (etapa === 'cpf') {
    return (
      <AuthLayout heading="Área do motorista" intro="Informe seu CPF para receber um código de acesso.">
        <form onSubmit={pedirCodigo} noValidate>
          <Stack gap="md">
            {erro ? (
              <Alert color="red" role="alert">
                {erro}
              </Alert>
            ) : null}
            <TextInput
              label="CPF"
              placeholder="000.000.000-00"
              inputMode="numeric"
              autoComplete="off"
              size="md"
              value={cpf}
              error={erroCampo}
              onChange={(event) => setCpf(maskCpfInput(event.currentTarget.value))}
              data-autofocus
            />
            <Button type="submit" size="md" fullWidth loading={enviando}>
              Receber código
            </Button>
          </Stack>
        </form>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout heading="Digite o código" intro={aviso ?? ACESSO_MOTORISTA_MESSAGES.codigoEnviado}>
      <form onSubmit={entrar} noValidate>
        <Stack gap="md">
          {erro ? (
            <Alert color="red" role="alert">
              {erro}
            </Alert>
          ) : null}
          <TextInput
            label={`Código de ${MOTORISTA_CODIGO_TAMANHO} dígitos`}
            inputMode="numeric"
            autoComplete="one-time-code"
            size="md"
            maxLength={MOTORISTA_CODIGO_TAMANHO}
            value={codigo}
            error={erroCampo}
            onChange={(event) =>
              setCodigo(event.currentTarget.value.replace(/\D/g, '').slice(0, MOTORISTA_CODIGO_TAMANHO))
            }
            styles={{ input: { letterSpacing: '0.4em', fontSize: '1.25rem' } }}
            data-autofocus
          />
          <Button type="submit" size="md" fullWidth loading={enviando}>
            Entrar
          </Button>
          <Text size="sm" c="gray.7">
            O código vale por 10 minutos. Não recebeu?
          </Text>
          <Button variant="default" onClick={() => void pedirCodigo()} disabled={enviando}>
            Enviar novo código
          </Button>
          <Button
            variant="subtle"
            onClick={() => {
              setEtapa('cpf');
              setErro(null);
              setErroCampo(null);
            }}
          >
            Usar outro CPF
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
