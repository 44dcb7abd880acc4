import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Text.css';
import { Text, Title } from '@mantine/core';

export interface PageHeaderProps {
  title: string;
  description?: string;
}

/** A page's heading (the only h1) and its one-line description. */
export function PageHeader({ title, description }: PageHeaderProps) {
  return (
    <div>
      <Title order={1} size="h2">
        {title}
      </Title>
      {description ? (
        <Text c="gray.7" size="sm">
          {description}
        </Text>
      ) : null}
    </div>
  );
}
