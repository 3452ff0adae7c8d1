// An organisational chart drawn from content data: the image (opens full-bleed in the viewer), an optional
// 'Loading High-Quality Chart' overlay, and the same chart as a nested text list for every reader.
import { ListTree, LoaderCircle, Maximize2 } from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import type { OrgChart, OrgNode } from '../../../../content/org-charts/chart-types.ts';
import { orgChartDataUrl, renderOrgChartSvg } from './render-org-chart.ts';

export const CHART_LOADING_TEXT = 'Loading High-Quality Chart';

// The viewer (and its swipe handling) loads when a visitor opens a chart, not with every page that shows one.
const ImageViewer = lazy(() => import('../image-viewer.tsx').then((m) => ({ default: m.ImageViewer })));

export function useOrgChartImage(chart: OrgChart, campusName: string) {
  return useMemo(() => {
    const rendered = renderOrgChartSvg(chart, campusName);
    return { src: orgChartDataUrl(rendered), width: rendered.width, height: rendered.height };
  }, [chart, campusName]);
}

/**
 * The chart at three times the size, for the viewer (which shrinks images to fit but never enlarges them):
 * drawn only when the viewer opens, not for every chart while the page hydrates.
 */
const viewerImageOf = (chart: OrgChart, campusName: string) =>
  orgChartDataUrl(renderOrgChartSvg(chart, campusName, 3));

export interface OrgChartFigureProps {
  chart: OrgChart;
  /**
   * The campus named under the chart (siteConfig.campus_name), given by the page: the site configuration is
   * 1.2 KiB of script the chart's island would otherwise load with it.
   */
  campusName: string;
  /** Show the loading overlay until the image reports load (or error). */
  loadingOverlay?: boolean;
  /** Called once the image has loaded or failed, e.g. so a directory remembers it. */
  onSettled?: () => void;
  /** Hide the overlay from the start (the chart has loaded before). */
  alreadyLoaded?: boolean;
  /** Text list open from the start. */
  listOpen?: boolean;
  className?: string;
}

export function OrgChartFigure({
  chart,
  campusName,
  loadingOverlay = false,
  onSettled,
  alreadyLoaded = false,
  listOpen = false,
  className,
}: OrgChartFigureProps) {
  const image = useOrgChartImage(chart, campusName);
  const [settled, setSettled] = useState(alreadyLoaded);
  const [viewerOpen, setViewerOpen] = useState(false);
  const viewerSrc = useMemo(
    () => (viewerOpen ? viewerImageOf(chart, campusName) : ''),
    [viewerOpen, chart, campusName],
  );
  const settle = () => {
    setSettled(true);
    onSettled?.();
  };

  return (
    <figure className={className}>
      <button
        type="button"
        onClick={() => setViewerOpen(true)}
        aria-label={`View full size: ${chart.title}`}
        className="group relative block w-full cursor-zoom-in overflow-hidden rounded-2xl border border-slate-200 bg-white p-2 shadow-sm shadow-slate-900/5 transition hover:border-brand-300 hover:shadow-md sm:p-4"
      >
        <img
          src={image.src}
          alt={chart.title}
          width={image.width}
          height={image.height}
          // Drawing a chart with its text takes a while on a phone: never hold a frame back for it.
          decoding="async"
          onLoad={settle}
          onError={settle}
          // A server-rendered image may finish before hydration attaches onLoad: settle on what it shows.
          ref={(el) => {
            if (el?.complete && !settled) settle();
          }}
          className="mx-auto h-auto max-h-[42rem] w-auto max-w-full object-contain"
        />
        <span className="pointer-events-none mx-auto mt-2 flex w-fit items-center gap-1.5 rounded-full bg-brand-800/90 px-3 py-1.5 text-xs font-semibold text-white shadow-sm transition group-hover:bg-brand-700 sm:absolute sm:right-3 sm:bottom-3 sm:mt-0">
          <Maximize2 aria-hidden="true" className="size-3.5" />
          View full size
        </span>
        {loadingOverlay && !settled && (
          <span
            role="status"
            className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-white/90 text-sm font-semibold text-brand-800 backdrop-blur-sm"
          >
            <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-brand-600" />
            {CHART_LOADING_TEXT}
          </span>
        )}
      </button>
      <figcaption className="mt-3">
        <details open={listOpen} className="group rounded-xl border border-slate-200 bg-slate-50/60">
          <summary className="flex cursor-pointer list-none items-center gap-2 rounded-xl px-4 py-3 text-sm font-semibold text-brand-800 hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
            <ListTree aria-hidden="true" className="size-4" />
            <span className="group-open:hidden">Show the chart as a list</span>
            <span className="hidden group-open:inline">Hide the list</span>
          </summary>
          <div className="px-4 pt-1 pb-4">
            <OrgChartList nodes={[chart.root]} />
          </div>
        </details>
      </figcaption>
      {viewerOpen && (
        <Suspense fallback={null}>
          <ImageViewer
            images={[{ src: viewerSrc, alt: chart.title }]}
            fullBleed
            label={chart.title}
            onClose={() => setViewerOpen(false)}
          />
        </Suspense>
      )}
    </figure>
  );
}

/** The chart as nested lists: who holds which position, under whom. */
export function OrgChartList({ nodes, nested = false }: { nodes: OrgNode[]; nested?: boolean }) {
  return (
    <ul className={nested ? 'mt-2 ml-2 grid gap-2 border-l-2 border-brand-100 pl-4' : 'grid gap-2'}>
      {nodes.map((n) => (
        <li key={`${n.role}|${n.name}`}>
          <span className="font-semibold text-slate-900">{n.name}</span>
          <span className="text-slate-600"> — {n.role}</span>
          {n.children && n.children.length > 0 && <OrgChartList nodes={n.children} nested />}
        </li>
      ))}
    </ul>
  );
}
