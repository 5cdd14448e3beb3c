import { Link } from 'react-router';
import { type ButtonLinkLook, withButtonLook } from './button.tsx';

/** A page of the app with a button's look, its icon first; the router follows it. */
export function ButtonLink({ to, ...look }: ButtonLinkLook & { to: string }) {
  return withButtonLook(look, (content) => <Link to={to}>{content}</Link>);
}
