import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useLanguage } from '@/hooks/use-language';
import { RichText } from '@/components/ui/rich-text';
import { useHelpCentre } from './api/get-help-centre';
import './help.css';

/** The help centre content: one section per category (anchored by its code, e.g. #term), articles folded. */
export function HelpCentre({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const { code } = useLanguage();
  const { data, error, isPending, refetch } = useHelpCentre(code);
  if (isPending) return <Spinner />;
  if (error) return <LoadError error={error} onRetry={() => void refetch()} />;
  if (data.categories.length === 0) return <EmptyState title={t('help.empty')} />;
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="help-centre">
      <nav aria-label={t('help.categories')} className="help-centre__toc">
        {data.categories.map((category) => (
          <a key={category.id} href={`#${category.code ?? category.id}`}>
            {category.title}
          </a>
        ))}
      </nav>
      {data.categories.map((category) => (
        <section
          key={category.id}
          id={category.code ?? category.id}
          className="help-centre__section"
          aria-labelledby={`help-${category.id}`}
        >
          <Heading id={`help-${category.id}`}>{category.title}</Heading>
          {category.articles.map((article) => (
            <details key={article.id} className="fold">
              <summary>{article.title}</summary>
              <RichText html={article.content} />
            </details>
          ))}
        </section>
      ))}
    </div>
  );
}
