#include "gui/report/report_figure.hpp"

#include <qcustomplot.h>

#include <QCoreApplication>
#include <algorithm>
#include <cmath>

#include "gui/export/chart_export.hpp"

namespace iometry::gui {

namespace {

class ReportFigure {
    Q_DECLARE_TR_FUNCTIONS(ReportFigure)
};

// The reviews' classic sweep: 64 B … 256 KiB.
constexpr double kFirstSize = 64;
constexpr double kLastSize = 256 * 1024;
// The one CPU curve of a figure, when there is only one, is neutral: it is not a series.
const QColor kCpuColor(70, 70, 70);

const QColor& seriesColor(std::size_t i) {
    // Colour-blind safe (Okabe–Ito), dark enough for print.
    static const QColor colors[] = {
        QColor(0, 114, 178), QColor(213, 94, 0),   QColor(0, 158, 115),   QColor(204, 121, 167),
        QColor(230, 159, 0), QColor(86, 180, 233), QColor(120, 120, 120), QColor(0, 0, 0)};
    return colors[i % (sizeof colors / sizeof colors[0])];
}

// Points at 0 Mbit/s or 100 % CPU sit on the frame of the axes; a graph clipped to the
// axes would show half markers there. The ranges hold all data, so nothing else leaks.
class FigureGraph : public QCPGraph {
public:
    using QCPGraph::QCPGraph;

protected:
    QRect clipRect() const override { return mParentPlot->viewport(); }
};

// A tick label in bytes as the reviews write it: 64, 512, 1K, 256K, 1M.
QString sizeTickLabel(double bytes) {
    const auto b = static_cast<std::uint64_t>(std::llround(bytes));
    if (b >= (1u << 20) && b % (1u << 20) == 0)
        return QStringLiteral("%1M").arg(b >> 20);
    if (b >= 1024 && b % 1024 == 0)
        return QStringLiteral("%1K").arg(b >> 10);
    return QString::number(b);
}

// Both value axes get the same number of divisions, so the right axis' ticks sit on the
// grid lines of the left one: 0 … 100 % in steps of 20 beside 0 … 25 000 in steps of 5 000.
constexpr int kDivisions = 5;

// The smallest round tick step (1, 1.5, 2, 2.5, 3, 4, 5, 6 or 8 times a power of ten)
// for which kDivisions steps reach @p top.
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

bool sameCpu(const std::vector<ReportSeries>& series) {
    if (series.size() < 2)
        return false;
    const auto& first = series.front().rows;
    for (const auto& s : series) {
        if (s.rows.size() != first.size())
            return false;
        for (std::size_t i = 0; i < first.size(); ++i)
            if (s.rows[i].size != first[i].size || s.rows[i].cpuPct != first[i].cpuPct)
                return false;
    }
    return true;
}

void addCpuGraph(QCustomPlot* plot, const QVector<double>& sizes, const QVector<double>& cpu,
                 const QColor& color, const QString& name) {
    QCPGraph* load = new FigureGraph(plot->xAxis, plot->yAxis2);
    load->setName(name);
    load->setPen(QPen(color, 2, Qt::DashLine));
    load->setScatterStyle(
        QCPScatterStyle(QCPScatterStyle::ssSquare, QPen(color, 1.5), QBrush(Qt::white), 6));
    load->setData(sizes, cpu, true);
}

}  // namespace

void drawReportFigure(QCustomPlot* plot, const ResultsFolder& results) {
    if (!plot)
        return;
    plot->clearPlottables();
    plot->clearItems();
    setUpLayout(plot);
    plot->setWindowTitle(results.planName);

    QFont base = plot->font();
    base.setPointSizeF(10);
    QFont labelFont = base;
    labelFont.setPointSizeF(11);
    QFont titleFont = base;
    titleFont.setPointSizeF(14);
    titleFont.setBold(true);

    QCPTextElement* title = titleElement(plot);
    title->setText(results.planName);
    title->setFont(titleFont);
    title->setTextColor(Qt::black);
    title->setMargins(QMargins(0, 8, 0, 0));

    const std::vector<ReportSeries> series = reportSeries(results.rows);
    const bool oneCpu = sameCpu(series);
    const bool single = series.size() == 1;

    std::pair<QVector<double>, QVector<double>> sharedCpu;
    double minSize = kFirstSize, maxSize = kLastSize, maxMbit = 0, maxCpu = 0;
    for (std::size_t i = 0; i < series.size(); ++i) {
        const ReportSeries& s = series[i];
        QVector<double> sizes, mbit, cpu;
        for (const auto& r : s.rows) {
            if (r.size == 0)
                continue;  // not on a log axis; the table still lists it
            sizes << static_cast<double>(r.size);
            mbit << r.mbitPerS;
            cpu << r.cpuPct;
            minSize = std::min(minSize, sizes.back());
            maxSize = std::max(maxSize, sizes.back());
            maxMbit = std::max(maxMbit, r.mbitPerS);
            maxCpu = std::max(maxCpu, r.cpuPct);
        }
        const QColor color = seriesColor(i);

        QCPGraph* throughput = new FigureGraph(plot->xAxis, plot->yAxis);
        throughput->setName(single ? ReportFigure::tr("Throughput")
                                   : ReportFigure::tr("%1 throughput").arg(s.name));
        throughput->setPen(QPen(color, 2));
        throughput->setScatterStyle(
            QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(color, 1.5), QBrush(color), 7));
        throughput->setData(sizes, mbit, true);

        if (single)
            addCpuGraph(plot, sizes, cpu, kCpuColor, ReportFigure::tr("CPU load"));
        else if (!oneCpu)
            addCpuGraph(plot, sizes, cpu, color, ReportFigure::tr("%1 CPU load").arg(s.name));
        if (oneCpu && i == 0)
            sharedCpu = {sizes, cpu};
    }
    // Workers on one host share its CPU load: one curve, after the throughput entries.
    if (oneCpu)
        addCpuGraph(plot, sharedCpu.first, sharedCpu.second, kCpuColor,
                    ReportFigure::tr("CPU load"));

    // x: log2 of the request size, a labelled tick per power of two.
    QCPAxis* x = plot->xAxis;
    x->setScaleType(QCPAxis::stLogarithmic);
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    const int firstExp = static_cast<int>(std::floor(std::log2(minSize)));
    const int lastExp = static_cast<int>(std::ceil(std::log2(maxSize)));
    const int every = std::max(1, (lastExp - firstExp + 1 + 15) / 16);
    for (int e = firstExp; e <= lastExp; ++e) {
        const double at = std::ldexp(1.0, e);
        ticker->addTick(at, (e - firstExp) % every == 0 ? sizeTickLabel(at) : QString());
    }
    ticker->setSubTickCount(0);
    x->setTicker(ticker);
    x->setRange(std::ldexp(1.0, firstExp) / std::pow(2.0, 0.4),
                std::ldexp(1.0, lastExp) * std::pow(2.0, 0.4));
    x->setLabel(ReportFigure::tr("Request size (bytes)"));
    x->grid()->setVisible(true);
    x->grid()->setSubGridVisible(false);

    QCPAxis* y = plot->yAxis;
    setValueAxis(y, niceStep(maxMbit));
    y->setLabel(ReportFigure::tr("Throughput (Mbit/s)"));
    y->grid()->setSubGridVisible(false);

    QCPAxis* y2 = plot->yAxis2;
    y2->setVisible(true);
    y2->setTickLabels(true);
    setValueAxis(y2, maxCpu > 100 ? niceStep(maxCpu) : 100.0 / kDivisions);
    y2->setLabel(ReportFigure::tr("CPU load (%)"));
    y2->grid()->setVisible(false);

    plot->xAxis2->setVisible(false);

    for (QCPAxis* axis : {x, y, y2}) {
        axis->setTickLabelFont(base);
        axis->setLabelFont(labelFont);
    }

    QCPLegend* legend = plot->legend;
    legend->setVisible(plot->graphCount() > 0);
    legend->setFont(base);
    legend->setBorderPen(Qt::NoPen);
    legend->setBrush(Qt::NoBrush);
    // A series' throughput and CPU entries sit side by side, two series to a row.
    legend->setWrap(std::min(plot->graphCount(), 4));
    legend->setFillOrder(QCPLayoutGrid::foColumnsFirst, true);
    legend->setMargins(QMargins(10, 2, 10, 2));
    legend->setColumnSpacing(24);
    legend->setIconTextPadding(10);

    if (series.empty()) {
        auto* empty = new QCPItemText(plot);
        empty->position->setType(QCPItemPosition::ptAxisRectRatio);
        empty->position->setCoords(0.5, 0.5);
        empty->setText(ReportFigure::tr("No results to show"));
        QFont f = labelFont;
        f.setItalic(true);
        empty->setFont(f);
        empty->setColor(Qt::gray);
    }
}

bool exportReportFigure(const QString& resultsDir, const QString& outFile, QString& error) {
    const auto folder = loadResultsFolder(resultsDir, error);
    if (!folder)
        return false;
    QCustomPlot plot;
    plot.resize(kReportFigureWidth, kReportFigureHeight);
    drawReportFigure(&plot, *folder);
    return saveChart(&plot, outFile, error);
}

}  // namespace iometry::gui
