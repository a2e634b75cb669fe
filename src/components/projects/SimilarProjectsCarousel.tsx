import { styled } from "@linaria/react"
import { useStrings } from "../../hooks/use-lang"
import { PROJECTS } from "../../lib/i18n/ui/projects"
import { A11y, Keyboard, Navigation, Pagination } from "swiper/modules"
import { Swiper, SwiperSlide } from "swiper/react"
import { mq, theme } from "../../styles/theme"
import { Icon } from "../ui/Icon"
import { ProjectCard, type ProjectCardProps } from "./ProjectCard"

/** docs/behaviour.md §2 "Project template page": 1 slide below 768px, 2 from 768px, 3 from 992px, 30px apart. */
export const SIMILAR_BREAKPOINTS = { 0: 1, 768: 2, 992: 3 } as const
export const SIMILAR_SPACING = 30

const breakpoints = Object.fromEntries(
  Object.entries(SIMILAR_BREAKPOINTS).map(([width, slidesPerView]) => [
    width,
    { slidesPerView, spaceBetween: SIMILAR_SPACING },
  ]),
)

/**
 * A swiper of project cards with arrows and clickable pagination dots. Only swiper's core layout
 * rules are used, written here, so no global swiper stylesheet is added to every page; the slides
 * have their final widths in the server HTML, so the page does not shift when swiper starts.
 */
export function SimilarProjectsCarousel({ projects, label }: { projects: readonly ProjectCardProps[]; label: string }) {
  const t = useStrings(PROJECTS)
  return (
    <Frame>
      <Swiper
        modules={[Navigation, Pagination, A11y, Keyboard]}
        breakpoints={breakpoints}
        slidesPerView={1}
        spaceBetween={SIMILAR_SPACING}
        speed={450}
        keyboard={{ enabled: true, onlyInViewport: true }}
        navigation={{ prevEl: ".similar-prev", nextEl: ".similar-next" }}
        pagination={{ el: ".similar-pagination", clickable: true }}
        a11y={{
          containerMessage: label,
          slideLabelMessage: t.slideLabel,
          prevSlideMessage: t.previousProjects,
          nextSlideMessage: t.nextProjects,
          paginationBulletMessage: t.goToProject,
        }}
        watchSlidesProgress
      >
        {projects.map((project) => (
          <SwiperSlide key={project.slug}>
            <ProjectCard {...project} />
          </SwiperSlide>
        ))}
      </Swiper>
      <Controls>
        <Arrow type="button" className="similar-prev" aria-label={t.previousProjects}>
          <Icon name="arrowLeft" size={20} />
        </Arrow>
        <Dots className="similar-pagination" />
        <Arrow type="button" className="similar-next" aria-label={t.nextProjects}>
          <Icon name="arrowRight" size={20} />
        </Arrow>
      </Controls>
    </Frame>
  )
}

const slideWidth = (perView: number) => `calc((100% - ${(perView - 1) * SIMILAR_SPACING}px) / ${perView})`

const Frame = styled.div`
  .swiper {
    position: relative;
    overflow: hidden;
    list-style: none;
    padding: 0.25rem 0 0.5rem;
    z-index: 1;
  }
  .swiper-wrapper {
    position: relative;
    display: flex;
    width: 100%;
    box-sizing: content-box;
    transition-property: transform;
    transition-timing-function: ${theme.motion.easing};
    z-index: 1;
  }
  .swiper-slide {
    flex-shrink: 0;
    position: relative;
    height: auto;
    display: flex;
    width: ${slideWidth(1)};
    margin-right: ${SIMILAR_SPACING}px;
    > * {
      width: 100%;
    }
  }
  ${mq.md} {
    .swiper-slide {
      width: ${slideWidth(2)};
    }
  }
  ${mq.ml} {
    .swiper-slide {
      width: ${slideWidth(3)};
    }
  }
  .swiper-notification {
    position: absolute;
    left: 0;
    top: 0;
    opacity: 0;
    pointer-events: none;
    z-index: -1000;
  }
  ${mq.reducedMotion} {
    .swiper-wrapper {
      transition-duration: 0ms !important;
    }
  }
`

const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 1rem;
  margin-top: 1.5rem;
`

const Arrow = styled.button`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  border: 1px solid ${theme.colors.primary};
  background: ${theme.colors.white};
  color: ${theme.colors.primary};
  cursor: pointer;
  transition:
    background ${theme.motion.fast},
    color ${theme.motion.fast};
  &:hover:not(:disabled) {
    background: ${theme.colors.primary};
    color: ${theme.colors.white};
  }
  &:disabled {
    opacity: 0.4;
    cursor: default;
  }
`

const Dots = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  min-height: 24px;
  .swiper-pagination-bullet {
    display: inline-grid;
    place-items: center;
    width: 24px;
    height: 24px;
    cursor: pointer;
    border-radius: 50%;
    &::before {
      content: "";
      width: 10px;
      height: 10px;
      border-radius: 50%;
      background: ${theme.colors.muted};
      opacity: 0.45;
      transition:
        background ${theme.motion.fast},
        transform ${theme.motion.fast};
    }
  }
  .swiper-pagination-bullet-active::before {
    background: ${theme.colors.accent};
    opacity: 1;
    transform: scale(1.2);
  }
`
