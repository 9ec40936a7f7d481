import { useTranslation } from '@site/shared/i18n';
import type { ShownError } from './use-step-form';
import { LIMITS } from '../utils/schemas';

/** The localized text of a field error, with the field's limit for the "too long" rules. */
export function useErrorText(): (error: ShownError | undefined) => string | undefined {
  const { t } = useTranslation('flow');
  return (error) => {
    if (!error) return undefined;
    if ('message' in error) return error.message;
    const field = error.key.split('.')[0] as keyof typeof LIMITS;
    return t(`errors.${error.key}`, { max: LIMITS[field] });
  };
}
