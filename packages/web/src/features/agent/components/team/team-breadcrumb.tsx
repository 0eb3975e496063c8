import { useTranslation } from 'react-i18next';

/** Where in the team the list is: "My team › sub1 › sub1a", each earlier step a way back, and "back to upper level". */
export function TeamBreadcrumb({ path, onGo }: { path: readonly string[]; onGo: (depth: number) => void }) {
  const { t } = useTranslation('agentTeam');
  const steps = [t('breadcrumb.root'), ...path];
  return (
    <div className="team-breadcrumb">
      <nav aria-label={t('breadcrumb.label')}>
        <ol>
          {steps.map((step, index) => (
            <li key={`${index}-${step}`}>
              {index === steps.length - 1 ? (
                <span aria-current="location">{step}</span>
              ) : (
                <button type="button" className="team-link" onClick={() => onGo(index)}>
                  {step}
                </button>
              )}
            </li>
          ))}
        </ol>
      </nav>
      {path.length > 0 ? (
        <button type="button" className="button button--small" onClick={() => onGo(path.length - 1)}>
          {t('breadcrumb.up')}
        </button>
      ) : null}
    </div>
  );
}
