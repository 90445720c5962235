import { Fragment } from 'react';
import { useTranslation } from '../i18n/translation';

const marker = '\u0000';

/**
 * The notice Google requires when the badge is hidden: "protected by reCAPTCHA", with links to
 * Google's Privacy Policy and Terms of Service (texts and addresses from the CMS).
 */
export function CaptchaNotice() {
  const { t } = useTranslation();
  const links: Record<string, { label: string; href: string }> = {
    privacyLink: { label: t('captcha:privacyPolicy'), href: t('captcha:privacyUrl') },
    termsLink: { label: t('captcha:termsOfService'), href: t('captcha:termsUrl') },
  };
  const placeholders = Object.fromEntries(Object.keys(links).map((name) => [name, `${marker}${name}${marker}`]));
  const parts = t('captcha:notice', placeholders).split(marker);
  return (
    <p data-testid="captcha-notice" sx={{ fontSize: 1, m: 0 }}>
      {parts.map((part, index) => {
        const link = index % 2 === 1 ? links[part] : undefined;
        return link ? (
          <a key={index} href={link.href} target="_blank" rel="noopener noreferrer">{link.label}</a>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        );
      })}
    </p>
  );
}
