import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Indicator.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Loader.css';
import { MODULO_LABELS, type TModulo, type TReleasePost } from '@embarca/domain';
import {
  ActionIcon,
  Anchor,
  Badge,
  Divider,
  Group,
  Image,
  Indicator,
  Loader,
  Popover,
  ScrollArea,
  Stack,
  Text,
} from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { useReleasePosts } from '../api/use-release-posts';
import { formatReleaseDate, getLastReleaseSeen, hasNewRelease, setLastReleaseSeen } from '../release-seen';
import { SHELL_ENV } from '../shell-env';

export const WHATS_NEW_LABEL = 'Novidades';

function moduleLabel(modulo: string): string {
  return MODULO_LABELS[modulo as TModulo] ?? modulo;
}

function ReleasePostItem({ post }: { post: TReleasePost }) {
  return (
    <Stack gap={6} component="article" aria-label={post.titulo}>
      {post.capa ? <Image src={post.capa} alt="" radius="sm" h={120} fit="cover" /> : null}
      <Anchor href={post.url} target="_blank" rel="noopener noreferrer" fw={600} size="sm">
        {post.titulo}
      </Anchor>
      {post.modulos.length > 0 ? (
        <Group gap={4}>
          {post.modulos.map((modulo) => (
            <Badge key={modulo} size="xs" variant="filled" color="gray.7">
              {moduleLabel(modulo)}
            </Badge>
          ))}
        </Group>
      ) : null}
      <Text size="sm">{post.resumo}</Text>
      <Text size="xs" c="gray.7">
        Lançado em {formatReleaseDate(post.dataLancamento)}
      </Text>
    </Stack>
  );
}

/**
 * The what's-new panel of the top bar (01 §2): release posts with cover, module tags, summary and release
 * date, a link to all news, 'Sem novidades' when empty. Marked new until the newest post is seen.
 */
export function WhatsNewPanel() {
  const posts = useReleasePosts();
  const [lastSeen, setLastSeen] = useState(getLastReleaseSeen);
  const list = posts.data ?? [];
  const isNew = hasNewRelease(list, lastSeen);

  const onChange = (opened: boolean) => {
    const newest = list[0]?.dataLancamento;
    if (opened && newest && isNew) {
      setLastReleaseSeen(newest);
      setLastSeen(newest);
    }
  };

  return (
    <Popover width={360} position="bottom-end" shadow="md" onChange={onChange} trapFocus={false}>
      <Indicator disabled={!isNew} color="red.8" size={9} offset={7}>
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray.8"
            size="lg"
            aria-label={isNew ? `${WHATS_NEW_LABEL} (há novidades)` : WHATS_NEW_LABEL}
            title={WHATS_NEW_LABEL}
          >
            <IconSparkles size={20} stroke={1.6} />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown p={0}>
        <section aria-label={WHATS_NEW_LABEL}>
          <Text fw={600} px="md" py="sm">
            {WHATS_NEW_LABEL}
          </Text>
          <Divider />
          <ScrollArea.Autosize mah={420}>
            <Stack gap="md" p="md">
              {posts.isPending ? (
                <Loader size="sm" aria-label="Carregando novidades" />
              ) : list.length === 0 ? (
                <Text size="sm">Sem novidades</Text>
              ) : (
                list.map((post) => <ReleasePostItem key={post.id} post={post} />)
              )}
            </Stack>
          </ScrollArea.Autosize>
          <Divider />
          <Group justify="center" p="xs">
            <Anchor href={SHELL_ENV.novidadesUrl} target="_blank" rel="noopener noreferrer" size="sm">
              Ver todas as novidades
            </Anchor>
          </Group>
        </section>
      </Popover.Dropdown>
    </Popover>
  );
}
