import { useEffect, useId, useRef, useState } from 'react';
import { useUnit } from 'effector-react';
import type { NavigationConfig } from '@shop/contracts';
import type { Translate } from '@shop/i18n';
import { Icon } from '../../../entities/navigation';
import { $isOpen, burgerToggled, viewportResized } from '../model/burger-model';
import { loadBurgerPanel, loadedBurgerPanel } from './burger-panel-loader';
import './burger.css';

type BurgerProps = { navigation: NavigationConfig; basename: string; t: Translate };

/** The burger button of phones and tablets (below 1000 px) and the menu it opens. */
export function Burger({ navigation, basename, t }: BurgerProps) {
  const [isOpen, toggle, resized] = useUnit([$isOpen, burgerToggled, viewportResized]);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const [BurgerPanel, setBurgerPanel] = useState(loadedBurgerPanel);
  const reach = () =>
    void loadBurgerPanel().then(
      (panel) => setBurgerPanel(() => panel),
      // Reported by the loader; a tap fetches it again.
      () => undefined,
    );

  useEffect(() => {
    if (!isOpen || BurgerPanel) return;
    let current = true;
    loadBurgerPanel().then(
      (panel) => current && setBurgerPanel(() => panel),
      // Reported by the loader; closed, the button opens it (and fetches again) on the next tap.
      () => current && toggle(),
    );
    return () => {
      current = false;
    };
  }, [isOpen, BurgerPanel, toggle]);

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
        aria-controls={isOpen && BurgerPanel ? panelId : undefined}
        onClick={() => toggle()}
        // The menu's code starts loading as the shopper reaches for the button.
        onPointerEnter={reach}
        onTouchStart={reach}
        onFocus={reach}
        data-testid="burger-button"
      >
        <Icon name="menu" />
      </button>
      {isOpen && BurgerPanel && (
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
