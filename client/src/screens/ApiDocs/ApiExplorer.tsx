// Its own chunk (ApiDocs loads it lazily): GraphiQL and the Monaco editor weigh megabytes no other page should pay for.
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { GraphiQL, type GraphiQLProps } from 'graphiql';
import { useMemo } from 'react';
import { resolveTheme } from '../../system/theme.ts';
import { useThemeChoice } from '../../system/useTheme.ts';
import { EXAMPLE_QUERY } from './apiExamples.ts';
import { explorerFetch } from './explorerFetcher.ts';
import styles from './ApiDocs.module.css';

type Fetcher = GraphiQLProps['fetcher'];

interface Props {
  /** A query (and its variables) from the page's address, e.g. a link to /docs/api?query=…; else the last one used. */
  initialQuery?: string;
  initialVariables?: string;
}

/** The live explorer on the public schema: autocompletion, the schema's documentation and history come with GraphiQL. */
export function ApiExplorer({ initialQuery, initialVariables }: Props) {
  const choice = useThemeChoice();
  const dark = resolveTheme(choice, window.matchMedia('(prefers-color-scheme: dark)').matches) === 'dark';
  const fetcher = useMemo<Fetcher>(() => (params, options) => explorerFetch(params, options?.headers) as ReturnType<Fetcher>, []);
  return (
    <div className={styles.explorer} data-testid="api-explorer">
      <GraphiQL
        fetcher={fetcher}
        defaultQuery={EXAMPLE_QUERY}
        initialQuery={initialQuery}
        initialVariables={initialQuery ? initialVariables : undefined}
        forcedTheme={dark ? 'dark' : 'light'}
        isHeadersEditorEnabled
        shouldPersistHeaders={false}
        defaultEditorToolsVisibility={initialQuery && initialVariables ? 'variables' : false}
      />
    </div>
  );
}
