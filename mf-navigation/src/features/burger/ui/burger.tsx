import { useEffect, useId, useRef } from 'react';
import { useUnit } from 'effector-react';
import type { NavigationConfig } from '@shop/contracts';
import type { Translate } from '@shop/i18n';
import { Icon } from '../../../entities/navigation';
import { $isOpen, burgerToggled, viewportResized } from '../model/burger-model';
import { BurgerPanel } from './burger-panel';
import './burger.css';

type BurgerProps = { navigation: NavigationConfig; basename: string; t: Translate };

/** The burger button of phones and tablets (below 1000 px) and the menu it opens. */
export function Burger({ navigation, basename, t }: BurgerProps) {
  const [isOpen, toggle, resized] = useUnit([$isOpen, burgerToggled, viewportResized]);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!isOpen) return;
    const onResize = () => resized(window.innerWidth);
    window.addEventListener('resize', onResize, { passive: true });
    return () => window.removeEventListener('resize', onResize);
  }, [isOpen, resized]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="burger-button"
        aria-label={t(isOpen ? 'burger.close' : 'burger.open')}
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onClick={() => toggle()}
        data-testid="burger-button"
      >
        <Icon name="menu" />
      </button>
      {isOpen && (
        <BurgerPanel
          id={panelId}
          navigation={navigation}
          basename={basename}
          t={t}
          opener={buttonRef}
        />
      )}
    </>
  );
}
