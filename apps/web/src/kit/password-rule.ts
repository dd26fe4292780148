import { meetsPasswordPolicy } from '@quire/contracts';
import type { TFunction } from 'i18next';

/** Spec §5: wherever a password is set, 8–20 characters with digits, upper and lower case and a symbol. */
export function passwordPolicyRule(t: TFunction) {
  return {
    validator: async (_: unknown, value: string | undefined) => {
      if (value && !meetsPasswordPolicy(value)) throw new Error(t('shell:password.weak'));
    },
  };
}
