import { Search, Store } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button, Container, Form, Nav, Navbar } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Example, ShowcasePage } from '../shared/ShowcasePage';
import './navbar.scss';

const links = ['Home', 'Products', 'Pricing', 'Contact'];

type Look = { key: string; theme?: 'dark'; className: string; search?: boolean; icon?: boolean };

const looks: Look[] = [
  { key: 'light', className: 'bg-body-tertiary', search: true },
  { key: 'dark', theme: 'dark', className: 'bg-dark', icon: true },
  { key: 'primary', theme: 'dark', className: 'vt-navbar-brand-bg', search: true, icon: true },
];

/**
 * A navbar: brand, links that mark the current one, an optional search that reports what was
 * searched; below 992 px the links fold behind the toggler.
 */
function DemoNavbar({ look, label }: { look: Look; label: string }) {
  const { t } = useTranslation('uiComponents');
  const [active, setActive] = useState(links[0]);
  const [query, setQuery] = useState('');
  const [searched, setSearched] = useState<string | null>(null);
  const id = `navbar-${look.key}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearched(query.trim());
  };
  return (
    <>
      <Navbar expand="lg" data-bs-theme={look.theme} className={`${look.className} rounded`} aria-label={label}>
        <Container fluid>
          <Navbar.Brand as="span" className="d-inline-flex align-items-center gap-2">
            {look.icon && <Store size={20} aria-hidden />}
            Navbar
          </Navbar.Brand>
          <Navbar.Toggle aria-controls={id} aria-label={t('navbar.toggle')} />
          <Navbar.Collapse id={id}>
            <Nav className="me-auto" activeKey={active} onSelect={(key) => key && setActive(key)}>
              {links.map((l) => (
                <Nav.Link
                  key={l}
                  eventKey={l}
                  as="button"
                  type="button"
                  aria-current={active === l ? 'page' : undefined}
                >
                  {l}
                </Nav.Link>
              ))}
            </Nav>
            {look.search && (
              <Form className="d-flex gap-2" role="search" onSubmit={submit}>
                <Form.Control
                  type="search"
                  placeholder={t('navbar.search')}
                  aria-label={t('navbar.search')}
                  value={query}
                  onChange={(e) => setQuery(e.target.value)}
                />
                <Button
                  type="submit"
                  variant={look.theme ? 'light' : 'outline-primary'}
                  aria-label={t('navbar.searchButton')}
                >
                  <Search size={16} aria-hidden />
                </Button>
              </Form>
            )}
          </Navbar.Collapse>
        </Container>
      </Navbar>
      <p className="small text-body-secondary mt-2 mb-0" role="status">
        {searched !== null ? t('navbar.searched', { query: searched || '—' }) : t('navbar.current', { link: active })}
      </p>
    </>
  );
}

/** Navbars in three colour schemes; each collapses behind its toggler on a phone. */
export default function NavbarPage() {
  const { t } = useTranslation('uiComponents');
  return (
    <ShowcasePage pageId="compNavbar" description={t('navbar.description')}>
      {looks.map((look) => (
        <Example key={look.key} title={t(`navbar.${look.key}`)}>
          <DemoNavbar look={look} label={t(`navbar.${look.key}`)} />
        </Example>
      ))}
    </ShowcasePage>
  );
}
