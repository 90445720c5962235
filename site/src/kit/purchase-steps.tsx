import { useTranslation } from '../i18n/translation';
import { visuallyHidden } from './styles';

/** The purchase's steps in order, named by their texts in the `cart` namespace. */
export const purchaseSteps = ['cart', 'extras', 'payment', 'done'] as const;
export type PurchaseStep = (typeof purchaseSteps)[number];

const stepTexts: Record<PurchaseStep, `cart:${string}`> = {
  cart: 'cart:stepCart',
  extras: 'cart:stepExtras',
  payment: 'cart:stepPayment',
  done: 'cart:stepDone',
};

/** Where the customer is in the purchase: an ordered list, the current step marked with aria-current="step". */
export function PurchaseSteps({ current }: { current: PurchaseStep }) {
  const { t } = useTranslation();
  const at = purchaseSteps.indexOf(current);
  return (
    <nav aria-label={t('cart:stepsLabel')} data-testid="purchase-steps" data-current={current}>
      <ol sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: `repeat(${purchaseSteps.length}, 1fr)`, gap: 2, counterReset: 'step' }}>
        {purchaseSteps.map((step, index) => {
          const state = index < at ? 'done' : index === at ? 'current' : 'next';
          return (
            <li
              key={step}
              aria-current={state === 'current' ? 'step' : undefined}
              data-state={state}
              sx={{
                display: 'grid', justifyItems: 'center', gap: 1, textAlign: 'center', fontSize: [0, 1],
                fontWeight: state === 'current' ? 'bold' : 'body', color: state === 'next' ? '#4a5563' : 'text',
                borderTop: '4px solid', borderColor: state === 'next' ? 'border' : 'primary', pt: 2,
              }}
            >
              <span
                aria-hidden="true"
                sx={{
                  display: 'inline-flex', alignItems: 'center', justifyContent: 'center', width: 32, height: 32, borderRadius: '50%',
                  fontWeight: 'bold', border: '2px solid', borderColor: state === 'next' ? 'border' : 'primary',
                  bg: state === 'next' ? 'background' : 'primary', color: state === 'next' ? 'text' : 'background',
                }}
              >
                {state === 'done' ? '✓' : index + 1}
              </span>
              <span>
                {t(stepTexts[step])}
                {state === 'done' ? <span sx={visuallyHidden}> ({t('cart:stepCompleted')})</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
