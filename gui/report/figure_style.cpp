#include "gui/report/figure_style.hpp"

#include "engine/document/text.hpp"
#include "engine/report/report_table.hpp"
#include "gui/text_format.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>

namespace iometry::gui::figure {

namespace {
/** The legend's wish of columns (finishFigure), which fitLegend() fits to the width. */
constexpr const char* kLegendColumns = "iometryLegendColumns";
}  // namespace

const QColor& seriesColor(std::size_t i) {
    static const QColor colors[] = {
        QColor(0, 114, 178), QColor(213, 94, 0),   QColor(0, 158, 115),   QColor(204, 121, 167),
        QColor(230, 159, 0), QColor(86, 180, 233), QColor(120, 120, 120), QColor(0, 0, 0)};
    return colors[i % (sizeof colors / sizeof colors[0])];
}

QColor neutralColor() {
    return QColor(70, 70, 70);
}

double niceStep(double top) {
    if (!(top > 0))
        return 1.0 / kDivisions;
    const double raw = top / kDivisions;
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    for (double m : {1.0, 1.5, 2.0, 2.5, 3.0, 4.0, 5.0, 6.0, 8.0, 10.0})
        if (m * magnitude >= raw * (1 - 1e-9))
            return m * magnitude;
    return 10 * magnitude;
}

void setValueAxis(QCPAxis* axis, double step) {
    auto ticker = QSharedPointer<QCPAxisTickerFixed>::create();
    ticker->setTickStep(step);
    ticker->setScaleStrategy(QCPAxisTickerFixed::ssNone);
    ticker->setTickCount(kDivisions);
    axis->setTicker(ticker);
    axis->setScaleType(QCPAxis::stLinear);
    axis->setRange(0, step * kDivisions);
    axis->setNumberFormat(QStringLiteral("g"));
    axis->setNumberPrecision(10);
}

QString sizeTickLabel(double bytes) {
    return QString::fromStdString(article::shortBytes(static_cast<std::uint64_t>(std::llround(bytes))));
}

void setLog2SizeAxis(QCPAxis* axis, double minSize, double maxSize,
                     const std::function<QString(double)>& label, int widthPx) {
    axis->setScaleType(QCPAxis::stLogarithmic);
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    const int firstExp = static_cast<int>(std::floor(std::log2(std::max(minSize, 1.0))));
    const int lastExp =
        std::max(firstExp, static_cast<int>(std::ceil(std::log2(std::max(maxSize, 1.0)))));
    const int count = lastExp - firstExp + 1;
    int every = std::max(1, (count + 15) / 16);
    // Labels with their unit ("256 KiB") are wider than "256K": every other one when they
    // would touch at the axis' width (the figure less the value axes' labels).
    if (widthPx >= 400) {  // a figure's width; a widget not laid out yet is smaller
        const QFontMetrics metrics(axis->tickLabelFont());
        int widest = 0;
        for (int e = firstExp; e <= lastExp; ++e) widest = std::max(widest, metrics.horizontalAdvance(label(std::ldexp(1.0, e))));
        const double spacing = std::max(1, widthPx - 140) / (static_cast<double>(count) + 0.8);
        while (every < count && every * spacing < widest + 6) ++every;
    }
    for (int e = firstExp; e <= lastExp; ++e) {
        const double at = std::ldexp(1.0, e);
        ticker->addTick(at, (e - firstExp) % every == 0 ? label(at) : QString());
    }
    ticker->setSubTickCount(0);
    axis->setTicker(ticker);
    axis->setRange(std::ldexp(1.0, firstExp) / std::pow(2.0, 0.4),
                   std::ldexp(1.0, lastExp) * std::pow(2.0, 0.4));
    axis->grid()->setVisible(true);
    axis->grid()->setSubGridVisible(false);
}

Fonts fonts(const QCustomPlot* plot) {
    Fonts f;
    f.base = plot->font();
    f.base.setPointSizeF(10);
    f.label = f.base;
    f.label.setPointSizeF(11);
    f.title = f.base;
    f.title.setPointSizeF(14);
    f.title.setBold(true);
    return f;
}

namespace {

QCPTextElement* titleElement(QCustomPlot* plot) {
    QCPLayoutGrid* layout = plot->plotLayout();
    if (layout->rowCount() > 0 && layout->hasElement(0, 0))
        return qobject_cast<QCPTextElement*>(layout->element(0, 0));
    return nullptr;
}

// Title above the axes, legend below them: a legend inside the axes covers curves at one
// end of the sweep or the other, whichever corner it takes.
void setUpLayout(QCustomPlot* plot) {
    QCPLayoutGrid* layout = plot->plotLayout();
    if (!titleElement(plot)) {
        layout->insertRow(0);
        layout->addElement(0, 0, new QCPTextElement(plot));
    }
    // The legend sits centred in a row of its own: [spacer | legend | spacer].
    QCPLegend* legend = plot->legend;
    if (auto* inset = qobject_cast<QCPLayoutInset*>(legend->layout())) {
        inset->take(legend);
        auto* row = new QCPLayoutGrid;
        layout->addElement(layout->rowCount(), 0, row);
        row->addElement(0, 0, new QCPLayoutElement(plot));
        row->addElement(0, 1, legend);
        row->addElement(0, 2, new QCPLayoutElement(plot));
        row->setColumnStretchFactors({1, 0.001, 1});
        row->setColumnSpacing(0);
        row->setMargins(QMargins(0, 0, 0, 8));
    }
    layout->setRowSpacing(0);
    for (int r = 0; r < layout->rowCount(); ++r)
        layout->setRowStretchFactor(r, layout->element(r, 0) == plot->axisRect() ? 1 : 0.001);
}

}  // namespace

void setTitles(QCustomPlot* plot, const QString& title, const QString& subtitle,
               const Fonts& f) {
    setUpLayout(plot);
    // The subtitle is a row of its own under the title, there only while there is one.
    QCPLayoutGrid* layout = plot->plotLayout();
    auto* sub = layout->rowCount() > 2 && layout->hasElement(1, 0)
                    ? qobject_cast<QCPTextElement*>(layout->element(1, 0))
                    : nullptr;
    if (subtitle.isEmpty() && sub) {
        layout->remove(sub);
        layout->simplify();
    } else if (!subtitle.isEmpty()) {
        if (!sub) {
            layout->insertRow(1);
            sub = new QCPTextElement(plot);
            layout->addElement(1, 0, sub);
        }
        sub->setText(subtitle);
        sub->setFont(f.base);
        sub->setTextColor(QColor(60, 60, 60));
        sub->setMargins(QMargins(0, 2, 0, 0));
    }
    for (int r = 0; r < layout->rowCount(); ++r)
        layout->setRowStretchFactor(r, layout->element(r, 0) == plot->axisRect() ? 1 : 0.001);
    plot->setWindowTitle(title);
    QCPTextElement* element = titleElement(plot);
    element->setText(title);
    element->setFont(f.title);
    element->setTextColor(Qt::black);
    element->setMargins(QMargins(0, 8, 0, 0));
}

void fitTitles(QCustomPlot* plot, TitleFit fit) {
    QCPLayoutGrid* layout = plot->plotLayout();
    auto* sub = layout->rowCount() > 2 && layout->hasElement(1, 0)
                    ? qobject_cast<QCPTextElement*>(layout->element(1, 0))
                    : nullptr;
    // The room a line has: the figure's width less a margin either side.
    const int width = std::max(80, plot->width() - 24);
    QStringList cut;
    for (QCPTextElement* element : {titleElement(plot), sub}) {
        if (!element) continue;
        const QString text = element->text();
        if (QFontMetrics(element->font()).horizontalAdvance(text) <= width) continue;
        if (fit == TitleFit::Wrap) {
            element->setText(wrapText(text, element->font(), width));
        } else {
            element->setText(QFontMetrics(element->font()).elidedText(text, Qt::ElideRight, width));
            cut << text;
        }
    }
    if (fit == TitleFit::Elide) plot->setToolTip(cut.join(QLatin1Char('\n')));
}

namespace {

/** The unit of an axis label as each language prints it (docs/report.md, "Print style per
    language"): "Quantity (unit)" or "数量（unit）", the text in its last parentheses, or
    "Величина, unit", a short text after the last comma; else empty. */
QString unitOfLabel(const QString& label) {
    const QString trimmed = label.trimmed();
    if (!trimmed.endsWith(QLatin1Char(')')) && !trimmed.endsWith(QChar(0xFF09))) {
        const qsizetype comma = trimmed.lastIndexOf(QStringLiteral(", "));
        return comma > 0 && trimmed.size() - comma - 2 <= 12 ? trimmed.mid(comma + 2) : QString();
    }
    const qsizetype open = std::max(trimmed.lastIndexOf(QLatin1Char('(')), trimmed.lastIndexOf(QChar(0xFF08)));
    if (open <= 0) return {};
    return trimmed.mid(open + 1, trimmed.size() - open - 2).trimmed();
}

}  // namespace

bool fitAxisLabels(QCustomPlot* plot) {
    bool changed = false;
    for (QCPAxis* axis : {plot->yAxis, plot->yAxis2}) {
        if (!axis || !axis->visible() || axis->label().isEmpty()) continue;
        // The label as the figure set it: the one drawn, unless it is the one broken here.
        const QString drawn = axis->label();
        const QString full = drawn == axis->property("iometryBrokenLabel").toString()
                                 ? axis->property("iometryFullLabel").toString()
                                 : drawn;
        const int room = axis->axisRect()->height() - 8;
        if (room <= 0) continue;
        // The figure's font, smaller only while a word alone is longer than the room.
        const QFont font = axis->property("iometryLabelFont").isValid()
                               ? axis->property("iometryLabelFont").value<QFont>()
                               : axis->labelFont();
        // One line, always, where it can be: a label of two or three lines beside the axis
        // reads badly (the comparison's "Пропускная способность (Гбит/с)" at 1280 × 1024).
        // First the whole label a little smaller (to 80 %), then its unit alone ("Гбит/с",
        // the text in its last parentheses) at the figure's size or a little smaller; only
        // when neither fits, the whole label broken into lines at spaces, as small as needed.
        const auto oneLine = [&](const QString& text, qreal down, QFont& into) {
            for (qreal size = font.pointSizeF(); size >= std::max(7.0, font.pointSizeF() * down) - 0.01;
                 size -= 0.5) {
                into.setPointSizeF(size);
                if (QFontMetrics(into).horizontalAdvance(text) <= room) return true;
            }
            return false;
        };
        QFont smaller = font;
        QString fitted = full;
        const QString unit = unitOfLabel(full);
        if (oneLine(full, 0.8, smaller)) {
            fitted = full;
        } else if (!unit.isEmpty() && oneLine(unit, 0.8, smaller)) {
            fitted = unit;
        } else {
            for (qreal size = font.pointSizeF(); size >= 6; size -= 0.5) {
                smaller.setPointSizeF(size);
                const QFontMetrics metrics(smaller);
                fitted = metrics.horizontalAdvance(full) > room ? wrapText(full, smaller, room) : full;
                int widest = 0;
                for (const QString& line : fitted.split(QLatin1Char('\n')))
                    widest = std::max(widest, metrics.horizontalAdvance(line));
                if (widest <= room) break;
            }
        }
        axis->setProperty("iometryFullLabel", full);
        axis->setProperty("iometryBrokenLabel", fitted);
        axis->setProperty("iometryLabelFont", font);
        if (fitted != drawn || smaller != axis->labelFont()) {
            axis->setLabel(fitted);
            axis->setLabelFont(smaller);
            changed = true;
        }
    }
    return changed;
}

QString subtitleText(const QCustomPlot* plot) {
    QCPLayoutGrid* layout = plot->plotLayout();
    auto* sub = layout->rowCount() > 2 && layout->hasElement(1, 0)
                    ? qobject_cast<QCPTextElement*>(layout->element(1, 0))
                    : nullptr;
    return sub ? sub->text() : QString();
}

QString titleText(QCustomPlot* plot) {
    QCPTextElement* element = titleElement(plot);
    return element ? element->text() : QString();
}

void beginFigure(QCustomPlot* plot, const QString& title, const Fonts& f,
                 const QString& subtitle) {
    plot->clearPlottables();
    plot->clearItems();
    setTitles(plot, title, subtitle, f);
    // A figure drawn before may have left a right axis or a log scale behind.
    plot->yAxis2->setVisible(false);
    plot->xAxis2->setVisible(false);
    plot->yAxis->setScaleType(QCPAxis::stLinear);
    plot->xAxis->setScaleType(QCPAxis::stLinear);
    plot->xAxis->grid()->setVisible(true);
}

void finishFigure(QCustomPlot* plot, const Fonts& f, std::initializer_list<QCPAxis*> axes,
                  int columns) {
    for (QCPAxis* axis : axes) {
        axis->setTickLabelFont(f.base);
        axis->setLabelFont(f.label);
    }
    QCPLegend* legend = plot->legend;
    legend->setVisible(legend->itemCount() > 0);
    legend->setFont(f.base);
    legend->setBorderPen(Qt::NoPen);
    legend->setBrush(Qt::NoBrush);
    legend->setMargins(QMargins(10, 2, 10, 2));
    legend->setColumnSpacing(24);
    legend->setIconTextPadding(10);
    legend->setProperty(kLegendColumns, std::max(1, columns));
    fitLegend(plot);
}

void fitLegend(QCustomPlot* plot) {
    QCPLegend* legend = plot->legend;
    const int wanted = std::max(1, legend->property(kLegendColumns).toInt());
    // The room the legend's row has: the figure's width less a margin either side, as the
    // titles have (fitTitles).
    const int room = std::max(80, plot->width() - 24);
    // The labels in their order (a grid rearranged before may hold empty cells).
    std::vector<int> widths;
    for (int i = 0; i < legend->itemCount(); ++i)
        if (const QCPAbstractLegendItem* item = legend->item(i)) widths.push_back(item->minimumOuterSizeHint().width());
    const int n = static_cast<int>(widths.size());
    // The most columns, up to the figure's wish, whose widest labels fit side by side; a
    // legend wider than its row would have its labels cut.
    const auto columnWidths = [&](int columns) {
        std::vector<int> out(static_cast<std::size_t>(columns), 0);
        for (int i = 0; i < n; ++i) {
            int& widest = out[static_cast<std::size_t>(i % columns)];
            widest = std::max(widest, widths[static_cast<std::size_t>(i)]);
        }
        return out;
    };
    const auto totalOf = [&](const std::vector<int>& columnWidth) {
        int total = legend->margins().left() + legend->margins().right() +
                    (static_cast<int>(columnWidth.size()) - 1) * legend->columnSpacing();
        for (int w : columnWidth) total += w;
        return total;
    };
    int columns = std::max(1, std::min(wanted, n));
    while (columns > 1 && totalOf(columnWidths(columns)) > room) --columns;
    legend->setWrap(columns);
    legend->setFillOrder(QCPLayoutGrid::foColumnsFirst, true);
    if (n == 0) return;
    // Each column as wide as its widest label, and the legend as wide as its columns: the
    // layout shares width by stretch factors, which would otherwise give equal columns and
    // cut the longer labels.
    const std::vector<int> columnWidth = columnWidths(columns);
    QList<double> stretch;
    for (int w : columnWidth) stretch << std::max(1, w);
    legend->setColumnStretchFactors(stretch);
    legend->setMinimumSize(std::min(room, totalOf(columnWidth)), 0);
}

void addCentreNote(QCustomPlot* plot, const QString& text, const Fonts& f) {
    auto* note = new QCPItemText(plot);
    note->position->setType(QCPItemPosition::ptAxisRectRatio);
    note->position->setCoords(0.5, 0.5);
    note->setText(text);
    QFont font = f.label;
    font.setItalic(true);
    note->setFont(font);
    note->setColor(Qt::gray);
}

void spreadBar(const std::vector<results::MetricRow>& all, const results::MetricRow& row,
               double results::MetricRow::*metric, SpreadMode mode, double shown, double scale,
               double& low, double& high) {
    const report::Spread s = report::spreadOf(all, row, metric);
    low = high = 0;
    if (s.n < 2) return;
    if (mode == SpreadMode::StdDev) {
        low = high = s.stddev * scale;
    } else {
        low = std::max(0.0, shown - s.min * scale);
        high = std::max(0.0, s.max * scale - shown);
    }
}

void addErrorBars(QCPGraph* graph, const QVector<double>& low, const QVector<double>& high) {
    if (std::none_of(high.begin(), high.end(), [](double v) { return v > 0; }) &&
        std::none_of(low.begin(), low.end(), [](double v) { return v > 0; }))
        return;  // no repeats behind any point: no bars
    auto* bars = new QCPErrorBars(graph->keyAxis(), graph->valueAxis());
    bars->removeFromLegend();
    bars->setDataPlottable(graph);
    bars->setData(low, high);
    QPen pen(graph->pen().color(), 1.2);
    bars->setPen(pen);
    bars->setWhiskerWidth(8);
    bars->setSymbolGap(0);
}

// A log10 value axis from @p lo to @p hi, widened to whole decades.
void setLogAxis(QCPAxis* axis, double lo, double hi) {
    axis->setScaleType(QCPAxis::stLogarithmic);
    auto ticker = QSharedPointer<QCPAxisTickerLog>::create();
    ticker->setLogBase(10);
    ticker->setSubTickCount(8);
    axis->setTicker(ticker);
    axis->setNumberFormat(QStringLiteral("gb"));
    axis->setNumberPrecision(6);
    if (!(lo > 0)) lo = 1;
    if (!(hi > lo)) hi = lo * 10;
    axis->setRange(std::pow(10.0, std::floor(std::log10(lo))), std::pow(10.0, std::ceil(std::log10(hi))));
}

}  // namespace iometry::gui::figure

