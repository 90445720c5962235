import type { Locale } from '@kindlustus/routes';

/** The e-mail asking a second representative to confirm a company's purchase, in the buyer's language. */
export function confirmationMail(language: Locale, facts: { companyName: string; buyerName: string; link: string }): { subject: string; text: string } {
  const { companyName, buyerName, link } = facts;
  const texts: Record<Locale, { subject: string; text: string }> = {
    et: {
      subject: `Palun kinnitage ettevõtte ${companyName} kindlustuse ost`,
      text: `${buyerName} soovib ettevõtte ${companyName} nimel osta kindlustuse. Äriregistri järgi esindavad juhatuse liikmed ettevõtet ühiselt, seega on vaja teise esindaja kinnitust.\n\nKinnitamiseks avage link ja logige sisse oma e-ID-ga:\n${link}\n\nKui Te ostust midagi ei tea, jätke see kiri tähelepanuta.`,
    },
    ru: {
      subject: `Пожалуйста, подтвердите покупку страховки для ${companyName}`,
      text: `${buyerName} хочет купить страховку от имени ${companyName}. По данным коммерческого регистра члены правления представляют предприятие совместно, поэтому нужно подтверждение второго представителя.\n\nЧтобы подтвердить, откройте ссылку и войдите со своим e-ID:\n${link}\n\nЕсли вы ничего не знаете об этой покупке, не обращайте внимания на это письмо.`,
    },
    en: {
      subject: `Please confirm the insurance purchase for ${companyName}`,
      text: `${buyerName} wants to buy insurance for ${companyName}. According to the Business Register its board members represent the company jointly, so a second representative must confirm.\n\nTo confirm, open the link and log in with your own e-ID:\n${link}\n\nIf you know nothing of this purchase, please ignore this message.`,
    },
  };
  return texts[language];
}
