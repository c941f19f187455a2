import { Pause, Play } from 'lucide-react';
import { useState } from 'react';
import { Button, Carousel } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Example, ExampleGrid, ShowcasePage } from '../shared/ShowcasePage';
import './carousel.scss';

/** Slides drawn with gradients (dark enough for white captions), so the demo needs no photos. */
const slides = [
  { title: 'First slide', text: 'Mountains at dawn, in violet and blue.', tone: 'violet' },
  { title: 'Second slide', text: 'A green valley after the rain.', tone: 'green' },
  { title: 'Third slide', text: 'The city at night, in deep red.', tone: 'red' },
];

/** The items as a plain list: Carousel needs its Carousel.Item elements as direct children. */
function slideItems(captions: boolean) {
  return slides.map((s) => (
    // The gradient is on the item, the caption's own ancestor, so contrast checkers see what is behind the text.
    <Carousel.Item key={s.title} className={`vt-slide-${s.tone}`}>
      <div className="vt-slide" role="img" aria-label={s.text} />
      {captions && (
        <Carousel.Caption>
          <h3 className="h5">{s.title}</h3>
          <p className="mb-0">{s.text}</p>
        </Carousel.Caption>
      )}
    </Carousel.Item>
  ));
}

/** Carousels: with captions and labelled controls, a cross-fading one, and one the user can pause. */
export default function CarouselPage() {
  const { t } = useTranslation('uiComponents');
  const [paused, setPaused] = useState(false);
  const labels = { prevLabel: t('carousel.previous'), nextLabel: t('carousel.next') };
  return (
    <ShowcasePage pageId="compCarousel" description={t('carousel.description')}>
      <ExampleGrid>
        <Example title={t('carousel.captions')}>
          <Carousel {...labels} interval={null} data-testid="carousel-captions">
            {slideItems(true)}
          </Carousel>
        </Example>
        <Example title={t('carousel.fade')}>
          <Carousel {...labels} fade interval={4000}>
            {slideItems(false)}
          </Carousel>
        </Example>
        <Example title={t('carousel.pause')} description={t('carousel.pauseHint')}>
          <Carousel
            {...labels}
            interval={paused ? null : 3000}
            pause={false}
            indicatorLabels={slides.map((s) => s.title)}
          >
            {slideItems(true)}
          </Carousel>
          <Button
            variant="outline-secondary"
            className="mt-3 d-inline-flex align-items-center gap-2"
            aria-pressed={paused}
            onClick={() => setPaused((p) => !p)}
          >
            {paused ? <Play size={16} aria-hidden /> : <Pause size={16} aria-hidden />}
            {paused ? t('carousel.play') : t('carousel.pauseButton')}
          </Button>
        </Example>
      </ExampleGrid>
    </ShowcasePage>
  );
}
