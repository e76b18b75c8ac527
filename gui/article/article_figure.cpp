#include "gui/article/article_figure.hpp"

#include <qcustomplot.h>

#include <QFontDatabase>

#include <algorithm>
#include <cmath>
#include <limits>

#include "gui/report/figure_style.hpp"
#include "gui/text_format.hpp"

namespace iometry::gui {
namespace {

using article::Figure;
using article::FigureSeries;

// A device keeps its marker in every figure (grey print tells the devices apart); a
// device's curves differ by dash pattern, its bars by fill.
const QCPScatterStyle::ScatterShape kShapes[] = {
    QCPScatterStyle::ssCircle,  QCPScatterStyle::ssSquare, QCPScatterStyle::ssTriangle,
    QCPScatterStyle::ssDiamond, QCPScatterStyle::ssCross,  QCPScatterStyle::ssTriangleInverted,
    QCPScatterStyle::ssPlus,    QCPScatterStyle::ssStar};
const Qt::PenStyle kDashes[] = {Qt::SolidLine, Qt::DashLine, Qt::DashDotLine, Qt::DashDotDotLine};
const Qt::BrushStyle kFills[] = {Qt::SolidPattern, Qt::BDiagPattern, Qt::Dense4Pattern, Qt::CrossPattern};

/** A value axis over [lo, hi] (lo may be below 0) with round ticks. */
void setRange(QCPAxis* axis, double lo, double hi) {
    lo = std::min(0.0, lo);
    if (!(hi > lo)) hi = lo + 1;
    if (lo == 0) {
        figure::setValueAxis(axis, figure::niceStep(hi));
        return;
    }
    const double step = figure::niceStep(hi - lo);
    figure::setValueAxis(axis, step);
    axis->setRange(std::floor(lo / step) * step, std::ceil(hi / step) * step);
}

struct Extent {
    double lo = std::numeric_limits<double>::infinity();
    double hi = -std::numeric_limits<double>::infinity();
    void add(double v) {
        if (!std::isfinite(v)) return;
        lo = std::min(lo, v);
        hi = std::max(hi, v);
    }
    bool empty() const { return lo > hi; }
};

/** A small note beside a point ("(sender-limited)"), above it. */
void addNote(QCustomPlot* plot, QCPAxis* valueAxis, double x, double y, const QString& text, const QFont& base) {
    auto* label = new QCPItemText(plot);
    label->position->setAxes(plot->xAxis, valueAxis);
    label->position->setType(QCPItemPosition::ptPlotCoords);
    label->position->setCoords(x, y);
    label->setPositionAlignment(Qt::AlignHCenter | Qt::AlignBottom);
    label->setPadding(QMargins(0, 0, 0, 6));
    QFont font = base;
    font.setPointSizeF(8);
    label->setFont(font);
    label->setText(text);
    label->setClipToAxisRect(false);
}

/** The right axis, labelled @p label, over [@p lo, @p hi]: a quantity beside the main one. */
void showRightAxis(QCustomPlot* plot, const QString& label, double lo, double hi) {
    plot->yAxis2->setVisible(true);
    plot->yAxis2->setTickLabels(true);
    plot->yAxis2->grid()->setVisible(false);
    plot->yAxis2->setLabel(label);
    setRange(plot->yAxis2, lo, hi);
}

/** The pen and marker of a line series: a device's colour and marker, a curve's dash. */
void styleGraph(QCPGraph* graph, const FigureSeries& s) {
    const QColor color = s.reference && s.device.empty() ? figure::neutralColor() : figure::seriesColor(s.colour);
    if (s.reference) {  // a model or the diagonal: thin, under the curves, no markers
        graph->setPen(QPen(color, 1.2, s.device.empty() ? Qt::DotLine : Qt::SolidLine));
        return;
    }
    if (s.marks) {  // points singled out: a ring around each, no line
        graph->setLineStyle(QCPGraph::lsNone);
        graph->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(color, 2), Qt::NoBrush, 16));
        return;
    }
    graph->setPen(QPen(color, s.secondary ? 1.2 : 2.0,
                       s.secondary ? Qt::DotLine : kDashes[static_cast<std::size_t>(s.variant) % std::size(kDashes)]));
    if (s.steps) {  // a distribution: P(X ≥ x) holds until the next x
        graph->setLineStyle(QCPGraph::lsStepLeft);
        return;
    }
    QCPScatterStyle marker(kShapes[s.colour % std::size(kShapes)], color, s.secondary ? 4 : 7);
    if (!s.secondary) marker.setBrush(Qt::white);
    graph->setScatterStyle(marker);
}

void drawLines(QCustomPlot* plot, const Figure& f, const ArticleLanguage& language, const figure::Fonts& fonts) {
    const bool logX = f.xScale == Figure::Scale::Log10 || f.xScale == Figure::Scale::Log2;
    const bool logY = f.yScale == Figure::Scale::Log10;
    Extent x, y, y2;
    bool right = false;
    for (const FigureSeries& s : f.series) {
        QCPAxis* valueAxis = s.rightAxis ? plot->yAxis2 : plot->yAxis;
        right = right || s.rightAxis;
        auto* graph = new figure::FigureGraph(plot->xAxis, valueAxis);
        graph->setName(seriesName(s, language));
        styleGraph(graph, s);
        QVector<double> keys, values, low, high;
        for (const article::FigurePoint& p : s.points) {
            // A log axis has no place for 0 or less: nothing measured there, no point.
            if ((logX && !(p.x > 0)) || (logY && !s.rightAxis && !(p.y > 0))) continue;
            keys << p.x;
            values << p.y;  // NaN leaves a gap
            low << p.low;
            high << p.high;
            if (!s.reference) x.add(p.x);
            if (!p.note.empty()) addNote(plot, valueAxis, p.x, p.y, language.words(p.note), fonts.base);
            if (s.reference) continue;  // a line to the axes' edge does not stretch them
            (s.rightAxis ? y2 : y).add(p.y - p.low);
            (s.rightAxis ? y2 : y).add(p.y + p.high);
        }
        graph->setData(keys, values, true);
        if (!s.rightAxis && !logY) figure::addErrorBars(graph, low, high);
    }
    if (f.xScale == Figure::Scale::Log2 && f.xKey == "size")
        // Sizes in the article's units, each tick with its own ("64 B", "256 KiB").
        figure::setLog2SizeAxis(
            plot->xAxis, x.empty() ? 1 : x.lo, x.empty() ? 2 : x.hi,
            [&language](double bytes) { return language.bytes(bytes).replace(QLatin1Char(' '), QChar(0x00A0)); },
            plot->width());
    else if (f.xScale == Figure::Scale::Log2)  // doubling counts: queue depths, requests in flight
        figure::setLog2SizeAxis(
            plot->xAxis, x.empty() ? 1 : x.lo, x.empty() ? 2 : x.hi,
            [&language](double n) { return language.number(n, 0); }, plot->width());
    else if (f.xScale == Figure::Scale::Log10)
        figure::setLogAxis(plot->xAxis, x.empty() ? 1 : x.lo, x.empty() ? 10 : x.hi);
    else
        setRange(plot->xAxis, x.empty() ? 0 : x.lo, x.empty() ? 1 : x.hi);
    if (logY) figure::setLogAxis(plot->yAxis, y.empty() ? 1 : y.lo, y.empty() ? 10 : y.hi);
    else setRange(plot->yAxis, y.empty() ? 0 : y.lo, y.empty() ? 1 : y.hi);
    // The right axis when a curve is drawn against it (the Report page's detail may be).
    if (!f.y2Label.empty() && right) {
        showRightAxis(plot, language.words(f.y2Label), y2.empty() ? 0 : y2.lo, y2.empty() ? 1 : y2.hi);
    }
}

void drawBars(QCustomPlot* plot, const Figure& f, const ArticleLanguage& language, const figure::Fonts& fonts) {
    // The bars of one category side by side, each series at its own offset, so a value's
    // label sits over its bar.
    const std::size_t n = std::max<std::size_t>(1, f.series.size());
    const double width = 0.8 / static_cast<double>(n);
    const double categories = std::max<double>(1, static_cast<double>(f.categories.size()));
    QFont labelFont = fonts.base;
    labelFont.setPointSizeF(8);
    Extent y, y2;
    struct Label {
        double x, y;
        QString text;
        bool right = false;
    };
    std::vector<Label> labels;
    for (std::size_t k = 0; k < f.series.size(); ++k) {
        const FigureSeries& s = f.series[k];
        const double offset = (static_cast<double>(k) - static_cast<double>(n - 1) / 2) * width;
        // A quantity beside the main one (the CPU load) against the right axis.
        auto* b = new QCPBars(plot->xAxis, s.rightAxis ? plot->yAxis2 : plot->yAxis);
        b->setName(seriesName(s, language));
        const QColor color = figure::seriesColor(s.colour);
        b->setPen(QPen(color.darker(130), 1));
        b->setBrush(QBrush(color, kFills[static_cast<std::size_t>(s.variant) % std::size(kFills)]));
        b->setWidth(width * 0.92);
        QVector<double> keys, values;
        for (const article::FigurePoint& p : s.points) {
            if (!std::isfinite(p.y)) {
                // No bar, but words on why (a rate the tester could not offer): on the axis.
                if (!p.note.empty()) addNote(plot, plot->yAxis, p.x + offset, 0, language.words(p.note), fonts.base);
                continue;
            }
            keys << p.x + offset;
            values << p.y;
            QString text = language.number(p.y, std::abs(p.y) >= 100 ? 0 : 1);
            if (!p.note.empty()) text += QLatin1Char('\n') + language.words(p.note);
            labels.push_back({p.x + offset, p.y, text, s.rightAxis});
            (s.rightAxis ? y2 : y).add(p.y);
        }
        b->setData(keys, values, true);
    }
    // Each bar carries its value, the number the reader looks for, when the labels fit side
    // by side: the room between two bars' centres (a category's, for one series), at the
    // width the axes will have (the figure less the value axes' labels). Labels that would
    // run into each other ("58,850,8") are left to the table.
    const double unitPx = std::max(1, plot->width() - 140) / (categories + 0.2);
    const double roomPx = (n == 1 ? 1.0 : width) * unitPx - 4;
    const QFontMetrics metrics(labelFont);
    const bool fit = labels.size() <= 24 && std::all_of(labels.begin(), labels.end(), [&](const Label& l) {
        for (const QString& line : l.text.split(QLatin1Char('\n')))
            if (metrics.horizontalAdvance(line) > roomPx) return false;
        return true;
    });
    if (fit)
        for (const Label& l : labels) {
            auto* label = new QCPItemText(plot);
            label->position->setType(QCPItemPosition::ptPlotCoords);
            if (l.right) label->position->setAxes(plot->xAxis, plot->yAxis2);
            label->position->setCoords(l.x, l.y);
            label->setPositionAlignment(Qt::AlignHCenter | Qt::AlignBottom);
            label->setPadding(QMargins(0, 0, 0, 2));
            label->setFont(labelFont);
            label->setText(l.text);
            label->setClipToAxisRect(false);
        }
    // A category's name on lines of its own slot when it would run into the next: first at
    // its comma ("Передача,\nMTU 1500"), then between words ("Полный\nдуплекс,\nMTU 1500").
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    const QFontMetrics tickMetrics(fonts.base);
    const int slot = std::max(1, static_cast<int>(unitPx) - 8);
    for (std::size_t i = 0; i < f.categories.size(); ++i) {
        QString name = language.words(f.categories[i]);
        if (tickMetrics.horizontalAdvance(name) > slot) {
            if (const qsizetype comma = name.indexOf(QStringLiteral(", ")); comma > 0)
                name.replace(comma, 2, QStringLiteral(",\n"));
            name = wrapText(name, fonts.base, slot);
        }
        ticker->addTick(static_cast<double>(i), name);
    }
    ticker->setSubTickCount(0);
    plot->xAxis->setTicker(ticker);
    plot->xAxis->setRange(-0.6, categories - 0.4);
    plot->xAxis->grid()->setVisible(false);
    // Room above the tallest bar for its label.
    setRange(plot->yAxis, 0, y.empty() ? 1 : y.hi * (fit ? 1.12 : 1.0));
    if (!y2.empty()) showRightAxis(plot, language.words(f.y2Label), 0, y2.hi * (fit ? 1.12 : 1.0));
}

}  // namespace

QString seriesName(const FigureSeries& series, const ArticleLanguage& language) {
    const QString device = QString::fromStdString(series.device);
    if (series.qualifier.empty()) return device;
    if (device.isEmpty()) return language.words(series.qualifier);  // the Report page's one run
    // Joined as the language joins them ("%1, %2"; Chinese with its own comma), a no-break
    // space after the comma: an SVG viewer drops a space that ends a text run, and the
    // legend's text is split into runs where the script changes.
    QString joined = language.lookUp("Article", QT_TRANSLATE_NOOP("Article", "%1, %2"));
    joined.replace(QStringLiteral(", "), QStringLiteral(",\u00A0"));
    return joined.arg(device, language.words(series.qualifier));
}

void drawArticleFigure(QCustomPlot* plot, const Figure& f, const ArticleLanguage& language) {
    plot->setLocale(language.locale());
    // A family by its name, not the generic "Sans Serif" the SVG would otherwise name: a
    // browser resolves that to a wider font of its own, and a legend's text, split into runs
    // where the script changes, then runs into its next word (the article's HTML names the
    // same family).
    if (static const bool dejaVu = QFontDatabase::hasFamily(QStringLiteral("DejaVu Sans")); dejaVu) {
        QFont font = plot->font();
        font.setFamily(QStringLiteral("DejaVu Sans"));
        plot->setFont(font);
    }
    const figure::Fonts fonts = figure::fonts(plot);
    figure::beginFigure(plot, language.words(f.title), fonts);
    plot->xAxis->setLabel(language.words(f.xLabel));
    plot->yAxis->setLabel(language.words(f.yLabel));
    if (f.kind == Figure::Kind::Bars) drawBars(plot, f, language, fonts);
    else drawLines(plot, f, language, fonts);
    // Shaded spans of x behind the curves (a run's idle seconds).
    for (const auto& [from, to] : f.shaded) {
        auto* rect = new QCPItemRect(plot);
        for (QCPItemPosition* p : {rect->topLeft, rect->bottomRight}) {
            p->setTypeX(QCPItemPosition::ptPlotCoords);
            p->setTypeY(QCPItemPosition::ptAxisRectRatio);
        }
        rect->topLeft->setCoords(from, 0);
        rect->bottomRight->setCoords(to, 1);
        rect->setPen(Qt::NoPen);
        rect->setBrush(QColor(128, 128, 128, 45));
        rect->setLayer(QStringLiteral("background"));
        rect->setClipToAxisRect(true);
    }
    // A series without a name (the one curve of the Report page's run) has no legend entry.
    int named = 0;
    for (int i = 0; i < plot->plottableCount(); ++i) {
        QCPAbstractPlottable* p = plot->plottable(i);
        if (p->name().isEmpty()) p->removeFromLegend();
        else named += !qobject_cast<QCPErrorBars*>(p);
    }
    const int columns = named <= 4 ? std::max(1, named) : 3;
    figure::finishFigure(plot, fonts, {plot->xAxis, plot->yAxis, plot->yAxis2}, columns);
}

}  // namespace iometry::gui
