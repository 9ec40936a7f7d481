import { SiteLink, isPlainClick, type SiteLinkProps } from '@site/shared/ui';
import { focusHeadingOnNextPage } from '../utils/flow-navigation';

/** A link to another page of the flow: followed, that page focuses its heading (flow-navigation.ts). */
export function FlowLink({ onClick, ...rest }: SiteLinkProps) {
  return (
    <SiteLink
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        if (isPlainClick(event)) focusHeadingOnNextPage();
      }}
    />
  );
}
