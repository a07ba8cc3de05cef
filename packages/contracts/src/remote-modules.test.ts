import { describe, expectTypeOf, it } from 'vitest';
import type { ExposedModulesHaveProps, RemoteModule, RemoteModuleProps } from './remote-modules';
import type { HeaderProps } from './remote-props';
import type { RemoteBlockProps } from './content-model/remote-blocks';

describe('remote module props', () => {
  it('declares props for every module a remote must expose', () => {
    expectTypeOf<ExposedModulesHaveProps>().toEqualTypeOf<{
      mf_navigation: true;
      mf_account: true;
      mf_calculator: true;
      mf_cms_page: true;
      mf_product_wrappers: true;
    }>();
  });

  it('maps modules to their props, content blocks included', () => {
    expectTypeOf<RemoteModuleProps['mf_navigation']['./Header']>().toEqualTypeOf<HeaderProps>();
    expectTypeOf<RemoteModuleProps['mf_product_wrappers']['./ProductDetailCard']>().toEqualTypeOf<
      RemoteBlockProps<'ProductDetailCard'>
    >();
    expectTypeOf<'./Header'>().toExtend<RemoteModule<'mf_navigation'>>();
    expectTypeOf<'./Page'>().not.toExtend<RemoteModule<'mf_navigation'>>();
  });
});
