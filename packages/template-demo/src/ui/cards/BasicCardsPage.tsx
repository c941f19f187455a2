import { Button, Card, CardGroup, Col, ListGroup, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Example, ShowcasePage } from '../shared/ShowcasePage';
import { useClickNotice } from '../shared/useClickNotice';
import './cards.scss';

const products = [
  { image: 'audio', title: 'Headphones', text: 'Over-ear headphones with noise cancelling and a 30-hour battery.' },
  { image: 'cameras', title: 'Camera', text: 'A mirrorless camera with a fast autofocus and a bright lens.' },
  { image: 'gaming', title: 'Game pad', text: 'A wireless controller for the couch, with haptic feedback.' },
];

const text = 'Some quick example text to build on the card title and make up the bulk of the card’s content.';

/** Card anatomy: image and body, titles and links, list groups, header and footer, groups, horizontal. */
export default function BasicCardsPage() {
  const { t } = useTranslation('uiElements');
  const notice = useClickNotice();
  return (
    <ShowcasePage pageId="basicCards" description={t('basicCards.description')}>
      <Example title={t('basicCards.anatomy')}>
        <Row xs={1} md={2} xl={3} className="g-4">
          <Col>
            <Card className="h-100">
              <Card.Img variant="top" src="/assets/demo/products/audio.svg" alt="Headphones" className="vt-card-img" />
              <Card.Body>
                <Card.Title as="h3">Card with an image</Card.Title>
                <Card.Text>{text}</Card.Text>
                <Button onClick={notice('Go somewhere')}>Go somewhere</Button>
              </Card.Body>
            </Card>
          </Col>
          <Col>
            <Card className="h-100">
              <Card.Body>
                <Card.Title as="h3">Titles and links</Card.Title>
                <Card.Subtitle className="mb-2 text-body-secondary">Card subtitle</Card.Subtitle>
                <Card.Text>{text}</Card.Text>
                <Card.Link as={Link} to="/cards/statistics">
                  Statistics cards
                </Card.Link>
                <Card.Link as={Link} to="/cards/action">
                  Action cards
                </Card.Link>
              </Card.Body>
            </Card>
          </Col>
          <Col>
            <Card className="h-100">
              <Card.Header>Featured</Card.Header>
              <ListGroup variant="flush">
                <ListGroup.Item>An item</ListGroup.Item>
                <ListGroup.Item>A second item</ListGroup.Item>
                <ListGroup.Item>A third item</ListGroup.Item>
              </ListGroup>
            </Card>
          </Col>
          <Col>
            <Card className="h-100 text-center">
              <Card.Header>Header</Card.Header>
              <Card.Body>
                <Card.Title as="h3">Special title treatment</Card.Title>
                <Card.Text>With supporting text below as a natural lead-in to additional content.</Card.Text>
                <Button variant="outline-primary" onClick={notice('Read more')}>
                  Read more
                </Button>
              </Card.Body>
              <Card.Footer className="text-body-secondary">2 days ago</Card.Footer>
            </Card>
          </Col>
          <Col>
            <Card className="h-100 text-bg-primary">
              <Card.Body>
                <Card.Title as="h3">Coloured card</Card.Title>
                <Card.Text>A card in the theme’s primary colour, with white text that keeps its contrast.</Card.Text>
              </Card.Body>
            </Card>
          </Col>
          <Col>
            <Card className="h-100 border-success">
              <Card.Header className="bg-success-subtle text-success-emphasis border-success">Border card</Card.Header>
              <Card.Body className="text-success-emphasis">
                <Card.Title as="h3">Success border</Card.Title>
                <Card.Text>Border utilities colour the card’s outline only.</Card.Text>
              </Card.Body>
            </Card>
          </Col>
        </Row>
      </Example>
      <Example title={t('basicCards.group')} description={t('basicCards.groupHint')}>
        <CardGroup>
          {products.map((p) => (
            <Card key={p.title}>
              <Card.Img
                variant="top"
                src={`/assets/demo/products/${p.image}.svg`}
                alt={p.title}
                className="vt-card-img"
              />
              <Card.Body>
                <Card.Title as="h3">{p.title}</Card.Title>
                <Card.Text>{p.text}</Card.Text>
              </Card.Body>
              <Card.Footer>
                <small className="text-body-secondary">Last updated 3 mins ago</small>
              </Card.Footer>
            </Card>
          ))}
        </CardGroup>
      </Example>
      <Example title={t('basicCards.horizontal')}>
        <Card className="overflow-hidden">
          <Row className="g-0">
            <Col sm={4} className="bg-body-tertiary d-flex align-items-center justify-content-center p-3">
              <img src="/assets/demo/products/computers.svg" alt="Laptop" className="img-fluid vt-card-side-img" />
            </Col>
            <Col sm={8}>
              <Card.Body>
                <Card.Title as="h3">Horizontal card</Card.Title>
                <Card.Text>
                  The image sits at the start and the text beside it from the small breakpoint; on a phone they stack.
                </Card.Text>
                <Card.Text>
                  <small className="text-body-secondary">Last updated 3 mins ago</small>
                </Card.Text>
              </Card.Body>
            </Col>
          </Row>
        </Card>
      </Example>
    </ShowcasePage>
  );
}
