import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/effect-fade';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { Pause, Play } from 'lucide-react';
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay, EffectFade, Keyboard, Navigation, Pagination } from 'swiper/modules';
import { Swiper, type SwiperProps, SwiperSlide } from 'swiper/react';
import { Example, ExampleGrid, ShowcasePage } from '../shared/ShowcasePage';
import { useDocumentDir } from '../shared/useDocumentDir';
import './swiper.scss';

const tones = ['primary', 'success', 'warning', 'info', 'danger', 'secondary'] as const;
const slides = ['Linen shirts', 'Ceramic mugs', 'Desk lamps', 'Wool scarves', 'Notebooks', 'Plant pots'];

/**
 * The slides as direct children: Swiper's React component recognises SwiperSlide elements only
 * when they are its own children, so this is a function call, not a component.
 */
function slideElements(count = slides.length) {
  return slides.slice(0, count).map((name, i) => (
    <SwiperSlide key={name}>
      <div className={`vt-slide bg-${tones[i % tones.length]}-subtle text-${tones[i % tones.length]}-emphasis`}>
        <span className="vt-slide-number">{i + 1}</span>
        <span className="fw-semibold">{name}</span>
      </div>
    </SwiperSlide>
  ));
}

/** /extensions/swiper: Swiper's React components with navigation, pagination, autoplay, breakpoints and fade. */
export default function SwiperPage() {
  const { t } = useTranslation('uiExtensions');
  const dir = useDocumentDir();
  const [autoplay, setAutoplay] = useState<SwiperInstance | null>(null);
  const [playing, setPlaying] = useState(true);
  // Keyboard arrows and screen-reader labels on every carousel, in the page's language; re-made on a direction switch.
  const common: SwiperProps = {
    modules: [Navigation, Pagination, Keyboard, A11y, Autoplay, EffectFade],
    keyboard: { enabled: true, onlyInViewport: true },
    a11y: {
      prevSlideMessage: t('swiper.previous'),
      nextSlideMessage: t('swiper.next'),
      firstSlideMessage: t('swiper.first'),
      lastSlideMessage: t('swiper.last'),
      // Swiper fills in {{index}} and {{slidesLength}} itself: they pass through i18next untouched.
      paginationBulletMessage: t('swiper.goTo', { index: '{{index}}' }),
      slideLabelMessage: t('swiper.slideLabel', { index: '{{index}}', slidesLength: '{{slidesLength}}' }),
    },
    dir,
    spaceBetween: 16,
  };
  const toggle = () => {
    if (!autoplay) return;
    if (playing) autoplay.autoplay.stop();
    else autoplay.autoplay.start();
    setPlaying(!playing);
  };
  return (
    <ShowcasePage pageId="extSwiper" description={t('swiper.description')}>
      <ExampleGrid>
        <Example title={t('swiper.default')} description={t('swiper.defaultText')}>
          <Swiper key={`a-${dir}`} {...common}>
            {slideElements()}
          </Swiper>
        </Example>
        <Example title={t('swiper.navigation')} description={t('swiper.navigationText')}>
          <Swiper key={`b-${dir}`} {...common} navigation pagination={{ clickable: true }}>
            {slideElements()}
          </Swiper>
        </Example>
        <Example title={t('swiper.autoplay')} description={t('swiper.autoplayText')}>
          {/* Focus inside pauses it too, so a keyboard user is not chased by moving slides. */}
          {/* biome-ignore lint/a11y/noStaticElementInteractions: listens to focus moving among the carousel's own controls */}
          <div
            onFocus={() => playing && autoplay?.autoplay.pause()}
            onBlur={() => playing && autoplay?.autoplay.resume()}
          >
            <Swiper
              key={`c-${dir}`}
              {...common}
              onSwiper={setAutoplay}
              loop
              autoplay={{ delay: 2500, pauseOnMouseEnter: true, disableOnInteraction: false }}
              pagination={{ clickable: true }}
            >
              {slideElements()}
            </Swiper>
          </div>
          <Button variant="outline-secondary" size="sm" className="mt-2" onClick={toggle} aria-pressed={!playing}>
            {playing ? (
              <Pause size={14} aria-hidden className="me-1" />
            ) : (
              <Play size={14} aria-hidden className="me-1" />
            )}
            {playing ? t('swiper.pause') : t('swiper.play')}
          </Button>
        </Example>
        <Example title={t('swiper.multiple')} description={t('swiper.multipleText')}>
          <Swiper key={`d-${dir}`} {...common} slidesPerView={3} navigation>
            {slideElements()}
          </Swiper>
        </Example>
        <Example title={t('swiper.responsive')} description={t('swiper.responsiveText')}>
          <Swiper
            key={`e-${dir}`}
            {...common}
            slidesPerView={1}
            pagination={{ clickable: true }}
            breakpoints={{ 576: { slidesPerView: 2 }, 1400: { slidesPerView: 3 } }}
          >
            {slideElements()}
          </Swiper>
        </Example>
        <Example title={t('swiper.fade')} description={t('swiper.fadeText')}>
          <Swiper
            key={`f-${dir}`}
            {...common}
            effect="fade"
            fadeEffect={{ crossFade: true }}
            navigation
            pagination={{ clickable: true }}
          >
            {slideElements(4)}
          </Swiper>
        </Example>
      </ExampleGrid>
    </ShowcasePage>
  );
}
