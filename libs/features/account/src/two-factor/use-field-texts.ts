import { useTexts } from '@site-admin/ui';
import { formatMessage } from '@site-admin/validation';
import { accountTexts } from '../i18n/en-gb';

/** The fields' labels and the rule messages of the two-factor forms. */
export function useFieldTexts() {
  const { t } = useTexts('account', accountTexts);
  return {
    labels: {
      code: t('twoFactor.fields.code'),
      codeHelp: t('twoFactor.fields.codeHelp'),
      password: t('twoFactor.fields.password'),
    },
    messages: {
      codeRequired: formatMessage({ key: 'validation.two_factor.required' }),
      codeDigits: formatMessage({ key: 'validation.two_factor.otp_digits' }),
      passwordRequired: t('twoFactor.errors.passwordRequired'),
    },
  };
}
