package org.trainprep.report;

import org.knowm.xchart.AnnotationLine;
import org.knowm.xchart.AnnotationText;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.internal.chartpart.Chart;
import org.knowm.xchart.style.Styler;

import java.awt.Color;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Base64;
import java.util.List;

/** The report's charts, drawn with XChart and returned as PNG data URIs, so the page needs no other file. */
final class Charts {

    static final int WIDTH = 760;
    static final int HEIGHT = 340;
    private static final Color CUT = new Color(0xC0392B);

    static {
        // PNGs encoded in memory: ImageIO's default caches each in a temporary file, whose JVM shutdown
        // hook (StreamCloser) printed a NullPointerException when Ctrl-C came while a chart was drawn
        javax.imageio.ImageIO.setUseCache(false);
    }

    private Charts() {
    }

    /** Grouped bars: one series per entry of {@code series}, over {@code categories}. */
    static String bars(String title, String xTitle, String yTitle, List<String> categories,
                       java.util.Map<String, List<? extends Number>> series) {
        CategoryChart c = new CategoryChartBuilder().width(WIDTH).height(HEIGHT).title(title).xAxisTitle(xTitle)
                .yAxisTitle(yTitle).build();
        style(c.getStyler());
        c.getStyler().setLegendVisible(series.size() > 1);
        c.getStyler().setXAxisLabelRotation(categories.size() > 8 ? 45 : 0);
        c.getStyler().setOverlapped(false);
        series.forEach((name, values) -> c.addSeries(name, categories, values));
        return png(c);
    }

    /**
     * A histogram as a step area over bucket starts, with a vertical line at {@code cutAt} and its label.
     */
    static String histogram(String title, String xTitle, String yTitle, double[] starts, double[] counts,
                            double cutAt, String cutLabel) {
        XYChart c = new XYChartBuilder().width(WIDTH).height(HEIGHT).title(title).xAxisTitle(xTitle)
                .yAxisTitle(yTitle).build();
        style(c.getStyler());
        c.getStyler().setLegendVisible(false);
        c.getStyler().setDefaultSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.StepArea);
        c.getStyler().setMarkerSize(0);
        c.addSeries("counts", starts, counts);
        mark(c, cutAt, cutLabel, max(counts) * 0.92);
        return png(c);
    }

    /** A curve on a logarithmic x axis, with a vertical line at {@code markAt} and its label. */
    static String logCurve(String title, String xTitle, String yTitle, double[] xs, double[] ys, double markAt,
                           String markLabel) {
        XYChart c = new XYChartBuilder().width(WIDTH).height(HEIGHT).title(title).xAxisTitle(xTitle)
                .yAxisTitle(yTitle).build();
        style(c.getStyler());
        c.getStyler().setLegendVisible(false);
        c.getStyler().setXAxisLogarithmic(true);
        c.getStyler().setYAxisMin(0.0);
        c.getStyler().setYAxisMax(100.0);
        c.addSeries("coverage", xs, ys);
        mark(c, markAt, markLabel, 8);
        return png(c);
    }

    private static double max(double[] v) {
        double m = 0;
        for (double x : v) {
            m = Math.max(m, x);
        }
        return m;
    }

    private static void mark(XYChart c, double at, String label, double labelY) {
        AnnotationLine line = new AnnotationLine(at, true, false);
        c.addAnnotation(line);
        c.getStyler().setAnnotationLineColor(CUT);
        c.getStyler().setAnnotationLineStroke(new java.awt.BasicStroke(2f));
        AnnotationText text = new AnnotationText(label, at, labelY, false);
        c.addAnnotation(text);
        c.getStyler().setAnnotationTextFontColor(CUT);
    }

    private static void style(org.knowm.xchart.style.AxesChartStyler s) {
        // tick labels in one locale: XChart takes the JVM's, and a Turkish driver drew "1.000" for
        // "1,000", so the report's bytes followed the machine it ran on
        s.setLocale(java.util.Locale.ROOT);
        s.setChartBackgroundColor(Color.WHITE);
        s.setPlotBackgroundColor(Color.WHITE);
        s.setLegendPosition(Styler.LegendPosition.InsideNE);
        s.setChartTitleBoxVisible(false);
        s.setAntiAlias(true);
    }

    private static String png(Chart<?, ?> chart) {
        try {
            return "data:image/png;base64," + Base64.getEncoder().encodeToString(
                    BitmapEncoder.getBitmapBytes(chart, BitmapEncoder.BitmapFormat.PNG));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
